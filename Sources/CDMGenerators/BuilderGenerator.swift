// `generate builder`: code that builds the NSManagedObjectModel at run time, for projects with no model file.

import CDMModel

/// The model-in-code target.
///
/// Swift (the default) writes `<Model>Model.swift`: a `public enum <Model>Model` with
/// `makeModel()` (a new `NSManagedObjectModel` with every entity, property, inverse, index,
/// uniqueness constraint, configuration and fetch request template), `shared` (one model per
/// process, as Core Data expects when classes are bound to entities) and
/// `makeContainer(name:inMemory:)`. Objective-C (`@language(objc)`) writes `<Model>Model.h/.m`
/// with `+populateModel:`, `+sharedModel`, `+makeContainerWithName:inMemory:` and
/// `+makeCoordinatorWithStoreURL:error:` (a coordinator with a SQLite store, or an in-memory one),
/// after the CoreDataModeller app's generated `setupModel`/`persistentStoreCoordinator` pair.
///
/// Decisions:
/// - `@indexed` becomes a one-element `NSFetchIndexDescription` named `Entity_property`
///   (`NSPropertyDescription.isIndexed` is deprecated since macOS 10.13/iOS 11).
/// - `@range`, `@length` and `@regex` become validation predicates (`SELF >= %@`, `length <= %@`,
///   `SELF MATCHES %@`) with English warnings; numeric bounds are `NSDecimalNumber`s from the
///   digits as written, date bounds `NSDate`s.
/// - The generated type is marked available from the lowest OS versions of the APIs it uses, as
///   Apple's headers declare them (`BuilderPlan.Availability`): macOS 10.12/iOS 10 for
///   `NSPersistentContainer`; fetch indexes and UUID or URI attributes raise it to 10.13/11,
///   derived attributes and `preservesValueInHistoryOnDeletion` to 10.15/13, cloud encryption to
///   12/15, composite attributes to 14/17. Its documentation names the APIs that set the level.
/// - A `.Name` class gets the module of the generated file at run time (`String(reflecting:)`) in
///   Swift, and is written as `Name` in Objective-C. `@cloudKit` has no model API: the names of
///   such configurations are listed in `cloudKitConfigurations` for the store descriptions.
/// - The type is `<Model>Model` (`GeneratedNames.builderTypeName`) whatever the entities are called;
///   an entity class of that name is `class-shadows-type` in the checker rather than a reason to pick
///   another name, so the name in the documentation and in the user's code never changes under them.
/// - The model's own `@userInfo` has no run-time counterpart on `NSManagedObjectModel` and is not written.
public enum BuilderGenerator {
    public static func files(for model: Model, target: GenerateTarget, context: GenerationContext) -> [GeneratedFile] {
        let plan = BuilderPlan.make(model)
        let typeName = GeneratedNames.builderTypeName(modelName: model.name)
        switch target.language {
        case .swift:
            return [
                GeneratedFile(
                    path: OutputNames.builderFile(modelName: model.name, extension: "swift"),
                    contents: SwiftBuilder(plan: plan, model: model, typeName: typeName, target: target, context: context).render())
            ]
        case .objc:
            let objc = ObjCBuilder(plan: plan, model: model, typeName: typeName, context: context)
            return [
                GeneratedFile(path: OutputNames.builderFile(modelName: model.name, extension: "h"), contents: objc.header()),
                GeneratedFile(path: OutputNames.builderFile(modelName: model.name, extension: "m"), contents: objc.implementation()),
            ]
        }
    }
}

// MARK: - Swift

struct SwiftBuilder {
    let plan: BuilderPlan
    let model: Model
    let typeName: String
    let target: GenerateTarget
    let context: GenerationContext

    var access: String { target.access == .public ? "public " : "" }

    func render() -> String {
        let a = plan.availability
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["import CoreData", "import Foundation", ""]
        lines += Naming.docLines(model.doc)
        if model.doc != nil { lines.append("///") }
        lines.append("/// The \(model.name) model built in code: entities, properties, configurations and fetch request templates.")
        lines.append("/// Available from \(plan.availabilitySentence).")
        lines.append("/// Needs Swift 5.10 (Xcode 15.3) or later. Every member is `nonisolated`: usable from any actor or thread,")
        lines.append("/// in the Swift 6 language mode and with main-actor default isolation alike.")
        lines.append("@available(macOS \(a.macOS), iOS \(a.iOS), tvOS \(a.tvOS), watchOS \(a.watchOS), *)")
        lines.append("\(access)enum \(typeName) {")
        lines.append("")
        lines.append("    /// The model, built once. Core Data expects a single model instance per process for a set of classes.")
        lines.append("    /// `NSManagedObjectModel` is not `Sendable`; this one is never changed after it is built, and Core Data")
        lines.append("    /// itself only reads a model once a coordinator uses it.")
        lines.append("    nonisolated(unsafe) \(access)static let shared: NSManagedObjectModel = makeModel()")
        lines.append("")
        if !plan.cloudKitConfigurations.isEmpty {
            lines.append("    /// The configurations used with CloudKit: give their store descriptions `cloudKitContainerOptions`.")
            lines.append(
                "    nonisolated \(access)static var cloudKitConfigurations: [String] { [\(plan.cloudKitConfigurations.map(Naming.swiftString).joined(separator: ", "))] }")
            lines.append("")
        }
        lines.append("    /// A persistent container with the shared model. `inMemory` keeps the store in memory (tests, previews).")
        lines.append("    /// Call `loadPersistentStores(completionHandler:)` on it before use.")
        lines.append("    nonisolated \(access)static func makeContainer(name: String = \(Naming.swiftString(model.name)), inMemory: Bool = false) -> NSPersistentContainer {")
        lines.append("        let container = NSPersistentContainer(name: name, managedObjectModel: shared)")
        lines.append("        if inMemory {")
        lines.append("            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: \"/dev/null\")")
        lines.append("        }")
        lines.append("        return container")
        lines.append("    }")
        lines.append("")
        lines.append("    /// Builds a new model. Prefer `shared`: two models that bind the same classes confuse Core Data.")
        lines.append("    nonisolated \(access)static func makeModel() -> NSManagedObjectModel {")
        lines.append("        let model = NSManagedObjectModel()")
        lines += plan.statements.flatMap { render($0) }.map { $0.isEmpty ? "" : "        " + $0 }
        while lines.last == "" { lines.removeLast() }
        lines.append("")
        lines.append("        return model")
        lines.append("    }")
        if plan.usesCurrentModule {
            lines.append("")
            lines.append("    /// The module this file is compiled into, for class names written as `.Name`.")
            lines.append("    nonisolated private static var moduleName: String { String(reflecting: \(typeName).self).components(separatedBy: \".\").first ?? \"\" }")
        }
        if plan.usesIndexHelper {
            lines.append("")
            lines.append("    nonisolated private static func index(_ entity: NSEntityDescription, _ name: String, _ parts: [(String, Bool)]) -> NSFetchIndexDescription {")
            lines.append("        NSFetchIndexDescription(name: name, elements: parts.map { property, ascending in")
            lines.append("            guard let description = entity.propertiesByName[property] else {")
            lines.append("                preconditionFailure(\"index \\(name): no property \\(property) on \\(entity.name ?? \"\")\")")
            lines.append("            }")
            lines.append("            let element = NSFetchIndexElementDescription(property: description, collationType: .binary)")
            lines.append("            element.isAscending = ascending")
            lines.append("            return element")
            lines.append("        })")
            lines.append("    }")
        }
        if plan.usesRequestHelper {
            lines.append("")
            lines.append("    nonisolated private static func request(_ entity: NSEntityDescription, _ predicate: String?) -> NSFetchRequest<NSFetchRequestResult> {")
            lines.append("        let request = NSFetchRequest<NSFetchRequestResult>()")
            lines.append("        request.entity = entity")
            lines.append("        request.predicate = predicate.map { NSPredicate(format: $0) }")
            lines.append("        return request")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func render(_ statement: BuilderStatement) -> [String] {
        switch statement {
        case .blank: return [""]
        case .section(let title): return ["// MARK: \(title)"]
        case .comment(let text): return ["// \(text)"]
        case .declare(let v, let cls): return ["let \(v) = \(cls)()"]
        case .assign(let v, _, let e): return ["let \(v) = \(expr(e))"]
        case .set(let v, let p, let e): return ["\(v).\(p.swift) = \(expr(e))"]
        case .validation(let v, let predicates, let warnings):
            var out = ["\(v).setValidationPredicates(["]
            out += predicates.map { "    \(expr($0))," }
            out.append("], withValidationWarnings: [")
            out += warnings.map { "    \(Naming.swiftString($0))," }
            out.append("])")
            return out
        case .configuration(let name, let entities):
            return ["model.setEntities([\(entities.joined(separator: ", "))], forConfigurationName: \(Naming.swiftString(name)))"]
        case .fetchTemplate(let v, let name):
            return ["model.setFetchRequestTemplate(\(v), forName: \(Naming.swiftString(name)))"]
        }
    }

    func expr(_ e: BuilderExpr) -> String {
        switch e {
        case .string(let s): return Naming.swiftString(s)
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .ref(let v): return v
        case .array(let items): return "[" + items.map(expr).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return "[" + pairs.map { "\(Naming.swiftString($0.0)): \(Naming.swiftString($0.1))" }.joined(separator: ", ") + "]"
        case .attributeType(let t): return "." + Self.attributeTypeCase(t)
        case .deleteRule(let r): return "." + Self.deleteRuleCase(r)
        case .decimal(let text): return "NSDecimalNumber(string: \(Naming.swiftString(text)))"
        case .number(let type, let text):
            switch type {
            case .int16: return "NSNumber(value: Int16(\(text)))"
            case .int32: return "NSNumber(value: Int32(\(text)))"
            case .int64: return "NSNumber(value: Int64(\(text)))"
            case .float: return "NSNumber(value: Float(\(text)))"
            case .bool: return "NSNumber(value: \(text == "true" ? "true" : "false"))"
            default: return "NSNumber(value: Double(\(text)))"
            }
        case .date(let seconds): return "Date(timeIntervalSinceReferenceDate: \(Naming.interval(seconds)))"
        case .uuid(let text): return "UUID(uuidString: \(Naming.swiftString(text)))"
        case .url(let text): return "URL(string: \(Naming.swiftString(text)))"
        case .predicate(let format, let args):
            let rendered = args.map { arg -> String in
                if case .date(let seconds) = arg { return "NSDate(timeIntervalSinceReferenceDate: \(Naming.interval(seconds)))" }
                if case .string(let s) = arg { return Naming.swiftString(s) + " as NSString" }
                return expr(arg)
            }
            return "NSPredicate(format: \(Naming.swiftString(format))" + rendered.map { ", " + $0 }.joined() + ")"
        case .expression(let format): return "NSExpression(format: \(Naming.swiftString(format)))"
        case .stringSet(let items): return "[" + items.map(Naming.swiftString).joined(separator: ", ") + "]"
        case .index(let entity, let name, let parts):
            return "index(\(entity), \(Naming.swiftString(name)), [" + parts.map { "(\(Naming.swiftString($0.0)), \($0.1))" }.joined(separator: ", ") + "])"
        case .request(let entity, let predicate):
            return "request(\(entity), \(predicate.map(Naming.swiftString) ?? "nil"))"
        case .resultType(let value):
            return "." + Self.resultTypeCase(value)
        case .className(let name):
            if name.hasPrefix(".") { return "moduleName + " + Naming.swiftString(name) }
            return Naming.swiftString(name)
        }
    }

    static func attributeTypeCase(_ t: AttributeType) -> String {
        switch t {
        case .int16: return "integer16AttributeType"
        case .int32: return "integer32AttributeType"
        case .int64: return "integer64AttributeType"
        case .decimal: return "decimalAttributeType"
        case .double: return "doubleAttributeType"
        case .float: return "floatAttributeType"
        case .string: return "stringAttributeType"
        case .bool: return "booleanAttributeType"
        case .date: return "dateAttributeType"
        case .data: return "binaryDataAttributeType"
        case .uuid: return "UUIDAttributeType"
        case .url: return "URIAttributeType"
        case .transformable: return "transformableAttributeType"
        case .objectID: return "objectIDAttributeType"
        case .undefined: return "undefinedAttributeType"
        case .composite: return "compositeAttributeType"
        }
    }

    static func deleteRuleCase(_ r: DeleteRule) -> String {
        switch r {
        case .nullify: return "nullifyDeleteRule"
        case .cascade: return "cascadeDeleteRule"
        case .deny: return "denyDeleteRule"
        case .noAction: return "noActionDeleteRule"
        }
    }

    /// `object`/`objectID`/`dictionary`/`count` (or Xcode's numbers 0, 1, 2, 4).
    static func resultTypeCase(_ value: String) -> String {
        switch value {
        case "objectID", "1": return "managedObjectIDResultType"
        case "dictionary", "2": return "dictionaryResultType"
        case "count", "4": return "countResultType"
        default: return "managedObjectResultType"
        }
    }
}

// MARK: - Objective-C

struct ObjCBuilder {
    let plan: BuilderPlan
    let model: Model
    let typeName: String
    let context: GenerationContext

    var availability: String {
        let a = plan.availability
        return "API_AVAILABLE(macos(\(a.macOS)), ios(\(a.iOS)), tvos(\(a.tvOS)), watchos(\(a.watchOS)))"
    }

    func header() -> String {
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["#import <Foundation/Foundation.h>", "#import <CoreData/CoreData.h>", ""]
        lines += ["NS_ASSUME_NONNULL_BEGIN", ""]
        lines += Naming.docLines(model.doc)
        if model.doc != nil { lines.append("///") }
        lines.append("/// The \(model.name) model built in code: entities, properties, configurations and fetch request templates.")
        lines.append("/// Available from \(plan.availabilitySentence).")
        lines.append(availability)
        lines.append("@interface \(typeName) : NSObject")
        lines.append("")
        lines.append("/// The model, built once. Core Data expects a single model instance per process for a set of classes.")
        lines.append("@property (class, nonatomic, readonly, strong) NSManagedObjectModel *sharedModel;")
        lines.append("")
        lines.append("/// The configurations used with CloudKit: give their store descriptions `cloudKitContainerOptions`.")
        lines.append("@property (class, nonatomic, readonly, copy) NSArray<NSString *> *cloudKitConfigurations;")
        lines.append("")
        lines.append("/// Adds every entity, configuration and fetch request template to `model`, a new empty model.")
        lines.append("+ (void)populateModel:(NSManagedObjectModel *)model;")
        lines.append("")
        lines.append("/// A persistent container with the shared model. `inMemory` keeps the store in memory (tests, previews).")
        lines.append("/// Call `loadPersistentStoresWithCompletionHandler:` on it before use.")
        lines.append("+ (NSPersistentContainer *)makeContainerWithName:(NSString *)name inMemory:(BOOL)inMemory;")
        lines.append("")
        lines.append("/// A coordinator with the shared model and a SQLite store at `storeURL` (in memory when nil),")
        lines.append("/// migrating lightweight changes automatically; nil with `error` set when the store cannot be added.")
        lines.append("+ (nullable NSPersistentStoreCoordinator *)makeCoordinatorWithStoreURL:(nullable NSURL *)storeURL error:(NSError **)error;")
        lines.append("")
        lines.append("@end")
        lines.append("")
        lines.append("NS_ASSUME_NONNULL_END")
        return lines.joined(separator: "\n") + "\n"
    }

    func implementation() -> String {
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["#import \"\(typeName).h\"", ""]
        if plan.usesIndexHelper {
            lines.append(availability)
            lines.append(
                "static NSFetchIndexDescription *\(typeName)Index(NSEntityDescription *entity, NSString *name, NSArray<NSString *> *properties, NSArray<NSNumber *> *ascending) {")
            lines.append("    NSMutableArray<NSFetchIndexElementDescription *> *elements = [NSMutableArray array];")
            lines.append("    for (NSUInteger i = 0; i < properties.count; i++) {")
            lines.append("        NSPropertyDescription *property = entity.propertiesByName[properties[i]];")
            lines.append("        NSCAssert(property != nil, @\"index %@: no property %@ on %@\", name, properties[i], entity.name);")
            lines.append(
                "        NSFetchIndexElementDescription *element = [[NSFetchIndexElementDescription alloc] initWithProperty:property collationType:NSFetchIndexElementTypeBinary];")
            lines.append("        element.ascending = ascending[i].boolValue;")
            lines.append("        [elements addObject:element];")
            lines.append("    }")
            lines.append("    return [[NSFetchIndexDescription alloc] initWithName:name elements:elements];")
            lines.append("}")
            lines.append("")
        }
        if plan.usesRequestHelper {
            lines.append("static NSFetchRequest *\(typeName)Request(NSEntityDescription *entity, NSString *_Nullable predicate) {")
            lines.append("    NSFetchRequest *request = [[NSFetchRequest alloc] init];")
            lines.append("    request.entity = entity;")
            lines.append("    if (predicate != nil) {")
            lines.append("        request.predicate = [NSPredicate predicateWithFormat:predicate];")
            lines.append("    }")
            lines.append("    return request;")
            lines.append("}")
            lines.append("")
        }
        lines.append("@implementation \(typeName)")
        lines.append("")
        lines.append("+ (NSManagedObjectModel *)sharedModel {")
        lines.append("    static NSManagedObjectModel *shared;")
        lines.append("    static dispatch_once_t once;")
        lines.append("    dispatch_once(&once, ^{")
        lines.append("        shared = [[NSManagedObjectModel alloc] init];")
        lines.append("        [self populateModel:shared];")
        lines.append("    });")
        lines.append("    return shared;")
        lines.append("}")
        lines.append("")
        lines.append("+ (NSArray<NSString *> *)cloudKitConfigurations {")
        lines.append("    return @[\(plan.cloudKitConfigurations.map(Naming.objcString).joined(separator: ", "))];")
        lines.append("}")
        lines.append("")
        lines.append("+ (NSPersistentContainer *)makeContainerWithName:(NSString *)name inMemory:(BOOL)inMemory {")
        lines.append("    NSPersistentContainer *container = [[NSPersistentContainer alloc] initWithName:name managedObjectModel:self.sharedModel];")
        lines.append("    if (inMemory) {")
        lines.append("        container.persistentStoreDescriptions.firstObject.URL = [NSURL fileURLWithPath:@\"/dev/null\"];")
        lines.append("    }")
        lines.append("    return container;")
        lines.append("}")
        lines.append("")
        lines.append("+ (nullable NSPersistentStoreCoordinator *)makeCoordinatorWithStoreURL:(nullable NSURL *)storeURL error:(NSError **)error {")
        lines.append("    NSPersistentStoreCoordinator *coordinator = [[NSPersistentStoreCoordinator alloc] initWithManagedObjectModel:self.sharedModel];")
        lines.append("    NSString *type = storeURL != nil ? NSSQLiteStoreType : NSInMemoryStoreType;")
        lines.append("    NSDictionary *options = @{NSMigratePersistentStoresAutomaticallyOption: @YES, NSInferMappingModelAutomaticallyOption: @YES};")
        lines.append("    if (![coordinator addPersistentStoreWithType:type configuration:nil URL:storeURL options:options error:error]) {")
        lines.append("        return nil;")
        lines.append("    }")
        lines.append("    return coordinator;")
        lines.append("}")
        lines.append("")
        lines.append("+ (void)populateModel:(NSManagedObjectModel *)model {")
        var body = plan.statements.flatMap { render($0) }
        while body.last == "" { body.removeLast() }
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        lines.append("")
        lines.append("@end")
        return lines.joined(separator: "\n") + "\n"
    }

    func render(_ statement: BuilderStatement) -> [String] {
        switch statement {
        case .blank: return [""]
        case .section(let title): return ["// \(title)"]
        case .comment(let text): return ["// \(text)"]
        case .declare(let v, let cls): return ["\(cls) *\(v) = [[\(cls) alloc] init];"]
        case .assign(let v, let cls, let e): return ["\(cls) *\(v) = \(expr(e));"]
        case .set(let v, let p, let e): return ["\(v).\(p.objc) = \(expr(e));"]
        case .validation(let v, let predicates, let warnings):
            var out = ["[\(v) setValidationPredicates:@["]
            out += predicates.map { "    \(expr($0))," }
            out.append("] withValidationWarnings:@[")
            out += warnings.map { "    \(Naming.objcString($0))," }
            out.append("]];")
            return out
        case .configuration(let name, let entities):
            return ["[model setEntities:@[\(entities.joined(separator: ", "))] forConfiguration:\(Naming.objcString(name))];"]
        case .fetchTemplate(let v, let name):
            return ["[model setFetchRequestTemplate:\(v) forName:\(Naming.objcString(name))];"]
        }
    }

    func expr(_ e: BuilderExpr) -> String {
        switch e {
        case .string(let s): return Naming.objcString(s)
        case .bool(let b): return b ? "YES" : "NO"
        case .int(let n): return String(n)
        case .ref(let v): return v
        case .array(let items): return "@[" + items.map(expr).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return "@{" + pairs.map { "\(Naming.objcString($0.0)): \(Naming.objcString($0.1))" }.joined(separator: ", ") + "}"
        case .attributeType(let t): return Self.attributeTypeConstant(t)
        case .deleteRule(let r): return Self.deleteRuleConstant(r)
        case .decimal(let text): return "[NSDecimalNumber decimalNumberWithString:\(Naming.objcString(text))]"
        case .number(let type, let text):
            switch type {
            case .int16: return "@((int16_t)\(text))"
            case .int32: return "@((int32_t)\(text))"
            case .int64: return text == "-9223372036854775808" ? "@(INT64_MIN)" : "@((int64_t)\(text)LL)"
            case .float: return "@((float)\(text))"
            case .bool: return text == "true" ? "@YES" : "@NO"
            default: return "@((double)\(text))"
            }
        case .date(let seconds): return "[NSDate dateWithTimeIntervalSinceReferenceDate:\(Naming.interval(seconds))]"
        case .uuid(let text): return "[[NSUUID alloc] initWithUUIDString:\(Naming.objcString(text))]"
        case .url(let text): return "[NSURL URLWithString:\(Naming.objcString(text))]"
        case .predicate(let format, let args):
            return "[NSPredicate predicateWithFormat:\(Naming.objcString(format))" + args.map { ", " + expr($0) }.joined() + "]"
        case .expression(let format): return "[NSExpression expressionWithFormat:\(Naming.objcString(format))]"
        case .stringSet(let items): return "[NSSet setWithArray:@[" + items.map(Naming.objcString).joined(separator: ", ") + "]]"
        case .index(let entity, let name, let parts):
            let properties = parts.map { Naming.objcString($0.0) }.joined(separator: ", ")
            let ascending = parts.map { $0.1 ? "@YES" : "@NO" }.joined(separator: ", ")
            return "\(typeName)Index(\(entity), \(Naming.objcString(name)), @[\(properties)], @[\(ascending)])"
        case .request(let entity, let predicate):
            return "\(typeName)Request(\(entity), \(predicate.map(Naming.objcString) ?? "nil"))"
        case .resultType(let value):
            return Self.resultTypeConstant(value)
        case .className(let name):
            // Objective-C has no modules: `.Item` and `App.Item` are the class `Item`.
            if let dot = name.lastIndex(of: ".") { return Naming.objcString(String(name[name.index(after: dot)...])) }
            return Naming.objcString(name)
        }
    }

    static func attributeTypeConstant(_ t: AttributeType) -> String {
        switch t {
        case .int16: return "NSInteger16AttributeType"
        case .int32: return "NSInteger32AttributeType"
        case .int64: return "NSInteger64AttributeType"
        case .decimal: return "NSDecimalAttributeType"
        case .double: return "NSDoubleAttributeType"
        case .float: return "NSFloatAttributeType"
        case .string: return "NSStringAttributeType"
        case .bool: return "NSBooleanAttributeType"
        case .date: return "NSDateAttributeType"
        case .data: return "NSBinaryDataAttributeType"
        case .uuid: return "NSUUIDAttributeType"
        case .url: return "NSURIAttributeType"
        case .transformable: return "NSTransformableAttributeType"
        case .objectID: return "NSObjectIDAttributeType"
        case .undefined: return "NSUndefinedAttributeType"
        case .composite: return "NSCompositeAttributeType"
        }
    }

    static func deleteRuleConstant(_ r: DeleteRule) -> String {
        switch r {
        case .nullify: return "NSNullifyDeleteRule"
        case .cascade: return "NSCascadeDeleteRule"
        case .deny: return "NSDenyDeleteRule"
        case .noAction: return "NSNoActionDeleteRule"
        }
    }

    static func resultTypeConstant(_ value: String) -> String {
        switch value {
        case "objectID", "1": return "NSManagedObjectIDResultType"
        case "dictionary", "2": return "NSDictionaryResultType"
        case "count", "4": return "NSCountResultType"
        default: return "NSManagedObjectResultType"
        }
    }
}
