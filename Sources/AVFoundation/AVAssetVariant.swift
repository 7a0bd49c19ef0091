import Foundation

/// One of the encodings an HTTP Live Streaming asset offers (a bitrate, a resolution, audio
/// formats), as AVFoundation's `AVAssetVariant` (iOS 15). An asset's variants are read from its
/// playlist, which CellSnap never loads: ``AVURLAsset/variants`` is empty and `load(.variants)`
/// throws, so no variant is ever made; the type is here for code that names and filters them.
open class AVAssetVariant: NSObject, @unchecked Sendable {
    /// The variant's highest bitrate in bits a second, when the playlist says it.
    open private(set) var peakBitRate: Double?
    /// The variant's average bitrate in bits a second, when the playlist says it.
    open private(set) var averageBitRate: Double?
    /// What the variant's video is, when it has video.
    open private(set) var videoAttributes: VideoAttributes?
    /// What the variant's audio is, when it has audio.
    open private(set) var audioAttributes: AudioAttributes?

    override init() { super.init() }

    /// A variant's video, as `AVAssetVariant.VideoAttributes`.
    open class VideoAttributes: NSObject, @unchecked Sendable {
        /// The size of the video's frames.
        open private(set) var presentationSize = CGSize.zero
        /// The video's frames a second, when the playlist says it.
        open private(set) var nominalFrameRate: Double?
        /// The video's codecs, as four-character codes.
        open private(set) var codecTypes: [NSNumber] = []

        override init() { super.init() }
    }

    /// A variant's audio, as `AVAssetVariant.AudioAttributes`.
    open class AudioAttributes: NSObject, @unchecked Sendable {
        /// The audio's formats, as four-character codes.
        open private(set) var formatIDs: [NSNumber] = []

        override init() { super.init() }
    }
}

/// Which variants of an asset a download takes, as AVFoundation's `AVAssetVariantQualifier`: one
/// variant, or those a predicate over variants accepts. Kept with the download's configuration;
/// CellSnap downloads nothing (a download fails with no network), so it never chooses.
open class AVAssetVariantQualifier: NSObject, @unchecked Sendable {
    /// The variant the qualifier names, for one made with ``init(variant:)``.
    final let cellSnapVariant: AVAssetVariant?
    /// The condition a variant meets, for one made with ``init(predicate:)``.
    final let cellSnapPredicate: NSPredicate?

    /// A qualifier of `variant` alone.
    public init(variant: AVAssetVariant) {
        (cellSnapVariant, cellSnapPredicate) = (variant, nil)
        super.init()
    }

    /// A qualifier of the variants `predicate` accepts.
    public init(predicate: NSPredicate) {
        (cellSnapVariant, cellSnapPredicate) = (nil, predicate)
        super.init()
    }
}

extension AVURLAsset {
    /// The asset's variants: none known, as the playlist is never loaded (`load(.variants)`
    /// throws, naming it).
    public var variants: [AVAssetVariant] { [] }
}

extension AVAsyncProperty where Root: AVURLAsset, Value == [AVAssetVariant] {
    /// The asset's variants.
    public static var variants: AVAsyncProperty<Root, [AVAssetVariant]> { .init(name: "variants") }
}
