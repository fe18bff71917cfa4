// expect: error: property 'name' requires method 'name' to be defined
// A control: NSManagedObject requires property definitions (@dynamic), as Apple's header says.
#import <CoreData/CoreData.h>

@interface Item : NSManagedObject
@property (nullable, nonatomic, copy) NSString *name;
@end

@implementation Item
@end
