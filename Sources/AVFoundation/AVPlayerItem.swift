// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// An asset's playback state, as AVFoundation's `AVPlayerItem`. CellSnap decodes no media, so an
/// item stays where iOS has it before its media loads: ``status`` `.unknown`, ``duration``
/// `.indefinite`, no ``presentationSize``, its buffer empty. Its time moves only when the app
/// seeks (``seek(to:completionHandler:)`` sets it, posts `.AVPlayerItemTimeJumped` and finishes);
/// it never reaches its end, so `.AVPlayerItemDidPlayToEndTime` is never posted by playback.
///
/// ```swift
/// let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
/// item.seek(to: CMTime(value: 5, timescale: 1), completionHandler: nil)
/// item.currentTime().seconds   // 5.0
/// ```
open class AVPlayerItem: NSObject {
    /// Whether the item can be played, as `AVPlayerItem.Status` (its raw values).
    public enum Status: Int, Hashable, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    /// The item's asset.
    open private(set) var asset: AVAsset
    /// The options the app chose for the asset's media selection groups (``select(_:in:)``).
    final lazy var cellSnapMediaSelection = AVMutableMediaSelection(asset: asset)
    /// Whether the item can be played: `.unknown`, as its media never loads here.
    open var status: AVPlayerItem.Status { .unknown }
    /// Why the item failed: never, as it never loads.
    open var error: (any Error)? { nil }
    /// The item's length: `.indefinite` until known, which it never is here.
    open var duration: CMTime { .indefinite }
    /// The size of the item's video: zero until a frame is decoded, which none is here.
    open var presentationSize: CGSize { .zero }
    /// Whether playback will likely keep up: no, nothing is buffered.
    open var isPlaybackLikelyToKeepUp: Bool { false }
    /// Whether the buffer is empty: yes.
    open var isPlaybackBufferEmpty: Bool { true }
    /// Whether the buffer is full: no.
    open var isPlaybackBufferFull: Bool { false }
    /// The time ranges of the item's media loaded so far (`CMTimeRange`s in `NSValue`s): none,
    /// as nothing loads.
    open var loadedTimeRanges: [NSValue] { [] }
    /// The time ranges the item can seek to: none until its media loads, which it never does here.
    open var seekableTimeRanges: [NSValue] { [] }
    /// The item's tracks: none, as nothing loads.
    open var tracks: [AVPlayerItemTrack] { [] }
    /// How the sound is stretched at rates other than 1 (`.timeDomain`, AVFoundation's default);
    /// no effect here: nothing sounds.
    open var audioTimePitchAlgorithm = AVAudioTimePitchAlgorithm.timeDomain
    /// How far ahead the player buffers, in seconds (0: the player chooses); no effect here.
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// The bit rate the player should keep under (0: none); no effect here.
    open var preferredPeakBitRate: Double = 0
    /// The time playback stops at going forward (`.invalid`: the item's end).
    open var forwardPlaybackEndTime = CMTime.invalid
    /// The time playback stops at going backward (`.invalid`: the item's start).
    open var reversePlaybackEndTime = CMTime.invalid
    /// Whether the item may use the network while the app is in the background; no effect here.
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false

    private var time = CMTime.zero

    /// An item of `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// An item of `asset` that loads `automaticallyLoadedAssetKeys` (nothing loads here).
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) { self.init(asset: asset) }

    /// An item of the asset at `URL`.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// Where playback is in the item: zero until the app seeks.
    open func currentTime() -> CMTime { time }

    /// Moves the item's time to `time` (a time before zero is zero), posts
    /// `.AVPlayerItemTimeJumped`, and calls `completionHandler` with `true` at once.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        jump(to: time)
        completionHandler?(true)
    }

    /// Moves the item's time to `time`, as ``seek(to:completionHandler:)`` (the tolerances have
    /// no effect: the time is exact).
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: ((Bool) -> Void)? = nil
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Moves the item's time to `time` and returns whether the seek finished: `true`.
    open func seek(to time: CMTime) async -> Bool {
        jump(to: time)
        return true
    }

    /// Cancels the pending seeks: none is pending, as seeks finish at once.
    open func cancelPendingSeeks() {}

    /// Moves the time to `newTime` (not before zero) and posts that it jumped.
    final func jump(to newTime: CMTime) {
        guard newTime.isNumeric else { return }
        time = CMTimeCompare(newTime, .zero) < 0 ? .zero : newTime
        NotificationCenter.default.post(name: .AVPlayerItemTimeJumped, object: self)
    }

    /// Posted when the item plays to its end (never by playback here: the item does not play).
    public static let didPlayToEndTimeNotification = NSNotification.Name.AVPlayerItemDidPlayToEndTime
    /// Posted when the item fails to play to its end.
    public static let failedToPlayToEndTimeNotification = NSNotification.Name.AVPlayerItemFailedToPlayToEndTime
    /// Posted when the item's time jumps (a seek).
    public static let timeJumpedNotification = NSNotification.Name.AVPlayerItemTimeJumped
    /// Posted when playback stalls.
    public static let playbackStalledNotification = NSNotification.Name.AVPlayerItemPlaybackStalled
}

/// A track of a player item, as AVFoundation's `AVPlayerItemTrack` (none is made here).
open class AVPlayerItemTrack: NSObject {
    /// Whether the track is played.
    open var isEnabled = true
    /// The asset's track.
    open private(set) var assetTrack: AVAssetTrack?
}

extension NSNotification.Name {
    /// Posted when an item plays to its end.
    public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item fails to play to its end.
    public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name(
        "AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when an item's time jumps.
    public static let AVPlayerItemTimeJumped = NSNotification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when an item's playback stalls.
    public static let AVPlayerItemPlaybackStalled = NSNotification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when an item's access log has a new entry.
    public static let AVPlayerItemNewAccessLogEntry = NSNotification.Name("AVPlayerItemNewAccessLogEntryNotification")
    /// Posted when an item's error log has a new entry.
    public static let AVPlayerItemNewErrorLogEntry = NSNotification.Name("AVPlayerItemNewErrorLogEntryNotification")
}

/// The key of the error in a `.AVPlayerItemFailedToPlayToEndTime` notification's user info.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

/// How sound is stretched when played faster or slower, as AVFoundation's `AVAudioTimePitchAlgorithm`.
public struct AVAudioTimePitchAlgorithm: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Low quality, no latency; rates snapped to 0.5, 0.666667, 0.8, 1, 1.25, 1.5 and 2.
    public static let lowQualityZeroLatency = Self(rawValue: "LowQualityZeroLatency")
    /// Moderate quality, pitch kept; rates from 1/32 to 32.
    public static let timeDomain = Self(rawValue: "TimeDomain")
    /// High quality, pitch kept; rates from 1/32 to 32.
    public static let spectral = Self(rawValue: "Spectral")
    /// High quality, pitch follows the rate; rates from 1/32 to 32.
    public static let varispeed = Self(rawValue: "Varispeed")
}
