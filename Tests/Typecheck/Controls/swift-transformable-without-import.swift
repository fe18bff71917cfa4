// expect: error: cannot find type 'UIColor' in scope
// A control: a Transformable of class UIColor needs `import UIKit`; Foundation and Core Data do not bring it.
import CoreData
import Foundation

@objc(Swatch)
public class Swatch: NSManagedObject {
    @NSManaged public var color: UIColor?
}
