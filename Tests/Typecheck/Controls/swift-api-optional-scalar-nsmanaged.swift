// expect: error: cannot be represented in Objective-C
// A control: an optional scalar cannot be @NSManaged (Objective-C has no optional Int16), which is why
// `@swiftTypes` declares `Int16?` as a computed property over the stored NSNumber.
import CoreData

@objc(Book) public class Book: NSManagedObject {}
extension Book {
    @NSManaged public var rating: Int16?
}
