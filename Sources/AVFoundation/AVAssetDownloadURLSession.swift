// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import FoundationNetworking

/// The lowest bitrate a download task accepts, as AVFoundation's option key.
public let AVAssetDownloadTaskMinimumRequiredMediaBitrateKey = "AVAssetDownloadTaskMinimumRequiredMediaBitrateKey"
/// The smallest presentation size a download task accepts, as AVFoundation's option key.
public let AVAssetDownloadTaskMinimumRequiredPresentationSizeKey =
    "AVAssetDownloadTaskMinimumRequiredPresentationSizeKey"
/// The media selection a download task downloads, as AVFoundation's option key.
public let AVAssetDownloadTaskMediaSelectionKey = "AVAssetDownloadTaskMediaSelectionKey"
/// Whether a download task prefers multichannel audio, as AVFoundation's option key.
public let AVAssetDownloadTaskMediaSelectionPrefersMultichannelKey =
    "AVAssetDownloadTaskMediaSelectionPrefersMultichannelKey"
/// Whether a download task prefers HDR video, as AVFoundation's option key.
public let AVAssetDownloadTaskPrefersHDRKey = "AVAssetDownloadTaskPrefersHDRKey"
/// Whether a download task prefers lossless audio, as AVFoundation's option key.
public let AVAssetDownloadTaskPrefersLosslessAudioKey = "AVAssetDownloadTaskPrefersLosslessAudioKey"

/// What an asset download session tells its delegate, as AVFoundation's `AVAssetDownloadDelegate`
/// (every method optional). On Linux a task only finishes with an error, told through
/// `urlSession(_:task:didCompleteWithError:)` of `URLSessionTaskDelegate`; the other methods
/// are never called.
public protocol AVAssetDownloadDelegate: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didFinishDownloadingTo location: URL)
    func urlSession(
        _ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didLoad timeRange: CMTimeRange,
        totalTimeRangesLoaded loadedTimeRanges: [NSValue], timeRangeExpectedToLoad: CMTimeRange)
    func urlSession(
        _ session: URLSession, assetDownloadTask: AVAssetDownloadTask,
        didResolve resolvedMediaSelection: AVMediaSelection)
    func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask, willDownloadTo location: URL)
    func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask,
        didCompleteFor mediaSelection: AVMediaSelection)
    func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask, didLoad timeRange: CMTimeRange,
        totalTimeRangesLoaded loadedTimeRanges: [NSValue], timeRangeExpectedToLoad: CMTimeRange,
        for mediaSelection: AVMediaSelection)
}

extension AVAssetDownloadDelegate {
    public func urlSession(
        _ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didFinishDownloadingTo location: URL
    ) {}
    public func urlSession(
        _ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didLoad timeRange: CMTimeRange,
        totalTimeRangesLoaded loadedTimeRanges: [NSValue], timeRangeExpectedToLoad: CMTimeRange
    ) {}
    public func urlSession(
        _ session: URLSession, assetDownloadTask: AVAssetDownloadTask,
        didResolve resolvedMediaSelection: AVMediaSelection
    ) {}
    public func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask, willDownloadTo location: URL
    ) {}
    public func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask,
        didCompleteFor mediaSelection: AVMediaSelection
    ) {}
    public func urlSession(
        _ session: URLSession, aggregateAssetDownloadTask: AVAggregateAssetDownloadTask, didLoad timeRange: CMTimeRange,
        totalTimeRangesLoaded loadedTimeRanges: [NSValue], timeRangeExpectedToLoad: CMTimeRange,
        for mediaSelection: AVMediaSelection
    ) {}
}

/// A session of HTTP Live Streaming downloads for offline playback, as AVFoundation's
/// `AVAssetDownloadURLSession`.
///
/// CellSnap's device reaches no network: a task made here starts suspended, and when resumed
/// finishes, on the session's delegate queue, with `URLError(.notConnectedToInternet)` (code
/// -1009 of `NSURLErrorDomain`, what iOS gives offline), naming the asset's URL, told to the
/// delegate's `urlSession(_:task:didCompleteWithError:)`. A cancelled task finishes with
/// `URLError(.cancelled)`. Nothing is ever written to disk.
open class AVAssetDownloadURLSession: URLSession, @unchecked Sendable {
    /// The delegate the tasks' events go to.
    public private(set) weak var assetDownloadDelegate: AVAssetDownloadDelegate?

    /// A session whose delegate is told of its tasks on `delegateQueue` (a serial queue of the
    /// session's when `nil`). The configuration (usually a background one) is kept.
    public init(
        configuration: URLSessionConfiguration, assetDownloadDelegate delegate: AVAssetDownloadDelegate?,
        delegateQueue: OperationQueue?
    ) {
        assetDownloadDelegate = delegate
        super.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue)
    }

    /// A task that downloads `URLAsset`'s stream, titled for the Settings app.
    open func makeAssetDownloadTask(
        asset URLAsset: AVURLAsset, assetTitle title: String, assetArtworkData artworkData: Data?,
        options: [String: Any]? = nil
    ) -> AVAssetDownloadTask? {
        AVAssetDownloadTask(session: self, asset: URLAsset, options: options)
    }

    /// A task that downloads the content `downloadConfiguration` describes.
    open func makeAssetDownloadTask(downloadConfiguration: AVAssetDownloadConfiguration) -> AVAssetDownloadTask {
        AVAssetDownloadTask(session: self, asset: downloadConfiguration.asset, options: nil)
    }

    /// A task that downloads each of `mediaSelections` of `URLAsset`.
    @available(iOS, introduced: 11.0, deprecated: 18.0)
    open func aggregateAssetDownloadTask(
        with URLAsset: AVURLAsset, mediaSelections: [AVMediaSelection], assetTitle title: String,
        assetArtworkData artworkData: Data?, options: [String: Any]? = nil
    ) -> AVAggregateAssetDownloadTask? {
        AVAggregateAssetDownloadTask(session: self, asset: URLAsset, options: options)
    }

    /// Finishes `task` with `error` on the delegate queue, telling the delegate.
    final func finish(_ task: URLSessionTask, with error: Error) {
        delegateQueue.addOperation { [self] in
            assetDownloadDelegate?.urlSession(self, task: task, didCompleteWithError: error)
        }
    }
}

extension URLSessionConfiguration {
    /// A configuration of a background session named `identifier`, as Foundation's on iOS
    /// (Linux's Foundation has none, and the asset download sessions are made with one): a
    /// default configuration whose `identifier` is `identifier`. No visible effect otherwise:
    /// nothing runs in the background of a still picture.
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.identifier = identifier
        return configuration
    }
}
