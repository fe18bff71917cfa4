// mogenerator's own test model (Tests/Fixtures/xcdatamodel/rentzsch__mogenerator__test.contents): what a caller of
// its Swift machine classes wrote for the model's fetch request templates (`fetchByHumanName(managedObjectContext:humanName:)`),
// against the classes cdm generates with every option (the mode "swift classes, all options"): the same names and
// labels; cdm's return `[HumanMO]` and throw where mogenerator's (templates/machine.swift.motemplate) returned
// `[Any]?` and printed the error.
import CoreData

func mogeneratorFetchCallers(_ moc: NSManagedObjectContext, parent: ParentMO) throws {
    let all: [HumanMO] = try HumanMO.fetchAllHumans(managedObjectContext: moc)
    let byName: [HumanMO] = try HumanMO.fetchByHumanName(managedObjectContext: moc, humanName: "Ada")
    let byParent: [ChildMO] = try ChildMO.fetchByParent(managedObjectContext: moc, parent: parent)
    let byParentName: [ChildMO] = try ChildMO.fetchByParentName(managedObjectContext: moc, parentName: "Grace")
    // mogenerator's single-result form (a template named one…) returned the object; cdm returns the array.
    let one: HumanMO? = try HumanMO.fetchOneByHumanName(managedObjectContext: moc, humanName: "Ada").first
    _ = (all, byName, byParent, byParentName, one)
}
