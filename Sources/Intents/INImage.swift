import Foundation

/// An image an intent shows, as Intents' `INImage`: by name (from the app's images), of data, or
/// at a URL. It is kept as it was given: nothing shows it on Linux.
open class INImage: NSObject, NSCopying, @unchecked Sendable {
    /// The image's name, for one made with ``init(named:)``.
    public let cellSnapName: String?
    /// The image's data, for one made with ``init(imageData:)``.
    public let cellSnapData: Data?
    /// The image's URL, for one made with ``init(url:)``.
    public let cellSnapURL: URL?

    init(name: String?, data: Data?, url: URL?) {
        (cellSnapName, cellSnapData, cellSnapURL) = (name, data, url)
        super.init()
    }

    /// The app's image called `name`.
    public convenience init(named name: String) { self.init(name: name, data: nil, url: nil) }
    /// An image of `imageData` (PNG or JPEG).
    public convenience init(imageData: Data) { self.init(name: nil, data: imageData, url: nil) }
    /// The image at `url`: `nil` for a URL that is neither a file's nor an http(s) one.
    public convenience init?(url: URL) {
        guard url.isFileURL || ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        self.init(name: nil, data: nil, url: url)
    }
    /// The image at `url`, shown `width` by `height` points.
    public convenience init?(url: URL, width: Double, height: Double) { self.init(url: url) }

    /// The system symbol called `systemImageName`.
    public static func systemImageNamed(_ systemImageName: String) -> INImage {
        INImage(name: systemImageName, data: nil, url: nil)
    }

    /// The same image.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal images have the same name, data and URL.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INImage else { return false }
        return cellSnapName == other.cellSnapName && cellSnapData == other.cellSnapData
            && cellSnapURL == other.cellSnapURL
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(cellSnapName)
        hasher.combine(cellSnapData)
        hasher.combine(cellSnapURL)
        return hasher.finalize()
    }
}

/// What Siri can say and recognise, as `INSpeakable`.
public protocol INSpeakable: NSObjectProtocol {
    var spokenPhrase: String { get }
    var pronunciationHint: String? { get }
    var vocabularyIdentifier: String? { get }
    var alternativeSpeakableMatches: [any INSpeakable]? { get }
}

/// A phrase Siri says, as Intents' `INSpeakableString`.
open class INSpeakableString: NSObject, INSpeakable, @unchecked Sendable {
    public let spokenPhrase: String
    public let pronunciationHint: String?
    public let vocabularyIdentifier: String?
    public let alternativeSpeakableMatches: [any INSpeakable]? = nil

    /// A phrase with the app's identifier for it and how to pronounce it.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        (self.vocabularyIdentifier, self.spokenPhrase, self.pronunciationHint) =
            (vocabularyIdentifier, spokenPhrase, pronunciationHint)
        super.init()
    }

    /// A phrase.
    public init(spokenPhrase: String) {
        (self.vocabularyIdentifier, self.spokenPhrase, self.pronunciationHint) = (nil, spokenPhrase, nil)
        super.init()
    }

    open override var description: String { spokenPhrase }

    /// Equal phrases have the same words, hint and identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INSpeakableString else { return false }
        return spokenPhrase == other.spokenPhrase && pronunciationHint == other.pronunciationHint
            && vocabularyIdentifier == other.vocabularyIdentifier
    }

    open override var hash: Int { spokenPhrase.hashValue }
}
