import Foundation

/// The kinds of data the store holds, as `CNEntityType` (its raw values).
public enum CNEntityType: Int, Hashable, Sendable {
    case contacts = 0
}

/// Whether the app may read the contacts, as `CNAuthorizationStatus` (its raw values).
public enum CNAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// The device's contacts, as Contacts' `CNContactStore`. Linux has no address book: CellSnap's
/// store is empty and its status `.notDetermined` until a test fills it
/// (``cellSnapFill(with:authorization:)``, authorized unless told otherwise). Asking for access
/// answers what the test set, "denied" until then, as a person who taps "Don't Allow", so a screen
/// shows its no-access state. The store is the process's: tests that fill it differently must not
/// run in parallel. What each call does here:
///
/// | member | here |
/// | --- | --- |
/// | `requestAccess(for:completionHandler:)` | the handler gets the answer at once, on the calling thread; the status becomes it; a denial comes with `CNError.Code.authorizationDenied` |
/// | fetches, `enumerateContacts`, `groups`, `containers` | throw `.authorizationDenied` unless the status is `.authorized` or `.limited`; else read the store |
/// | `execute(_:)` | changes the store as the request says (checked whole first: `.recordDoesNotExist`, `.insertedRecordAlreadyExists`), then posts `CNContactStoreDidChange` |
///
/// ```swift
/// CNContactStore.authorizationStatus(for: .contacts)   // .notDetermined until a test fills the store
/// ```
open class CNContactStore: NSObject, @unchecked Sendable {
    /// The device's store.
    public override init() { super.init() }

    /// The app's access to `entityType`: `.notDetermined` until it asks, then the answer.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        ContactStoreState.current.withLock { $0.status }
    }

    /// Asks for access: `completionHandler` gets the answer at once, on the calling thread.
    open func requestAccess(
        for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let granted = Self.answer()
        completionHandler(granted, granted ? nil : CNError.denied("CNContactStore.requestAccess(for:)"))
    }

    /// Asks for access: `true` when granted; a denial throws `CNError.Code.authorizationDenied`.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        guard Self.answer() else { throw CNError.denied("CNContactStore.requestAccess(for:)") }
        return true
    }

    private static func answer() -> Bool {
        ContactStoreState.current.withLock { state in
            state.status = state.answer
            return state.mayRead
        }
    }

    /// The contacts `predicate` matches, with `keys`, in the store's order.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws
        -> [CNContact]
    {
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.predicate = predicate
        return try fetch(request, call: "CNContactStore.unifiedContacts(matching:keysToFetch:)")
    }

    /// The contact of `identifier`, with `keys`; `.recordDoesNotExist` when there is none.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws
        -> CNContact
    {
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.predicate = CNContact.predicateForContacts(withIdentifiers: [identifier])
        let call = "CNContactStore.unifiedContact(withIdentifier:keysToFetch:)"
        guard let contact = try fetch(request, call: call).first else {
            throw CNError.make(.recordDoesNotExist, call, "no contact has the identifier \(identifier)")
        }
        return contact
    }

    /// Calls `block` with each contact `fetchRequest` matches, in its order, until `block` sets
    /// its second argument to `true`.
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        let contacts = try fetch(fetchRequest, call: "CNContactStore.enumerateContacts(with:usingBlock:)")
        var stop = ObjCBool(false)
        for contact in contacts {
            withUnsafeMutablePointer(to: &stop) { block(contact, $0) }
            if stop.boolValue { return }
        }
    }

    /// The groups `predicate` matches (all for `nil`), in the order they were saved.
    open func groups(matching predicate: NSPredicate?) throws -> [CNGroup] {
        try ContactStoreState.current.withLock { state in
            guard state.mayRead else { throw CNError.denied("CNContactStore.groups(matching:)") }
            return try state.groups(matching: predicate)
        }
    }

    /// The containers `predicate` matches (all for `nil`): the device's local container.
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        try ContactStoreState.current.withLock { state in
            guard state.mayRead else { throw CNError.denied("CNContactStore.containers(matching:)") }
            guard try state.containerMatches(predicate) else { return [] }
            return [CNContainer(identifier: ContactStoreState.containerIdentifier, name: "", type: .local)]
        }
    }

    /// The identifier of the container new contacts go to.
    open func defaultContainerIdentifier() -> String { ContactStoreState.containerIdentifier }

    /// Makes the changes of `saveRequest`, all or none.
    open func execute(_ saveRequest: CNSaveRequest) throws {
        try ContactStoreState.current.withLock { state in
            guard state.mayRead else { throw CNError.denied("CNContactStore.execute(_:)") }
            var changed = state
            try saveRequest.apply(to: &changed)
            state = changed
        }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self)
    }

    func fetch(_ request: CNContactFetchRequest, call: String) throws -> [CNContact] {
        let matched = try ContactStoreState.current.withLock { state in
            guard state.mayRead else { throw CNError.denied(call) }
            return try state.contacts(matching: request.predicate)
        }
        let sorted =
            request.sortOrder == .none
            ? matched
            : matched.enumerated().sorted { lhs, rhs in
                let order = ContactSorting.compare(lhs.element.fields, rhs.element.fields, by: request.sortOrder)
                return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
            }.map(\.element)
        let keys = contactKeys(of: request.keysToFetch)
        return sorted.map { stored in
            let fields = stored.fields.keeping(keys)
            return request.mutableObjects
                ? CNMutableContact(fields: fields, identifier: stored.identifier, keys: keys)
                : CNContact(fields: fields, identifier: stored.identifier, keys: keys)
        }
    }
}
