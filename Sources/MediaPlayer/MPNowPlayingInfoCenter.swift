// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation
import UIKit

/// What the lock screen and Control Center show as playing, as MediaPlayer's
/// `MPNowPlayingInfoCenter`: ``nowPlayingInfo`` is kept and read back. No visible effect: Linux has
/// no lock screen.
///
/// ```swift
/// MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 12"]
/// ```
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown
    private static let shared = MPNowPlayingInfoCenter()

    override init() { super.init() }

    /// The app's now-playing center.
    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// What plays: the `MPMediaItemProperty...` and `MPNowPlayingInfoProperty...` keys' values.
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    /// Whether the app plays (macOS and Mac Catalyst in the SDK; kept here).
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

/// Whether the app plays, as MediaPlayer's `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Hashable, Sendable {
    case unknown = 0, playing = 1, paused = 2, stopped = 3, interrupted = 4
}

/// The kind of what plays, as MediaPlayer's `MPNowPlayingInfoMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Hashable, Sendable {
    case none = 0, audio = 1, video = 2
}

/// The title.
public let MPMediaItemPropertyTitle = "title"
/// The artist.
public let MPMediaItemPropertyArtist = "artist"
/// The album's title.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album's artist.
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The length in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The artwork (an ``MPMediaItemArtwork``).
public let MPMediaItemPropertyArtwork = "artwork"
/// The genre.
public let MPMediaItemPropertyGenre = "genre"
/// The elapsed time in seconds.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate.
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The default playback rate.
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The kind of media (an ``MPNowPlayingInfoMediaType``'s raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// Whether it is a live stream.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The progress, 0 to 1.
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
/// The index in the queue.
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The queue's length.
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"

/// A picture of what plays, as MediaPlayer's `MPMediaItemArtwork`: its handler makes the image
/// for a size.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    /// The largest size of the image.
    open private(set) var bounds: CGRect
    private let requestHandler: @Sendable (CGSize) -> UIImage

    /// Artwork of up to `boundsSize` whose images `requestHandler` makes.
    public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// The image for `size` (the handler's).
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
