import Foundation

/// The identity of a managed object, as Core Data's `NSManagedObjectID`: its entity and its row in
/// the store. An object inserted and not yet saved has a temporary identifier; saving gives it a
/// permanent one (they are not equal, as in Core Data).
open class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    /// The entity of the object.
    open var entity: NSEntityDescription { entityDescription }
    /// Whether the identifier is temporary (the object has not been saved).
    open var isTemporaryID: Bool { temporary }
    /// The store that holds the object (`nil` while the identifier is temporary).
    open var persistentStore: NSPersistentStore? { temporary ? nil : store }

    private let entityDescription: NSEntityDescription
    let row: Int
    private let temporary: Bool
    private weak var store: NSPersistentStore?
    private let storeIdentifier: String

    init(entity: NSEntityDescription, row: Int, temporary: Bool, store: NSPersistentStore?) {
        entityDescription = entity
        self.row = row
        self.temporary = temporary
        self.store = store
        storeIdentifier = store?.identifier ?? "CellSnap"
        super.init()
    }

    /// The identifier as a URL, `x-coredata://<store>/<Entity>/p<row>` (`t<row>` while temporary).
    open func uriRepresentation() -> URL {
        let entity = entityDescription.name ?? "Entity"
        return URL(string: "x-coredata://\(storeIdentifier)/\(entity)/\(temporary ? "t" : "p")\(row)")!
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.row == row && other.temporary == temporary && other.storeIdentifier == storeIdentifier
    }

    open override var hash: Int { row &* 31 &+ (temporary ? 1 : 0) }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }

    /// The text identifiers sort by: the row, zero-padded.
    var sortKey: String { String(repeating: "0", count: max(0, 12 - String(row).count)) + String(row) }
}

/// What a fetch request returns, as Core Data's `NSFetchRequestResult`: managed objects, their
/// identifiers, dictionaries and counts.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSManagedObjectID: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
