// expect: error: cannot convert value of type 'String' to expected argument type 'Date'
// A control: `@fetchFunctions` types each $VARIABLE by its comparison (`born > $SINCE`: a Date), so a caller passing
// another type is refused. The function is the one generated for Tests/Typecheck/Models/Fetches.cdm.
import CoreData

@objc(Person) public class Person: NSManagedObject {}
extension Person {
    @nonobjc public class func fetchRequestBornSince(managedObjectModel: NSManagedObjectModel, since: Date) -> NSFetchRequest<Person> {
        guard let request = managedObjectModel.fetchRequestFromTemplate(withName: "BornSince", substitutionVariables: ["SINCE": since]) else {
            fatalError("the managed object model has no fetch request named 'BornSince'")
        }
        return request as! NSFetchRequest<Person>
    }

    @nonobjc public class func fetchBornSince(managedObjectContext: NSManagedObjectContext, since: Date) throws -> [Person] {
        guard let managedObjectModel = managedObjectContext.persistentStoreCoordinator?.managedObjectModel else {
            fatalError("the managed object context has no persistent store coordinator to read the fetch request 'BornSince' from")
        }
        return try managedObjectContext.fetch(fetchRequestBornSince(managedObjectModel: managedObjectModel, since: since))
    }
}
func recent(_ context: NSManagedObjectContext) throws -> [Person] {
    return try Person.fetchBornSince(managedObjectContext: context, since: "2024-01-01")
}
