// expect: pass
// A control: the model-building API spelled as Apple's Swift names it must typecheck.
import CoreData
import Foundation

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
enum ControlModel {
    static func make() -> NSManagedObjectModel {
        let model = NSManagedObjectModel()
        model.versionIdentifiers = ["1"]
        let entity = NSEntityDescription()
        entity.name = "Item"
        entity.managedObjectClassName = "Item"
        entity.isAbstract = false
        entity.userInfo = ["key": "value"]
        let name = NSAttributeDescription()
        name.name = "name"
        name.attributeType = .stringAttributeType
        name.isOptional = false
        name.defaultValue = "x"
        name.setValidationPredicates([NSPredicate(format: "length <= %@", NSDecimalNumber(string: "10"))], withValidationWarnings: ["too long"])
        name.preservesValueInHistoryOnDeletion = true
        name.allowsCloudEncryption = true
        name.isIndexedBySpotlight = true
        let id = NSAttributeDescription()
        id.name = "id"
        id.attributeType = .UUIDAttributeType
        id.defaultValue = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
        let count = NSDerivedAttributeDescription()
        count.name = "count"
        count.attributeType = .integer64AttributeType
        count.derivationExpression = NSExpression(format: "items.@count")
        count.defaultValue = NSNumber(value: Int64(0))
        let price = NSCompositeAttributeDescription()
        price.name = "price"
        price.elements = [id]
        let items = NSRelationshipDescription()
        items.name = "items"
        items.destinationEntity = entity
        items.inverseRelationship = items
        items.minCount = 0
        items.maxCount = 0
        items.deleteRule = .cascadeDeleteRule
        items.isOrdered = true
        let fetched = NSFetchedPropertyDescription()
        fetched.name = "same"
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entity = entity
        request.predicate = NSPredicate(format: "name == %@", "x" as NSString)
        request.resultType = .dictionaryResultType
        fetched.fetchRequest = request
        entity.properties = [name, id, count, price, items, fetched]
        entity.uniquenessConstraints = [["id"]]
        let element = NSFetchIndexElementDescription(property: entity.propertiesByName["name"]!, collationType: .binary)
        element.isAscending = true
        entity.indexes = [NSFetchIndexDescription(name: "byName", elements: [element])]
        model.entities = [entity]
        model.setEntities([entity], forConfigurationName: "Default")
        model.setFetchRequestTemplate(request, forName: "All")
        let container = NSPersistentContainer(name: "Control", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        _ = String(reflecting: ControlModel.self).components(separatedBy: ".").first ?? ""
        return model
    }
}
