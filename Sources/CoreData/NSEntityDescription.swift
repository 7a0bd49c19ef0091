import Foundation

/// An entity of a model, as Core Data's `NSEntityDescription`: its name, the class of its objects
/// and its attributes and relationships.
///
/// ```swift
/// let title = NSAttributeDescription()
/// title.name = "title"
/// title.attributeType = .stringAttributeType
/// let note = NSEntityDescription()
/// note.name = "Note"
/// note.properties = [title]
/// note.attributesByName["title"]?.attributeType   // .stringAttributeType
/// ```
open class NSEntityDescription: NSObject {
    /// The entity's name, as fetch requests name it.
    open var name: String?
    /// The name of the class of the entity's objects (`NSManagedObject` unless the model names one).
    open var managedObjectClassName: String! = "NSManagedObject"
    /// Whether the entity has no objects of its own, only of its subentities.
    open var isAbstract: Bool = false
    /// The entity's user info dictionary.
    open var userInfo: [AnyHashable: Any]?
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    /// The entity this one inherits from.
    open internal(set) weak var superentity: NSEntityDescription?
    /// The entities that inherit from this one.
    open var subentities: [NSEntityDescription] = [] {
        didSet { for entity in subentities { entity.superentity = self } }
    }
    /// The entity's own properties (its superentity's are in ``properties`` of that entity).
    private var ownProperties: [NSPropertyDescription] = []

    public override init() { super.init() }

    /// The entity's properties, its superentity's first.
    open var properties: [NSPropertyDescription] {
        get { (superentity?.properties ?? []) + ownProperties }
        set {
            ownProperties = newValue
            for property in newValue { property.entity = self }
        }
    }
    /// The properties by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// The attributes by name.
    open var attributesByName: [String: NSAttributeDescription] {
        propertiesByName.compactMapValues { $0 as? NSAttributeDescription }
    }
    /// The relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] {
        propertiesByName.compactMapValues { $0 as? NSRelationshipDescription }
    }
    /// The relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        properties.compactMap { $0 as? NSRelationshipDescription }.filter { $0.destinationEntity === entity }
    }
    /// Whether this entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity || candidate.name == entity.name { return true }
            current = candidate.superentity
        }
        return false
    }

    /// The entity named `entityName` in the model of `context`'s coordinator, or `nil`.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
        -> NSEntityDescription?
    {
        context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`. An entity that the
    /// model does not have makes an object of no entity that saving refuses, naming the entity
    /// (Core Data raises an exception).
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            context.recordProblem(.unknownEntity(entityName, call: "insertNewObject(forEntityName:into:)"))
            return NSManagedObject(entity: NSEntityDescription.unknown(entityName), insertInto: nil)
        }
        let type =
            ManagedClassRegistry.shared.managedClass(named: entity.managedObjectClassName) ?? NSManagedObject.self
        return type.init(entity: entity, insertInto: context)
    }

    /// An entity that no model holds, named `name`.
    static func unknown(_ name: String) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        return entity
    }

    /// The entity and its subentities, depth first.
    var selfAndSubentities: [NSEntityDescription] { [self] + subentities.flatMap(\.selfAndSubentities) }
}
