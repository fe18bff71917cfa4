// expect: error: incompatible pointer types sending 'NSString *' to parameter of type 'NSDate *
// A control: `@fetchFunctions` types each $VARIABLE by its comparison (`born > $SINCE`: NSDate *), so a caller
// passing another class is refused. The declaration is the one generated for Tests/Typecheck/Models/Fetches.cdm.
#import <CoreData/CoreData.h>

NS_ASSUME_NONNULL_BEGIN
@interface Person : NSManagedObject
@end
@interface Person (CoreDataFetchRequests)
+ (nullable NSArray<Person *> *)fetchBornSince:(NSManagedObjectContext *)managedObjectContext since:(NSDate *)since error:(NSError **)error;
@end
NS_ASSUME_NONNULL_END

NSArray *Recent(NSManagedObjectContext *context);
NSArray *Recent(NSManagedObjectContext *context) {
    return [Person fetchBornSince:context since:@"2024-01-01" error:NULL];
}
