// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// (the SDK's C names, kept as apps call them)
import Foundation

/// The lock behind `os_unfair_lock` and ``OSAllocatedUnfairLock``: a mutex that knows its owner,
/// so that the ownership assertions can be checked.
final class OwnedMutex: @unchecked Sendable {
    private let mutex = NSLock()
    private var owner: Thread?

    func lock() {
        mutex.lock()
        owner = Thread.current
    }

    func tryLock() -> Bool {
        guard mutex.try() else { return false }
        owner = Thread.current
        return true
    }

    func unlock() {
        owner = nil
        mutex.unlock()
    }

    var isOwnedByCurrentThread: Bool { owner === Thread.current }
}

/// A lock as C code declares it: `var lock = os_unfair_lock()`, then `os_unfair_lock_lock(&lock)`.
public struct os_unfair_lock: @unchecked Sendable {
    let mutex = OwnedMutex()
    public init() {}
}

public typealias os_unfair_lock_s = os_unfair_lock
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { lock.pointee.mutex.lock() }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { lock.pointee.mutex.unlock() }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { lock.pointee.mutex.tryLock() }
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    precondition(lock.pointee.mutex.isOwnedByCurrentThread, "os_unfair_lock is not owned by the current thread")
}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    precondition(!lock.pointee.mutex.isOwnedByCurrentThread, "os_unfair_lock is owned by the current thread")
}

/// A lock that guards a value.
///
/// ```swift
/// import os
///
/// let hits = OSAllocatedUnfairLock(initialState: 0)
/// func countHit() -> Int { hits.withLock { $0 += 1; return $0 } }
/// ```
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Who must hold the lock, for ``precondition(_:)``.
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    private final class Storage: @unchecked Sendable {
        let mutex = OwnedMutex()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.mutex.lock()
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.mutex.tryLock() else { return nil }
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    public func lock() { storage.mutex.lock() }
    public func unlock() { storage.mutex.unlock() }
    public func lockIfAvailable() -> Bool { storage.mutex.tryLock() }

    public func precondition(_ condition: Ownership) {
        let owned = storage.mutex.isOwnedByCurrentThread
        Swift.precondition(condition == .owner ? owned : !owned, "OSAllocatedUnfairLock ownership is not \(condition)")
    }
}

extension OSAllocatedUnfairLock where State: Sendable {
    public init(initialState: State) { self.init(uncheckedState: initialState) }

    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }
}

extension OSAllocatedUnfairLock where State == () {
    public init() { self.init(uncheckedState: ()) }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout ()) in try body() }
    }

    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout ()) in try body() }
    }
}
