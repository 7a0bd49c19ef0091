/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// appended under parents, expanded or collapsed. The visible items are the section's rows; each
/// row's level is its cell's indentation level and an expanded parent's cell is drawn expanded.
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

    public init() {}

    /// Every item, parents before their children.
    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }

    /// The items shown: the roots, and the children of expanded items whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] { order.filter(isVisible) }

    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
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

    /// Appends `items` at the end of `parent`'s children (of the roots when `nil`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            order += items
            return
        }
        precondition(
            order.contains(parent),
            "NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent is not in the snapshot")
        var position = order.firstIndex(of: parent)! + 1
        while position < order.count, isDescendant(order[position], of: parent) { position += 1 }
        order.insert(contentsOf: items, at: position)
        for item in items { parents[item] = parent }
    }

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public mutating func deleteAll() { self = Self() }
}
