import Foundation

/// A request that inserts objects of an entity into the store from dictionaries of attribute
/// values, as Core Data's `NSBatchInsertRequest`: each dictionary becomes a stored object, its
/// attributes missing from it taking their default values. As in Core Data, the contexts are not
/// told, unless the app merges the identifiers it asks for; relationships are not set.
///
/// ```swift
/// let request = NSBatchInsertRequest(entityName: "Note", objects: [["title": "Milk"], ["title": "Eggs"]])
/// request.resultType = .count
/// ```
///
/// CellSnap inserts every dictionary as a new object: an entity's uniqueness constraints, which
/// Core Data applies to a batch insert, are not applied here.
open class NSBatchInsertRequest: NSPersistentStoreRequest {
    /// The name of the entity whose objects are inserted.
    public let entityName: String
    /// The entity, when the request was made with one.
    let entityDescription: NSEntityDescription?
    /// The attribute values of the objects to insert, one dictionary each, by attribute name.
    open var objectsToInsert: [[String: Any]]?
    /// Called for each object to insert until it returns `true`: fills the dictionary given.
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    /// Called for each object to insert until it returns `true`: sets the object's attributes.
    open var managedObjectHandler: ((NSManagedObject) -> Bool)?
    /// What the result holds: nothing, the identifiers inserted or their count.
    open var resultType: NSBatchInsertRequestResultType = .statusOnly

    /// A request inserting objects of the entity named `entityName` from `dictionaries`.
    public init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.entityName = entityName
        entityDescription = nil
        objectsToInsert = dictionaries
        super.init()
    }

    /// A request inserting objects of `entity` from `dictionaries`.
    public init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        entityName = entity.name ?? ""
        entityDescription = entity
        objectsToInsert = dictionaries
        super.init()
    }

    /// A request inserting objects of `entity`, each dictionary filled by `handler` until it
    /// returns `true`.
    public init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        entityName = entity.name ?? ""
        entityDescription = entity
        dictionaryHandler = handler
        super.init()
    }

    /// A request inserting objects of `entity`, each object's attributes set by `handler` until
    /// it returns `true`.
    public init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        entityName = entity.name ?? ""
        entityDescription = entity
        managedObjectHandler = handler
        super.init()
    }

    /// A request inserting objects of the entity named `entityName`, each dictionary filled by
    /// `handler` until it returns `true`.
    public init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.entityName = entityName
        entityDescription = nil
        dictionaryHandler = handler
        super.init()
    }

    /// A request inserting objects of the entity named `entityName`, each object's attributes set
    /// by `handler` until it returns `true`.
    public init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.entityName = entityName
        entityDescription = nil
        managedObjectHandler = handler
        super.init()
    }
}

/// What a batch insert returns, as Core Data's `NSBatchInsertRequestResultType`.
public enum NSBatchInsertRequestResultType: UInt, Sendable {
    case statusOnly = 0
    case objectIDs = 1
    case count = 2
}

/// The result of a batch insert, as Core Data's `NSBatchInsertResult`: `true`, the identifiers of
/// the objects inserted, or their count, as the request's result type asked.
open class NSBatchInsertResult: NSPersistentStoreResult {
    /// The result.
    public let result: Any?
    /// What ``result`` holds.
    public let resultType: NSBatchInsertRequestResultType
    init(result: Any?, resultType: NSBatchInsertRequestResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}

extension NSBatchInsertRequest {
    /// The stored values of each object to insert, checked against `entity`: its attributes'
    /// default values, then the object's own; a key that is not an attribute of the entity is an
    /// error naming it.
    func rows(for entity: NSEntityDescription) throws -> [[String: Any]] {
        let attributes = entity.attributesByName
        let defaults = attributes.compactMapValues(\.defaultValue)
        func stored(_ object: [String: Any]) throws -> [String: Any] {
            var values = defaults
            for (name, value) in object {
                guard attributes[name] != nil else {
                    throw CoreDataErrors.make(
                        CoreDataErrors.coreDataError,
                        "CoreData: NSBatchInsertRequest: entity \"\(entity.name ?? "")\" has no attribute \"\(name)\"")
                }
                values[name] = value is NSNull ? nil : value
            }
            return values
        }
        if let objectsToInsert { return try objectsToInsert.map(stored) }
        var rows: [[String: Any]] = []
        if let dictionaryHandler {
            while true {
                let dictionary = NSMutableDictionary()
                if dictionaryHandler(dictionary) { break }
                var object: [String: Any] = [:]
                for case (let key as String, let value) in dictionary { object[key] = value }
                rows.append(try stored(object))
            }
        } else if let managedObjectHandler {
            while true {
                let object = NSManagedObject(entity: entity, insertInto: nil)
                if managedObjectHandler(object) { break }
                rows.append(try stored(object.values))
            }
        }
        return rows
    }
}
