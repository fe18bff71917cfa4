// expect: error: 'NSDerivedAttributeDescription' is only available on macOS 10.15 or newer
// target: x86_64-apple-macos10.13
// flags: -Werror=unguarded-availability -Werror=unguarded-availability-new
// A control: a macOS 10.15 class inside a macOS 10.13 context is refused.
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0), watchos(4.0))
@interface Builder : NSObject
+ (NSAttributeDescription *)make;
@end

@implementation Builder
+ (NSAttributeDescription *)make {
    return [[NSDerivedAttributeDescription alloc] init];
}
@end
