/// The identifiers of a collection view's sections and items, as UIKit's `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.section == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.section
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.section == identifier }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// Appends items to `section`, or to the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard
            let index = sectionIdentifier.map({ id in sections.firstIndex { $0.section == id } })
                ?? (sections.isEmpty ? nil : sections.count - 1)
        else {
            preconditionFailure("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): no such section")
        }
        sections[index].items += identifiers
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: beforeIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position)
            }
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: afterIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position + 1)
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.section) }
    }
    /// Nothing to do in a snapshot: cells are made afresh every render.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    /// Nothing to do in a snapshot: cells are made afresh every render.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}
