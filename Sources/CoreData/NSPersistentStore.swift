// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Data's names, as the SDK spells them.
import Foundation

/// A store, as Core Data's `NSPersistentStore`: here always in memory, whatever its type.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store's URL, as given (nothing is written there).
    open var url: URL?
    /// The store's type as given (`NSSQLiteStoreType`, `NSInMemoryStoreType`, ...).
    open var type: String = NSInMemoryStoreType
    /// The store's identifier, in its objects' URIs.
    open var identifier: String!
    /// The configuration the store holds.
    open private(set) var configurationName: String = "PF_DEFAULT_CONFIGURATION_NAME"
    /// The options the store was added with.
    open private(set) var options: [AnyHashable: Any]?
    /// Whether the store refuses saves.
    open var isReadOnly: Bool = false
    /// The store's metadata.
    open var metadata: [String: Any]! = [:]
    /// The coordinator the store belongs to.
    open private(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    private static let counter = Counter()

    /// Makes a store for `root` at `url`.
    public init(
        persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL,
        options: [AnyHashable: Any]? = nil
    ) {
        persistentStoreCoordinator = root
        configurationName = name ?? "PF_DEFAULT_CONFIGURATION_NAME"
        self.url = url
        self.options = options
        // A store's identifier is a UUID on iOS; here a counter, so that URIs are the same every run.
        identifier = "CELLSNAP-STORE-\(Self.counter.next())"
        super.init()
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}

/// How a container adds a store, as Core Data's `NSPersistentStoreDescription`. The in-memory
/// idiom of iOS tests (`url = URL(fileURLWithPath: "/dev/null")`, or `type = NSInMemoryStoreType`)
/// works as on iOS; every other store is in memory too.
open class NSPersistentStoreDescription: NSObject, NSCopying {
    /// The store's URL (nothing is written there).
    open var url: URL?
    /// The store's type (`NSSQLiteStoreType` by default).
    open var type: String = NSSQLiteStoreType
    /// The configuration of the model the store holds.
    open var configuration: String?
    /// Whether the store is read-only.
    open var isReadOnly: Bool = false
    /// Whether the container adds the store off the calling thread (accepted: stores are added
    /// at once, so the handler has run when `loadPersistentStores` returns).
    open var shouldAddStoreAsynchronously: Bool = false
    /// Whether the store migrates (accepted; nothing migrates in memory).
    open var shouldMigrateStoreAutomatically: Bool = true
    /// Whether the mapping model is inferred (accepted; nothing migrates in memory).
    open var shouldInferMappingModelAutomatically: Bool = true
    /// The store's options by key.
    open private(set) var options: [String: NSObject] = [:]
    /// A timeout for opening the store (accepted; opening is immediate).
    open var timeout: TimeInterval = 240
    /// SQLite's pragmas (accepted; there is no SQLite here).
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// The CloudKit container and database the store mirrors to, set by an
    /// `NSPersistentCloudKitContainer` for its first store (nil: the store is local).
    ///
    /// No visible effect: the device is signed in to no iCloud account, so no store is mirrored
    /// (see ``NSPersistentCloudKitContainer``); the options are kept for the app to read back.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// A description of a SQLite store at no URL yet.
    public override init() { super.init() }

    /// A description of a store at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// Sets the option `key`: ``NSPersistentHistoryTrackingKey`` records the store's persistent
    /// history, ``NSPersistentStoreRemoteChangeNotificationPostOptionKey`` posts the remote change
    /// notification after each save; the other options are kept with no effect.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    /// Sets a SQLite pragma (kept, no effect).
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.url = url
        copy.type = type
        copy.configuration = configuration
        copy.isReadOnly = isReadOnly
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.options = options
        copy.sqlitePragmas = sqlitePragmas
        copy.cloudKitContainerOptions = cloudKitContainerOptions
        return copy
    }
}

/// The option that turns persistent history tracking on (`true as NSNumber`): the store records
/// each save as an `NSPersistentHistoryTransaction`.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts `NSPersistentStoreRemoteChange` after each save to the store.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option that migrates stores automatically (kept, no effect).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option that infers mapping models (kept, no effect).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
