import Foundation

extension NSPersistentStore {
    /// A store's type, as Core Data's typed names for the string constants (iOS 15).
    ///
    /// ```swift
    /// let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
    /// let store = try? coordinator.addPersistentStore(type: .inMemory, at: URL(fileURLWithPath: "/dev/null"))
    /// ```
    public struct StoreType: RawRepresentable, Hashable, Sendable {
        /// The type's name (`NSSQLiteStoreType`'s value for ``sqlite``).
        public let rawValue: String

        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An SQLite file (kept in memory here, as every store).
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        /// A binary file (kept in memory here, as every store).
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
        /// A store in memory.
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    }
}

extension NSPersistentStoreCoordinator {
    /// Adds a store of `type`, as ``addPersistentStore(ofType:configurationName:at:options:)`` does.
    @discardableResult
    public func addPersistentStore(
        type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Destroys the store at `url`, as ``destroyPersistentStore(at:ofType:options:)`` does.
    public func destroyPersistentStore(
        at url: URL, type storeType: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
    ) throws {
        try destroyPersistentStore(at: url, ofType: storeType.rawValue, options: options)
    }

    /// Moves `store` to `storeURL`, as ``migratePersistentStore(_:to:options:withType:)`` does.
    @discardableResult
    public func migratePersistentStore(
        _ store: NSPersistentStore, to storeURL: URL, options: [AnyHashable: Any]? = nil,
        type storeType: NSPersistentStore.StoreType
    ) throws -> NSPersistentStore {
        try migratePersistentStore(store, to: storeURL, options: options, withType: storeType.rawValue)
    }

    /// Replaces the store at `destinationURL` with the one at `sourceURL`, as
    /// ``replacePersistentStore(at:destinationOptions:withPersistentStoreFrom:sourceOptions:ofType:)`` does.
    public func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
        type sourceType: NSPersistentStore.StoreType
    ) throws {
        try replacePersistentStore(
            at: destinationURL, destinationOptions: destinationOptions, withPersistentStoreFrom: sourceURL,
            sourceOptions: sourceOptions, ofType: sourceType.rawValue)
    }
}
