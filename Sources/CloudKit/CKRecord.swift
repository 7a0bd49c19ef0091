// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A record of a database: its type, its identifier and its fields, as CloudKit's `CKRecord`. The
/// fields are kept as the app sets them; the system fields the server fills in (dates, change tag,
/// users) stay nil, as they are for a record that was never saved.
open class CKRecord: NSObject, NSCopying, CKRecordKeyValueSetting, @unchecked Sendable {
    /// A record type's name, as `CKRecord.RecordType`.
    public typealias RecordType = String
    /// A field's name, as `CKRecord.FieldKey`.
    public typealias FieldKey = String

    /// The record's type.
    open private(set) var recordType: RecordType
    /// The record's identifier.
    open private(set) var recordID: ID
    /// When the server first saved the record (nil: never saved).
    open private(set) var creationDate: Date?
    /// When the server last saved the record (nil: never saved).
    open private(set) var modificationDate: Date?
    /// The server's tag of the record's version (nil: never saved).
    open private(set) var recordChangeTag: String?
    /// Who created the record (nil: never saved).
    open private(set) var creatorUserRecordID: ID?
    /// Who last changed the record (nil: never saved).
    open private(set) var lastModifiedUserRecordID: ID?
    /// The record's parent, for sharing a hierarchy.
    open var parent: Reference?
    /// The share the record belongs to.
    open internal(set) var share: Reference?

    private var values: [FieldKey: any CKRecordValueProtocol] = [:]
    private var changed: [FieldKey] = []

    /// A record of `recordType` with a new identifier in the zone `zoneID`.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    /// A record of `recordType` identified by `recordID` (by default a new identifier, a UUID
    /// string, in the default zone, as in Apple's Swift overlay).
    public init(recordType: RecordType, recordID: ID = ID()) {
        (self.recordType, self.recordID) = (recordType, recordID)
        super.init()
    }

    /// A record decoded from what `encodeSystemFields(with:)` wrote: its type and identifier, no
    /// fields (nil when the coder holds no record).
    public required init?(coder: NSCoder) {
        guard let type = coder.decodeObject(of: NSString.self, forKey: "RecordType"),
            let recordID = coder.decodeObject(of: ID.self, forKey: "RecordID")
        else { return nil }
        (recordType, self.recordID) = (type as String, recordID)
        super.init()
    }

    /// Writes the record's system fields (its type and identifier; the server's fields are nil)
    /// for `init(coder:)`.
    open func encodeSystemFields(with coder: NSCoder) {
        coder.encode(recordType as NSString, forKey: "RecordType")
        coder.encode(recordID, forKey: "RecordID")
    }

    // MARK: - Fields

    /// The value of `key`, or nil.
    public subscript(key: FieldKey) -> (any __CKRecordObjCValue)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The value of `key` when it is a `T`, or nil.
    public subscript<T: CKRecordValueProtocol>(key: FieldKey) -> T? {
        get { values[key] as? T }
        set { store(newValue, forKey: key) }
    }

    /// The value of `key`, or nil.
    open func object(forKey key: FieldKey) -> (any __CKRecordObjCValue)? { values[key] as? any __CKRecordObjCValue }

    /// Sets (or with nil removes) the value of `key`.
    open func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: FieldKey) { store(object, forKey: key) }

    /// The keys that have values, in the order they were first set.
    open func allKeys() -> [FieldKey] { order.filter { values[$0] != nil } }

    /// The keys set or removed since the record was made, in the order they were first changed.
    open func changedKeys() -> [FieldKey] { changed }

    /// The fields kept encrypted on the server: the record itself (CellSnap keeps no server).
    open var encryptedValues: any CKRecordKeyValueSetting { self }

    private var order: [FieldKey] = []

    private func store(_ value: (any CKRecordValueProtocol)?, forKey key: FieldKey) {
        values[key] = value
        if !order.contains(key) { order.append(key) }
        if !changed.contains(key) { changed.append(key) }
    }

    /// A copy with the same type, identifier, parent and fields.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID)
        (copy.values, copy.order, copy.changed, copy.parent) = (values, order, changed, parent)
        return copy
    }

    /// Sets `parent` to a reference to the record `parentRecord` (nil clears it).
    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { Reference(record: $0, action: .none) }
    }

    /// Sets `parent` to a reference to the record identified by `parentID` (nil clears it).
    open func setParent(_ parentID: ID?) { parent = parentID.map { Reference(recordID: $0, action: .none) } }

    open override var description: String { "<CKRecord: \(recordType), \(recordID.recordName)>" }
}

extension CKRecord {
    /// A record's identifier, as `CKRecord.ID` (Objective-C's `CKRecordID`).
    public typealias ID = CKRecordID

    /// What deleting a reference's target does to the record that points at it, as
    /// `CKRecord.ReferenceAction` (their raw values).
    public enum ReferenceAction: UInt, Sendable {
        case none = 0
        case deleteSelf = 1
    }

    /// A field that points at another record, as `CKRecord.Reference`.
    open class Reference: NSObject, NSCopying, __CKRecordObjCValue, @unchecked Sendable {
        /// What deleting the target does to the record that points at it.
        public typealias Action = ReferenceAction

        /// The identifier of the record pointed at.
        open private(set) var recordID: ID
        /// What deleting that record does.
        open private(set) var action: Action

        /// A reference to the record `recordID`.
        public init(recordID: ID, action: Action) {
            (self.recordID, self.action) = (recordID, action)
            super.init()
        }

        /// A reference to `record`.
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// References are equal when they point at the same record with the same action.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Reference else { return false }
            return recordID == other.recordID && action == other.action
        }

        open override var hash: Int { recordID.hash }
    }

    /// The names of the system's record types, as `CKRecord.SystemType`.
    public enum SystemType {
        /// The type of a user's record, `Users`.
        public static let userRecord: CKRecord.RecordType = "Users"
        /// The type of a share, `cloudkit.share`.
        public static let share: CKRecord.RecordType = "cloudkit.share"
    }
}

/// The type of a user's record, as `CKRecordTypeUserRecord`.
public let CKRecordTypeUserRecord = CKRecord.SystemType.userRecord
/// The type of a share, as `CKRecordTypeShare`.
public let CKRecordTypeShare = CKRecord.SystemType.share

/// A record's identifier: its name and its zone's identifier, as `CKRecord.ID`. A class of its own
/// name, as in Objective-C, so that Foundation's keyed archiver on Linux (which archives only
/// top-level classes) archives it.
open class CKRecordID: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// The record's name, unique in its zone.
    open private(set) var recordName: String
    /// The identifier of the record's zone.
    open private(set) var zoneID: CKRecordZone.ID

    /// The record `recordName` in the zone `zoneID`, with the defaults of Apple's Swift overlay: a
    /// new name (a UUID string) and the current user's default zone, so `CKRecord.ID()`,
    /// `CKRecord.ID(recordName:)` and `CKRecord.ID(zoneID:)` all compile.
    public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
        (self.recordName, self.zoneID) = (recordName, zoneID)
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "RecordName"),
            let zoneID = coder.decodeObject(of: CKRecordZone.ID.self, forKey: "ZoneID")
        else { return nil }
        (recordName, self.zoneID) = (name as String, zoneID)
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(recordName as NSString, forKey: "RecordName")
        coder.encode(zoneID, forKey: "ZoneID")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Identifiers are equal when their names and zones are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecordID else { return false }
        return recordName == other.recordName && zoneID == other.zoneID
    }

    open override var hash: Int { recordName.hashValue ^ zoneID.hash }
    open override var description: String {
        "<CKRecordID: \(recordName):(\(zoneID.zoneName):\(zoneID.ownerName))>"
    }
}
