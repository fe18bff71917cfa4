// expect: pass
// A control: with its framework imported, a Transformable of class UIColor (or CLLocation) typechecks.
import CoreData
import CoreLocation
import Foundation
import UIKit

@objc(Swatch)
public class Swatch: NSManagedObject {
    @NSManaged public var color: UIColor?
    @NSManaged public var place: CLLocation?
}
