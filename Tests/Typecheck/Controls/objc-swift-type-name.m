// expect: error: use of undeclared identifier 'String'
// A control: a Swift spelling of a Transformable class ([String]) is not an Objective-C type.
#import <CoreData/CoreData.h>

@interface Item : NSManagedObject
@property (nullable, nonatomic, retain) [String] *names;
@end
