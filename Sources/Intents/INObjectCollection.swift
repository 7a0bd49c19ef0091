import Foundation

/// A titled group of the values an intent's parameter offers, as Intents' `INObjectSection`.
open class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title.
    open private(set) var title: String?
    /// The section's values.
    open private(set) var items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        (self.title, self.items) = (title, items)
        super.init()
    }
}

/// The values an intent's parameter offers, as Intents' `INObjectCollection`: in sections, or as
/// one list.
open class INObjectCollection<ObjectType: AnyObject>: NSObject {
    /// The sections (one untitled section for a collection made of items).
    open private(set) var sections: [INObjectSection<ObjectType>]
    /// Every value, section after section.
    open var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether the values are shown with an index of their initials (kept; nothing is shown).
    open var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    public init(items: [ObjectType]) {
        sections = [INObjectSection(title: nil, items: items)]
        super.init()
    }
}

/// A kind of word the app teaches Siri, as `INVocabularyStringType` (its raw values).
public enum INVocabularyStringType: Int, Hashable, Sendable {
    case contactName = 1, contactGroupName, photoTag = 100, photoAlbumName, workoutActivityName = 200
    case carProfileName = 300, carName, paymentsOrganizationName = 400, paymentsAccountNickname
    case notebookItemTitle = 500, notebookItemGroupName, mediaPlaylistTitle = 700, mediaMusicArtistName
    case mediaAudiobookTitle, mediaAudiobookAuthorName, mediaShowTitle
}

/// The words an app teaches Siri, as Intents' `INVocabulary`: kept in this process by type, read
/// back with ``cellSnapStrings(of:)``.
open class INVocabulary: NSObject, @unchecked Sendable {
    private static let sharedVocabulary = INVocabulary()
    private let lock = NSLock()
    private var strings: [INVocabularyStringType: [String]] = [:]

    private override init() { super.init() }

    /// The app's vocabulary.
    open class func shared() -> Self { unsafeDowncast(sharedVocabulary, to: self) }

    /// Teaches `vocabulary` (strings, most important first) as words of `type`, replacing the earlier ones.
    open func setVocabularyStrings(_ vocabulary: NSOrderedSet, of type: INVocabularyStringType) {
        let words = vocabulary.array.compactMap { $0 as? String }
        lock.withLock { strings[type] = words }
    }

    /// Forgets every word taught.
    open func removeAllVocabularyStrings() { lock.withLock { strings = [:] } }

    /// The words of `type` taught (Linux-only).
    public func cellSnapStrings(of type: INVocabularyStringType) -> [String] { lock.withLock { strings[type] ?? [] } }
}
