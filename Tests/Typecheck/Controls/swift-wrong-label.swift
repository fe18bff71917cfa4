// expect: error: 'setEntities(_:forConfiguration:)' has been renamed to 'setEntities(_:forConfigurationName:)'
// A control: the Objective-C selector's label is not the Swift name (Apple's NS_SWIFT_NAME renames it).
import CoreData

func configure(_ model: NSManagedObjectModel, _ entity: NSEntityDescription) {
    model.setEntities([entity], forConfiguration: "Default")
}
