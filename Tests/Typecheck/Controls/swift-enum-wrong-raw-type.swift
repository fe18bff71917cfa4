// expect: error: cannot convert value of type 'Int32' to expected argument type 'Int16'
// A control: the app's enum for `shelf: Int32 @enum(Shelf)` must have the attribute's type as raw value; an enum
// whose raw value is Int16 does not take the Int32 the accessor reads.
import CoreData

public enum Shelf: Int16 {
    case front = 1
}
@objc(Loan) public class Loan: NSManagedObject {}
extension Loan {
    public var shelf: Shelf? {
        get {
            willAccessValue(forKey: "shelf")
            defer { didAccessValue(forKey: "shelf") }
            return (primitiveValue(forKey: "shelf") as? NSNumber).flatMap { Shelf(rawValue: $0.int32Value) }
        }
        set {
            willChangeValue(forKey: "shelf")
            defer { didChangeValue(forKey: "shelf") }
            setPrimitiveValue(newValue.map { NSNumber(value: $0.rawValue) }, forKey: "shelf")
        }
    }
}
