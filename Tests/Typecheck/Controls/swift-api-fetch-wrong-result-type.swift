// expect: error: cannot convert return expression of type '[NSDictionary]' to return type '[Tag]'
// A control: `@fetchFunctions` types the result by `@resultType` (`dictionary`: NSDictionary), so a caller expecting
// the entity is refused. The function is the one generated for Tests/Typecheck/Models/Fetches.cdm.
import CoreData

@objc(Tag) public class Tag: NSManagedObject {}
extension Tag {
    @nonobjc public class func fetchRequestTagNames(managedObjectModel: NSManagedObjectModel) -> NSFetchRequest<NSDictionary> {
        guard let request = managedObjectModel.fetchRequestFromTemplate(withName: "TagNames", substitutionVariables: [:]) else {
            fatalError("the managed object model has no fetch request named 'TagNames'")
        }
        return request as! NSFetchRequest<NSDictionary>
    }

    @nonobjc public class func fetchTagNames(managedObjectContext: NSManagedObjectContext) throws -> [NSDictionary] {
        guard let managedObjectModel = managedObjectContext.persistentStoreCoordinator?.managedObjectModel else {
            fatalError("the managed object context has no persistent store coordinator to read the fetch request 'TagNames' from")
        }
        return try managedObjectContext.fetch(fetchRequestTagNames(managedObjectModel: managedObjectModel))
    }
}
func tags(_ context: NSManagedObjectContext) throws -> [Tag] {
    return try Tag.fetchTagNames(managedObjectContext: context)
}
