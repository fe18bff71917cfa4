// expect: error: type 'NSAttributeType' has no member 'uuidAttributeType'
// A control: Apple's Swift name is .UUIDAttributeType (API notes), not the lower-camel-case guess.
import CoreData

func configure(_ attribute: NSAttributeDescription) {
    attribute.attributeType = .uuidAttributeType
}
