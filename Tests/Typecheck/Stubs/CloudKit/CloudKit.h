// CloudKit's record identifiers, classes Transformable attributes name, declared as in Apple's SDK with their Swift names (see ../../SOURCES.md).

#pragma once

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class CKRecordZoneID;

// CKRecord.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
@interface CKRecord : NSObject <NSSecureCoding, NSCopying>
@end

// CKRecordZoneID.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
NS_SWIFT_NAME(CKRecordZone.ID)
@interface CKRecordZoneID : NSObject <NSSecureCoding, NSCopying>
- (instancetype)initWithZoneName:(NSString *)zoneName ownerName:(NSString *)ownerName NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) NSString *zoneName;
@end

// CKRecordZone.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
@interface CKRecordZone : NSObject <NSSecureCoding, NSCopying>
@end

// CKRecordID.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
NS_SWIFT_NAME(CKRecord.ID)
@interface CKRecordID : NSObject <NSSecureCoding, NSCopying>
- (instancetype)initWithRecordName:(NSString *)recordName;
- (instancetype)initWithRecordName:(NSString *)recordName zoneID:(CKRecordZoneID *)zoneID NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) NSString *recordName;
@property (nonatomic, readonly, strong) CKRecordZoneID *zoneID;
@end

// CKServerChangeToken.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
@interface CKServerChangeToken : NSObject <NSCopying, NSSecureCoding>
@end

// CKDatabase.h
API_AVAILABLE(macos(10.10), ios(8.0), watchos(3.0))
@interface CKDatabase : NSObject
@end

NS_ASSUME_NONNULL_END
