// expect: error: property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C
// A control: @NSManaged needs an Objective-C representable type; a Swift struct is not one.
import CoreData

public struct Point { var x = 0.0 }

@objc(Shape)
public class Shape: NSManagedObject {
    @NSManaged public var origin: Point?
}
