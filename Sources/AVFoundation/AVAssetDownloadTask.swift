import Foundation
import FoundationNetworking

/// The download of an asset's stream, as AVFoundation's `AVAssetDownloadTask` (see
/// ``AVAssetDownloadURLSession`` for how it finishes on Linux).
open class AVAssetDownloadTask: URLSessionTask, @unchecked Sendable {
    /// The asset downloaded.
    public let urlAsset: AVURLAsset
    /// The options the task was made with.
    public let options: [String: Any]?
    let download: AssetDownload

    init(session: AVAssetDownloadURLSession, asset: AVURLAsset, options: [String: Any]?) {
        (urlAsset, self.options) = (asset, options)
        download = AssetDownload(session: session, url: asset.url)
        super.init()
    }

    /// The time ranges downloaded: none.
    @available(iOS, introduced: 9.0, deprecated: 18.0)
    open var loadedTimeRanges: [NSValue] { [] }
    open override var state: URLSessionTask.State { download.state }
    open override var error: Error? { download.error }
    /// Starts the download, which fails at once (no network).
    open override func resume() { download.resume(self) }
    /// Cancels the download, which finishes with `URLError(.cancelled)`.
    open override func cancel() { download.cancel(self) }
    /// Suspends the task: no visible effect, as nothing downloads.
    open override func suspend() {}
}

/// The download of several media selections of an asset, as AVFoundation's
/// `AVAggregateAssetDownloadTask` (see ``AVAssetDownloadURLSession``).
open class AVAggregateAssetDownloadTask: URLSessionTask, @unchecked Sendable {
    public let urlAsset: AVURLAsset
    public let options: [String: Any]?
    let download: AssetDownload

    init(session: AVAssetDownloadURLSession, asset: AVURLAsset, options: [String: Any]?) {
        (urlAsset, self.options) = (asset, options)
        download = AssetDownload(session: session, url: asset.url)
        super.init()
    }

    open override var state: URLSessionTask.State { download.state }
    open override var error: Error? { download.error }
    open override func resume() { download.resume(self) }
    open override func cancel() { download.cancel(self) }
    open override func suspend() {}
}

/// The state of one download task: suspended until resumed, then completed with an error.
final class AssetDownload: @unchecked Sendable {
    private let lock = NSLock()
    private weak var session: AVAssetDownloadURLSession?
    private let url: URL
    private var current = URLSessionTask.State.suspended
    private var failure: Error?

    init(session: AVAssetDownloadURLSession, url: URL) { (self.session, self.url) = (session, url) }

    var state: URLSessionTask.State { lock.withLock { current } }
    var error: Error? { lock.withLock { failure } }

    func resume(_ task: URLSessionTask) {
        let reason = "The download of \(url.absoluteString) failed: CellSnap's device reaches no network on Linux"
        finish(task, URLError(.notConnectedToInternet, userInfo: [NSLocalizedDescriptionKey: reason]))
    }

    func cancel(_ task: URLSessionTask) {
        let reason = "The download of \(url.absoluteString) was cancelled"
        finish(task, URLError(.cancelled, userInfo: [NSLocalizedDescriptionKey: reason]))
    }

    /// Completes the task once with `error` and tells the session's delegate.
    private func finish(_ task: URLSessionTask, _ error: Error) {
        let first: Bool = lock.withLock {
            guard current != .completed else { return false }
            (current, failure) = (.completed, error)
            return true
        }
        if first { session?.finish(task, with: error) }
    }
}

/// What an asset download downloads, as AVFoundation's `AVAssetDownloadConfiguration`.
open class AVAssetDownloadConfiguration: NSObject, @unchecked Sendable {
    let asset: AVURLAsset
    /// The title shown in the Settings app's storage list.
    public let title: String
    open var artworkData: Data?
    /// The main content's configuration.
    public let primaryContentConfiguration = AVAssetDownloadContentConfiguration()
    open var auxiliaryContentConfigurations: [AVAssetDownloadContentConfiguration] = []
    /// Whether AVFoundation may drop auxiliary configurations the primary one covers.
    open var optimizesAuxiliaryContentConfigurations = true
    /// Whether interstitial assets are downloaded too.
    open var downloadsInterstitialAssets = false

    public init(asset: AVURLAsset, title: String) {
        (self.asset, self.title) = (asset, title)
        super.init()
    }
}

/// The media selections of one piece of a download, as AVFoundation's
/// `AVAssetDownloadContentConfiguration`.
open class AVAssetDownloadContentConfiguration: NSObject, @unchecked Sendable {
    open var mediaSelections: [AVMediaSelection] = []
    /// Which variants are downloaded; none (AVFoundation then picks) by default.
    ///
    /// No visible effect: a download fails with no network before it picks a variant.
    open var variantQualifiers: [AVAssetVariantQualifier] = []
    public override init() { super.init() }
}
