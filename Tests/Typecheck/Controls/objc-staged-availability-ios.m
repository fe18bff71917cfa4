// expect: error: 'NSStagedMigrationManager' is only available on iOS 17.0 or newer
// target: arm64-apple-ios16.0
// flags: -Werror=unguarded-availability -Werror=unguarded-availability-new
// A control: the staged migration used from an iOS 16 context is refused (API_AVAILABLE of the headers, iOS 17.0).
// Swift's @available cannot be checked on Linux (swift-availability-unchecked.swift); the generated Swift says
// @available(iOS 17, macOS 14, …) on every declaration, which StagedMigrationTests checks.
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(13.0), ios(16.0), tvos(16.0), watchos(9.0))
@interface Store : NSObject
+ (NSStagedMigrationManager *)managerWithModel:(NSManagedObjectModel *)model;
@end

@implementation Store
+ (NSStagedMigrationManager *)managerWithModel:(NSManagedObjectModel *)model {
    NSLightweightMigrationStage *stage = [[NSLightweightMigrationStage alloc] initWithVersionChecksums:@[ model.versionChecksum ]];
    return [[NSStagedMigrationManager alloc] initWithMigrationStages:@[ stage ]];
}
@end
