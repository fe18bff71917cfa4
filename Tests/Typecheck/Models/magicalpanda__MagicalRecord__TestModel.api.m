// MagicalRecord's TestModel shipped with mogenerator's Objective-C machine files (magicalpanda/MagicalRecord,
// Tests/Fixtures/Sample Model/TestModel/): for each declaration of _SingleRelatedEntity.h, what a caller wrote, against
// the classes cdm generates with every option (the mode "objc classes, all options").
// magicalpanda__MagicalRecord__TestModel.mogenerator.tsv maps each declaration to its line here, or to a gap
// docs/migrating.md names; MogeneratorComparisonTests checks both and compiles this file.
#import "SingleRelatedEntity+CoreDataClass.h"
#import "AbstractRelatedEntity+CoreDataClass.h"
#import "ConcreteRelatedEntity+CoreDataClass.h"

NSArray *MogeneratorMachineCallers(NSManagedObjectContext *moc, AbstractRelatedEntity *abstract, ConcreteRelatedEntity *concrete);

NSArray *MogeneratorMachineCallers(NSManagedObjectContext *moc, AbstractRelatedEntity *abstract, ConcreteRelatedEntity *concrete) {
    NSArray<NSString *> *names = @[
        SingleRelatedEntityAttributes.mappedStringAttribute,
        SingleRelatedEntityRelationships.testAbstractToManyRelationship,
        SingleRelatedEntityRelationships.testAbstractToOneRelationship,
        SingleRelatedEntityRelationships.testConcreteToManyRelationship,
        SingleRelatedEntityRelationships.testConcreteToOneRelationship,
    ];
    SingleRelatedEntity *related = [SingleRelatedEntity insertInManagedObjectContext:moc];
    NSString *entityName = [SingleRelatedEntity entityName];
    NSEntityDescription *entity = [SingleRelatedEntity entityInManagedObjectContext:moc];
    NSManagedObjectID *objectID = related.objectID;
    related.mappedStringAttribute = @"x";
    NSSet<AbstractRelatedEntity *> *abstracts = related.testAbstractToManyRelationship;
    related.testAbstractToOneRelationship = abstract;
    NSSet<ConcreteRelatedEntity *> *concretes = related.testConcreteToManyRelationship;
    related.testConcreteToOneRelationship = concrete;
    NSMutableSet *abstractSet = [related mutableSetValueForKey:SingleRelatedEntityRelationships.testAbstractToManyRelationship];
    NSMutableSet *concreteSet = [related mutableSetValueForKey:SingleRelatedEntityRelationships.testConcreteToManyRelationship];
    [related addTestAbstractToManyRelationship:[NSSet setWithArray:@[ abstract ]]];
    [related removeTestAbstractToManyRelationship:[NSSet setWithArray:@[ abstract ]]];
    [related addTestAbstractToManyRelationshipObject:abstract];
    [related removeTestAbstractToManyRelationshipObject:abstract];
    [related addTestConcreteToManyRelationship:[NSSet setWithArray:@[ concrete ]]];
    [related removeTestConcreteToManyRelationship:[NSSet setWithArray:@[ concrete ]]];
    [related addTestConcreteToManyRelationshipObject:concrete];
    [related removeTestConcreteToManyRelationshipObject:concrete];
    return @[names, entityName, entity ?: objectID, objectID, abstracts ?: abstractSet, concretes ?: concreteSet];
}
