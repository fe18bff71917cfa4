// expect: pass
// A control: a managed object subclass in the shape Xcode generates, with every property type, must typecheck.
import CoreData
import Foundation

@objc(Item)
public class Item: NSManagedObject {}

extension Item {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        return NSFetchRequest<Item>(entityName: "Item")
    }
    @NSManaged public var i16: Int16
    @NSManaged public var i64: Int64
    @NSManaged public var number: NSNumber?
    @NSManaged public var decimal: NSDecimalNumber?
    @NSManaged public var flag: Bool
    @NSManaged public var text: String?
    @NSManaged public var date: Date?
    @NSManaged public var interval: TimeInterval
    @NSManaged public var blob: Data?
    @NSManaged public var id: UUID?
    @NSManaged public var link: URL?
    @NSManaged public var ids: [Int64]?
    @NSManaged public var names: [String]?
    @NSManaged public var composite: [String: Any]?
    @NSManaged public var objectRef: NSManagedObjectID?
    @NSManaged public var any: NSObject?
    @NSManaged public var parent: Item?
    @NSManaged public var children: NSSet?
    @NSManaged public var ordered: NSOrderedSet?
}

extension Item {
    @objc(insertObject:inOrderedAtIndex:)
    @NSManaged public func insertIntoOrdered(_ value: Item, at idx: Int)
    @objc(insertOrdered:atIndexes:)
    @NSManaged public func insertIntoOrdered(_ values: [Item], at indexes: NSIndexSet)
    @objc(addChildrenObject:)
    @NSManaged public func addToChildren(_ value: Item)
    @objc(addChildren:)
    @NSManaged public func addToChildren(_ values: NSSet)
}

extension Item : Identifiable {}

@objc(SubItem)
public class SubItem: Item {}

extension SubItem {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<SubItem> {
        return NSFetchRequest<SubItem>(entityName: "SubItem")
    }
}
