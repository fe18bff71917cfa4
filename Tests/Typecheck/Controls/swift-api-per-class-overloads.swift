// expect: error: is declared in extension of 'Item' and cannot be overridden
// A control: insert(into:) declared again in each class's extension, typed for it, is refused (and where Swift takes
// such a pair, as Xcode's fetchRequest(), a call on the subclass is ambiguous), which is why `@convenience` declares
// it once, on the topmost generated class, returning Self.
import CoreData

@objc(Item) public class Item: NSManagedObject {}
@objc(Book) public class Book: Item {}
extension Item {
    @nonobjc public class func insert(into context: NSManagedObjectContext) -> Item {
        return NSEntityDescription.insertNewObject(forEntityName: "Item", into: context) as! Item
    }
}
extension Book {
    @nonobjc public class func insert(into context: NSManagedObjectContext) -> Book {
        return NSEntityDescription.insertNewObject(forEntityName: "Book", into: context) as! Book
    }
}
func make(_ context: NSManagedObjectContext) -> Book {
    return Book.insert(into: context)
}
