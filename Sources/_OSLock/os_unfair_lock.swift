// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// A lock, as `os`'s `os_unfair_lock`: a value the `os_unfair_lock_...` functions take the address
/// of. On Linux each lock's address is given a mutex of its own, kept for the process (a few bytes
/// a lock), with its owner, so the assertions check what they check on iOS.
public struct os_unfair_lock: Sendable {
    public var _os_unfair_lock_opaque: UInt32
    public init() { _os_unfair_lock_opaque = 0 }
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// A pointer to a lock, as `os_unfair_lock_t`.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// The mutex and owner of each lock address.
private final class UnfairLocks: @unchecked Sendable {
    final class Entry: @unchecked Sendable {
        let mutex = NSLock()
        var owner: Thread?
    }

    static let shared = UnfairLocks()
    private let table = NSLock()
    private var entries: [UnsafeMutableRawPointer: Entry] = [:]

    func entry(_ lock: os_unfair_lock_t) -> Entry {
        table.withLock {
            if let entry = entries[UnsafeMutableRawPointer(lock)] { return entry }
            let entry = Entry()
            entries[UnsafeMutableRawPointer(lock)] = entry
            return entry
        }
    }
}

/// Takes the lock, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let entry = UnfairLocks.shared.entry(lock)
    entry.mutex.lock()
    entry.owner = Thread.current
}

/// Takes the lock if no thread holds it; whether it was taken.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    let entry = UnfairLocks.shared.entry(lock)
    guard entry.mutex.try() else { return false }
    entry.owner = Thread.current
    return true
}

/// Gives the lock back.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let entry = UnfairLocks.shared.entry(lock)
    entry.owner = nil
    entry.mutex.unlock()
}

/// Stops the process when the calling thread does not hold the lock, as on iOS.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    precondition(UnfairLocks.shared.entry(lock).owner === Thread.current, "os_unfair_lock is not owned by this thread")
}

/// Stops the process when the calling thread holds the lock, as on iOS.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    precondition(UnfairLocks.shared.entry(lock).owner !== Thread.current, "os_unfair_lock is owned by this thread")
}
