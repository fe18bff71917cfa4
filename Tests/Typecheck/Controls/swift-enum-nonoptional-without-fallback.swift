// expect: error: cannot convert value of type 'LoanStatus?' to specified type 'LoanStatus'
// A control: an enum accessor declared non-optional needs a value for a stored number that is no case (or nil, on a
// new object without a default); cdm declares it non-optional only with a default that is a case, read as `?? .open`.
import CoreData

public enum LoanStatus: Int16 {
    case open = 0
    case returned = 1
}
@objc(Loan) public class Loan: NSManagedObject {}
extension Loan {
    public var status: LoanStatus {
        get {
            willAccessValue(forKey: "status")
            defer { didAccessValue(forKey: "status") }
            return (primitiveValue(forKey: "status") as? NSNumber).flatMap { LoanStatus(rawValue: $0.int16Value) }
        }
        set {
            willChangeValue(forKey: "status")
            defer { didChangeValue(forKey: "status") }
            setPrimitiveValue(NSNumber(value: newValue.rawValue), forKey: "status")
        }
    }
}
