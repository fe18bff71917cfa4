// Property names Core Data forbids or that break at run time (from shared/reference/reserved-names.txt).

public enum ReservedNames {
    /// Why a name is reserved, keyed by the name.
    public static let reasons: [String: String] = {
        var out: [String: String] = [:]
        let managed = "entity fetchRequest managedObjectContext objectID inserted isInserted updated isUpdated deleted isDeleted hasChanges hasPersistentChangedValues fault isFault faultingState awakeFromFetch awakeFromInsert prepareForDeletion willSave didSave willTurnIntoFault didTurnIntoFault changedValues changedValuesForCurrentEvent observationInfo contextShouldIgnoreUnmodeledPropertyChanges"
        let object = "description debugDescription hash class superclass self isProxy zone retain release autorelease retainCount init new alloc dealloc finalize copy mutableCopy"
        let categories = "classForCoder classForKeyedArchiver classForArchiver classForPortCoder autoContentAccessingProxy classDescription attributeKeys toOneRelationshipKeys toManyRelationshipKeys objectSpecifier scriptingProperties classCode className"
        let accessibility = "accessibilityLabel accessibilityHint accessibilityValue accessibilityTraits accessibilityFrame accessibilityElements isAccessibilityElement"
        for n in managed.split(separator: " ") { out[String(n)] = "it clashes with a member of NSManagedObject" }
        for n in object.split(separator: " ") { out[String(n)] = "it clashes with a method of NSObject" }
        for n in categories.split(separator: " ") { out[String(n)] = "it clashes with a Foundation method of NSObject" }
        for n in accessibility.split(separator: " ") { out[String(n)] = "it clashes with UIKit's accessibility properties on NSObject" }
        out["type"] = "Core Data generates 'primitiveType', which App Store review flags as private API"
        return out
    }()
}
