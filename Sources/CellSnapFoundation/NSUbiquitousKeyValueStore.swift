import Foundation

/// iCloud's key-value store of small preferences, as Foundation's `NSUbiquitousKeyValueStore` on
/// Apple's platforms (Foundation on Linux has none).
///
/// Linux has no iCloud, so the store is kept in this process only: what an app sets is read back
/// until it is removed or the process ends, ``synchronize()`` has no account to talk to, and
/// ``didChangeExternallyNotification`` is never posted by CellSnap (no other device changes the
/// store); a test may post it itself, with the user-info keys and reasons declared here.
///
/// ```swift
/// let store = NSUbiquitousKeyValueStore.default
/// store.set(Int64(3), forKey: "launches")
/// store.longLong(forKey: "launches")    // 3
/// store.string(forKey: "launches")      // nil: the value is a number
/// store.removeObject(forKey: "launches")
/// ```
///
/// The typed getters read as Apple documents them: `nil` (or `0`, `false`) when the key is absent
/// or holds a value of another type; `longLong(forKey:)`, `double(forKey:)` and `bool(forKey:)`
/// convert any number. Setting `nil` removes the key. Apple's store accepts only property-list
/// values (numbers, strings, dates, data, arrays and dictionaries of them); this one keeps what it
/// is given, since it never writes them to iCloud.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The app's store, as `NSUbiquitousKeyValueStore.default`: one per process.
    open class var `default`: NSUbiquitousKeyValueStore { sharedStore }
    private static let sharedStore = NSUbiquitousKeyValueStore()

    /// Posted, on Apple's platforms, when iCloud changed the store from another device.
    ///
    /// No visible effect: CellSnap never posts it (there is no iCloud on Linux); its user info,
    /// when a test posts it, holds ``NSUbiquitousKeyValueStoreChangeReasonKey`` and
    /// ``NSUbiquitousKeyValueStoreChangedKeysKey``.
    public static let didChangeExternallyNotification = NSNotification.Name(
        "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    /// The value stored for a key, or `nil`.
    open func object(forKey aKey: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[aKey]
    }

    /// Stores a value for a key; `nil` removes the key.
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.lock()
        defer { lock.unlock() }
        values[aKey] = anObject
    }

    /// Removes the value stored for a key.
    open func removeObject(forKey aKey: String) { set(nil as Any?, forKey: aKey) }

    /// The string stored for a key, or `nil` when there is none or the value is not a string.
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }

    /// The array stored for a key, or `nil` when there is none or the value is not an array.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }

    /// The dictionary stored for a key, or `nil` when there is none or the value is not one.
    open func dictionary(forKey aKey: String) -> [String: Any]? {
        object(forKey: aKey) as? [String: Any]
    }

    /// The data stored for a key, or `nil` when there is none or the value is not data.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }

    /// The number stored for a key as a 64-bit integer, or `0`.
    open func longLong(forKey aKey: String) -> Int64 { number(forKey: aKey)?.int64Value ?? 0 }

    /// The number stored for a key as a double, or `0`.
    open func double(forKey aKey: String) -> Double { number(forKey: aKey)?.doubleValue ?? 0 }

    /// The number stored for a key as a Boolean (any nonzero number is `true`), or `false`.
    open func bool(forKey aKey: String) -> Bool { number(forKey: aKey)?.boolValue ?? false }

    /// Stores a string for a key; `nil` removes the key.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }

    /// Stores data for a key; `nil` removes the key.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }

    /// Stores an array for a key; `nil` removes the key.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }

    /// Stores a dictionary for a key; `nil` removes the key.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
        set(aDictionary as Any?, forKey: aKey)
    }

    /// Stores a 64-bit integer for a key.
    open func set(_ value: Int64, forKey aKey: String) { set(NSNumber(value: value) as Any?, forKey: aKey) }

    /// Stores a double for a key.
    open func set(_ value: Double, forKey aKey: String) { set(NSNumber(value: value) as Any?, forKey: aKey) }

    /// Stores a Boolean for a key.
    open func set(_ value: Bool, forKey aKey: String) { set(NSNumber(value: value) as Any?, forKey: aKey) }

    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    /// Writes the store's changes to disk and asks iCloud for newer values, on Apple's platforms.
    ///
    /// No visible effect: the store lives in this process and has no account, so there is nothing
    /// to exchange; returns `true`, as Apple's does when nothing went wrong.
    @discardableResult
    open func synchronize() -> Bool { true }

    private func number(forKey aKey: String) -> NSNumber? {
        switch object(forKey: aKey) {
        case let number as NSNumber: return number
        case let value as Int: return NSNumber(value: value)
        case let value as Int64: return NSNumber(value: value)
        case let value as Double: return NSNumber(value: value)
        case let value as Bool: return NSNumber(value: value)
        default: return nil
        }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user-info key of ``NSUbiquitousKeyValueStore/didChangeExternallyNotification`` whose value
/// says why the store changed (an `NSNumber` of one of the change reasons).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user-info key of ``NSUbiquitousKeyValueStore/didChangeExternallyNotification`` whose value
/// is the array of keys that changed.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: another device changed a value.
public var NSUbiquitousKeyValueStoreServerChange: Int { 0 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: the first download from iCloud of the store's values.
public var NSUbiquitousKeyValueStoreInitialSyncChange: Int { 1 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: the app's store went over its quota.
public var NSUbiquitousKeyValueStoreQuotaViolationChange: Int { 2 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: the device's iCloud account changed.
public var NSUbiquitousKeyValueStoreAccountChange: Int { 3 }
