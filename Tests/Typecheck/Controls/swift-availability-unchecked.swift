// expect: pass
// A control that shows a limit: Swift availability is NOT checked here (swiftc -target *-apple-* needs Apple's
// standard library), so this use of an iOS 13 API in an iOS 11 context typechecks. The Objective-C builder,
// written from the same plan with the same availability, is checked instead (objc-availability-*.m).
import CoreData

@available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
func configure(_ attribute: NSAttributeDescription) {
    attribute.preservesValueInHistoryOnDeletion = true
}
