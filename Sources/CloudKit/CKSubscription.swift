import Foundation

/// A standing request for push notifications when records change, as CloudKit's `CKSubscription`:
/// made as one of its subclasses (``CKQuerySubscription``, ``CKRecordZoneSubscription``,
/// ``CKDatabaseSubscription``) and saved with ``CKModifySubscriptionsOperation`` or
/// `CKDatabase.save(_:completionHandler:)`, which finish with `CKError.notAuthenticated` here
/// (see ``CKContainer``): no subscription is ever saved, so no notification ever arrives.
open class CKSubscription: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// A subscription's identifier, as `CKSubscription.ID`.
    public typealias ID = String

    /// What a subscription watches, as `CKSubscription.SubscriptionType` (their raw values).
    public enum SubscriptionType: Int, Sendable {
        case query = 1
        case recordZone = 2
        case database = 3
    }

    /// What the push notification of a subscription shows and carries, as
    /// `CKSubscription.NotificationInfo`: kept as the app sets it (no notification is sent here).
    open class NotificationInfo: NSObject, NSCopying, @unchecked Sendable {
        open var alertBody: String?
        open var alertLocalizationKey: String?
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        open var title: String?
        open var titleLocalizationKey: String?
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        open var subtitle: String?
        open var subtitleLocalizationKey: String?
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        open var alertActionLocalizationKey: String?
        open var alertLaunchImage: String?
        open var soundName: String?
        /// The fields of the changed record the notification carries.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Whether the notification raises the app's badge.
        open var shouldBadge = false
        /// Whether the notification wakes the app in the background (a silent push).
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change the notification.
        open var shouldSendMutableContent = false
        open var category: String?
        open var collapseIDKey: String?

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = NotificationInfo()
            (copy.alertBody, copy.alertLocalizationKey, copy.alertLocalizationArgs) =
                (alertBody, alertLocalizationKey, alertLocalizationArgs)
            (copy.title, copy.titleLocalizationKey, copy.titleLocalizationArgs) =
                (title, titleLocalizationKey, titleLocalizationArgs)
            (copy.subtitle, copy.subtitleLocalizationKey, copy.subtitleLocalizationArgs) =
                (subtitle, subtitleLocalizationKey, subtitleLocalizationArgs)
            (copy.alertActionLocalizationKey, copy.alertLaunchImage, copy.soundName) =
                (alertActionLocalizationKey, alertLaunchImage, soundName)
            (copy.desiredKeys, copy.shouldBadge, copy.shouldSendContentAvailable) =
                (desiredKeys, shouldBadge, shouldSendContentAvailable)
            (copy.shouldSendMutableContent, copy.category, copy.collapseIDKey) =
                (shouldSendMutableContent, category, collapseIDKey)
            return copy
        }
    }

    public static var supportsSecureCoding: Bool { true }

    /// The subscription's identifier (a UUID string unless the app names it).
    public let subscriptionID: ID
    /// What the subscription watches.
    public let subscriptionType: SubscriptionType
    /// What its push notifications show and carry.
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, type: SubscriptionType) {
        (self.subscriptionID, subscriptionType) = (subscriptionID, type)
        super.init()
    }

    /// A subscription decoded with its identifier and type (nil when the coder holds neither).
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "subscriptionID") as? String,
            let type = SubscriptionType(rawValue: coder.decodeInteger(forKey: "subscriptionType"))
        else { return nil }
        (subscriptionID, subscriptionType) = (identifier, type)
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(subscriptionID as NSString, forKey: "subscriptionID")
        coder.encode(subscriptionType.rawValue, forKey: "subscriptionType")
    }

    /// The subscription itself: its identifier and type cannot change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A subscription to the records a predicate matches, as CloudKit's `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// When the subscription fires, as `CKQuerySubscription.Options` (their raw values).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The type of the records watched.
    public let recordType: CKRecord.RecordType
    /// The predicate the records watched match.
    public let predicate: NSPredicate
    /// When the subscription fires.
    public let querySubscriptionOptions: Options
    /// The zone watched (nil: every zone of the database).
    open var zoneID: CKRecordZone.ID?

    /// A subscription named `subscriptionID` to the records of `recordType` matching `predicate`.
    public init(
        recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
        options querySubscriptionOptions: Options = []
    ) {
        (self.recordType, self.predicate, self.querySubscriptionOptions) =
            (recordType, predicate, querySubscriptionOptions)
        super.init(subscriptionID: subscriptionID, type: .query)
    }

    /// A subscription with a new identifier to the records of `recordType` matching `predicate`.
    public convenience init(
        recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: Options = []
    ) {
        self.init(
            recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString,
            options: querySubscriptionOptions)
    }

    /// No query subscription was encoded on Linux: decoding one answers nil.
    public required init?(coder: NSCoder) { nil }
}

/// A subscription to the changes of one zone, as CloudKit's `CKRecordZoneSubscription`.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The type of the records watched (nil: every type).
    open var recordType: CKRecord.RecordType?

    /// A subscription named `subscriptionID` to the changes of `zoneID`.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, type: .recordZone)
    }

    /// A subscription with a new identifier to the changes of `zoneID`.
    public convenience init(zoneID: CKRecordZone.ID) {
        self.init(zoneID: zoneID, subscriptionID: UUID().uuidString)
    }

    /// No zone subscription was encoded on Linux: decoding one answers nil.
    public required init?(coder: NSCoder) { nil }
}

/// A subscription to the changes of a whole database, as CloudKit's `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The type of the records watched (nil: every type).
    open var recordType: CKRecord.RecordType?

    /// A subscription named `subscriptionID`.
    public init(subscriptionID: CKSubscription.ID) {
        super.init(subscriptionID: subscriptionID, type: .database)
    }

    /// A subscription with a new identifier.
    public convenience init() {
        self.init(subscriptionID: UUID().uuidString)
    }

    /// A database subscription decoded with its identifier.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "subscriptionID") as? String else { return nil }
        super.init(subscriptionID: identifier, type: .database)
    }
}

/// The push notification of a subscription, as CloudKit's `CKNotification`.
///
/// No subscription is ever saved here, so no such notification arrives; one a test builds is
/// read as iOS reads it: `init(fromRemoteNotificationDictionary:)` answers nil for a
/// notification that is not CloudKit's (one without the `"ck"` dictionary).
open class CKNotification: NSObject, @unchecked Sendable {
    /// What a notification is about, as `CKNotification.NotificationType` (their raw values).
    public enum NotificationType: Int, Sendable {
        case query = 1
        case recordZone = 2
        case readNotification = 3
        case database = 4
    }

    /// What the notification is about.
    public let notificationType: NotificationType
    /// The identifier of the container whose subscription fired.
    public let containerIdentifier: String?
    /// The identifier of the subscription that fired.
    public let subscriptionID: CKSubscription.ID?
    /// Whether the server dropped notifications before this one.
    public let isPruned: Bool

    init(type: NotificationType, payload: [String: Any]) {
        notificationType = type
        containerIdentifier = payload["cid"] as? String
        subscriptionID = (payload["sid"] as? String) ?? (payload["qry"] as? [String: Any])?["sid"] as? String
        isPruned = (payload["p"] as? Bool) ?? false
        super.init()
    }

    /// The CloudKit notification of a push's `userInfo` (its ``notificationType`` says which kind;
    /// CellSnap makes no subclass for each), nil when the push is not CloudKit's.
    ///
    /// CellSnap's choice: CloudKit's payload (`"ck"`) is undocumented; CellSnap reads the keys
    /// CloudKit's pushes are seen to carry: `"cid"` (the container), `"qry"` (a query's, with its
    /// `"sid"`), `"fet"` (a zone's, with its `"zid"` and `"sid"`), `"met"` (a database's, with its `"sid"`).
    public convenience init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let payload = notificationDictionary["ck"] as? [String: Any] else { return nil }
        if payload["qry"] != nil {
            self.init(type: .query, payload: payload)
        } else if let zone = payload["fet"] as? [String: Any] {
            self.init(type: .recordZone, payload: payload.merging(zone) { $1 })
        } else if let database = payload["met"] as? [String: Any] {
            self.init(type: .database, payload: payload.merging(database) { $1 })
        } else {
            return nil
        }
    }
}
