import Foundation

/// An object of an entity, as Core Data's `NSManagedObject`: its values are kept by key in the
/// context it was inserted into or fetched in, and saving the context stores them.
///
/// Swift on Linux has no `@NSManaged`: the Objective-C adapter rewrites `@NSManaged var name: T`
/// into a property that reads and writes the object's values (UIKitOnLinux.md, "Core Data").
///
/// ```swift
/// let model = NSManagedObjectModel()
/// let entity = NSEntityDescription()
/// entity.name = "Note"
/// let title = NSAttributeDescription()
/// title.name = "title"
/// title.attributeType = .stringAttributeType
/// entity.properties = [title]
/// model.entities = [entity]
/// let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
/// container.loadPersistentStores { _, _ in }
/// let note = NSManagedObject(entity: entity, insertInto: container.viewContext)
/// note.setValue("Milk", forKey: "title")
/// note.value(forKey: "title") as? String   // "Milk"
/// ```
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The entity of the object.
    open var entity: NSEntityDescription { entityDescription }
    /// The context the object belongs to (`nil` once it is deleted and saved, or never inserted).
    open var managedObjectContext: NSManagedObjectContext? { context }
    /// The object's identity: temporary until its context saves it.
    open var objectID: NSManagedObjectID {
        NSManagedObjectID(entity: entityDescription, row: row, temporary: !isStored, store: context?.storeForIDs)
    }
    /// Whether the object was inserted into its context and not yet saved.
    open var isInserted: Bool { context?.insertedRows.contains(row) ?? false }
    /// Whether a value of the object changed since its context last saved it.
    open var isUpdated: Bool { changed && !isInserted && !isDeleted }
    /// Whether the object was deleted from its context and the deletion not yet saved.
    open var isDeleted: Bool { context?.deletedRows.contains(row) ?? false }
    /// Whether the object is a fault (never: every object's values are in memory).
    open var isFault: Bool { false }
    /// Whether the object has unsaved changes (inserted, updated or deleted).
    open var hasChanges: Bool { isInserted || isDeleted || changed }
    /// Whether the object's stored values changed (as ``hasChanges`` here: nothing is transient-only).
    open var hasPersistentChangedValues: Bool { hasChanges }
    /// The faulting state (0: every object is fully loaded).
    open var faultingState: Int { 0 }

    private let entityDescription: NSEntityDescription
    /// The object's values: attributes as Swift values, to-one relationships as the row of the
    /// destination, to-many ones as the rows of the destinations in order.
    var values: [String: Any] = [:]
    /// The values when the object was fetched or last saved (`nil` for an inserted object).
    var committedValues: [String: Any]?
    var changed = false
    var row = 0
    var isStored = false
    weak var context: NSManagedObjectContext?

    /// Makes an object of `entity` and inserts it into `context` (when given). A subclass that
    /// declares a designated initialiser of its own must declare this one too (`required` here,
    /// where Core Data makes objects of an entity's class through the Objective-C runtime).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        entityDescription = entity
        super.init()
        ManagedClassRegistry.shared.register(type(of: self))
        for case let attribute as NSAttributeDescription in entity.properties {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        context?.insert(self)
    }

    /// Makes an object of the entity whose class is this class, in `context`'s model, and inserts it.
    /// It is `required`, so that generic code makes objects through a metatype
    /// (`T(context: context)`), as it does on iOS, where the initialiser comes from Objective-C.
    public required convenience init(context moc: NSManagedObjectContext) {
        let entity = Self.entity(in: moc.model)
        if entity.managedObjectModel == nil {
            moc.recordProblem(.unknownEntity(entity.name ?? "", call: "\(Self.self)(context:)"))
        }
        self.init(entity: entity, insertInto: entity.managedObjectModel == nil ? nil : moc)
    }

    /// An object made without an entity or context, as `NSManagedObject()` (Objective-C's `-init`).
    /// iOS logs "Failed to call designated initializer on NSManagedObject class" and makes an object
    /// with no entity, whose values it then refuses. CellSnap does not crash or stop either: it
    /// chose the entity ``entity()`` gives (the class's in the models loaded so far, else one of the
    /// class's name that no model holds, whose keys read `nil`) and inserts the object nowhere, so
    /// it is never saved; insert it with `NSManagedObjectContext.insert(_:)` to keep it.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class in the models loaded so far: the one whose class name or name is
    /// the class's name (for `NSManagedObject` itself, its name only: every entity without a
    /// class of its own names that class). With no such entity, one of that name that no model holds (fetching and
    /// saving it are refused, naming it; iOS stops the app there).
    open class func entity() -> NSEntityDescription { entity(in: nil) }

    /// A fetch request for the entity of this class.
    ///
    /// An entity class Xcode generates declares `fetchRequest() -> NSFetchRequest<Entity>` of its
    /// own beside this one (a different result type, so neither overrides the other), and on iOS
    /// `let request = Entity.fetchRequest()` is the entity's: the generated one wins where no type
    /// says which (apps rely on it: their results are used as `[Entity]`). Between two Swift
    /// declarations Swift finds both equally good, so CellSnap marks this one disfavoured: the
    /// entity's is taken as on iOS, and this one where the type asks for it
    /// (`NSFetchRequest<NSFetchRequestResult>`) or the class declares none.
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    /// The entity of this class in `model` (when given) or in the models loaded so far.
    static func entity(in model: NSManagedObjectModel?) -> NSEntityDescription {
        ManagedClassRegistry.shared.register(self)
        let name = String(describing: self)
        let models = model.map { [$0] } ?? ManagedClassRegistry.shared.loadedModels
        // Every entity without a class of its own is NSManagedObject's: none is the base class's.
        let byClass = self != NSManagedObject.self
        for model in models {
            if byClass,
                let entity = model.entities.first(where: { ManagedClassRegistry.names($0.managedObjectClassName, name) }
                )
            {
                return entity
            }
            if let entity = model.entitiesByName[name] { return entity }
        }
        return NSEntityDescription.unknown(name)
    }

    // MARK: Life cycle

    /// Called once when the object is inserted into a context; set initial values here.
    open func awakeFromInsert() {}
    /// Called when the object is fetched into a context.
    open func awakeFromFetch() {}
    /// Called before the object's context saves it.
    open func willSave() {}
    /// Called after the object's context saved it.
    open func didSave() {}
    /// Called before the object is deleted from its context.
    open func prepareForDeletion() {}
    /// Called before the object's values are released (when its context resets or refreshes it).
    open func willTurnIntoFault() {}
    /// Called after the object's values were released.
    open func didTurnIntoFault() {}
    /// Called when the object is snapshotted for an undo (no undo here: never called).
    open func awake(fromSnapshotEvents flags: NSSnapshotEventType) {}

    // MARK: Validation

    /// Checks the object's values before an insert is saved: non-optional attributes must have
    /// a value, relationships their counts.
    open func validateForInsert() throws { try validateValues() }
    /// Checks the object's values before an update is saved.
    open func validateForUpdate() throws { try validateValues() }
    /// Checks that the object may be deleted (a deny rule with destinations refuses).
    open func validateForDelete() throws {
        for relationship in entity.relationshipsByName.values.sorted(by: { $0.name < $1.name })
        where relationship.deleteRule == .denyDeleteRule && !destinationRows(relationship.name).isEmpty {
            throw CoreDataErrors.make(
                CoreDataErrors.validationRelationshipDeniedDelete,
                "CoreData: \(entity.name ?? ""): relationship \"\(relationship.name)\" denies deleting an object that has destinations"
            )
        }
    }

    open override var description: String {
        "<\(Self.self): \(objectID.uriRepresentation().absoluteString)>"
    }
}

/// The events a snapshot is awakened for (no undo here: accepted, never used).
public struct NSSnapshotEventType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let undoInsertion = NSSnapshotEventType(rawValue: 1 << 1)
    public static let undoDeletion = NSSnapshotEventType(rawValue: 1 << 2)
    public static let undoUpdate = NSSnapshotEventType(rawValue: 1 << 3)
    public static let rollback = NSSnapshotEventType(rawValue: 1 << 4)
    public static let refresh = NSSnapshotEventType(rawValue: 1 << 5)
    public static let mergePolicy = NSSnapshotEventType(rawValue: 1 << 6)
}
