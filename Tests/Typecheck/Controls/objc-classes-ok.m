// expect: pass
// A control: managed object classes in the shape Xcode generates must compile.
#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class UIColor;

NS_ASSUME_NONNULL_BEGIN

@interface Item : NSManagedObject
@end

@interface Item (CoreDataProperties)
+ (NSFetchRequest<Item *> *)fetchRequest;
@property (nonatomic) int16_t i16;
@property (nonatomic) BOOL flag;
@property (nonatomic) NSTimeInterval interval;
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSDate *date;
@property (nullable, nonatomic, copy) NSUUID *uid;
@property (nullable, nonatomic, copy) NSDictionary<NSString *, id> *composite;
@property (nullable, nonatomic, retain) NSData *blob;
@property (nullable, nonatomic, retain) UIColor *color;
@property (nullable, nonatomic, retain) NSManagedObjectID *objectRef;
@property (nullable, nonatomic, retain) NSOrderedSet<Item *> *children;
@end

@interface Item (CoreDataGeneratedAccessors)
- (void)insertObject:(Item *)value inChildrenAtIndex:(NSUInteger)idx;
- (void)insertChildren:(NSArray<Item *> *)value atIndexes:(NSIndexSet *)indexes;
- (void)addChildren:(NSOrderedSet<Item *> *)values;
@end

NS_ASSUME_NONNULL_END

@implementation Item
@end

@implementation Item (CoreDataProperties)
+ (NSFetchRequest<Item *> *)fetchRequest {
	return [NSFetchRequest fetchRequestWithEntityName:@"Item"];
}
@dynamic i16, flag, interval, text, date, uid, composite, blob, color, objectRef, children;
@end
