// Property names Core Data forbids or that break at run time (NSManagedObject's and NSObject's own API).

import CDMSyntax

public enum ReservedNames {
    /// `reasons[name]`, looked up only when a reserved name has `name`'s first byte and length (the
    /// model builder asks for every property it builds).
    public static func reason(for name: String) -> String? {
        shapes.mayContain(name) ? reasons[name] : nil
    }

    private static let shapes = WordShapes(reasons.keys)

    /// Why a name is reserved, keyed by the name.
    public static let reasons: [String: String] = {
        var out: [String: String] = [:]
        let managed =
            "entity fetchRequest managedObjectContext objectID inserted isInserted updated isUpdated deleted isDeleted hasChanges hasPersistentChangedValues fault isFault faultingState awakeFromFetch awakeFromInsert prepareForDeletion willSave didSave willTurnIntoFault didTurnIntoFault changedValues changedValuesForCurrentEvent observationInfo contextShouldIgnoreUnmodeledPropertyChanges"
        let object = "description debugDescription hash class superclass self isProxy zone retain release autorelease retainCount init new alloc dealloc finalize copy mutableCopy"
        let categories =
            "classForCoder classForKeyedArchiver classForArchiver classForPortCoder autoContentAccessingProxy classDescription attributeKeys toOneRelationshipKeys toManyRelationshipKeys objectSpecifier scriptingProperties classCode className"
        let accessibility = "accessibilityLabel accessibilityHint accessibilityValue accessibilityTraits accessibilityFrame accessibilityElements isAccessibilityElement"
        for n in managed.split(separator: " ") { out[String(n)] = "it clashes with a member of NSManagedObject" }
        for n in object.split(separator: " ") { out[String(n)] = "it clashes with a method of NSObject" }
        for n in categories.split(separator: " ") { out[String(n)] = "it clashes with a Foundation method of NSObject" }
        for n in accessibility.split(separator: " ") { out[String(n)] = "it clashes with UIKit's accessibility properties on NSObject" }
        out["type"] = "Core Data generates 'primitiveType', which App Store review flags as private API"
        return out
    }()

    /// Reserved names that a Swift `@NSManaged` property cannot take even in backticks: they are
    /// properties or methods of `NSManagedObject` or `NSObject` that Swift sees the property override
    /// (`property 'deleted' with type 'NSNumber?' cannot override a property with type 'BOOL'`), so the
    /// class `generate swift` writes would not compile (nor would Xcode's). Checked with swiftc 6 against
    /// the SDK stubs of `Tests/Typecheck/Stubs`, one `@NSManaged public var `name`: NSNumber?` per name.
    /// Objective-C classes compile with them, and so does a class the user writes (`@codegen(manual)`).
    public static let swiftClassClashes: Set<String> = [
        "entity", "managedObjectContext", "objectID", "inserted", "isInserted", "updated", "isUpdated", "deleted",
        "isDeleted", "hasChanges", "hasPersistentChangedValues", "fault", "isFault", "faultingState", "awakeFromFetch",
        "awakeFromInsert", "prepareForDeletion", "willSave", "didSave", "willTurnIntoFault", "didTurnIntoFault",
        "changedValues", "changedValuesForCurrentEvent", "observationInfo", "description", "hash", "class", "init",
        "dealloc",
    ]
}
