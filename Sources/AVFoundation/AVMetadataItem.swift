import Foundation

/// A metadata key, as AVFoundation's `AVMetadataKey` (its raw values): the common keys, which
/// name the same thing in every format.
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let commonKeyTitle = AVMetadataKey("title")
    public static let commonKeyCreator = AVMetadataKey("creator")
    public static let commonKeySubject = AVMetadataKey("subject")
    public static let commonKeyDescription = AVMetadataKey("description")
    public static let commonKeyPublisher = AVMetadataKey("publisher")
    public static let commonKeyContributor = AVMetadataKey("contributor")
    public static let commonKeyCreationDate = AVMetadataKey("creationDate")
    public static let commonKeyLastModifiedDate = AVMetadataKey("lastModifiedDate")
    public static let commonKeyType = AVMetadataKey("type")
    public static let commonKeyFormat = AVMetadataKey("format")
    public static let commonKeyIdentifier = AVMetadataKey("identifier")
    public static let commonKeySource = AVMetadataKey("source")
    public static let commonKeyLanguage = AVMetadataKey("language")
    public static let commonKeyCopyrights = AVMetadataKey("copyrights")
    public static let commonKeyAlbumName = AVMetadataKey("albumName")
    public static let commonKeyAuthor = AVMetadataKey("author")
    public static let commonKeyArtist = AVMetadataKey("artist")
    public static let commonKeyArtwork = AVMetadataKey("artwork")
    public static let commonKeyMake = AVMetadataKey("make")
    public static let commonKeyModel = AVMetadataKey("model")
    public static let commonKeySoftware = AVMetadataKey("software")
}

/// The space a metadata key belongs to, as `AVMetadataKeySpace` (its raw values).
public struct AVMetadataKeySpace: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let common = AVMetadataKeySpace(rawValue: "comn")
    public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
    public static let iTunes = AVMetadataKeySpace(rawValue: "itsk")
    public static let quickTimeMetadata = AVMetadataKeySpace(rawValue: "mdta")
}

/// An item of a media resource's metadata, as AVFoundation's `AVMetadataItem`: a key in a key
/// space and a value, read as a string, a number, a date or data.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    /// The item's key in its key space.
    open var key: (any NSCopying & NSObjectProtocol)? { nil }
    /// The item's key space.
    open var keySpace: AVMetadataKeySpace? { nil }
    /// The item's key among the common keys, when it has one.
    open var commonKey: AVMetadataKey? { nil }
    /// The item's value.
    open var value: (any NSCopying & NSObjectProtocol)? { nil }
    /// The value as a string, when it is one (or a number).
    open var stringValue: String? { (value as? String) ?? (value as? NSNumber)?.stringValue }
    /// The value as a number, when it is one.
    open var numberValue: NSNumber? { value as? NSNumber }
    /// The value as a date, when it is one.
    open var dateValue: Date? { value as? Date }
    /// The value as data, when it is data.
    open var dataValue: Data? { value as? Data }

    /// The items of `metadataItems` of `key` (any for `nil`) in `keySpace` (any for `nil`).
    open class func metadataItems(
        from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?
    ) -> [AVMetadataItem] {
        metadataItems.filter { item in
            let keyMatches =
                key.map { wanted in
                    item.key.map { "\($0)" == "\(wanted)" } ?? false
                        || (wanted as? AVMetadataKey).map { $0 == item.commonKey } ?? false
                } ?? true
            return keyMatches && (keySpace == nil || item.keySpace == keySpace)
        }
    }
}

/// A metadata item made by the app, as AVFoundation's `AVMutableMetadataItem`.
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    private var ownKey: (any NSCopying & NSObjectProtocol)?
    private var ownKeySpace: AVMetadataKeySpace?
    private var ownValue: (any NSCopying & NSObjectProtocol)?

    public override init() { super.init() }

    open override var key: (any NSCopying & NSObjectProtocol)? {
        get { ownKey }
        set { ownKey = newValue }
    }
    open override var keySpace: AVMetadataKeySpace? {
        get { ownKeySpace }
        set { ownKeySpace = newValue }
    }
    open override var value: (any NSCopying & NSObjectProtocol)? {
        get { ownValue }
        set { ownValue = newValue }
    }
    /// The common key of the item's key: its key, in the common key space.
    open override var commonKey: AVMetadataKey? {
        keySpace == .common ? (key as? String).map(AVMetadataKey.init(rawValue:)) : nil
    }
}
