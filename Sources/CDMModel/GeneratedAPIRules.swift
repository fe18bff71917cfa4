// The checks of the opt-in generated API (issue 33) as pure functions of the model: enum attributes.

import CDMSyntax

/// What `@enum` and `@cases` must satisfy for generated Swift and Objective-C to compile and mean what they say.
/// Checked only when the file generates Swift or Objective-C classes: nothing else reads these modifiers.
public enum GeneratedAPIRules {
    /// The attribute types an enum can stand for: its raw value is the stored value.
    public static func enumRawType(_ type: AttributeType) -> String? {
        switch type {
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .string: return "String"
        default: return nil
        }
    }

    /// Every diagnostic of the rules, in declaration order.
    public static func diagnostics(for model: Model) -> [Diagnostic] {
        guard model.generates.contains(where: { $0.kind == .swift || $0.kind == .objc }) else { return [] }
        var out: [Diagnostic] = []
        var declared: [String: (attribute: String, range: TextRange)] = [:]
        let classes = Set(model.entities.map(\.swiftClassName))
        for entity in model.entities {
            for attribute in entity.attributes {
                guard let e = attribute.enumeration else { continue }
                out += enumDiagnostics(attribute, in: entity)
                guard e.isDeclared, !e.name.isEmpty else { continue }
                let here = "\(entity.name).\(attribute.name)"
                if let first = declared[e.name] {
                    out.append(
                        Diagnostic(
                            .enumNameConflict, "enum '\(e.name)' is already declared by '\(first.attribute)'; declare its cases once and write '@enum(\(e.name))' alone here",
                            at: e.casesRange ?? e.range, related: [RelatedLocation(range: first.range, message: "declared here")]))
                } else if classes.contains(e.name) || GeneratedNames.swiftTypes.contains(e.name) {
                    out.append(
                        Diagnostic(
                            .enumNameConflict,
                            "enum '\(e.name)' of '\(here)' has the name of \(classes.contains(e.name) ? "an entity's class" : "a type generated code uses"); name the enum otherwise",
                            at: e.range))
                } else {
                    declared[e.name] = (here, e.casesRange ?? e.range)
                }
            }
        }
        out += baseClassDiagnostics(model)
        out += fetchFunctionDiagnostics(model)
        return out
    }

    /// `@fetchFunctions` names a request's functions after it with its first letter upper-cased
    /// (`fetchRequestRecent`, `fetchRecent`), on its entity's class. Two requests whose names differ
    /// only in that letter's case (`recent`, `Recent`) get functions of one name, which do not compile:
    /// - Objective-C, on one entity, with the same labels (`$VARIABLES`), which make the selector: one
    ///   method declared twice ("duplicate declaration of method"); a subclass's method of the same
    ///   selector overrides, which compiles;
    /// - Swift, with the same labels, parameter types and result type, on one entity (a redeclaration)
    ///   or on an entity and one it inherits from (an override of a declaration in an extension). The
    ///   result is the entity's class unless `@resultType` says otherwise, so an entity and its parent
    ///   conflict only with the same `@resultType(count)`, `(dictionary)` or `(objectID)`.
    /// Requests with other parameters or results get overloads, which compile (checked with
    /// `.ci/typecheck-generated` against the stubs; Swift here crashes on the override rather than
    /// report it).
    static func fetchFunctionDiagnostics(_ model: Model) -> [Diagnostic] {
        let targets = model.generates.filter { ($0.kind == .swift || $0.kind == .objc) && $0.fetchFunctions }
        guard !targets.isEmpty, model.fetchRequests.count > 1 else { return [] }
        let objc = targets.contains { $0.kind == .objc }
        let swift = targets.contains { $0.kind == .swift }
        // What the Swift functions return: a type of their own for some result types, else the entity's class.
        func swiftResult(_ r: FetchRequest) -> String { r.nonObjectResultType ?? "class of " + r.entity }
        var out: [Diagnostic] = []
        var earlier: [String: [FetchRequest]] = [:]
        for request in model.fetchRequests {
            let function = request.functionStem
            for first in earlier[function] ?? [] where first.name != request.name {
                let sameEntity = request.entity == first.entity
                guard sameEntity || model.entity(request.entity, isKindOf: first.entity) || model.entity(first.entity, isKindOf: request.entity) else { continue }
                let mine = ExpressionRules.variables(of: request, in: model)
                let theirs = ExpressionRules.variables(of: first, in: model)
                let objcConflict = objc && sameEntity && mine.map(\.name) == theirs.map(\.name)
                let swiftConflict = swift && mine == theirs && swiftResult(request) == swiftResult(first)
                guard objcConflict || swiftConflict else { continue }
                out.append(
                    Diagnostic(
                        .fetchFunctionConflict,
                        "fetch request '\(request.name)' gets the functions of '\(first.name)' ('fetchRequest\(function)', 'fetch\(function)') with the same parameters under '@fetchFunctions'; rename one of them",
                        at: request.nameRange, related: [RelatedLocation(range: first.nameRange, message: "'\(first.name)' is declared here")]))
                break
            }
            earlier[function, default: []].append(request)
        }
        return out
    }

    /// `@baseClass` on the `generate` lines and on entities: a root entity's class only; not another entity's
    /// class (Core Data would have one entity's objects inherit another's properties without the model
    /// saying so), and not a type known not to be an `NSManagedObject` subclass.
    public static func baseClassDiagnostics(_ model: Model) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let classes = Set(model.entities.map(\.swiftClassName))
        func check(_ name: String, at range: TextRange) {
            if classes.contains(name) {
                out.append(
                    Diagnostic(
                        .invalidBaseClass, "'\(name)' is an entity's class; a sub-entity ('entity Child: \(name)') subclasses it, '@baseClass' names a class outside the model",
                        at: range))
            } else if name != "NSManagedObject", GeneratedNames.frameworkClasses.contains(name) || GeneratedNames.swiftTypes.contains(name) || name == "NSObject" {
                out.append(Diagnostic(.invalidBaseClass, "'\(name)' is not an NSManagedObject subclass; '@baseClass' names the app's own subclass of NSManagedObject", at: range))
            }
        }
        for target in model.generates where target.kind == .swift || target.kind == .objc {
            if let name = target.baseClass { check(name, at: target.baseClassRange ?? target.range) }
        }
        for entity in model.entities {
            guard let name = entity.baseClass else { continue }
            let range = entity.baseClassRange ?? entity.nameRange
            if entity.parent != nil {
                out.append(Diagnostic(.modifierNotApplicable, "'@baseClass' applies only to an entity without a parent; '\(entity.name)' subclasses its parent's class", at: range))
            } else {
                check(name, at: range)
            }
        }
        return out
    }

    /// `@baseClass(Name)` and `@conforms(…)` read onto the entity.
    static func read(_ m: ModifierSyntax, into entity: inout Entity) {
        guard let text = m.firstArgument?.value?.text else { return }
        if m.name == "baseClass" {
            (entity.baseClass, entity.baseClassRange) = (text, m.range)
        } else {
            entity.conformances = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            entity.conformancesRange = m.range
        }
    }

    /// The problems of one attribute's `@enum` and `@cases`.
    public static func enumDiagnostics(_ attribute: Attribute, in entity: Entity) -> [Diagnostic] {
        guard let e = attribute.enumeration else { return [] }
        guard let raw = enumRawType(attribute.type) else {
            return [Diagnostic(.modifierNotApplicable, "'@enum' applies only to Int16, Int32, Int64 and String attributes, not '\(attribute.type.rawValue)'", at: e.range)]
        }
        if e.name.isEmpty {
            return [Diagnostic(.modifierNotApplicable, "'@cases' needs '@enum(Name)' on the same attribute", at: e.casesRange ?? e.range)]
        }
        guard e.isDeclared else { return [] }
        var out: [Diagnostic] = []
        var names: Set<String> = []
        var values: Set<String> = []
        for c in e.cases {
            // A Swift keyword is written in backticks; Objective-C's cases are prefixed with the enum's name.
            if !names.insert(c.name).inserted {
                out.append(Diagnostic(.invalidModifierArgument, "case '\(c.name)' is repeated in '@cases'", at: c.range))
            }
            guard let value = caseValue(c, raw: raw) else {
                out.append(
                    Diagnostic(
                        .invalidModifierArgument,
                        "the value of case '\(c.name)' must be \(raw == "String" ? "a string" : "a whole number that fits \(raw)"), as '\(attribute.name)' is \(raw)", at: c.range))
                continue
            }
            if !values.insert(value).inserted {
                out.append(Diagnostic(.invalidModifierArgument, "the value of case '\(c.name)' is another case's too; each case stores its own value", at: c.range))
            }
        }
        if let d = attribute.defaultValue, out.isEmpty, !e.cases.contains(where: { caseValue($0, raw: raw) == canonical(d, raw: raw) }) {
            let list = e.cases.map { "\($0.name) (\($0.value.map { raw == "String" ? "\"\($0.text)\"" : $0.text } ?? ""))" }.joined(separator: ", ")
            out.append(
                Diagnostic(
                    .enumDefaultNotACase, "the default \(raw == "String" ? "\"\(d.text)\"" : d.text) of '\(attribute.name)' is not a case of '\(e.name)': \(list)",
                    at: attribute.defaultRange ?? e.range))
        }
        return out
    }

    /// The case's stored value, written the one way it compares (nil when it is not of the raw type).
    static func caseValue(_ c: AttributeEnum.Case, raw: String) -> String? {
        c.value.flatMap { canonical($0, raw: raw) }
    }

    public static func canonical(_ value: Value, raw: String) -> String? {
        switch (value, raw) {
        case (.string(let s), "String"): return s
        case (.number(let n), "Int16"): return Int16(n).map(String.init)
        case (.number(let n), "Int32"): return Int32(n).map(String.init)
        case (.number(let n), "Int64"): return Int64(n).map(String.init)
        default: return nil
        }
    }

    /// `@cases(…)` read onto the attribute's `@enum` (or onto an unnamed one, which `enumDiagnostics` reports).
    static func enumeration(_ e: AttributeEnum?, cases m: ModifierSyntax) -> AttributeEnum {
        var e = e ?? AttributeEnum(name: "", range: m.range)
        e.cases = (m.arguments ?? []).compactMap { a in a.label.map { AttributeEnum.Case(name: $0, value: a.value, range: a.range) } }
        e.casesRange = m.range
        return e
    }
}
