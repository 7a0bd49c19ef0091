// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation

/// A file format of media, as AVFoundation's `AVFileType` (its raw values: the type identifiers).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType("com.apple.quicktime-movie")
    public static let mp4 = AVFileType("public.mpeg-4")
    public static let m4v = AVFileType("com.apple.m4v-video")
    public static let m4a = AVFileType("com.apple.m4a-audio")
    public static let mobile3GPP = AVFileType("public.3gpp")
    public static let caf = AVFileType("com.apple.coreaudio-format")
    public static let wav = AVFileType("com.microsoft.waveform-audio")
    public static let aiff = AVFileType("public.aiff")
    public static let mp3 = AVFileType("public.mp3")
    public static let jpg = AVFileType("public.jpeg")
    public static let heic = AVFileType("public.heic")
    public static let dng = AVFileType("com.adobe.raw-image")
}

/// The lowest-quality export preset.
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
/// The medium-quality export preset.
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
/// The highest-quality export preset.
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
/// The highest-quality HEVC export preset.
public let AVAssetExportPresetHEVCHighestQuality = "AVAssetExportPresetHEVCHighestQuality"
/// The 640 x 480 export preset.
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
/// The 960 x 540 export preset.
public let AVAssetExportPreset960x540 = "AVAssetExportPreset960x540"
/// The 1280 x 720 export preset.
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
/// The 1920 x 1080 export preset.
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"
/// The 3840 x 2160 export preset.
public let AVAssetExportPreset3840x2160 = "AVAssetExportPreset3840x2160"
/// The audio-only (AAC in M4A) export preset.
public let AVAssetExportPresetAppleM4A = "AVAssetExportPresetAppleM4A"
/// The preset that copies the media as it is.
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"

/// Writes an asset to a file in another format, as AVFoundation's `AVAssetExportSession`.
/// CellSnap decodes and encodes no media, so an export fails, deterministically: at
/// ``exportAsynchronously(completionHandler:)`` the status becomes `.failed`, ``error`` is a
/// `CellSnapUIKitError` naming the asset and the preset, no file is written, and the handler is
/// called at once on the calling thread.
///
/// ```swift
/// let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
/// let export = AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHighestQuality)
/// export?.exportAsynchronously { print(export?.status == .failed) }   // true
/// ```
open class AVAssetExportSession: NSObject, @unchecked Sendable {
    /// Where an export stands, as `AVAssetExportSession.Status` (its raw values).
    public enum Status: Int, Hashable, Sendable {
        case unknown = 0, waiting = 1, exporting = 2, completed = 3, failed = 4, cancelled = 5
    }

    /// The asset exported.
    public let asset: AVAsset
    /// The preset's name.
    public let presetName: String
    /// The file to write.
    open var outputURL: URL?
    /// The format of the file to write.
    open var outputFileType: AVFileType?
    /// The part of the asset exported. No visible effect: nothing is exported.
    open var timeRange = CMTimeRange(start: .zero, duration: .positiveInfinity)
    /// Whether the file is arranged for streaming. No visible effect: nothing is written.
    open var shouldOptimizeForNetworkUse = false
    /// The largest file to write, in bytes (0 for no limit). No visible effect: nothing is written.
    open var fileLengthLimit: Int64 = 0
    /// The video composition applied. No visible effect: no frame is decoded.
    open var videoComposition: AVVideoComposition?
    /// Where the export stands: `.unknown`, then `.failed` once started, or `.cancelled`.
    open private(set) var status = Status.unknown
    /// Why the export failed.
    open private(set) var error: (any Error)?
    /// How far the export is, 0 to 1: 0, as nothing is exported.
    open var progress: Float { 0 }
    /// The formats the preset can write: QuickTime, MPEG-4 and M4V for video presets, M4A for the audio one.
    open var supportedFileTypes: [AVFileType] {
        presetName == AVAssetExportPresetAppleM4A ? [.m4a] : [.mov, .mp4, .m4v]
    }

    /// A session exporting `asset` with `presetName`; `nil` for a name that is not a preset.
    public init?(asset: AVAsset, presetName: String) {
        guard Self.allExportPresets().contains(presetName) else { return nil }
        (self.asset, self.presetName) = (asset, presetName)
        super.init()
    }

    /// Every preset's name.
    open class func allExportPresets() -> [String] {
        [
            AVAssetExportPresetLowQuality, AVAssetExportPresetMediumQuality, AVAssetExportPresetHighestQuality,
            AVAssetExportPresetHEVCHighestQuality, AVAssetExportPreset640x480, AVAssetExportPreset960x540,
            AVAssetExportPreset1280x720, AVAssetExportPreset1920x1080, AVAssetExportPreset3840x2160,
            AVAssetExportPresetAppleM4A, AVAssetExportPresetPassthrough,
        ]
    }

    /// The presets that suit `asset`: every one (an asset's tracks are not known here).
    open class func exportPresets(compatibleWith asset: AVAsset) -> [String] { allExportPresets() }

    /// Starts the export: it fails at once (see above), and `handler` is called.
    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        if status != .cancelled {
            status = .failed
            error = asset.cellSnapLoadError("export with \(presetName)")
        }
        handler()
    }

    /// Exports to `url` as `fileType`: throws the error an export fails with (see above).
    open func export(to url: URL, as fileType: AVFileType) async throws {
        (outputURL, outputFileType) = (url, fileType)
        exportAsynchronously {}
        if let error { throw error }
    }

    /// Cancels the export: a session not yet started ends `.cancelled`.
    open func cancelExport() {
        if status == .unknown { status = .cancelled }
    }
}
