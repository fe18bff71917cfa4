// Objective-C managed object subclasses in the shape Xcode's codegen writes (.h/.m pairs).

import CDMModel

/// `generate objc`: `Entity+CoreDataClass.h/.m` and `Entity+CoreDataProperties.h/.m` per entity.
///
/// Follows Xcode 9+ output: `@class` forward declarations, `NS_ASSUME_NONNULL_BEGIN/END`,
/// `+ (NSFetchRequest<X *> *)fetchRequest` with a tab-indented body, `@dynamic` properties and a
/// `CoreDataGeneratedAccessors` category. Property attributes as Xcode writes them: scalars
/// `(nonatomic)`, value objects (`NSString`, `NSNumber`, `NSDate`, `NSDecimalNumber`, `NSUUID`,
/// `NSURL`, composite dictionaries) `(nullable, nonatomic, copy)`, everything else (`NSData`,
/// transformables, relationships) `(nullable, nonatomic, retain)`. Decisions:
///
/// - A superclass is imported as `"Parent+CoreDataClass.h"`, whatever the parent's codegen: with
///   `category` or `manual` codegen the user writes that header, as Xcode expects too. A parent whose
///   class is `NSManagedObject` itself (Xcode's default) has no such header: the class subclasses
///   `NSManagedObject` from `<CoreData/CoreData.h>`.
/// - A module-form class name (`.Item`, `App.Item`) is written as `Item`: Objective-C has no modules.
/// - Fetched properties get no declaration (Xcode declares none); use `valueForKey:`.
/// - A Transformable's class written the Swift way (`[String]`, `[String: Any]`) is declared with the
///   class Swift bridges it to (`NSArray<NSString *> *`, `NSDictionary<NSString *, id> *`), or `id`
///   when the spelling has no Objective-C counterpart (`TransformableTypes`).
/// - A Transformable of a framework's class (`UIColor`, `CLLocation`) imports the framework in
///   `#if __has_include(<UIKit/UIKit.h>)` beside its `@class` forward declaration (`FrameworkImports`).
/// - Objective-C has no way to escape a keyword, so a property named like a C keyword or header macro
///   (`float`, `default`, `YES`) would not compile: the checker refuses it (`keyword-name`) for
///   `generate objc` lines and for `cdm generate --target objc` alike, and nothing is generated.
public enum ObjCGenerator {
    public static func files(for model: Model, target: GenerateTarget, context: GenerationContext) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for entity in model.entities {
            switch entity.codegen {
            case .manual:
                continue
            case .class:
                files.append(GeneratedFile(path: OutputNames.classFile(entity, extension: "h"), contents: classHeader(entity, model: model, target: target, context: context)))
                files.append(GeneratedFile(path: OutputNames.classFile(entity, extension: "m"), contents: classImplementation(entity, context: context)))
                fallthrough
            case .category:
                files.append(
                    GeneratedFile(path: OutputNames.propertiesFile(entity, extension: "h"), contents: propertiesHeader(entity, model: model, target: target, context: context)))
                files.append(
                    GeneratedFile(
                        path: OutputNames.propertiesFile(entity, extension: "m"), contents: propertiesImplementation(entity, model: model, target: target, context: context)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    // MARK: - Class files

    static func classHeader(_ entity: Entity, model: Model, target: GenerateTarget, context: GenerationContext) -> String {
        let cls = entity.swiftClassName
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["#import <Foundation/Foundation.h>", "#import <CoreData/CoreData.h>"]
        lines += frameworkImports(entity)
        let superclass = entity.parent.map { model.className(ofEntity: $0) } ?? "NSManagedObject"
        // A parent whose class is NSManagedObject itself has no header of its own: Core Data's is imported above.
        if superclass != "NSManagedObject" { lines.append("#import \"\(superclass)+CoreDataClass.h\"") }
        // `@baseClass(Name)` (issue 33): the app's class, from its header, as mogenerator's `--base-class-import`.
        let base = entity.parent == nil ? entity.baseClass ?? target.baseClass : nil
        if let base, base != "NSManagedObject" { lines.append("#import \"\(base).h\"") }
        lines.append("")
        let forward = forwardDeclarations(entity, model: model)
        if !forward.isEmpty {
            lines.append("@class \(forward.joined(separator: ", "));")
            lines.append("")
        }
        lines += ["NS_ASSUME_NONNULL_BEGIN", ""]
        lines += Naming.docLines(entity.doc)
        lines += ["@interface \(cls) : \(base ?? superclass)", "", "@end", "", "NS_ASSUME_NONNULL_END", ""]
        lines.append("#import \"\(cls)+CoreDataProperties.h\"")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The guarded imports of the frameworks whose classes the entity's Transformables name (`FrameworkImports`).
    static func frameworkImports(_ entity: Entity) -> [String] {
        FrameworkImports.objcLines(FrameworkImports.imports(for: entity) { TransformableTypes.objc($0).classes })
    }

    /// Classes the properties refer to: relationship destinations and transformable classes, sorted.
    static func forwardDeclarations(_ entity: Entity, model: Model) -> [String] {
        var names = Set<String>()
        for relationship in entity.relationships {
            names.insert(model.className(ofEntity: relationship.destination))
        }
        for attribute in entity.attributes where attribute.type == .transformable {
            if let custom = attribute.customClassName { names.formUnion(TransformableTypes.objc(custom).classes) }
        }
        names.remove(entity.swiftClassName)
        return names.sorted()
    }

    static func classImplementation(_ entity: Entity, context: GenerationContext) -> String {
        let cls = entity.swiftClassName
        let lines = [
            GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), "",
            "#import \"\(cls)+CoreDataClass.h\"", "",
            "@implementation \(cls)", "", "@end",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Properties files

    static func propertiesHeader(_ entity: Entity, model: Model, target: GenerateTarget, context: GenerationContext) -> String {
        let cls = entity.swiftClassName
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines.append("#import \"\(cls)+CoreDataClass.h\"")
        // With "category" codegen the class header is the user's: import and declare the classes used here.
        if entity.codegen == .category { lines += frameworkImports(entity) }
        let forward = entity.codegen == .category ? forwardDeclarations(entity, model: model) : []
        if forward.isEmpty {
            lines += ["", ""]
        } else {
            lines += ["", "@class \(forward.joined(separator: ", "));", ""]
        }
        lines += ["NS_ASSUME_NONNULL_BEGIN", ""]
        if target.nameConstants {
            lines += nameStructs(entity, model: model).flatMap {
                ["extern const struct \($0.name) {"] + $0.names.map { "\t__unsafe_unretained NSString *\($0);" } + ["} \($0.name);", ""]
            }
        }
        for attribute in entity.attributes { lines += enumDeclaration(attribute) }
        if entity.codegen == .category { lines += Naming.docLines(entity.doc) }
        lines += ["@interface \(cls) (CoreDataProperties)", ""]
        if target.nameConstants || target.convenience { lines.append("+ (NSString *)entityName;") }
        if target.convenience {
            lines.append("+ (nullable NSEntityDescription *)entityInManagedObjectContext:(NSManagedObjectContext *)context;")
            lines.append("+ (instancetype)insertInManagedObjectContext:(NSManagedObjectContext *)context;")
        }
        lines.append("+ (NSFetchRequest<\(cls) *> *)fetchRequest;")
        lines.append("")
        var properties: [String] = []
        for attribute in entity.attributes {
            properties += Naming.docLines(attribute.doc)
            properties.append(propertyDeclaration(attribute))
        }
        for relationship in entity.relationships {
            properties += Naming.docLines(relationship.doc)
            properties.append(propertyDeclaration(relationship, model: model))
        }
        if !properties.isEmpty {
            lines += properties
            lines.append("")
        }
        lines.append("@end")
        let toMany = entity.relationships.filter(\.isToMany)
        if !toMany.isEmpty {
            lines += ["", "@interface \(cls) (CoreDataGeneratedAccessors)"]
            for relationship in toMany {
                lines.append("")
                lines += accessors(relationship, model: model)
            }
            lines += ["", "@end"]
        }
        lines += FetchFunctions.objcInterface(entity, model: model, target: target)
        lines += ["", "NS_ASSUME_NONNULL_END"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func accessors(_ relationship: Relationship, model: Model) -> [String] {
        let cap = Naming.upperFirst(relationship.name)
        let dest = model.className(ofEntity: relationship.destination)
        var lines: [String] = []
        let set: String
        if relationship.isOrdered {
            set = "NSOrderedSet"
            lines.append("- (void)insertObject:(\(dest) *)value in\(cap)AtIndex:(NSUInteger)idx;")
            lines.append("- (void)removeObjectFrom\(cap)AtIndex:(NSUInteger)idx;")
            lines.append("- (void)insert\(cap):(NSArray<\(dest) *> *)value atIndexes:(NSIndexSet *)indexes;")
            lines.append("- (void)remove\(cap)AtIndexes:(NSIndexSet *)indexes;")
            lines.append("- (void)replaceObjectIn\(cap)AtIndex:(NSUInteger)idx withObject:(\(dest) *)value;")
            lines.append("- (void)replace\(cap)AtIndexes:(NSIndexSet *)indexes with\(cap):(NSArray<\(dest) *> *)values;")
        } else {
            set = "NSSet"
        }
        lines.append("- (void)add\(cap)Object:(\(dest) *)value;")
        lines.append("- (void)remove\(cap)Object:(\(dest) *)value;")
        lines.append("- (void)add\(cap):(\(set)<\(dest) *> *)values;")
        lines.append("- (void)remove\(cap):(\(set)<\(dest) *> *)values;")
        return lines
    }

    static func propertiesImplementation(_ entity: Entity, model: Model, target: GenerateTarget, context: GenerationContext) -> String {
        let cls = entity.swiftClassName
        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["#import \"\(cls)+CoreDataProperties.h\"", ""]
        if target.nameConstants {
            lines += nameStructs(entity, model: model).flatMap {
                ["const struct \($0.name) \($0.name) = {"] + $0.names.map { "\t.\($0) = \(Naming.objcString($0))," } + ["};", ""]
            }
        }
        lines += ["@implementation \(cls) (CoreDataProperties)", ""]
        if target.nameConstants || target.convenience {
            lines += ["+ (NSString *)entityName {", "\treturn \(Naming.objcString(entity.name));", "}", ""]
        }
        if target.convenience {
            lines += [
                "+ (NSEntityDescription *)entityInManagedObjectContext:(NSManagedObjectContext *)context {",
                "\treturn [NSEntityDescription entityForName:\(Naming.objcString(entity.name)) inManagedObjectContext:context];", "}", "",
                "+ (instancetype)insertInManagedObjectContext:(NSManagedObjectContext *)context {",
                "\treturn [NSEntityDescription insertNewObjectForEntityForName:\(Naming.objcString(entity.name)) inManagedObjectContext:context];", "}", "",
            ]
        }
        lines.append("+ (NSFetchRequest<\(cls) *> *)fetchRequest {")
        lines.append("\treturn [NSFetchRequest fetchRequestWithEntityName:\(Naming.objcString(entity.name))];")
        lines.append("}")
        lines.append("")
        let names = entity.attributes.map(\.name) + entity.relationships.map(\.name)
        if !names.isEmpty {
            lines += names.map { "@dynamic \($0);" }
            lines.append("")
        }
        lines.append("@end")
        lines += FetchFunctions.objcImplementation(entity, model: model, target: target)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Types

    /// The `NS_ENUM` of an integer attribute's `@cases` (a String enum has no Objective-C counterpart).
    static func enumDeclaration(_ attribute: Attribute) -> [String] {
        guard let e = attribute.enumeration, e.isDeclared, let raw = scalarType(attribute.type), attribute.type != .bool else { return [] }
        return ["typedef NS_ENUM(\(raw), \(e.name)) {"] + e.cases.map { "\t\(e.name)\(Naming.upperFirst($0.name)) = \($0.value?.text ?? "0")," } + ["};", ""]
    }

    static func propertyDeclaration(_ attribute: Attribute) -> String {
        // A scalar attribute whose enum this header declares is declared as that enum (Core Data's scalar
        // accessors read the `int16_t` it stands for).
        if attribute.usesScalarValueType, let e = attribute.enumeration, !enumDeclaration(attribute).isEmpty {
            return "@property (nonatomic) \(e.name) \(attribute.name);"
        }
        if attribute.usesScalarValueType, let scalar = scalarType(attribute.type) {
            return "@property (nonatomic) \(scalar) \(attribute.name);"
        }
        let (type, copies) = objectType(attribute)
        return "@property (nullable, nonatomic, \(copies ? "copy" : "retain")) \(type)\(attribute.name);"
    }

    static func scalarType(_ type: AttributeType) -> String? {
        switch type {
        case .int16: return "int16_t"
        case .int32: return "int32_t"
        case .int64: return "int64_t"
        case .float: return "float"
        case .double: return "double"
        case .bool: return "BOOL"
        default: return nil
        }
    }

    /// The object type with its trailing `*` (and space where needed), and whether it is `copy`.
    static func objectType(_ attribute: Attribute) -> (String, Bool) {
        switch attribute.type {
        case .int16, .int32, .int64, .double, .float, .bool: return ("NSNumber *", true)
        case .decimal: return ("NSDecimalNumber *", true)
        case .string: return ("NSString *", true)
        case .date: return ("NSDate *", true)
        case .data: return ("NSData *", false)
        case .uuid: return ("NSUUID *", true)
        case .url: return ("NSURL *", true)
        case .transformable: return (attribute.customClassName.map { TransformableTypes.objc($0).type } ?? "NSObject *", false)
        case .objectID: return ("NSManagedObjectID *", false)
        case .undefined: return ("NSObject *", false)
        case .composite: return ("NSDictionary<NSString *, id> *", true)
        }
    }

    static func propertyDeclaration(_ relationship: Relationship, model: Model) -> String {
        let dest = model.className(ofEntity: relationship.destination)
        let type: String
        if relationship.isToMany {
            type = "\(relationship.isOrdered ? "NSOrderedSet" : "NSSet")<\(dest) *> *"
        } else {
            type = "\(dest) *"
        }
        return "@property (nullable, nonatomic, retain) \(type)\(relationship.name);"
    }

    // MARK: - Generated names (@nameConstants)

    /// mogenerator's constant structs: `ItemAttributes`, `ItemRelationships`, `ItemFetchedProperties`, each
    /// with the names of the entity's properties, its ancestors' first (the same lists as Swift's enums);
    /// a struct without members is left out (C has no empty struct).
    static func nameStructs(_ entity: Entity, model: Model) -> [(name: String, names: [String])] {
        let cls = entity.swiftClassName
        let names = SwiftGenerator.propertyNames(entity, model: model)
        return [("\(cls)Attributes", names.attributes), ("\(cls)Relationships", names.relationships), ("\(cls)FetchedProperties", names.fetched)].filter { !$0.1.isEmpty }
    }
}
