// mogenerator's MogenSwiftTest model shipped with its Swift machine files (rentzsch/mogenerator, test/MogenSwiftTest):
// for each of their declarations, what a caller wrote, spelled as cdm's classes with every option spell it (the mode
// "swift classes, all options"). rentzsch__mogenerator__MogenSwiftTest.mogenerator.tsv maps each declaration to its
// line here, or to a gap docs/migrating.md names; MogeneratorComparisonTests checks both and compiles this file.
import CoreData

func mogeneratorMachineCallers(_ moc: NSManagedObjectContext, _ entity: NSEntityDescription) throws {
    // _MyEntityMO.swift
    let myEntityNames: [String] = [MyEntityMO.Attributes.integerAttribute, MyEntityMO.Attributes.stringAttribute]
    let myEntityName: String = MyEntityMO.entityName
    let myEntityEntity: NSEntityDescription? = MyEntityMO.entity(in: moc)
    let myEntityByEntity = MyEntityMO(entity: entity, insertInto: moc)
    let myEntity: MyEntityMO = MyEntityMO.insert(into: moc)
    let integerAttribute: Int16? = myEntity.integerAttribute
    myEntity.integerAttribute = 3
    let stringAttribute: String? = myEntity.stringAttribute
    _ = (myEntityNames, myEntityName, myEntityEntity, myEntityByEntity, integerAttribute, stringAttribute)

    // _UnorderedToManyDstMO.swift
    let dstNames: [String] = [UnorderedToManyDstMO.Attributes.tag, UnorderedToManyDstMO.Relationships.relationship]
    let dstName: String = UnorderedToManyDstMO.entityName
    let dstEntity: NSEntityDescription? = UnorderedToManyDstMO.entity(in: moc)
    let dstByEntity = UnorderedToManyDstMO(entity: entity, insertInto: moc)
    let dst: UnorderedToManyDstMO = UnorderedToManyDstMO.insert(into: moc)
    let dstTag: Int16? = dst.tag
    let dstSource: UnorderedToManySrcMO? = dst.relationship
    _ = (dstNames, dstName, dstEntity, dstByEntity, dstTag, dstSource)

    // _UnorderedToManySrcMO.swift
    let srcNames: [String] = [UnorderedToManySrcMO.Attributes.tag, UnorderedToManySrcMO.Relationships.relationship]
    let srcName: String = UnorderedToManySrcMO.entityName
    let srcEntity: NSEntityDescription? = UnorderedToManySrcMO.entity(in: moc)
    let srcByEntity = UnorderedToManySrcMO(entity: entity, insertInto: moc)
    let src: UnorderedToManySrcMO = UnorderedToManySrcMO.insert(into: moc)
    let srcTag: Int16? = src.tag
    let destinations: Set<UnorderedToManyDstMO>? = src.relationship
    let relationshipSet: NSMutableSet = src.mutableSetValue(forKey: UnorderedToManySrcMO.Relationships.relationship)
    let all: [UnorderedToManySrcMO] = try UnorderedToManySrcMO.fetchAllUnorderedToManySrcs(managedObjectContext: moc)
    do { _ = try UnorderedToManySrcMO.fetchAllUnorderedToManySrcs(managedObjectContext: moc) } catch let error as NSError { _ = error }
    src.addToRelationship([dst])
    src.removeFromRelationship([dst])
    src.addToRelationship(dst)
    src.removeFromRelationship(dst)
    _ = (srcNames, srcName, srcEntity, srcByEntity, srcTag, destinations, relationshipSet, all)
}
