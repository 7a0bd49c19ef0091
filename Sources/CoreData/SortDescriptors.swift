import CellSnapFoundation
import Foundation

/// Orders managed objects by sort descriptors: key-based ones and Swift key path ones.
enum SortDescriptors {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let keyed = objects.map { object in (object, descriptors.map { value(of: object, $0) }) }
        return keyed.enumerated().sorted { lhs, rhs in
            for (index, descriptor) in descriptors.enumerated() {
                let order = Self.order(lhs.element.1[index], rhs.element.1[index])
                if order == .orderedSame { continue }
                return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending
            }
            return lhs.offset < rhs.offset
        }.map(\.element.0)
    }

    /// Two values in order: as their descriptor's selector orders strings, else as attributes.
    static func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        if let lhs = lhs as? KeyedSortValue, let rhs = rhs as? KeyedSortValue { return lhs.order(to: rhs) }
        return AttributeValues.compare(lhs, rhs) ?? .orderedSame
    }

    /// The value a descriptor orders `object` by.
    static func value(of object: NSManagedObject, _ descriptor: NSSortDescriptor) -> Any? {
        descriptor.cellSnapSortValue(of: object)
    }
}
