// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreMedia
import Foundation

/// An output that records a session's frames to a file, as AVFoundation's `AVCaptureFileOutput`.
///
/// A session on Linux captures nothing (no camera gives frames), so a recording gets no data: it
/// ends as it starts, and the delegate is told, on the output's serial queue as AVFoundation
/// tells it, that it finished with `AVError.noDataCaptured` and
/// `AVErrorRecordingSuccessfullyFinishedKey` `false`, as iOS ends a recording that captured
/// nothing. No file is written.
open class AVCaptureFileOutput: AVCaptureOutput, @unchecked Sendable {
    /// The file of the recording under way: none, as a recording ends as it starts.
    open private(set) var outputFileURL: URL?
    /// Whether a recording is under way: never.
    open var isRecording: Bool { false }
    /// Whether the recording is paused: never.
    open var isRecordingPaused: Bool { false }
    /// How long the recording lasts: nothing was recorded.
    open var recordedDuration: CMTime { .zero }
    /// How many bytes were recorded: none.
    open var recordedFileSize: Int64 { 0 }
    /// The longest recording (`.invalid`: no limit).
    open var maxRecordedDuration = CMTime.invalid
    /// The largest recording in bytes (0: no limit).
    open var maxRecordedFileSize: Int64 = 0
    /// The least free disk space a recording leaves, in bytes (0: none).
    open var minFreeDiskSpaceLimit: Int64 = 0

    private let delegateQueue = DispatchQueue(label: "CellSnap.AVCaptureFileOutput")

    override init() { super.init() }

    /// Records to `outputFileURL`: the recording gets no frames, so `delegate` is told that it
    /// finished with `AVError.noDataCaptured` (see the class's notes).
    open func startRecording(
        to outputFileURL: URL, recordingDelegate delegate: any AVCaptureFileOutputRecordingDelegate
    ) {
        let error = NSError(
            domain: AVFoundationErrorDomain, code: AVError.Code.noDataCaptured.rawValue,
            userInfo: [
                AVErrorRecordingSuccessfullyFinishedKey: false,
                NSLocalizedDescriptionKey: "CellSnap has no camera on Linux: the recording captured nothing",
            ])
        nonisolated(unsafe) let delegate = delegate
        delegateQueue.async { [self] in
            delegate.fileOutput(self, didFinishRecordingTo: outputFileURL, from: [], error: error)
        }
    }

    /// Stops the recording under way: there is none.
    open func stopRecording() {}
    /// Pauses the recording under way: there is none.
    open func pauseRecording() {}
    /// Resumes the paused recording: there is none.
    open func resumeRecording() {}
}

/// An output that records movies, as AVFoundation's `AVCaptureMovieFileOutput` (see
/// ``AVCaptureFileOutput`` for what a recording does on Linux). Its settings are kept.
open class AVCaptureMovieFileOutput: AVCaptureFileOutput, @unchecked Sendable {
    /// How often a fragment is written (10 s, AVFoundation's default).
    open var movieFragmentInterval = CMTime(seconds: 10, preferredTimescale: 1)
    /// The metadata written to the movie.
    open var metadata: [AVMetadataItem]?
    private var outputSettings: [ObjectIdentifier: [String: Any]] = [:]

    public override init() { super.init() }

    /// The codecs the output records in: an iPhone's (HEVC, H.264, JPEG).
    open var availableVideoCodecTypes: [AVVideoCodecType] { [.hevc, .h264, .jpeg] }

    /// The settings of `connection`'s recording: those set, or H.264's.
    open func outputSettings(for connection: AVCaptureConnection) -> [String: Any] {
        outputSettings[ObjectIdentifier(connection)] ?? [AVVideoCodecKey: AVVideoCodecType.h264]
    }

    /// Sets the settings of `connection`'s recording (`nil`: the default ones).
    open func setOutputSettings(_ outputSettings: [String: Any]?, for connection: AVCaptureConnection) {
        self.outputSettings[ObjectIdentifier(connection)] = outputSettings
    }
}

/// What a file output tells of its recordings, as AVFoundation's
/// `AVCaptureFileOutputRecordingDelegate` (the start is optional, defaulted here).
public protocol AVCaptureFileOutputRecordingDelegate: NSObjectProtocol {
    /// A recording started writing to `fileURL`.
    func fileOutput(
        _ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection])
    /// A recording ended, with `error` when it did not finish well.
    func fileOutput(
        _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection],
        error: (any Error)?)
}

extension AVCaptureFileOutputRecordingDelegate {
    public func fileOutput(
        _ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]
    ) {}
}

/// A video codec, as AVFoundation's `AVVideoCodecType` (its raw values are the codecs' four-character codes).
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    public static let hevcWithAlpha = AVVideoCodecType(rawValue: "muxa")
    public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
    public static let proRes4444 = AVVideoCodecType(rawValue: "ap4h")
}

/// The settings key of a video's codec.
public let AVVideoCodecKey = "AVVideoCodecKey"
/// The user-info key of a recording's error: whether the file was finished and can be played.
public let AVErrorRecordingSuccessfullyFinishedKey = "AVErrorRecordingSuccessfullyFinishedKey"
