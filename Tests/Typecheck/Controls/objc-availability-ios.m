// expect: error: 'setPreservesValueInHistoryOnDeletion:' is only available on iOS 13.0 or newer
// target: arm64-apple-ios11.0
// flags: -Werror=unguarded-availability -Werror=unguarded-availability-new
// A control: an iOS 13 API inside an iOS 11 context is refused (the builder's API_AVAILABLE sets the context).
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0), watchos(4.0))
@interface Builder : NSObject
+ (void)configure:(NSAttributeDescription *)attribute;
@end

@implementation Builder
+ (void)configure:(NSAttributeDescription *)attribute {
    attribute.preservesValueInHistoryOnDeletion = YES;
}
@end
