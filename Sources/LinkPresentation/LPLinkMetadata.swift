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
open class LPLinkMetadata: NSObject, NSCopying, @unchecked Sendable {
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
