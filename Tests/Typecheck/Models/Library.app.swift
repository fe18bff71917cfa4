// The app's own types Library's model names, compiled with every Swift class mode: the enum of `@enum(Shelf)`,
// which the app declares (cdm declares only enums given with `@cases`), Tag's `@baseClass` and `@conforms`.
import CoreData

open class LibraryObject: NSManagedObject {}

public protocol Shelved {}

public enum Shelf: Int32 {
    case front = 1
    case back = 2
}
