// expect: pass
// target: arm64-apple-ios16.0
// flags: -Werror=unguarded-availability -Werror=unguarded-availability-new
// A control: the same code in an iOS 17 context (the type's API_AVAILABLE) compiles for an iOS 16 deployment target.
#import <CoreData/CoreData.h>

API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0))
@interface Store : NSObject
+ (NSStagedMigrationManager *)managerWithModel:(NSManagedObjectModel *)model;
@end

@implementation Store
+ (NSStagedMigrationManager *)managerWithModel:(NSManagedObjectModel *)model {
    NSLightweightMigrationStage *stage = [[NSLightweightMigrationStage alloc] initWithVersionChecksums:@[ model.versionChecksum ]];
    return [[NSStagedMigrationManager alloc] initWithMigrationStages:@[ stage ]];
}
@end
