// expect: error: 'CKRecordID' has been renamed to 'CKRecord.ID'
// A control: Objective-C class names renamed for Swift (CKRecordID is CKRecord.ID) are refused as on Apple platforms.
import CloudKit
import CoreData

@objc(Synced)
public class Synced: NSManagedObject {
    @NSManaged public var recordID: CKRecordID?
}
