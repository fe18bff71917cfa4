// What an app writes with `@fetchFunctions` in Objective-C, compiled with Fetches' classes generated with every
// option (the mode "objc classes, all options").
#import "Person+CoreDataClass.h"
#import "Employee+CoreDataClass.h"
#import "Tag+CoreDataClass.h"

NSArray *FetchesUseTheFetchFunctions(NSManagedObjectContext *context, NSManagedObjectModel *model, NSDate *since, Person *parent, Tag *tag);

NSArray *FetchesUseTheFetchFunctions(NSManagedObjectContext *context, NSManagedObjectModel *model, NSDate *since, Person *parent, Tag *tag) {
    NSError *error = nil;
    NSArray<Person *> *recent = [Person fetchBornSince:context since:since error:&error];
    NSArray<Person *> *named = [Person fetchNamed:context names:@[@"Ada", @"Grace"] error:&error];
    NSArray<Person *> *children = [Person fetchChildrenOf:context parent:parent error:&error];
    NSArray<Person *> *tagged = [Person fetchTagged:context tag:tag minTags:@2 error:&error];
    NSArray<Person *> *aged = [Person fetchAgedBetween:context ages:@[@18, @65] error:&error];
    NSArray<Employee *> *earners = [Employee fetchHighEarners:context salary:@100000 error:&error];
    NSArray<NSDictionary *> *names = [Tag fetchTagNames:context error:&error];
    NSArray<NSNumber *> *count = [Tag fetchTagCount:context name:@"objc" error:&error];
    NSArray<NSManagedObjectID *> *ids = [Tag fetchTagIDs:context error:&error];
    NSFetchRequest<Person *> *request = [Person fetchRequestBornSince:model since:since];
    return @[recent ?: @[], named ?: @[], children ?: @[], tagged ?: @[], aged ?: @[], earners ?: @[], names ?: @[], count ?: @[], ids ?: @[], request ?: [Person fetchRequest]];
}
