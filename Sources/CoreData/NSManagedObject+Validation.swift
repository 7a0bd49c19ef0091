import Foundation

extension NSManagedObject {
    /// Core Data's checks of a saved object: a non-optional attribute or to-one relationship has a
    /// value, a to-many relationship's count is within its bounds.
    func validateValues() throws {
        let name = entity.name ?? ""
        if entity.managedObjectModel == nil {
            throw CoreDataErrors.unknownEntity(name, call: "save()")
        }
        for property in entity.properties where !property.isOptional && !property.isTransient {
            if let relationship = property as? NSRelationshipDescription {
                let count = destinationRows(relationship.name).count
                if !relationship.isToMany, count == 0 { throw missing(property.name) }
                if relationship.isToMany, count < relationship.minCount {
                    throw CoreDataErrors.make(
                        CoreDataErrors.validationRelationshipLacksMinimumCount,
                        "CoreData: \(name).\(property.name) has \(count) objects, fewer than its minimum \(relationship.minCount)"
                    )
                }
            } else if AttributeValues.unwrapped(values[property.name]) == nil {
                throw missing(property.name)
            }
        }
        for relationship in entity.relationshipsByName.values where relationship.isToMany && relationship.maxCount > 1 {
            let count = destinationRows(relationship.name).count
            if count > relationship.maxCount {
                throw CoreDataErrors.make(
                    CoreDataErrors.validationRelationshipExceedsMaximumCount,
                    "CoreData: \(name).\(relationship.name) has \(count) objects, more than its maximum \(relationship.maxCount)"
                )
            }
        }
    }

    private func missing(_ key: String) -> NSError {
        CoreDataErrors.make(
            CoreDataErrors.validationMissingMandatoryProperty,
            "CoreData: \(entity.name ?? "").\(key) is a required value (the model says it is not optional) and has none"
        )
    }
}
