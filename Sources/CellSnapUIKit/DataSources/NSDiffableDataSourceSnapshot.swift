/// The identifiers of a collection or table view's sections and items, as UIKit's
/// `NSDiffableDataSourceSnapshot`. An operation UIKit refuses with an exception (an identifier
/// appended twice, a section or item that is not there) is kept as ``cellSnapInvalidOperation`` and
/// reported when the snapshot is applied, naming the call; the snapshot stays as it was.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Wi-Fi", "Bluetooth"])
/// snapshot.moveItem("Bluetooth", beforeItem: "Wi-Fi")
/// snapshot.itemIdentifiers   // ["Bluetooth", "Wi-Fi"]
/// ```
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The first operation UIKit would have refused, as its call and reason (Linux-only, no UIKit API).
    public private(set) var cellSnapInvalidOperation: CellSnapUIKitError?

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

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard checkNew(sections: identifiers, call: "appendSections(_:)") else { return }
        sections += identifiers.map { ($0, []) }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard checkNew(sections: identifiers, call: "insertSections(_:beforeSection:)"),
            let index = sectionIndex(toIdentifier, call: "insertSections(_:beforeSection:)")
        else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard checkNew(sections: identifiers, call: "insertSections(_:afterSection:)"),
            let index = sectionIndex(toIdentifier, call: "insertSections(_:afterSection:)")
        else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.section) }
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ sectionIndex($0, call: "reloadSections(_:)") != nil }) else { return }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let call = "appendItems(_:toSection:)"
        guard checkNew(items: identifiers, call: call) else { return }
        let index: Int?
        if let sectionIdentifier {
            index = sectionIndex(sectionIdentifier, call: call)
        } else if sections.isEmpty {
            invalid(call, "there are no sections to append to; append a section first")
            index = nil
        } else {
            index = sections.count - 1
        }
        guard let index else { return }
        sections[index].items += identifiers
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks items to be made again (cells are made afresh for every render here).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ itemPosition($0, call: "reloadItems(_:)") != nil }) else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items' cells to be configured again (cells are made afresh for every render here).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ itemPosition($0, call: "reconfigureItems(_:)") != nil }) else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Checks

    private mutating func invalid(_ call: String, _ reason: String) {
        if cellSnapInvalidOperation == nil {
            cellSnapInvalidOperation = CellSnapUIKitError(call: "NSDiffableDataSourceSnapshot.\(call)", reason: reason)
        }
    }

    private mutating func sectionIndex(_ identifier: SectionIdentifierType, call: String) -> Int? {
        guard let index = indexOfSection(identifier) else {
            invalid(call, "the section \(identifier) is not in the snapshot")
            return nil
        }
        return index
    }

    private mutating func itemPosition(_ identifier: ItemIdentifierType, call: String) -> (section: Int, item: Int)? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return (section, item) }
        }
        invalid(call, "the item \(identifier) is not in the snapshot")
        return nil
    }

    private mutating func checkNew(sections new: [SectionIdentifierType], call: String) -> Bool {
        if let duplicate = new.first(where: { id in indexOfSection(id) != nil || new.filter { $0 == id }.count > 1 }) {
            invalid(call, "the section \(duplicate) is already in the snapshot; section identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func checkNew(items new: [ItemIdentifierType], call: String) -> Bool {
        let existing = Set(itemIdentifiers)
        var seen: Set<ItemIdentifierType> = []
        for id in new where existing.contains(id) || !seen.insert(id).inserted {
            invalid(call, "the item \(id) is already in the snapshot; item identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, call: String
    ) {
        guard checkNew(items: identifiers, call: call), let position = itemPosition(anchor, call: call) else { return }
        sections[position.section].items.insert(contentsOf: identifiers, at: position.item + (after ? 1 : 0))
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, call: String
    ) {
        guard identifier != anchor, let from = itemPosition(identifier, call: call),
            itemPosition(anchor, call: call) != nil
        else { return }
        sections[from.section].items.remove(at: from.item)
        guard let to = itemPosition(anchor, call: call) else { return }
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, call: String
    ) {
        guard identifier != anchor, let from = sectionIndex(identifier, call: call),
            sectionIndex(anchor, call: call) != nil
        else { return }
        let moved = sections.remove(at: from)
        guard let to = sectionIndex(anchor, call: call) else { return }
        sections.insert(moved, at: to + (after ? 1 : 0))
    }
}

/// The changes of a reorder, as UIKit's `NSDiffableDataSourceTransaction`: the snapshots before
/// and after, the difference of their items, and each section's part of it.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialSection.append(before)
            var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                difference: after.difference(from: before).inferringMoves())
        }
    }
}

/// One section's part of a reorder, as UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}
