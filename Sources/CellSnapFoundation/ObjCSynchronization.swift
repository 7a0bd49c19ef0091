// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Synchronization

/// The Objective-C runtime's result of `objc_sync_enter(_:)` and `objc_sync_exit(_:)` that
/// means success.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// The result of `objc_sync_exit(_:)` for an object whose lock the thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes `object`'s lock, waiting while another thread holds it: the Objective-C runtime's
/// function behind `@synchronized`, which Swift code calls to make a critical section. The lock
/// is recursive (the thread that holds it may take it again) and belongs to the object.
///
/// ```swift
/// final class Counter {
///     private(set) var value = 0
///     func increment() {
///         objc_sync_enter(self)
///         defer { objc_sync_exit(self) }
///         value += 1
///     }
/// }
///
/// let counter = Counter()
/// counter.increment()
/// print(counter.value)   // 1
/// ```
///
/// A value type passed as `object` is a new box at every call, so it synchronises nothing, as on
/// iOS.
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

/// Gives back the lock `objc_sync_enter(_:)` took on `object`; ``OBJC_SYNC_NOT_OWNING_THREAD_ERROR``
/// when the thread holds none.
@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
    ObjectLocks.unlock(object as AnyObject) ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}

/// The locks of the objects that threads hold or wait for, each kept while it is in use.
private enum ObjectLocks {
    final class Entry: @unchecked Sendable {
        let lock = NSRecursiveLock()
        /// The enters not yet matched by an exit, on every thread.
        var users = 0
        /// The thread that holds the lock and how many times it took it.
        var owner: Thread?
        var depth = 0
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    static func lock(for object: AnyObject) -> Lock {
        let entry = entries.withLock { entries in
            let entry = entries[ObjectIdentifier(object)] ?? Entry()
            entries[ObjectIdentifier(object)] = entry
            entry.users += 1
            return entry
        }
        return Lock(entry: entry)
    }

    static func unlock(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        guard let entry = entries.withLock({ $0[id] }), entry.owner == Thread.current else { return false }
        entry.depth -= 1
        if entry.depth == 0 { entry.owner = nil }
        entry.lock.unlock()
        entries.withLock { entries in
            entry.users -= 1
            if entry.users == 0 { entries[id] = nil }
        }
        return true
    }

    struct Lock {
        let entry: Entry

        func lock() {
            entry.lock.lock()
            entry.owner = Thread.current
            entry.depth += 1
        }
    }
}
