/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// appended under parents, expanded or collapsed. The visible items are the section's rows; each
/// row's level is its cell's indentation level and an expanded parent's cell is drawn expanded. An
/// operation UIKit refuses with an exception is kept as ``cellSnapInvalidOperation`` and reported
/// when the snapshot is applied.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// outline.visibleItems   // ["Fruit", "Apple", "Pear"]
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var order: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// The first operation UIKit would have refused (Linux-only, no UIKit API).
    public private(set) var cellSnapInvalidOperation: CellSnapUIKitError?

    public init() {}

    /// Every item, parents before their children.
    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }

    /// The items shown: the roots, and the children of expanded items whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] { order.filter(isVisible) }

    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return order.contains(item)
    }

    /// The subtree of `parent` as a snapshot of its own (with `parent` as its root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let members = order.filter { $0 == parent || isDescendant($0, of: parent) }
        for item in members where includingParent || item != parent {
            result.order.append(item)
            if let itemParent = parents[item], includingParent || itemParent != parent {
                result.parents[item] = itemParent
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// Appends `items` at the end of `parent`'s children (of the roots when `nil`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard checkNew(items, call: "append(_:to:)") else { return }
        guard let parent else {
            order += items
            return
        }
        guard let parentIndex = order.firstIndex(of: parent) else {
            invalid("append(_:to:)", "the parent \(parent) is not in the snapshot")
            return
        }
        order.insert(contentsOf: items, at: endOfSubtree(at: parentIndex))
        for item in items { parents[item] = parent }
    }

    /// Appends another section snapshot's tree under `parent` (at the root when `nil`).
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        append(snapshot.rootItems, to: parent)
        for item in snapshot.order where snapshot.parents[item] != nil {
            append([item], to: snapshot.parents[item])
        }
        expanded.formUnion(snapshot.expanded)
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false, call: "insert(_:before:)")
    }

    /// Inserts `items` after `item` (after its subtree), as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true, call: "insert(_:after:)")
    }

    /// Deletes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let removed = Set(
            order.filter { candidate in items.contains { candidate == $0 || isDescendant(candidate, of: $0) } })
        order.removeAll { removed.contains($0) }
        for item in removed {
            parents[item] = nil
            expanded.remove(item)
        }
    }

    /// Replaces the children of `parent` with `snapshot`'s tree.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        delete(order.filter { parents[$0] == parent })
        append(snapshot, to: parent)
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public mutating func deleteAll() { self = Self() }

    /// The tree as text, one item a line, indented by level: `+` expanded, `-` collapsed parents.
    public func visualDescription() -> String {
        order.map { item in
            let hasChildren = order.contains { parents[$0] == item }
            let mark = hasChildren ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Checks

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// The index after the last descendant of the item at `index`.
    private func endOfSubtree(at index: Int) -> Int {
        var position = index + 1
        while position < order.count, isDescendant(order[position], of: order[index]) { position += 1 }
        return position
    }

    private mutating func invalid(_ call: String, _ reason: String) {
        if cellSnapInvalidOperation == nil {
            cellSnapInvalidOperation = CellSnapUIKitError(
                call: "NSDiffableDataSourceSectionSnapshot.\(call)", reason: reason)
        }
    }

    private mutating func checkNew(_ items: [ItemIdentifierType], call: String) -> Bool {
        var seen = Set(order)
        for item in items where !seen.insert(item).inserted {
            invalid(call, "the item \(item) is already in the snapshot; item identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func insert(
        _ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, call: String
    ) {
        guard checkNew(items, call: call) else { return }
        guard let index = order.firstIndex(of: anchor) else {
            invalid(call, "the item \(anchor) is not in the snapshot")
            return
        }
        order.insert(contentsOf: items, at: after ? endOfSubtree(at: index) : index)
        if let parent = parents[anchor] { for item in items { parents[item] = parent } }
    }
}
