// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's raw
/// values (apps convert from them: `objc_AssociationPolicy(rawValue: 769)`).
///
/// The atomic and non-atomic forms hold a value alike here: every association is made under one
/// lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// The value is not retained: CellSnap holds an object weakly (it reads as `nil` once it
    /// ends, where Objective-C would leave a dangling pointer) and any other value as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// The value is retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy of the value is retained (`copy()` of an `NSCopying` object; any other value is
    /// held as it is, as Swift copies it).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// The value is retained.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy of the value is retained.
    case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` under `key`, or `nil`: the Objective-C runtime's function,
/// with which extensions give an object stored properties.
///
/// ```swift
/// extension UIView {
///     private static var noteKey: UInt8 = 0
///
///     var note: String? {
///         get { objc_getAssociatedObject(self, &Self.noteKey) as? String }
///         set { objc_setAssociatedObject(self, &Self.noteKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
///     }
/// }
///
/// let view = UIView()
/// view.note = "new"
/// print(view.note ?? "none")   // new
/// ```
///
/// An association belongs to the object, not to its class: a value type passed as `object` is a
/// new box at every call, and has none, as on iOS. Linux has no Objective-C runtime to tell
/// CellSnap when an object ends: its values are released when a later association finds it
/// gone, not at its end.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, key: key)
}

/// Associates `value` with `object` under `key`, held as `policy` says; `nil` removes the
/// association (see `objc_getAssociatedObject(_:_:)`).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, key: key, policy: policy)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}

/// The associations of every object, by the object's identity; an entry holds its object weakly,
/// so an identity that a new object reuses is not taken for the old one's.
private final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakReference)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let reference): reference.object
            }
        }
    }

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries above which the next association first drops the entries of ended objects.
    private var sweepThreshold = 64

    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock { liveEntry(of: object)?.values[key]?.value }
    }

    func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.withLock {
            sweepIfNeeded()
            var entry = liveEntry(of: object) ?? Entry(owner: object)
            entry.values[key] = value.map { Self.held($0, policy: policy) }
            entries[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
        }
    }

    func removeAll(of object: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(object)] = nil }
    }

    /// The entry of `object`, or `nil` (after dropping an entry of an ended object at its identity).
    private func liveEntry(of object: AnyObject) -> Entry? {
        let identity = ObjectIdentifier(object)
        guard let entry = entries[identity] else { return nil }
        guard entry.owner === object else {
            entries[identity] = nil
            return nil
        }
        return entry
    }

    private func sweepIfNeeded() {
        guard entries.count > sweepThreshold else { return }
        entries = entries.filter { $0.value.owner != nil }
        sweepThreshold = max(64, entries.count * 2)
    }

    private static func held(_ value: Any, policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            guard type(of: value) is AnyClass else { return .strong(value) }
            return .weak(WeakReference(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}
