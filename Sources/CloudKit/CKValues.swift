// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A file a record's field holds, as CloudKit's `CKAsset`: the file at `fileURL`, which CellSnap
/// never uploads.
open class CKAsset: NSObject, __CKRecordObjCValue, @unchecked Sendable {
    /// The file's URL.
    open private(set) var fileURL: URL?

    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        super.init()
    }
}

/// A search of a database's records of one type, as CloudKit's `CKQuery`.
open class CKQuery: NSObject, NSCopying, @unchecked Sendable {
    /// The type of the records searched.
    open private(set) var recordType: CKRecord.RecordType
    /// The condition the records meet.
    open private(set) var predicate: NSPredicate
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?

    /// A search of the records of `recordType` that meet `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        (self.recordType, self.predicate) = (recordType, predicate)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKQuery(recordType: recordType, predicate: predicate)
        copy.sortDescriptors = sortDescriptors
        return copy
    }
}

/// The server's mark of how far an app has read a database's or zone's changes, as CloudKit's
/// `CKServerChangeToken`. Only the server makes one: no value of it exists on Linux.
open class CKServerChangeToken: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }

    /// No token was encoded on Linux: decoding one answers nil.
    public required init?(coder: NSCoder) { nil }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Whether the device is signed in to iCloud, as CloudKit's `CKAccountStatus` (their raw values).
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0
    case available = 1
    case restricted = 2
    case noAccount = 3
    case temporarilyUnavailable = 4
}

/// Posted when the device's iCloud account changes, as `CKAccountChanged` (never on Linux).
public let CKAccountChanged = Notification.Name("CKAccountChangedNotification")

extension Notification.Name {
    /// Posted when the device's iCloud account changes (never on Linux).
    public static let CKAccountChanged = CloudKit.CKAccountChanged
}
