// expect: error: value of type 'Set<Tag>?' to type 'Set<Chapter>?'
// A control: `@swiftTypes` declares a to-many as a Set of its destination's class; a Set of another class is refused.
import CoreData

@objc(Tag) public class Tag: NSManagedObject {}
@objc(Chapter) public class Chapter: NSManagedObject {}
@objc(Book) public class Book: NSManagedObject {}
extension Book {
    @NSManaged public var tags: Set<Tag>?
}
func chapters(of book: Book) -> Set<Chapter>? {
    let chapters: Set<Chapter>? = book.tags
    return chapters
}
