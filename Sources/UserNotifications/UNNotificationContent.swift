import Foundation

/// What a notification shows, as UserNotifications' `UNNotificationContent`: read-only; an app
/// makes a ``UNMutableNotificationContent`` and the request keeps a copy of it.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open fileprivate(set) var title = ""
    open fileprivate(set) var subtitle = ""
    open fileprivate(set) var body = ""
    /// The number on the app's icon; `nil` leaves it as it is.
    open fileprivate(set) var badge: NSNumber?
    open fileprivate(set) var sound: UNNotificationSound?
    open fileprivate(set) var launchImageName = ""
    open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    open fileprivate(set) var attachments: [UNNotificationAttachment] = []
    open fileprivate(set) var categoryIdentifier = ""
    open fileprivate(set) var threadIdentifier = ""
    open fileprivate(set) var targetContentIdentifier: String?
    open fileprivate(set) var summaryArgument = ""
    open fileprivate(set) var summaryArgumentCount = 0
    open fileprivate(set) var interruptionLevel = UNNotificationInterruptionLevel.active
    /// How the system ranks the notification in a summary, from 0 to 1.
    open fileprivate(set) var relevanceScore = 0.0
    open fileprivate(set) var filterCriteria: String?

    public override init() { super.init() }

    /// A copy of this content's values in an object of `kind`.
    fileprivate func copyValues<Content: UNNotificationContent>(into copy: Content) -> Content {
        (copy.title, copy.subtitle, copy.body, copy.badge) = (title, subtitle, body, badge)
        (copy.sound, copy.launchImageName, copy.userInfo) = (sound, launchImageName, userInfo)
        (copy.attachments, copy.categoryIdentifier, copy.threadIdentifier) =
            (attachments, categoryIdentifier, threadIdentifier)
        (copy.targetContentIdentifier, copy.summaryArgument, copy.summaryArgumentCount) =
            (targetContentIdentifier, summaryArgument, summaryArgumentCount)
        (copy.interruptionLevel, copy.relevanceScore, copy.filterCriteria) =
            (interruptionLevel, relevanceScore, filterCriteria)
        return copy
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: UNNotificationContent()) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: UNMutableNotificationContent()) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationContent else { return false }
        return title == other.title && subtitle == other.subtitle && body == other.body && badge == other.badge
            && sound == other.sound && categoryIdentifier == other.categoryIdentifier
            && threadIdentifier == other.threadIdentifier && attachments == other.attachments
            && NSDictionary(dictionary: userInfo).isEqual(to: other.userInfo)
            && interruptionLevel == other.interruptionLevel && relevanceScore == other.relevanceScore
            && targetContentIdentifier == other.targetContentIdentifier && launchImageName == other.launchImageName
    }

    open override var hash: Int { title.hashValue ^ body.hashValue ^ categoryIdentifier.hashValue }
}

/// The content an app fills in, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    open override var launchImageName: String {
        get { super.launchImageName }
        set { super.launchImageName = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { super.attachments }
        set { super.attachments = newValue }
    }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double {
        get { super.relevanceScore }
        set { super.relevanceScore = newValue }
    }
    open override var filterCriteria: String? {
        get { super.filterCriteria }
        set { super.filterCriteria = newValue }
    }
}

/// The name of a sound file in the app's bundle, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays, as `UNNotificationSound` (kept and compared; nothing plays).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name; `nil` for the system's sounds.
    let name: UNNotificationSoundName?
    /// Whether it plays as a critical alert, and at what volume (0 to 1).
    let critical: Bool
    let volume: Float
    let ringtone: Bool

    init(name: UNNotificationSoundName?, critical: Bool = false, volume: Float = 1, ringtone: Bool = false) {
        (self.name, self.critical, self.volume, self.ringtone) = (name, critical, volume, ringtone)
        super.init()
    }

    /// The system's sound for notifications.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    /// The system's sound for critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    /// The ringtone the person chose.
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, ringtone: true) }

    /// The sound file `name` of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

    /// The critical-alert sound at `volume` (0 to 1).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: volume)
    }
    /// The sound file `name`, played as a critical alert.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// The sound file `name`, played as a critical alert at `volume`.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float)
        -> UNNotificationSound
    { UNNotificationSound(name: name, critical: true, volume: volume) }
    /// The sound file `name`, played as a ringtone.
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, ringtone: true)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && critical == other.critical && volume == other.volume && ringtone == other.ringtone
    }
    open override var hash: Int { name?.hashValue ?? 0 }
}

/// A file shown with a notification, as `UNNotificationAttachment`: the file must exist when the
/// attachment is made (as on iOS, which moves it into its own store; CellSnap reads it where it is).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier (`public.png`, ...), from its filename extension.
    public let type: String

    /// An attachment for the file at `URL`; throws `UNError.attachmentInvalidURL` when there is no
    /// file there.
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        var isDirectory: ObjCBool = false
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw UNError(.attachmentInvalidURL, "no file at \(URL.absoluteString) for attachment \"\(identifier)\"")
        }
        (self.identifier, url) = (identifier, URL)
        type = Self.typeIdentifier(forExtension: URL.pathExtension.lowercased())
        super.init()
    }

    /// The types iOS attaches (images, sounds, videos), by filename extension.
    private static func typeIdentifier(forExtension pathExtension: String) -> String {
        let types = [
            "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
            "heic": "public.heic", "mp3": "public.mp3", "m4a": "com.apple.m4a-audio",
            "wav": "com.microsoft.waveform-audio",
            "aiff": "public.aiff-audio", "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie",
            "m4v": "com.apple.m4v-video",
        ]
        return types[pathExtension] ?? "public.data"
    }
}
