// A stand-in for CloudKit's storable classes under their Swift names (CloudKit.apinotes: CKRecordID is CKRecord.ID in Swift).

import Foundation

open class CKRecord: NSObject {
    open class ID: NSObject {}
}

open class CKRecordZone: NSObject {
    open class ID: NSObject {}
}

open class CKServerChangeToken: NSObject {}
open class CKDatabase: NSObject {}

// The Objective-C names, which Swift refuses as Apple's SDK does (renamed).
@available(*, unavailable, renamed: "CKRecord.ID")
public typealias CKRecordID = CKRecord.ID
@available(*, unavailable, renamed: "CKRecordZone.ID")
public typealias CKRecordZoneID = CKRecordZone.ID
