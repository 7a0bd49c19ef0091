import Foundation

/// A zone of a database that holds records, as CloudKit's `CKRecordZone`.
open class CKRecordZone: NSObject, NSCopying, @unchecked Sendable {
    /// A zone's identifier, as `CKRecordZone.ID` (Objective-C's `CKRecordZoneID`).
    public typealias ID = CKRecordZoneID

    /// What a zone can do, as `CKRecordZone.Capabilities` (their raw values).
    public struct Capabilities: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The zone reports its changes.
        public static let fetchChanges = Capabilities(rawValue: 1 << 0)
        /// Changes are saved all or none.
        public static let atomic = Capabilities(rawValue: 1 << 1)
        /// Records of the zone can be shared.
        public static let sharing = Capabilities(rawValue: 1 << 2)
        /// The whole zone can be shared.
        public static let zoneWideSharing = Capabilities(rawValue: 1 << 3)
    }

    /// The zone's identifier.
    open private(set) var zoneID: ID
    /// What the zone can do, which the server says of a zone it has saved: none for a zone the app
    /// made (no zone comes back from a server on Linux).
    open private(set) var capabilities: Capabilities = []
    /// The share of the whole zone, if it is shared.
    open private(set) var share: CKRecord.Reference?

    /// The current user's zone named `zoneName`.
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }

    /// The zone of `zoneID`.
    public init(zoneID: ID) {
        self.zoneID = zoneID
        super.init()
    }

    /// The current user's default zone.
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    open func copy(with zone: NSZone? = nil) -> Any { CKRecordZone(zoneID: zoneID) }
}

/// A zone's identifier: its name and its owner's, as `CKRecordZone.ID`. A class of its own name,
/// as in Objective-C, so that Foundation's keyed archiver on Linux archives it.
open class CKRecordZoneID: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// The default zone's name, `_defaultZone`.
    public static let defaultZoneName = "_defaultZone"
    /// The identifier of the current user's default zone.
    public static let `default` = CKRecordZoneID()

    /// The zone's name.
    open private(set) var zoneName: String
    /// The name of the zone's owner (`CKCurrentUserDefaultName` for the current user).
    open private(set) var ownerName: String

    /// The zone `zoneName` of `ownerName`.
    public init(zoneName: String = CKRecordZoneID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
        (self.zoneName, self.ownerName) = (zoneName, ownerName)
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let zoneName = coder.decodeObject(of: NSString.self, forKey: "ZoneName"),
            let ownerName = coder.decodeObject(of: NSString.self, forKey: "OwnerName")
        else { return nil }
        (self.zoneName, self.ownerName) = (zoneName as String, ownerName as String)
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(zoneName as NSString, forKey: "ZoneName")
        coder.encode(ownerName as NSString, forKey: "OwnerName")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Identifiers are equal when their zone and owner names are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecordZoneID else { return false }
        return zoneName == other.zoneName && ownerName == other.ownerName
    }

    open override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    open override var description: String { "<CKRecordZoneID: \(zoneName):\(ownerName)>" }
}
