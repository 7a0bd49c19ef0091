import Foundation

/// A group of contacts, as Contacts' `CNGroup` (``CNMutableGroup`` changes its name).
open class CNGroup: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The group's identifier, unique in this process (`CELLSNAP-GROUP-<n>`).
    open private(set) var identifier: String
    var storedName: String
    /// The group's name.
    open var name: String { storedName }

    /// A new, unnamed group.
    public override init() {
        (identifier, storedName) = (ContactIdentifiers.next("GROUP"), "")
        super.init()
    }

    init(identifier: String, name: String) {
        (self.identifier, storedName) = (identifier, name)
        super.init()
    }

    /// The groups of `identifiers`.
    open class func predicateForGroups(withIdentifiers identifiers: [String]) -> NSPredicate {
        ContactsPredicate(.groupIdentifiers(identifiers))
    }

    /// The groups of the container of `containerIdentifier`.
    open class func predicateForGroupsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        ContactsPredicate(.groupsInContainer(containerIdentifier))
    }

    open func copy(with zone: NSZone? = nil) -> Any { CNGroup(identifier: identifier, name: storedName) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableGroup(identifier: identifier, name: storedName) }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNGroup)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}

/// A group the app makes or renames, as Contacts' `CNMutableGroup`; saved through ``CNSaveRequest``.
open class CNMutableGroup: CNGroup, @unchecked Sendable {
    open override var name: String {
        get { storedName }
        set { storedName = newValue }
    }

    /// A new, unnamed group.
    public override init() { super.init() }
    override init(identifier: String, name: String) { super.init(identifier: identifier, name: name) }
}

/// The kinds of container, as `CNContainerType` (their raw values).
public enum CNContainerType: Int, Hashable, Sendable {
    case unassigned = 0, local = 1, exchange = 2, cardDAV = 3
}

/// An account's contacts (the device's, iCloud's, Exchange's), as Contacts' `CNContainer`.
/// CellSnap's store has one, the device's local container, which holds every contact and group.
open class CNContainer: NSObject, NSCopying, @unchecked Sendable {
    /// The container's identifier.
    open private(set) var identifier: String
    /// The container's name ("" for the local container, as iOS names it).
    open private(set) var name: String
    /// The container's kind.
    open private(set) var type: CNContainerType

    init(identifier: String, name: String, type: CNContainerType) {
        (self.identifier, self.name, self.type) = (identifier, name, type)
        super.init()
    }

    /// The containers of `identifiers`.
    open class func predicateForContainers(withIdentifiers identifiers: [String]) -> NSPredicate {
        ContactsPredicate(.containerIdentifiers(identifiers))
    }

    /// The container of the contact of `contactIdentifier`.
    open class func predicateForContainerOfContact(withIdentifier contactIdentifier: String) -> NSPredicate {
        ContactsPredicate(.containerOfContact(contactIdentifier))
    }

    /// The container of the group of `groupIdentifier`.
    open class func predicateForContainerOfGroup(withIdentifier groupIdentifier: String) -> NSPredicate {
        ContactsPredicate(.containerOfGroup(groupIdentifier))
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContainer)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}

/// What a fetch of contacts asks for, as Contacts' `CNContactFetchRequest`.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The contacts to fetch: one of `CNContact`'s predicates; `nil` for all.
    open var predicate: NSPredicate?
    /// The keys the fetched contacts hold.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Whether the fetched contacts are ``CNMutableContact``s.
    open var mutableObjects = false
    /// Whether linked contacts are unified (CellSnap's store links none, so either way the same).
    open var unifyResults = true
    /// The order of the fetched contacts (`.none`: the order they were saved in).
    open var sortOrder: CNContactSortOrder = .none

    /// A request for the contacts' `keysToFetch`.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}
