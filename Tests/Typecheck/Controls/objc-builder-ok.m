// expect: pass
// target: arm64-apple-ios17.0
// A control: the model-building API spelled as Apple's Objective-C headers declare it must compile.
#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0))
static NSManagedObjectModel *ControlModel(void) {
    NSManagedObjectModel *model = [[NSManagedObjectModel alloc] init];
    model.versionIdentifiers = [NSSet setWithArray:@[@"1"]];
    NSEntityDescription *entity = [[NSEntityDescription alloc] init];
    entity.name = @"Item";
    entity.managedObjectClassName = @"Item";
    entity.abstract = NO;
    entity.userInfo = @{@"key": @"value"};
    NSAttributeDescription *name = [[NSAttributeDescription alloc] init];
    name.name = @"name";
    name.attributeType = NSStringAttributeType;
    name.optional = NO;
    name.defaultValue = @"x";
    [name setValidationPredicates:@[[NSPredicate predicateWithFormat:@"length <= %@", [NSDecimalNumber decimalNumberWithString:@"10"]]] withValidationWarnings:@[@"too long"]];
    name.preservesValueInHistoryOnDeletion = YES;
    name.allowsCloudEncryption = YES;
    name.indexedBySpotlight = YES;
    NSAttributeDescription *uid = [[NSAttributeDescription alloc] init];
    uid.attributeType = NSUUIDAttributeType;
    uid.defaultValue = [[NSUUID alloc] initWithUUIDString:@"00000000-0000-0000-0000-000000000000"];
    NSDerivedAttributeDescription *count = [[NSDerivedAttributeDescription alloc] init];
    count.attributeType = NSInteger64AttributeType;
    count.derivationExpression = [NSExpression expressionWithFormat:@"items.@count"];
    count.defaultValue = @((int64_t)0LL);
    NSCompositeAttributeDescription *price = [[NSCompositeAttributeDescription alloc] init];
    price.elements = @[uid];
    NSRelationshipDescription *items = [[NSRelationshipDescription alloc] init];
    items.destinationEntity = entity;
    items.inverseRelationship = items;
    items.minCount = 0;
    items.maxCount = 0;
    items.deleteRule = NSCascadeDeleteRule;
    items.ordered = YES;
    NSFetchRequest *request = [[NSFetchRequest alloc] init];
    request.entity = entity;
    request.resultType = NSDictionaryResultType;
    NSFetchedPropertyDescription *fetched = [[NSFetchedPropertyDescription alloc] init];
    fetched.fetchRequest = request;
    entity.properties = @[name, uid, count, price, items, fetched];
    entity.uniquenessConstraints = @[@[@"name"]];
    NSFetchIndexElementDescription *element = [[NSFetchIndexElementDescription alloc] initWithProperty:entity.propertiesByName[@"name"] collationType:NSFetchIndexElementTypeBinary];
    element.ascending = YES;
    entity.indexes = @[[[NSFetchIndexDescription alloc] initWithName:@"byName" elements:@[element]]];
    model.entities = @[entity];
    [model setEntities:@[entity] forConfiguration:@"Default"];
    [model setFetchRequestTemplate:request forName:@"All"];
    NSPersistentContainer *container = [[NSPersistentContainer alloc] initWithName:@"Control" managedObjectModel:model];
    container.persistentStoreDescriptions.firstObject.URL = [NSURL fileURLWithPath:@"/dev/null"];
    NSPersistentStoreCoordinator *coordinator = [[NSPersistentStoreCoordinator alloc] initWithManagedObjectModel:model];
    NSDictionary *options = @{NSMigratePersistentStoresAutomaticallyOption: @YES, NSInferMappingModelAutomaticallyOption: @YES};
    NSError *error = nil;
    (void)[coordinator addPersistentStoreWithType:NSSQLiteStoreType configuration:nil URL:nil options:options error:&error];
    static dispatch_once_t once;
    dispatch_once(&once, ^{ NSCAssert(model != nil, @"no model %@", model.entities); });
    return model;
}

API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0))
NSManagedObjectModel *ControlModelUse(void) { return ControlModel(); }
