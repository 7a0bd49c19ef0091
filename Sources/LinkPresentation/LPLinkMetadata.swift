import CellSnapFoundation
import Foundation

/// What a link shows, as LinkPresentation's `LPLinkMetadata`: its URLs, title and the providers
/// of its icon, image and video, as an app or a ``LPMetadataProvider`` sets them.
///
/// ```swift
/// let metadata = LPLinkMetadata()
/// metadata.url = URL(string: "https://example.com/recipes/42")
/// metadata.title = "Lemon tart"
/// ```
open class LPLinkMetadata: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The URL the metadata was asked for, before redirects.
    open var originalURL: URL?
    /// The URL the metadata describes, after redirects.
    open var url: URL?
    /// The page's title.
    open var title: String?
    /// The page's icon.
    open var iconProvider: NSItemProvider?
    /// The page's representative image.
    open var imageProvider: NSItemProvider?
    /// The page's video.
    open var videoProvider: NSItemProvider?
    /// A remote video the page refers to.
    open var remoteVideoURL: URL?

    public override init() { super.init() }

    /// Metadata archives securely, as the SDK's does (apps cache it with `NSKeyedArchiver`).
    public static var supportsSecureCoding: Bool { true }

    /// Metadata decoded from `coder`: its URLs and title. The providers are not archived here
    /// (CellSnap's item providers hold no data to write), so they are `nil`.
    public required init?(coder: NSCoder) {
        originalURL = coder.decodeObject(of: NSURL.self, forKey: "originalURL") as URL?
        url = coder.decodeObject(of: NSURL.self, forKey: "URL") as URL?
        title = coder.decodeObject(of: NSString.self, forKey: "title") as String?
        remoteVideoURL = coder.decodeObject(of: NSURL.self, forKey: "remoteVideoURL") as URL?
        super.init()
    }

    /// Writes the URLs and title to `coder` (see ``init(coder:)``).
    open func encode(with coder: NSCoder) {
        coder.encode(originalURL.map { $0 as NSURL }, forKey: "originalURL")
        coder.encode(url.map { $0 as NSURL }, forKey: "URL")
        coder.encode(title.map { $0 as NSString }, forKey: "title")
        coder.encode(remoteVideoURL.map { $0 as NSURL }, forKey: "remoteVideoURL")
    }

    /// A copy with the same URLs, title and providers.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = LPLinkMetadata()
        (copy.originalURL, copy.url, copy.title, copy.remoteVideoURL) = (originalURL, url, title, remoteVideoURL)
        (copy.iconProvider, copy.imageProvider, copy.videoProvider) = (iconProvider, imageProvider, videoProvider)
        return copy
    }

    /// Equal metadata have the same URLs and title (and the same providers).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? LPLinkMetadata else { return false }
        return originalURL == other.originalURL && url == other.url && title == other.title
            && remoteVideoURL == other.remoteVideoURL && iconProvider === other.iconProvider
            && imageProvider === other.imageProvider && videoProvider === other.videoProvider
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(originalURL)
        hasher.combine(url)
        hasher.combine(title)
        return hasher.finalize()
    }
}
