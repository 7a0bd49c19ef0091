import Foundation

/// A model: the entities of a store, as Core Data's `NSManagedObjectModel`. Xcode compiles an
/// `.xcdatamodeld` into a `.momd` that only an Apple platform reads; here a model is read from the
/// `.xcdatamodeld` itself (its `contents` XML, which a package ships as a resource) or made in code.
///
/// ```swift
/// let model = NSManagedObjectModel()
/// let note = NSEntityDescription()
/// note.name = "Note"
/// model.entities = [note]
/// model.entitiesByName.keys.sorted()   // ["Note"]
/// ```
open class NSManagedObjectModel: NSObject {
    /// The model's entities, in the order they were given.
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
    }
    /// The version identifiers of the model (accepted; nothing migrates here).
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The names of the model's configurations (accepted; every entity is in the one store).
    open var configurations: [String] = []
    /// The problem met reading the model's file, reported by the container that loads it.
    var loadingError: NSError?

    public override init() { super.init() }

    /// The model in the `.xcdatamodeld` folder (its current version), `.xcdatamodel` folder or
    /// `contents` file at `url`; `nil` when there is none or it cannot be read, as in Core Data.
    /// The path of a compiled model that is not there reads the source it is compiled from, in the
    /// same folder (`Model.momd` reads `Model.xcdatamodeld`), as the bundle's
    /// `url(forResource:withExtension:)` answers it; a compiled `.momd` or `.mom` that is there
    /// (which only Xcode makes) is not read: it gives `nil`.
    public convenience init?(contentsOf url: URL) {
        guard case .success(let entities) = ModelFileReader.entities(at: url) else { return nil }
        ManagedClassRegistry.shared.noteModules(ofModelAt: url)
        self.init()
        self.entities = entities
        adoptEntities()  // an initialiser's own assignment does not run `entities`'s didSet
    }

    /// The model of every entity of `models` (`nil` when two declare an entity of the same name).
    public init?(byMerging models: [NSManagedObjectModel]?) {
        super.init()
        var names: Set<String> = []
        for entity in (models ?? []).flatMap(\.entities) {
            guard names.insert(entity.name ?? "").inserted else { return nil }
        }
        entities = (models ?? []).flatMap(\.entities)
        adoptEntities()
    }

    /// Makes the model its entities' `managedObjectModel`.
    private func adoptEntities() {
        for entity in entities { entity.managedObjectModel = self }
    }

    /// The model of every `.xcdatamodeld` in `bundles` (the main bundle and its resource bundles
    /// when `nil`).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let urls = ModelFileReader.modelFolders(in: bundles ?? ModelFileReader.searchedBundles())
        let models = urls.compactMap { NSManagedObjectModel(contentsOf: $0) }
        return NSManagedObjectModel(byMerging: models)
    }

    /// The entities of `configuration` (every entity: configurations are not read).
    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { entities }
}
