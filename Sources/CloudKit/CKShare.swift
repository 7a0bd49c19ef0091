// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A record that shares a hierarchy of records (or a whole zone) with other people, as
/// CloudKit's `CKShare`: its owner, its participants and their permissions, and the public
/// permission of anyone with its link.
///
/// A share is made from the root record it shares (`CKShare(rootRecord: album)`), titled through
/// its system fields (`share[CKShare.SystemFieldKey.title] = "Alps" as NSString`).
///
/// CellSnap's device is signed in to no iCloud account (see ``CKContainer``): a share is never
/// saved, so its ``url`` is nil, its only participant is its owner (the current user, who
/// accepted it), and people are added only through participants a test already holds.
open class CKShare: CKRecord, @unchecked Sendable {
    /// The system fields of a share, as `CKShare.SystemFieldKey`.
    public enum SystemFieldKey {
        /// The share's title, shown in the sharing sheet.
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        /// The PNG or JPEG data of the share's thumbnail.
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        /// The uniform type identifier of what the share holds.
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// What anyone with the share's link may do; `.none` (only invited participants) by default.
    open var publicPermission: ParticipantPermission = .none
    /// The share's link: nil until the server saves the share, which never happens here.
    open private(set) var url: URL?
    /// The people the share is shared with, its owner first.
    open var participants: [Participant] { [owner] + invited }
    /// The share's owner: the current user for a share made on this device.
    public let owner: Participant
    /// The current user's participant: the owner, for a share made on this device.
    open var currentUserParticipant: Participant? { owner }
    private var invited: [Participant] = []

    /// A share of `rootRecord` and the records below it, with a new identifier in its zone; the
    /// root record's ``CKRecord/share`` points to it.
    public convenience init(rootRecord: CKRecord) {
        self.init(rootRecord: rootRecord, shareID: CKRecord.ID(zoneID: rootRecord.recordID.zoneID))
    }

    /// A share of `rootRecord` identified by `shareID`.
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        owner = Participant(role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
        super.init(recordType: CKRecord.SystemType.share, recordID: shareID)
        rootRecord.share = Reference(recordID: shareID, action: .none)
    }

    /// A share of the whole zone `recordZoneID`, identified by the zone's share name.
    public init(recordZoneID: CKRecordZone.ID) {
        owner = Participant(role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
        super.init(
            recordType: CKRecord.SystemType.share,
            recordID: CKRecord.ID(recordName: CKRecordNameZoneWideShare, zoneID: recordZoneID))
    }

    /// A share decoded from its system fields (nil when the coder holds no record).
    public required init?(coder: NSCoder) {
        owner = Participant(role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
        super.init(coder: coder)
    }

    /// Invites `participant`, once; the owner is always there.
    open func addParticipant(_ participant: Participant) {
        guard participant !== owner, !invited.contains(where: { $0 === participant }) else { return }
        invited.append(participant)
    }

    /// Removes an invited participant (the owner stays).
    open func removeParticipant(_ participant: Participant) { invited.removeAll { $0 === participant } }

    /// A person's part in a share, as `CKShare.Participant`.
    open class Participant: NSObject, NSCopying, @unchecked Sendable {
        /// The participant's role.
        open var role: ParticipantRole
        /// What the participant may do.
        open var permission: ParticipantPermission
        /// Whether the participant accepted the share.
        open private(set) var acceptanceStatus: ParticipantAcceptanceStatus
        /// Who the participant is.
        public let userIdentity: CKUserIdentity

        init(
            role: ParticipantRole, permission: ParticipantPermission, acceptanceStatus: ParticipantAcceptanceStatus,
            userIdentity: CKUserIdentity = CKUserIdentity(
                userRecordID: CKRecord.ID(recordName: CKCurrentUserDefaultName))
        ) {
            (self.role, self.permission, self.acceptanceStatus, self.userIdentity) =
                (role, permission, acceptanceStatus, userIdentity)
            super.init()
        }

        /// A participant that joins by a link used once (iOS 16.4): a private user, pending.
        open class func oneTimeURLParticipant() -> Participant {
            Participant(
                role: .privateUser, permission: .readOnly, acceptanceStatus: .pending,
                userIdentity: CKUserIdentity(userRecordID: nil))
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// A participant's role, as `CKShare.ParticipantRole`.
    public enum ParticipantRole: Int, Sendable {
        case unknown = 0, owner = 1, privateUser = 3, publicUser = 4
        /// An administrator of a zone-wide share (iOS 16).
        case administrator = 2
    }

    /// What a participant may do, as `CKShare.ParticipantPermission`.
    public enum ParticipantPermission: Int, Sendable {
        case unknown = 0, none = 1, readOnly = 2, readWrite = 3
    }

    /// Whether a participant accepted, as `CKShare.ParticipantAcceptanceStatus`.
    public enum ParticipantAcceptanceStatus: Int, Sendable {
        case unknown = 0, pending = 1, accepted = 2, removed = 3
    }
}

/// The record name of a zone-wide share.
public let CKRecordNameZoneWideShare = "cloudkit.zoneshare"

/// A person's CloudKit identity, as `CKUserIdentity`. With no iCloud account on CellSnap's
/// device, nothing is known of anyone beyond a user record identifier: no name, no lookup
/// information, no contacts, and no account.
open class CKUserIdentity: NSObject, NSCopying, @unchecked Sendable {
    /// The user's record identifier (nil for someone not yet known to CloudKit).
    public let userRecordID: CKRecord.ID?
    /// The user's name: unknown here.
    open var nameComponents: PersonNameComponents? { nil }
    /// Whether the user has an iCloud account: `false`, as on a device signed in to none.
    open var hasiCloudAccount: Bool { false }
    /// The identifiers of the user's contacts: none here.
    open var contactIdentifiers: [String] { [] }

    init(userRecordID: CKRecord.ID?) {
        self.userRecordID = userRecordID
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

extension CKUserIdentity {
    /// How to find a person in CloudKit, as `CKUserIdentity.LookupInfo`: an email address, a phone
    /// number or a user record identifier, one of them set. Lookups need iCloud and finish with
    /// `CKError.notAuthenticated` here (see ``CKContainer``).
    open class LookupInfo: NSObject, NSCopying, @unchecked Sendable {
        /// The person's email address, when that is what the lookup is by.
        public let emailAddress: String?
        /// The person's phone number, when that is what the lookup is by.
        public let phoneNumber: String?
        /// The person's user record identifier, when that is what the lookup is by.
        public let userRecordID: CKRecord.ID?

        /// A lookup by email address.
        public init(emailAddress: String) {
            (self.emailAddress, phoneNumber, userRecordID) = (emailAddress, nil, nil)
            super.init()
        }

        /// A lookup by phone number.
        public init(phoneNumber: String) {
            (emailAddress, self.phoneNumber, userRecordID) = (nil, phoneNumber, nil)
            super.init()
        }

        /// A lookup by user record identifier.
        public init(userRecordID: CKRecord.ID) {
            (emailAddress, phoneNumber, self.userRecordID) = (nil, nil, userRecordID)
            super.init()
        }

        /// Lookups by each of `emailAddresses`.
        open class func lookupInfos(withEmails emailAddresses: [String]) -> [LookupInfo] {
            emailAddresses.map(LookupInfo.init(emailAddress:))
        }

        /// Lookups by each of `phoneNumbers`.
        open class func lookupInfos(withPhoneNumbers phoneNumbers: [String]) -> [LookupInfo] {
            phoneNumbers.map(LookupInfo.init(phoneNumber:))
        }

        /// Lookups by each of `recordIDs`.
        open class func lookupInfos(with recordIDs: [CKRecord.ID]) -> [LookupInfo] {
            recordIDs.map(LookupInfo.init(userRecordID:))
        }

        /// The lookup itself: it cannot change.
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }
}
