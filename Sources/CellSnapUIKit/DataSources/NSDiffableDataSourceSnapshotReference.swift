import Foundation

/// A diffable data source snapshot as a class of untyped identifiers, as UIKit's
/// `NSDiffableDataSourceSnapshotReference` (Core Data's fetched results controller hands one to
/// its delegate). Identifiers are `Hashable` values (every `NSObject` is); one that is not is
/// refused like an unknown identifier. On iOS `reference as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`
/// converts it (Objective-C bridging); on Linux, `NSDiffableDataSourceSnapshot(reference)` does.
///
/// ```swift
/// let reference = NSDiffableDataSourceSnapshotReference()
/// reference.appendSections(withIdentifiers: ["Fruit"])
/// reference.appendItems(withIdentifiers: ["Apple", "Pear"])
/// let snapshot = NSDiffableDataSourceSnapshot<String, String>(reference)
/// snapshot.itemIdentifiers   // ["Apple", "Pear"]
/// ```
open class NSDiffableDataSourceSnapshotReference: NSObject, NSCopying {
    /// The identifiers as a typed snapshot.
    private(set) var snapshot = NSDiffableDataSourceSnapshot<Identifier, Identifier>()

    /// An identifier the reference holds.
    struct Identifier: Hashable, @unchecked Sendable {
        let base: AnyHashable
    }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSDiffableDataSourceSnapshotReference()
        copy.snapshot = snapshot
        return copy
    }

    open var numberOfItems: Int { snapshot.numberOfItems }
    open var numberOfSections: Int { snapshot.numberOfSections }
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map(\.base) }
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map(\.base) }
    open var reloadedSectionIdentifiers: [Any] { snapshot.reloadedSectionIdentifiers.map(\.base) }
    open var reloadedItemIdentifiers: [Any] { snapshot.reloadedItemIdentifiers.map(\.base) }
    open var reconfiguredItemIdentifiers: [Any] { snapshot.reconfiguredItemIdentifiers.map(\.base) }

    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        hashable(sectionIdentifier).map { snapshot.numberOfItems(inSection: $0) } ?? 0
    }
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        hashable(sectionIdentifier).map { snapshot.itemIdentifiers(inSection: $0).map(\.base) } ?? []
    }
    open func sectionIdentifierForSectionContainingItem(withIdentifier itemIdentifier: Any) -> Any? {
        hashable(itemIdentifier).flatMap { snapshot.sectionIdentifier(containingItem: $0)?.base }
    }
    /// The index of the item, or `NSNotFound`.
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        hashable(itemIdentifier).flatMap { snapshot.indexOfItem($0) } ?? NSNotFound
    }
    /// The index of the section, or `NSNotFound`.
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        hashable(sectionIdentifier).flatMap { snapshot.indexOfSection($0) } ?? NSNotFound
    }

    open func appendItems(withIdentifiers identifiers: [Any]) { snapshot.appendItems(identifiers.compactMap(hashable)) }
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        snapshot.appendItems(identifiers.compactMap(hashable), toSection: hashable(sectionIdentifier))
    }
    open func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any) {
        guard let item = hashable(itemIdentifier) else { return }
        snapshot.insertItems(identifiers.compactMap(hashable), beforeItem: item)
    }
    open func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any) {
        guard let item = hashable(itemIdentifier) else { return }
        snapshot.insertItems(identifiers.compactMap(hashable), afterItem: item)
    }
    open func deleteItems(withIdentifiers identifiers: [Any]) { snapshot.deleteItems(identifiers.compactMap(hashable)) }
    open func deleteAllItems() { snapshot.deleteAllItems() }
    open func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any) {
        guard let from = hashable(fromIdentifier), let to = hashable(toIdentifier) else { return }
        snapshot.moveItem(from, beforeItem: to)
    }
    open func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any) {
        guard let from = hashable(fromIdentifier), let to = hashable(toIdentifier) else { return }
        snapshot.moveItem(from, afterItem: to)
    }
    open func reloadItems(withIdentifiers identifiers: [Any]) { snapshot.reloadItems(identifiers.compactMap(hashable)) }
    open func reconfigureItems(withIdentifiers identifiers: [Any]) {
        snapshot.reconfigureItems(identifiers.compactMap(hashable))
    }

    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        snapshot.appendSections(sectionIdentifiers.compactMap(hashable))
    }
    open func insertSections(
        withIdentifiers sectionIdentifiers: [Any], beforeSectionWithIdentifier toSectionIdentifier: Any
    ) {
        guard let to = hashable(toSectionIdentifier) else { return }
        snapshot.insertSections(sectionIdentifiers.compactMap(hashable), beforeSection: to)
    }
    open func insertSections(
        withIdentifiers sectionIdentifiers: [Any], afterSectionWithIdentifier toSectionIdentifier: Any
    ) {
        guard let to = hashable(toSectionIdentifier) else { return }
        snapshot.insertSections(sectionIdentifiers.compactMap(hashable), afterSection: to)
    }
    open func deleteSections(withIdentifiers sectionIdentifiers: [Any]) {
        snapshot.deleteSections(sectionIdentifiers.compactMap(hashable))
    }
    open func moveSection(
        withIdentifier fromSectionIdentifier: Any, beforeSectionWithIdentifier toSectionIdentifier: Any
    ) {
        guard let from = hashable(fromSectionIdentifier), let to = hashable(toSectionIdentifier) else { return }
        snapshot.moveSection(from, beforeSection: to)
    }
    open func moveSection(
        withIdentifier fromSectionIdentifier: Any, afterSectionWithIdentifier toSectionIdentifier: Any
    ) {
        guard let from = hashable(fromSectionIdentifier), let to = hashable(toSectionIdentifier) else { return }
        snapshot.moveSection(from, afterSection: to)
    }
    open func reloadSections(withIdentifiers sectionIdentifiers: [Any]) {
        snapshot.reloadSections(sectionIdentifiers.compactMap(hashable))
    }

    /// `identifier` as `AnyHashable`; one that is not hashable becomes a fresh identifier that no
    /// snapshot holds, so that the call is refused as for an unknown one.
    private func hashable(_ identifier: Any) -> Identifier? {
        Identifier(base: identifier as? AnyHashable ?? AnyHashable(Unhashable()))
    }

    private struct Unhashable: Hashable, Sendable {
        let id = UUID()
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot `reference` holds, typed (Linux-only: iOS converts with `as`). Identifiers of
    /// other types are left out.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) {
        self.init()
        for section in reference.snapshot.sectionIdentifiers {
            guard let typed = section.base as? SectionIdentifierType else { continue }
            appendSections([typed])
            appendItems(
                reference.snapshot.itemIdentifiers(inSection: section).compactMap { $0.base as? ItemIdentifierType },
                toSection: typed)
        }
    }
}
