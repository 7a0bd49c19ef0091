import Foundation
import Synchronization

/// What the device's contacts are: the contacts and groups saved, in order, the groups'
/// members, and the app's authorization.
struct ContactStoreState: @unchecked Sendable {
    var contacts: [(identifier: String, fields: ContactFields)] = []
    var groups: [(identifier: String, name: String)] = []
    var members: [String: [String]] = [:]
    var status = CNAuthorizationStatus.notDetermined
    var answer = CNAuthorizationStatus.denied

    static let current = Mutex(ContactStoreState())
    static let containerIdentifier = "CELLSNAP-LOCAL-CONTAINER"

    var mayRead: Bool { status == .authorized || status == .limited }

    func contactIndex(_ identifier: String) -> Int? { contacts.firstIndex { $0.identifier == identifier } }
    func groupIndex(_ identifier: String) -> Int? { groups.firstIndex { $0.identifier == identifier } }

    /// The contacts `predicate` matches, or the error of a predicate the store does not know.
    func contacts(matching predicate: NSPredicate?) throws -> [(identifier: String, fields: ContactFields)] {
        guard let predicate else { return contacts }
        guard let known = predicate as? ContactsPredicate else {
            throw CNError.make(
                .predicateInvalid, "CNContactStore", "only CNContact's predicates fetch contacts (\(predicate))")
        }
        switch known.kind {
        case .contactName(let name): return contacts.filter { $0.fields.matches(name: name) }
        case .contactIdentifiers(let identifiers):
            return contacts.filter { identifiers.contains($0.identifier) }
        case .contactPhoneNumber(let number):
            return contacts.filter { $0.fields.phoneNumbers.contains { $0.value.digits == number.digits } }
        case .contactEmail(let address):
            return contacts.filter {
                $0.fields.emailAddresses.contains { ($0.value as String).lowercased() == address.lowercased() }
            }
        case .contactsInGroup(let group):
            let identifiers = members[group] ?? []
            return contacts.filter { identifiers.contains($0.identifier) }
        case .contactsInContainer(let container):
            return container == Self.containerIdentifier ? contacts : []
        default:
            throw CNError.make(.predicateInvalid, "CNContactStore", "not a predicate of contacts (\(known.kind))")
        }
    }

    /// The groups `predicate` matches.
    func groups(matching predicate: NSPredicate?) throws -> [CNGroup] {
        let all = groups.map { CNGroup(identifier: $0.identifier, name: $0.name) }
        guard let predicate else { return all }
        switch (predicate as? ContactsPredicate)?.kind {
        case .groupIdentifiers(let identifiers): return all.filter { identifiers.contains($0.identifier) }
        case .groupsInContainer(let container): return container == Self.containerIdentifier ? all : []
        default:
            throw CNError.make(.predicateInvalid, "CNContactStore.groups(matching:)", "not a predicate of groups")
        }
    }

    /// Whether the local container is what `predicate` matches.
    func containerMatches(_ predicate: NSPredicate?) throws -> Bool {
        guard let predicate else { return true }
        switch (predicate as? ContactsPredicate)?.kind {
        case .containerIdentifiers(let identifiers): return identifiers.contains(Self.containerIdentifier)
        case .containerOfContact(let contact): return contactIndex(contact) != nil
        case .containerOfGroup(let group): return groupIndex(group) != nil
        default:
            throw CNError.make(
                .predicateInvalid, "CNContactStore.containers(matching:)", "not a predicate of containers")
        }
    }
}

extension CNContactStore {
    /// Puts `contacts` in the device's store, in order, in place of what it held, and makes
    /// `authorization` the status and the answer to requests for access, as on a device where the
    /// person already answered (Linux-only, no Contacts API). The contacts keep their identifiers
    /// (a repeated one is saved once). Posts `CNContactStoreDidChange`.
    public static func cellSnapFill(with contacts: [CNContact], authorization: CNAuthorizationStatus = .authorized) {
        ContactStoreState.current.withLock { state in
            state = ContactStoreState()
            var seen = Set<String>()
            for contact in contacts where seen.insert(contact.identifier).inserted {
                state.contacts.append((contact.identifier, contact.fields))
            }
            (state.status, state.answer) = (authorization, authorization)
        }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: nil)
    }

    /// Empties the store and forgets the answer: the status is `.notDetermined` again and
    /// requests for access are answered "denied" (Linux-only).
    public static func cellSnapReset() {
        ContactStoreState.current.withLock { $0 = ContactStoreState() }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: nil)
    }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after the store changed (a save, a test's fill), as `CNContactStoreDidChange`.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
