// expect: pass
// target: arm64-apple-ios11.0
// flags: -Werror=unguarded-availability -Werror=unguarded-availability-new
// A control: the same use behind @available typechecks, so the availability errors above are about versions.
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0), watchos(4.0))
@interface Builder : NSObject
+ (void)configure:(NSAttributeDescription *)attribute;
@end

@implementation Builder
+ (void)configure:(NSAttributeDescription *)attribute {
    if (@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)) {
        attribute.preservesValueInHistoryOnDeletion = YES;
    }
}
@end
