import Foundation

/// Changes to the store, made together by `CNContactStore.execute(_:)`, as Contacts' `CNSaveRequest`.
open class CNSaveRequest: NSObject, @unchecked Sendable {
    private enum Change {
        case addContact(CNMutableContact), updateContact(CNMutableContact), deleteContact(CNMutableContact)
        case addGroup(CNMutableGroup), updateGroup(CNMutableGroup), deleteGroup(CNMutableGroup)
        case addMember(CNContact, CNGroup), removeMember(CNContact, CNGroup)
    }

    private var changes: [Change] = []
    /// The name the change history gives the app's changes (CellSnap keeps no history).
    open var transactionAuthor: String?

    public override init() { super.init() }

    /// Adds `contact` to the container of `identifier` (the default container for `nil`).
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
        changes.append(.addContact(contact))
    }
    open func update(_ contact: CNMutableContact) { changes.append(.updateContact(contact)) }
    open func delete(_ contact: CNMutableContact) { changes.append(.deleteContact(contact)) }
    /// Adds `group` to the container of `identifier` (the default container for `nil`).
    open func add(_ group: CNMutableGroup, toContainerWithIdentifier identifier: String?) {
        changes.append(.addGroup(group))
    }
    open func update(_ group: CNMutableGroup) { changes.append(.updateGroup(group)) }
    open func delete(_ group: CNMutableGroup) { changes.append(.deleteGroup(group)) }
    open func addMember(_ contact: CNContact, to group: CNGroup) { changes.append(.addMember(contact, group)) }
    open func removeMember(_ contact: CNContact, from group: CNGroup) {
        changes.append(.removeMember(contact, group))
    }

    /// Makes the changes in `state`, in order; throws at the first that cannot be made.
    func apply(to state: inout ContactStoreState) throws {
        let call = "CNContactStore.execute(_:)"
        func missing(_ what: String, _ identifier: String) -> CNError {
            CNError.make(.recordDoesNotExist, call, "no \(what) has the identifier \(identifier)")
        }
        for change in changes {
            switch change {
            case .addContact(let contact):
                guard state.contactIndex(contact.identifier) == nil else {
                    throw CNError.make(.insertedRecordAlreadyExists, call, "\(contact.identifier) is already saved")
                }
                state.contacts.append((contact.identifier, contact.fields))
            case .updateContact(let contact):
                guard let index = state.contactIndex(contact.identifier) else {
                    throw missing("contact", contact.identifier)
                }
                state.contacts[index].fields = merged(contact, into: state.contacts[index].fields)
            case .deleteContact(let contact):
                guard let index = state.contactIndex(contact.identifier) else {
                    throw missing("contact", contact.identifier)
                }
                state.contacts.remove(at: index)
                for group in state.members.keys { state.members[group]?.removeAll { $0 == contact.identifier } }
            default: try applyGroupChange(change, to: &state, missing: missing)
            }
        }
    }

    private func applyGroupChange(
        _ change: Change, to state: inout ContactStoreState, missing: (String, String) -> CNError
    ) throws {
        switch change {
        case .addGroup(let group):
            guard state.groupIndex(group.identifier) == nil else {
                throw CNError.make(.insertedRecordAlreadyExists, "CNContactStore.execute(_:)", group.identifier)
            }
            state.groups.append((group.identifier, group.name))
        case .updateGroup(let group):
            guard let index = state.groupIndex(group.identifier) else { throw missing("group", group.identifier) }
            state.groups[index].name = group.name
        case .deleteGroup(let group):
            guard let index = state.groupIndex(group.identifier) else { throw missing("group", group.identifier) }
            state.groups.remove(at: index)
            state.members[group.identifier] = nil
        case .addMember(let contact, let group):
            guard state.groupIndex(group.identifier) != nil else { throw missing("group", group.identifier) }
            guard state.contactIndex(contact.identifier) != nil else { throw missing("contact", contact.identifier) }
            if !(state.members[group.identifier] ?? []).contains(contact.identifier) {
                state.members[group.identifier, default: []].append(contact.identifier)
            }
        case .removeMember(let contact, let group):
            guard state.groupIndex(group.identifier) != nil else { throw missing("group", group.identifier) }
            state.members[group.identifier]?.removeAll { $0 == contact.identifier }
        default: break
        }
    }

    /// `contact`'s values over `stored`: the keys `contact` holds replace the stored ones (a
    /// contact fetched with some keys updates only those).
    private func merged(_ contact: CNMutableContact, into stored: ContactFields) -> ContactFields {
        contact.fields.keeping(contact.availableKeys, over: stored)
    }
}
