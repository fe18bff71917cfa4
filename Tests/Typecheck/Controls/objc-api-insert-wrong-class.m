// expect: error: incompatible pointer types initializing 'Tag *' with an expression of type 'Book *
// A control: `@convenience`'s insertInManagedObjectContext: returns instancetype, so the receiver's class is checked.
#import <CoreData/CoreData.h>

NS_ASSUME_NONNULL_BEGIN
@interface Book : NSManagedObject
+ (instancetype)insertInManagedObjectContext:(NSManagedObjectContext *)context;
@end
@interface Tag : NSManagedObject
@end
NS_ASSUME_NONNULL_END

void Insert(NSManagedObjectContext *context);
void Insert(NSManagedObjectContext *context) {
    Tag *tag = [Book insertInManagedObjectContext:context];
    (void)tag;
}
