// The diagnostic catalogue: every code cdm reports, its severity, and the value the checker returns.

import CDMSyntax

public enum Severity: Int, Sendable, Comparable {
    case error = 1, warning = 2, information = 3, hint = 4

    public var name: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "info"
        case .hint: return "hint"
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
}

/// Every diagnostic code, stable and kebab-case. `docs/diagnostics.md` lists each with an example.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    case syntaxError = "syntax-error"
    case unterminatedString = "unterminated-string"
    case unterminatedComment = "unterminated-comment"
    case invalidCharacter = "invalid-character"
    case documentTooLarge = "document-too-large"
    case tooManyDiagnostics = "too-many-diagnostics"

    case unknownType = "unknown-type"
    case unknownParent = "unknown-parent"
    case unknownInverse = "unknown-inverse"
    case unknownEntity = "unknown-entity"
    case unknownProperty = "unknown-property"
    case unknownModifier = "unknown-modifier"
    case unknownGenerateTarget = "unknown-generate-target"

    case duplicateEntity = "duplicate-entity"
    case duplicateProperty = "duplicate-property"
    case duplicateModifier = "duplicate-modifier"
    case duplicateModel = "duplicate-model"
    case inheritedPropertyRedeclared = "inherited-property-redeclared"
    case inheritanceCycle = "inheritance-cycle"

    case inverseNotRelationship = "inverse-not-relationship"
    case inverseWrongDestination = "inverse-wrong-destination"
    case inverseMismatch = "inverse-mismatch"

    case defaultTypeMismatch = "default-type-mismatch"
    case defaultOutOfRange = "default-out-of-range"
    case defaultUnreadable = "default-unreadable"
    case invalidRange = "invalid-range"

    case modifierNotApplicable = "modifier-not-applicable"
    case invalidModifierArgument = "invalid-modifier-argument"
    case invalidRegex = "invalid-regex"

    case entityNameCase = "entity-name-case"
    case propertyNameCase = "property-name-case"
    case reservedName = "reserved-name"
    case entityShadowsType = "entity-shadows-type"
    case nonASCIIIdentifier = "non-ascii-identifier"
    case invalidClassName = "invalid-class-name"
    case frameworkClassName = "framework-class-name"
    case classShadowsType = "class-shadows-type"
    /// A class named like a type generated Swift uses, while nothing generates Swift for it.
    case classMayShadowType = "class-may-shadow-type"
    /// A class name generated code could not declare, on an entity whose class nothing generates.
    case unusableClassName = "unusable-class-name"
    case keywordName = "keyword-name"
    /// `@cases`: the attribute's default is none of the enum's values (issue 33, `GeneratedAPIRules`).
    case enumDefaultNotACase = "enum-default-not-a-case"
    /// `@cases`: the enum is declared twice, or takes the name of a class or of a type generated code uses.
    case enumNameConflict = "enum-name-conflict"
    /// `@baseClass`: another entity's class, or a type known not to be an `NSManagedObject` subclass.
    case invalidBaseClass = "invalid-base-class"
    /// `@fetchFunctions`: two fetch requests whose generated functions would be one declaration twice.
    case fetchFunctionConflict = "fetch-function-conflict"
    /// Two generated files that are one file on macOS (`OutputNames`).
    case generatedFileCollision = "generated-file-collision"

    case optionalToMany = "optional-to-many"
    case undefinedNotTransient = "undefined-not-transient"
    case generatePathEscapes = "generate-path-escapes"

    case missingInverse = "missing-inverse"
    case cascadeBothWays = "cascade-both-ways"
    case denyOptionalToOne = "deny-optional-to-one"
    case emptyEntity = "empty-entity"
    case indexToMany = "index-to-many"

    case optionalNumericWithoutDefault = "optional-numeric-without-default"

    case migrationNeedsDefault = "migration-needs-default"
    case migrationTypeChanged = "migration-type-changed"
    case migrationMergedHierarchy = "migration-merged-hierarchy"
    case migrationPossibleRename = "migration-possible-rename"
    case migrationUnknownRename = "migration-unknown-rename"
    case frozenVersionUnreadable = "frozen-version-unreadable"
    /// `@supportsVersionsFrom` names no frozen version of the bundle.
    case unknownSupportedVersion = "unknown-supported-version"
    /// What `generate swiftdata` cannot express (SwiftDataLimits.swift).
    case swiftDataUnsupported = "swiftdata-unsupported"

    /// Predicates and derived expressions (`Expressions/ExpressionRules.swift`, docs/expressions.md).
    case expressionSyntaxError = "expression-syntax-error"
    case unknownKeyPath = "unknown-key-path"
    case toManyKeyPath = "to-many-key-path"
    case predicateValueType = "predicate-value-type"
    case fetchSourceOutsideFetchedProperty = "fetch-source-outside-fetched-property"
    case derivedExpressionUnsupported = "derived-expression-unsupported"
    case derivedTypeMismatch = "derived-type-mismatch"

    case cloudKitUniqueConstraint = "cloudkit-unique-constraint"
    case cloudKitRequiredAttribute = "cloudkit-required-attribute"
    case cloudKitUnsupportedType = "cloudkit-unsupported-type"
    case cloudKitRequiredRelationship = "cloudkit-required-relationship"
    case cloudKitMissingInverse = "cloudkit-missing-inverse"
    case cloudKitOrderedRelationship = "cloudkit-ordered-relationship"
    case cloudKitDenyDeleteRule = "cloudkit-deny-delete-rule"
    case cloudKitRelationshipOutsideConfiguration = "cloudkit-relationship-outside-configuration"
    case cloudKitSchemaChange = "cloudkit-schema-change"

    /// The rules of predicates and derived expressions (`ExpressionRules`, run as `ExpressionRuleFamily`):
    /// their fixtures are in `Fixtures/Expressions`, where `ExpressionRulesTests` runs them.
    public var isExpressionRule: Bool {
        switch self {
        case .expressionSyntaxError, .unknownKeyPath, .toManyKeyPath, .predicateValueType, .fetchSourceOutsideFetchedProperty,
            .derivedExpressionUnsupported, .derivedTypeMismatch:
            return true
        default: return false
        }
    }

    /// The rules of Core Data's CloudKit integration (docs/cloudkit.md).
    public var isCloudKit: Bool { rawValue.hasPrefix("cloudkit-") }

    /// Errors are kept for what Xcode's model compiler or Core Data at run time refuses, for what
    /// breaks the code cdm generates and for `.cdm` text that cannot be read; what Xcode compiles
    /// and apps ship is at most a warning (docs/diagnostics.md says, code by code, what Xcode does).
    public var severity: Severity {
        switch self {
        case .missingInverse, .cascadeBothWays, .denyOptionalToOne, .emptyEntity, .inverseMismatch: return .warning
        case .entityNameCase, .propertyNameCase, .defaultUnreadable, .indexToMany: return .warning
        case .optionalNumericWithoutDefault: return .information
        case .migrationPossibleRename, .migrationUnknownRename, .unknownSupportedVersion: return .warning
        case .swiftDataUnsupported, .classMayShadowType, .unusableClassName: return .warning
        case .predicateValueType, .fetchSourceOutsideFetchedProperty: return .warning
        // As severe as the most severe diagnostic it stands for (`DiagnosticLimit`); a warning by itself.
        case .tooManyDiagnostics: return .warning
        default: return .error
        }
    }

    init(_ syntax: SyntaxDiagnostic.Code) {
        switch syntax {
        case .syntaxError: self = .syntaxError
        case .unterminatedString: self = .unterminatedString
        case .unterminatedComment: self = .unterminatedComment
        case .invalidCharacter: self = .invalidCharacter
        }
    }
}

/// A replacement of the text in `range` (UTF-8 offsets) by `newText`.
public struct TextEdit: Hashable, Sendable {
    public var range: TextRange
    public var newText: String
    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// A fix the checker is confident about: a title and the edits that make it.
public struct FixIt: Hashable, Sendable {
    public var title: String
    public var edits: [TextEdit]
    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}

/// A second place that explains a diagnostic (the other half of a pair, the first duplicate).
public struct RelatedLocation: Hashable, Sendable {
    public var range: TextRange
    public var message: String
    public init(range: TextRange, message: String) {
        self.range = range
        self.message = message
    }
}

public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var range: TextRange
    public var related: [RelatedLocation]
    public var fixIts: [FixIt]
    /// Marks code that has no effect (shown faded by editors).
    public var isUnnecessary: Bool

    public init(_ code: DiagnosticCode, _ message: String, at range: TextRange, related: [RelatedLocation] = [], fixIts: [FixIt] = [], isUnnecessary: Bool = false) {
        self.code = code
        self.severity = code.severity
        self.message = message
        self.range = range
        self.related = related
        self.fixIts = fixIts
        self.isUnnecessary = isUnnecessary
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by position, then severity, then code: the order every consumer shows.
    public func sortedByPosition() -> [Diagnostic] {
        sorted { a, b in
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.severity != b.severity { return a.severity < b.severity }
            return a.code.rawValue < b.code.rawValue
        }
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
