import Foundation

/// A sort key of a managed object, so that `NSSortDescriptor(key:ascending:)` (which
/// swift-corelibs-foundation leaves unavailable, having no key-value coding) orders managed objects
/// through a Swift key path (Linux-only, no Core Data API).
public struct ManagedSortValue: Comparable {
    let value: Any?
    public static func < (lhs: ManagedSortValue, rhs: ManagedSortValue) -> Bool {
        AttributeValues.compare(lhs.value, rhs.value) == .orderedAscending
    }
    public static func == (lhs: ManagedSortValue, rhs: ManagedSortValue) -> Bool {
        AttributeValues.compare(lhs.value, rhs.value) == .orderedSame
    }
}

extension NSManagedObject {
    /// The value at `key` for a sort descriptor (Linux-only, no Core Data API).
    public subscript(cellSnapSortKey key: String) -> ManagedSortValue {
        ManagedSortValue(value: value(forKeyPath: key))
    }
}

extension NSSortDescriptor {
    /// A sort descriptor ordering managed objects by the value at the key path `key`, as
    /// Foundation's on Apple platforms. It shadows swift-corelibs-foundation's unavailable one
    /// in files that import CoreData.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.[cellSnapSortKey: key ?? ""], ascending: ascending)
    }
}

/// Orders managed objects by sort descriptors: CellSnap's key-based ones and Swift key path ones.
enum SortDescriptors {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let keyed = objects.map { object in (object, descriptors.map { value(of: object, $0) }) }
        return keyed.enumerated().sorted { lhs, rhs in
            for (index, descriptor) in descriptors.enumerated() {
                let order = AttributeValues.compare(lhs.element.1[index], rhs.element.1[index]) ?? .orderedSame
                if order == .orderedSame { continue }
                return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending
            }
            return lhs.offset < rhs.offset
        }.map(\.element.0)
    }

    /// The value a descriptor orders `object` by.
    static func value(of object: NSManagedObject, _ descriptor: NSSortDescriptor) -> Any? {
        let result = object[keyPath: descriptor.keyPath]
        if let sortValue = result as? ManagedSortValue { return sortValue.value }
        return result
    }
}
