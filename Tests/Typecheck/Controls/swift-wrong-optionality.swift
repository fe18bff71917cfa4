// expect: error: value of optional type 'String?' must be unwrapped
// A control: NSEntityDescription.name is nullable (String?) while NSPropertyDescription.name is not.
import CoreData

func names(_ entity: NSEntityDescription, _ property: NSPropertyDescription) -> [String] {
    let propertyName: String = property.name
    let entityName: String = entity.name
    return [propertyName, entityName]
}
