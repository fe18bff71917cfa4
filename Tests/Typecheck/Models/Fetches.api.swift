// What an app writes with `@fetchFunctions`, compiled with Fetches' classes generated with every option of issue 33
// (the mode "swift classes, all options"): each parameter's type is the one its predicate implies.
import CoreData

func fetchesUseTheFetchFunctions(_ context: NSManagedObjectContext, _ model: NSManagedObjectModel, since: Date, parent: Person, tag: Tag) throws {
    let recent: [Person] = try Person.fetchBornSince(managedObjectContext: context, since: since)
    let named: [Person] = try Person.fetchNamed(managedObjectContext: context, names: ["Ada", "Grace"])
    let children: [Person] = try Person.fetchChildrenOf(managedObjectContext: context, parent: parent)
    let tagged: [Person] = try Person.fetchTagged(managedObjectContext: context, tag: tag, minTags: 2)
    let aged: [Person] = try Person.fetchAgedBetween(managedObjectContext: context, ages: [18, 65])
    let matching: [Person] = try Person.fetchMatching(
        managedObjectContext: context, score: 1.5, uuid: UUID(), home: URL(fileURLWithPath: "/"), photo: Data(), balance: NSDecimalNumber(string: "1"),
        untyped: parent)
    let escaped: [Person] = try Person.fetchEscapes(managedObjectContext: context, default: "a", error2: "b")
    let everyone: [Person] = try Person.fetchEveryone(managedObjectContext: context)
    // A request on a sub-entity returns its class; the parent's functions are inherited.
    let earners: [Employee] = try Employee.fetchHighEarners(managedObjectContext: context, salary: 100_000)
    let inherited: [Person] = try Employee.fetchBornSince(managedObjectContext: context, since: since)
    // Other result types.
    let names: [NSDictionary] = try Tag.fetchTagNames(managedObjectContext: context)
    let count: [NSNumber] = try Tag.fetchTagCount(managedObjectContext: context, name: "swift")
    let ids: [NSManagedObjectID] = try Tag.fetchTagIDs(managedObjectContext: context)
    // The request alone, for a fetched results controller or to add sort descriptors.
    let request: NSFetchRequest<Person> = Person.fetchRequestBornSince(managedObjectModel: model, since: since)
    request.sortDescriptors = [NSSortDescriptor(key: Person.Attributes.born, ascending: false)]
    _ = (recent, named, children, tagged, aged, matching, escaped, everyone, earners, inherited, names, count, ids)
}
