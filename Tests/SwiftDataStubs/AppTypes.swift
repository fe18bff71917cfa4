// The app's own types that models name in `Transformable<Class>` (Everything.cdm's `NSColor`), declared so the generated code typechecks on Linux.

import Foundation

public class NSColor: NSObject {}
public class UIColor: NSObject {}
public class UIImage: NSObject {}
public class NSImage: NSObject {}

// Named by corpus models (Tests/Fixtures/xcdatamodel): CloudKit's record ID, and the apps' own classes.
public class CKRecordID: NSObject {}
public class CKRecordZoneID: NSObject {}
public class CKServerChangeToken: NSObject {}
public class Color: NSObject {}
public class CustomClass: NSObject {}
