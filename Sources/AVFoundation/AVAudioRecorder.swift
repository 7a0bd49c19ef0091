// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// Records sound from the microphone to a file, as AVFoundation's `AVAudioRecorder`.
///
/// There is no microphone on Linux: the recorder is made and keeps its URL and settings, but
/// ``prepareToRecord()`` and ``record()`` answer `false`, as iOS's do when no input can record,
/// nothing is written, and metering reads silence (-160 dB, AVFoundation's floor). The delegate is
/// never told of a recording's end, as none starts.
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("memo.m4a")
/// let recorder = try AVAudioRecorder(url: url, settings: [AVFormatIDKey: Int(kAudioFormatMPEG4AAC)])
/// print(recorder.record())   // false: no microphone
/// ```
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    /// The file the recorder writes to.
    public let url: URL
    /// The recording's settings (format, sample rate, channels, quality...), as given.
    public let settings: [String: Any]
    /// The recording's format: the settings' sample rate and channels, in 32-bit float samples.
    public let format: AVAudioFormat
    /// The recorder's delegate.
    open weak var delegate: (any AVAudioRecorderDelegate)?
    /// Whether ``updateMeters()`` measures levels.
    open var isMeteringEnabled = false
    /// Whether a recording is under way: never.
    open var isRecording: Bool { false }
    /// How long the recording lasts, in seconds: nothing was recorded.
    open var currentTime: TimeInterval { 0 }
    /// The audio device's clock, in seconds: the process's uptime.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// A recorder writing to `url` with `settings` (`AVFormatIDKey`, `AVSampleRateKey`,
    /// `AVNumberOfChannelsKey`...). It throws when `url` is not a file URL, as iOS's does.
    public init(url: URL, settings: [String: Any]) throws {
        guard url.isFileURL else {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: Int(kAudioFileUnspecifiedError),
                userInfo: [NSLocalizedDescriptionKey: "AVAudioRecorder writes to a file URL, not \(url)"])
        }
        self.url = url
        self.settings = settings
        let sampleRate = (settings[AVSampleRateKey] as? NSNumber)?.doubleValue ?? 44_100
        let channels = (settings[AVNumberOfChannelsKey] as? NSNumber)?.uint32Value ?? 1
        format = AVAudioFormat(standardFormatWithSampleRate: sampleRate, channels: max(1, channels))!
        super.init()
    }

    /// A recorder writing to `url` in `format`.
    public convenience init(url: URL, format: AVAudioFormat) throws {
        try self.init(url: url, settings: format.settings)
    }

    /// Creates the file and readies the input: `false`, as there is no microphone.
    @discardableResult open func prepareToRecord() -> Bool { false }
    /// Starts recording: `false`, as there is no microphone.
    @discardableResult open func record() -> Bool { false }
    /// Starts recording at `time` on the device's clock: `false`, as there is no microphone.
    @discardableResult open func record(atTime time: TimeInterval) -> Bool { false }
    /// Records for `duration` seconds: `false`, as there is no microphone.
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    /// Records at `time` for `duration` seconds: `false`, as there is no microphone.
    @discardableResult open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool { false }
    /// Pauses the recording: there is none.
    open func pause() {}
    /// Stops the recording: there is none, so the delegate is not told.
    open func stop() {}
    /// Deletes the recording's file: `true` when a file at ``url`` was removed.
    @discardableResult open func deleteRecording() -> Bool { (try? FileManager.default.removeItem(at: url)) != nil }
    /// Measures the levels: silence, as nothing is recorded.
    open func updateMeters() {}
    /// The average level of `channelNumber` in decibels: -160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of `channelNumber` in decibels: -160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What a recorder tells of its recordings, as AVFoundation's `AVAudioRecorderDelegate` (every
/// requirement is optional in the SDK, defaulted here).
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// A recording ended (`flag`: it was finished well).
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding the recording failed.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// An encoder's quality, as AVFoundation's `AVAudioQuality`.
public enum AVAudioQuality: Int, Hashable, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// The settings key of the audio data format (an `AudioFormatID` such as `kAudioFormatMPEG4AAC`).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of the encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key of the encoder's bit rate, in bits a second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The settings key of the encoder's bit depth hint.
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
/// The settings key of linear PCM's bits a sample.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// The settings key of whether linear PCM samples are floats.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// The settings key of whether linear PCM samples are big-endian.
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// The settings key of whether linear PCM samples are interleaved.
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// The settings key of the sample rate converter's quality.
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"

/// The app's audio, as AVFoundation's `AVAudioApplication` (iOS 17): the microphone permission,
/// as ``AVAudioSession``'s (undetermined, and a request is denied, as there is no microphone).
open class AVAudioApplication: NSObject, @unchecked Sendable {
    /// The microphone permission, as `AVAudioApplication.recordPermission` (its raw values).
    public enum recordPermission: Int, Hashable, Sendable {
        case undetermined = 1_970_168_948, denied = 1_684_369_017, granted = 1_735_552_628
    }

    /// The app's audio.
    public static let shared = AVAudioApplication()

    override init() { super.init() }

    /// The microphone permission: `.undetermined` (no microphone here).
    open var recordPermission: recordPermission { .undetermined }
    /// Whether the input is muted: no.
    open var isInputMuted: Bool { false }

    /// Asks for the microphone: denied, as there is none; `response` gets `false` on a background queue.
    open class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }

    /// Asks for the microphone: denied, as there is none.
    open class func requestRecordPermission() async -> Bool { false }
}
