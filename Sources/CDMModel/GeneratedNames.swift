// Names that would break generated code: keywords, framework classes and the types generated code mentions.

/// The names a class or a property cannot take because the Swift or Objective-C that cdm (or
/// Xcode's own code generation) writes for the model would then not compile or would mean
/// something else. The checker reports them as `invalid-class-name`, `framework-class-name`,
/// `class-shadows-type` (also for a class named like the builder's type) and `keyword-name`
/// (docs/diagnostics.md).
public enum GeneratedNames {
    /// The words Swift does not take as a class name (`class default: Base`) or as that type's
    /// name in a declaration (`let v: some?`): its reserved keywords (The Swift Programming
    /// Language, "Lexical Structure › Keywords and Punctuation") and `Any`, `Self`, `any`,
    /// `some`, `each`, `_`. Checked with swiftc 6 (`-typecheck`) word by word: contextual words
    /// such as `actor`, `async`, `open`, `package`, `Type` and `Protocol` compile as class names
    /// and are not here. Generated Swift writes property names in back-ticks when they are
    /// keywords (`Naming.swiftIdentifier`), so for properties none of these matters.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "any", "each", "some", "_",
    ]

    /// Words an Objective-C property or class cannot take: the keywords of C (C17 §6.4.1), `asm`
    /// and `typeof` (keywords of the GNU dialect Xcode compiles Objective-C in, gnu17), and the
    /// macros of the Objective-C and C headers that the preprocessor replaces before the compiler
    /// sees a name: `YES`, `NO`, `nil`, `Nil`, `NULL` (objc.h) and `bool`, `true`, `false`
    /// (stdbool.h). Checked with clang 21 (`-fsyntax-only -fobjc-arc`, a macOS target) on
    /// `@property (nullable, nonatomic, copy) NSString *NAME;`: these fail, while `id`, `self`,
    /// `super`, `Class`, `SEL`, `IMP`, `BOOL`, `instancetype`, `_cmd` and C23's new keywords
    /// compile as property names.
    public static let objcKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
        "_Static_assert", "_Thread_local", "asm", "typeof",
        "YES", "NO", "nil", "Nil", "NULL", "bool", "true", "false",
    ]

    /// Foundation and Core Data classes: a managed object class cannot take one of their names.
    /// Core Data needs the class of an entity to be `NSManagedObject` or a subclass of it
    /// (`NSEntityDescription.managedObjectClassName`), and a generated class of that name would
    /// declare the framework's class again (`class NSManagedObject: NSManagedObject`). The list
    /// holds every framework class that generated Swift, Objective-C and builder code mentions
    /// (`Sources/CDMGenerators`) and the other classes of the Core Data stack.
    public static let frameworkClasses: Set<String> = [
        "NSObject", "NSProxy", "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectModel", "NSManagedObjectID",
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSPersistentStoreCoordinator", "NSPersistentStore",
        "NSPersistentStoreDescription", "NSEntityDescription", "NSPropertyDescription", "NSAttributeDescription",
        "NSRelationshipDescription", "NSFetchedPropertyDescription", "NSDerivedAttributeDescription",
        "NSCompositeAttributeDescription", "NSExpressionDescription", "NSFetchIndexDescription",
        "NSFetchIndexElementDescription", "NSFetchRequest", "NSFetchedResultsController", "NSPredicate", "NSExpression",
        "NSSortDescriptor", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSArray", "NSMutableArray",
        "NSDictionary", "NSMutableDictionary", "NSString", "NSMutableString", "NSNumber", "NSDecimalNumber", "NSValue",
        "NSDate", "NSData", "NSMutableData", "NSUUID", "NSURL", "NSError", "NSIndexSet", "NSNull", "NSValueTransformer",
        "NSSecureUnarchiveFromDataTransformer", "NSCoder", "NSBundle",
    ]

    /// Swift types that generated Swift (classes and the Swift builder) mentions by their plain
    /// names, besides framework classes: a class of one of these names would shadow the type in
    /// the module, and `Date?` or `Set<…>` in generated code would mean the entity's class.
    public static let swiftTypes: Set<String> = [
        "String", "Bool", "Int", "Int16", "Int32", "Int64", "Double", "Float", "Decimal", "Data", "Date", "UUID", "URL",
        "Set", "Array", "Dictionary", "Optional", "Error", "AnyObject", "Never", "Void", "Identifiable", "Equatable",
        "Hashable", "Comparable", "Sendable", "Foundation", "CoreData", "Swift", "Bundle", "ValueTransformer",
        "NSFetchRequestResult", "TimeInterval",
    ]

    /// Objective-C type names a class cannot take (`@interface Class : NSManagedObject` redeclares
    /// the type; checked with clang 21): the runtime's `id`, `Class`, `SEL`, `IMP`, `BOOL` and
    /// `Protocol`, and the types generated Objective-C declares properties with.
    public static let objcTypes: Set<String> = [
        "id", "Class", "SEL", "IMP", "BOOL", "Protocol", "NSInteger", "NSUInteger", "NSTimeInterval", "int16_t",
        "int32_t", "int64_t",
    ]

    /// Whether `s` is an identifier both languages accept as written: ASCII letters, digits and
    /// `_`, not starting with a digit.
    public static func isIdentifier<S: StringProtocol>(_ s: S) -> Bool {
        guard let first = s.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return s.utf8.allSatisfy { c in
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
        }
    }

    /// Why `name` cannot be the class of an entity (`@class`), or nil. Accepted: `Name`, Xcode's
    /// `.Name` (the current module) and `Module.Name`, each part an identifier. (Whether the class
    /// is a keyword depends on the languages generated: `keywordProblem`.)
    public static func classNameProblem(_ name: String) -> String? {
        if name.isEmpty {
            return "the class name is empty; write a class such as 'NoteMO', or remove '@class' to use the entity's name"
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed: Bool
        switch parts.count {
        case 1: wellFormed = isIdentifier(parts[0])
        case 2: wellFormed = (parts[0].isEmpty || isIdentifier(parts[0])) && isIdentifier(parts[1])
        default: wellFormed = false
        }
        guard wellFormed else {
            return
                "class name '\(displayed(name))' is not a Swift and Objective-C identifier; write a class such as 'NoteMO', or 'Module.NoteMO' or '.NoteMO' for a class of a module"
        }
        return nil
    }

    /// Why the class of a Transformable (`Transformable<Class>`), written the Swift way, is not a type
    /// generated code can declare a property of, or nil. Accepted: a name (`UIColor`), a dotted name
    /// (`CKRecord.ID`, `Module.Class`, Xcode's `.Class`), generic arguments (`Set<URL>`), arrays and
    /// dictionaries (`[String]`, `[String: Any]`), tuples (`(Int, Int)`) and `?`/`!` after a type, with
    /// spaces between. Not: `.` alone, an empty name, or any other character, which generated Swift
    /// would copy as a type and Objective-C could not name.
    public static func transformableClassProblem(_ spelling: String) -> String? {
        var parser = TypeSpelling(Array(spelling.utf8))
        if parser.parseType(), parser.atEnd { return nil }
        return
            "Transformable class '\(displayed(spelling))' is not a type; generated classes would declare the property with it and not compile; write a class such as 'UIColor' or 'NSDictionary', a Swift type such as '[String]', or 'Transformable' alone for NSObject"
    }

    /// A recursive-descent reader of the Swift type spellings `transformableClassProblem` accepts.
    struct TypeSpelling {
        let bytes: [UInt8]
        var i = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return i == bytes.count
            }
        }

        mutating func skipSpaces() {
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        }

        mutating func take(_ c: Character) -> Bool {
            skipSpaces()
            guard i < bytes.count, bytes[i] == c.asciiValue else { return false }
            i += 1
            return true
        }

        mutating func identifier() -> Bool {
            skipSpaces()
            let start = i
            while i < bytes.count {
                let c = bytes[i]
                let letter = (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
                let digit = c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
                guard letter || (digit && i > start) else { break }
                i += 1
            }
            return i > start
        }

        mutating func parseType(depth: Int = 0) -> Bool {
            guard depth < 32 else { return false }
            if take("[") {
                guard parseType(depth: depth + 1) else { return false }
                if take(":") { guard parseType(depth: depth + 1) else { return false } }
                guard take("]") else { return false }
            } else if take("(") {
                if !take(")") {
                    repeat { guard parseType(depth: depth + 1) else { return false } } while take(",")
                    guard take(")") else { return false }
                }
            } else {
                _ = take(".")  // Xcode's module form, `.Class`
                repeat { guard identifier() else { return false } } while take(".")
                if take("<") {
                    repeat { guard parseType(depth: depth + 1) else { return false } } while take(",")
                    guard take(">") else { return false }
                }
            }
            while take("?") || take("!") {}
            return true
        }
    }

    /// The language among those generated in which `simpleName` is a keyword, or nil.
    public static func keywordLanguage(_ simpleName: String, swift: Bool, objc: Bool) -> String? {
        if swift && swiftKeywords.contains(simpleName) { return "Swift (a keyword)" }
        if objc && objcKeywords.contains(simpleName) { return "Objective-C (a C keyword or a header macro)" }
        return nil
    }

    /// `name` as a message shows it: control characters, quotes and backslashes escaped, and cut
    /// after 60 characters.
    static func displayed(_ name: String) -> String {
        var out = ""
        var count = 0
        for scalar in name.unicodeScalars {
            if count == 60 { return out + "…" }
            count += 1
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A model's name made a type-name stem (`my-model` → `my_model`, a leading digit gets `_`, an empty
    /// name is `Model`): what generated type names that derive from the model start with.
    public static func typeStem(_ modelName: String) -> String {
        var out = ""
        for scalar in modelName.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            let isDigit = scalar >= "0" && scalar <= "9"
            if isLetter || isDigit { out.unicodeScalars.append(scalar) } else { out += "_" }
        }
        if out.isEmpty { out = "Model" }
        if let first = out.unicodeScalars.first, first >= "0" && first <= "9" { out = "_" + out }
        return out
    }

    /// The type `generate builder` writes for a model named `modelName`: its `typeStem` followed by
    /// `Model` (`Shop` → `ShopModel`). It lives in the app's module beside the entities' classes, so no
    /// class may take it.
    public static func builderTypeName(modelName: String) -> String {
        typeStem(modelName) + "Model"
    }

    /// Whether `name` is, or is on macOS the file of, a type `generate swiftdata` writes beside the
    /// entities' classes for a model whose `typeStem` is `stem`: its migration plan
    /// (`ShopMigrationPlan`) and its versioned schemas (`ShopSchemaV1`, `ShopSchemaV2`, … one per
    /// version, so every number is taken: a version frozen later must not rename a class). Compared
    /// without case, as the files are on a case-insensitive file system.
    public static func isSwiftDataSchemaName(_ name: String, stem: String) -> Bool {
        let name = OutputNames.caseInsensitiveKey(name)
        if name == OutputNames.caseInsensitiveKey(stem + "MigrationPlan") { return true }
        let prefix = OutputNames.caseInsensitiveKey(stem + "SchemaV")
        guard name.hasPrefix(prefix) else { return false }
        let number = name.dropFirst(prefix.count)
        return !number.isEmpty && number.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The builder type of `model` when one of its `generate` lines writes a builder, else nil.
    public static func builderTypeName(of model: Model) -> String? {
        model.generates.contains { $0.kind == .builder } ? builderTypeName(modelName: model.name) : nil
    }

    /// Whether Xcode's own codegen writes the classes of the model's `class` and `category`
    /// entities: the model has a `generate xcdatamodel` line and no `generate swift` or `objc` line
    /// (with one, the bundle says Manual/None for every entity: `XcdatamodelGenerator`). The
    /// language is chosen in the Xcode project, not the model; the checker takes it to be Swift.
    public static func xcodeGeneratesClasses(_ model: Model) -> Bool {
        model.generates.contains { $0.kind == .xcdatamodel } && !model.generates.contains { $0.kind == .swift || $0.kind == .objc }
    }

    /// The languages the model's `generate` lines write classes or a builder in.
    public static func generatedLanguages(_ model: Model) -> (swift: Bool, objc: Bool, objcClasses: Bool) {
        var swift = false
        var objc = false
        var objcClasses = false
        for target in model.generates {
            switch target.kind {
            case .swift: swift = true
            case .objc:
                objc = true
                objcClasses = true
            case .builder:
                if target.language == .objc { objc = true } else { swift = true }
            case .swiftdata: swift = true
            // The staged migration writes no class of an entity.
            case .xcdatamodel, .mermaid, .svg, .migrations: break
            }
        }
        return (swift, objc, objcClasses)
    }
}

/// Names that break generated code (`Checker.checkGeneratedNames`): reads the model's name and
/// `generate` lines, and, with a `generate` line, every entity whole (without one, only those
/// whose class is named like a Swift type), and with `generate swiftdata` or `@fetchFunctions` the
/// configurations and fetch requests.
enum GeneratedNameRules: ModelRules {
    struct Setting: Equatable {
        var modelName: String
        var generates: [GenerateTarget]
        var configurations: [Configuration] = []
        var fetchRequests: [FetchRequest] = []
    }

    static func setting(_ declarations: Model) -> Setting? {
        var setting = Setting(modelName: declarations.name, generates: declarations.generates)
        // `@fetchFunctions` names functions after the fetch requests (`GeneratedAPIRules.fetchFunctionDiagnostics`).
        if declarations.generatesSwiftData || declarations.generates.contains(where: \.fetchFunctions) {
            setting.configurations = declarations.configurations
            setting.fetchRequests = declarations.fetchRequests
        }
        return setting
    }

    static func read(_ element: BuiltElement, _ setting: Setting) -> RuleRead<Bool> {
        guard case .entity(let e) = element else { return .nothing }
        return reads(e, setting.generates) ? .everything : .nothing
    }

    private static func reads(_ entity: Entity, _ generates: [GenerateTarget]) -> Bool {
        !generates.isEmpty || GeneratedNames.swiftTypes.contains(entity.swiftClassName)
    }

    static func check(_ reader: ModelReader, _ setting: Setting) -> [Diagnostic] {
        let generates = reader.declarations.generates
        var checker = Checker(model: reader.model(entities: { reads($0, generates) }, composites: false))
        checker.checkGeneratedNames()
        return checker.diagnostics
    }

    static func checkModel(_ checker: inout Checker) { checker.checkGeneratedNames() }
}
