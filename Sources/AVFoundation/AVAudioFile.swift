import CellSnapUIKit
import Foundation

/// A count of audio frames, as AVFAudio's `AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32
/// A frame's position in a file, as AVFAudio's `AVAudioFramePosition`.
public typealias AVAudioFramePosition = Int64
/// A count of channels, as AVFAudio's `AVAudioChannelCount`.
public typealias AVAudioChannelCount = UInt32

/// How samples are held, as AVFAudio's `AVAudioCommonFormat`.
public enum AVAudioCommonFormat: UInt, Hashable, Sendable {
    case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4
}

/// An audio format, as AVFAudio's `AVAudioFormat`: linear PCM samples of a common format, at a
/// sample rate, in channels kept apart (deinterleaved) or interleaved.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    /// How the samples are held.
    public let commonFormat: AVAudioCommonFormat
    /// The frames a second.
    public let sampleRate: Double
    /// The channels.
    public let channelCount: AVAudioChannelCount
    /// Whether the channels' samples are interleaved in one buffer.
    public let isInterleaved: Bool

    /// The standard format: 32-bit floats, deinterleaved, at `sampleRate` in `channels`.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// A format of `format` samples; `nil` for no channels, a rate that is not positive, or `.otherFormat`.
    public init?(
        commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool
    ) {
        guard format != .otherFormat, channels > 0, sampleRate > 0 else { return nil }
        (commonFormat, self.sampleRate, channelCount, isInterleaved) = (format, sampleRate, channels, interleaved)
        super.init()
    }

    /// The format of a WAV file's samples, interleaved (`.otherFormat` for 8 and 24-bit integers).
    init(_ audio: WaveAudio) {
        commonFormat =
            switch (audio.encoding, audio.bitsPerSample) {
            case (.float, 32): .pcmFormatFloat32
            case (.integer, 16): .pcmFormatInt16
            case (.integer, 32): .pcmFormatInt32
            default: .otherFormat
            }
        (sampleRate, channelCount, isInterleaved) = (audio.sampleRate, AVAudioChannelCount(audio.channels), true)
        super.init()
    }

    /// A linear PCM format of settings (`AVSampleRateKey`, `AVNumberOfChannelsKey`,
    /// `AVLinearPCMBitDepthKey`, `AVLinearPCMIsFloatKey`, `AVLinearPCMIsNonInterleaved`); `nil`
    /// for another format (`AVFormatIDKey` other than linear PCM).
    public convenience init?(settings: [String: Any]) {
        let formatID = (settings[AVFormatIDKey] as? NSNumber)?.uint32Value ?? kAudioFormatLinearPCM
        guard formatID == kAudioFormatLinearPCM else { return nil }
        let isFloat = (settings[AVLinearPCMIsFloatKey] as? NSNumber)?.boolValue ?? true
        let bits = (settings[AVLinearPCMBitDepthKey] as? NSNumber)?.intValue ?? 32
        let common: AVAudioCommonFormat =
            isFloat
            ? (bits == 64 ? .pcmFormatFloat64 : .pcmFormatFloat32) : (bits == 16 ? .pcmFormatInt16 : .pcmFormatInt32)
        self.init(
            commonFormat: common, sampleRate: (settings[AVSampleRateKey] as? NSNumber)?.doubleValue ?? 44_100,
            channels: (settings[AVNumberOfChannelsKey] as? NSNumber)?.uint32Value ?? 2,
            interleaved: !((settings[AVLinearPCMIsNonInterleaved] as? NSNumber)?.boolValue ?? false))
    }

    /// Whether this is the standard format (32-bit floats, deinterleaved).
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    /// The bytes of one sample.
    var bytesPerSample: Int {
        switch commonFormat {
        case .pcmFormatInt16: 2
        case .pcmFormatFloat64: 8
        default: 4
        }
    }

    /// The format as settings (linear PCM).
    open var settings: [String: Any] {
        [
            AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: channelCount,
            AVLinearPCMBitDepthKey: bytesPerSample * 8,
            AVLinearPCMIsFloatKey: commonFormat == .pcmFormatFloat32 || commonFormat == .pcmFormatFloat64,
            AVLinearPCMIsBigEndianKey: false, AVLinearPCMIsNonInterleaved: !isInterleaved,
        ]
    }

    open override var hash: Int { Int(channelCount) &* 31 &+ Int(sampleRate) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return (commonFormat, sampleRate, channelCount, isInterleaved)
            == (other.commonFormat, other.sampleRate, other.channelCount, other.isInterleaved)
    }
}

/// Samples in memory, as AVFAudio's `AVAudioPCMBuffer`: ``frameCapacity`` frames of its format,
/// zeroed, of which the first ``frameLength`` hold audio.
open class AVAudioPCMBuffer: NSObject, @unchecked Sendable {
    /// The samples' format.
    public let format: AVAudioFormat
    /// The frames the buffer holds at most.
    public let frameCapacity: AVAudioFrameCount
    /// The frames that hold audio (at most ``frameCapacity``).
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }
    /// The samples between buffers (1 for interleaved samples).
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    private let channelPointers: UnsafeMutablePointer<UnsafeMutableRawPointer>
    private let bufferCount: Int

    /// A buffer of `frameCapacity` frames of `format`.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        (self.format, self.frameCapacity) = (format, frameCapacity)
        bufferCount = format.isInterleaved ? 1 : Int(format.channelCount)
        let bytes = Int(frameCapacity) * format.bytesPerSample * (format.isInterleaved ? Int(format.channelCount) : 1)
        channelPointers = .allocate(capacity: bufferCount)
        for index in 0..<bufferCount {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytes, 1))
            channelPointers[index] = buffer
        }
        super.init()
    }

    deinit {
        for index in 0..<bufferCount { channelPointers[index].deallocate() }
        channelPointers.deallocate()
    }

    /// The channels' 32-bit float samples; `nil` for another format.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { channels(.pcmFormatFloat32) }
    /// The channels' 16-bit integer samples; `nil` for another format.
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { channels(.pcmFormatInt16) }
    /// The channels' 32-bit integer samples; `nil` for another format.
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { channels(.pcmFormatInt32) }

    private func channels<Sample>(_ common: AVAudioCommonFormat) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard format.commonFormat == common else { return nil }
        return UnsafeRawPointer(channelPointers).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }
}

/// An audio file, as AVFAudio's `AVAudioFile`. CellSnap reads WAV files of linear PCM (8, 16,
/// 24 or 32-bit integers, 32-bit floats) into the standard format, as iOS reads them; a file that
/// is not audio, or missing, throws iOS's errors (as `AVAudioPlayer` does), and audio in another
/// container (MP3, AAC, M4A, CAF, AIFF) is refused with a `CellSnapUIKitError` naming the call,
/// as CellSnap decodes no compressed audio. Writing a file is refused the same way.
open class AVAudioFile: NSObject, @unchecked Sendable {
    /// The file's URL.
    public let url: URL
    /// The format of the file's samples.
    public let fileFormat: AVAudioFormat
    /// The format samples are read in: the standard one (32-bit floats, deinterleaved).
    public let processingFormat: AVAudioFormat
    /// The file's length in frames.
    public let length: AVAudioFramePosition
    /// Where the next read starts, in frames.
    open var framePosition: AVAudioFramePosition = 0

    private let bytes: [UInt8]
    private let audio: WaveAudio

    /// The file at `fileURL`, for reading.
    public init(forReading fileURL: URL) throws {
        let call = "AVAudioFile(forReading: \"\(fileURL.absoluteString)\")"
        guard let data = try? Data(contentsOf: fileURL) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(kAudioFileUnspecifiedError))
        }
        bytes = [UInt8](data)
        switch SoundFileHeader.read(data) {
        case .notAudio: throw NSError(domain: NSOSStatusErrorDomain, code: Int(kAudioFileUnsupportedFileTypeError))
        case .otherAudio(let container):
            throw CellSnapUIKitError(
                call: call, reason: "CellSnap decodes WAV files of linear PCM only, not \(container) audio")
        case .wave: break
        }
        guard let audio = WaveAudio(bytes) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(kAudioFileUnsupportedFileTypeError))
        }
        guard audio.isDecodable else {
            throw CellSnapUIKitError(
                call: call,
                reason: "CellSnap decodes WAV files of 8, 16, 24 or 32-bit integers and 32-bit floats only")
        }
        self.audio = audio
        url = fileURL
        fileFormat = AVAudioFormat(audio)
        processingFormat = AVAudioFormat(
            standardFormatWithSampleRate: audio.sampleRate, channels: AVAudioChannelCount(audio.channels))!
        length = AVAudioFramePosition(audio.frameCount)
        super.init()
    }

    /// A file to write at `fileURL`: refused, as CellSnap writes no audio files.
    public init(forWriting fileURL: URL, settings: [String: Any]) throws {
        throw CellSnapUIKitError(
            call: "AVAudioFile(forWriting: \"\(fileURL.absoluteString)\", settings:)",
            reason: "CellSnap writes no audio files")
    }

    /// Reads from ``framePosition`` as many frames as `buffer` holds (or the file has left).
    open func read(into buffer: AVAudioPCMBuffer) throws { try read(into: buffer, frameCount: buffer.frameCapacity) }

    /// Reads up to `frames` frames from ``framePosition`` into `buffer`, which must be in the
    /// processing format; ``framePosition`` moves past them.
    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        guard buffer.format.isEqual(processingFormat), let channels = buffer.floatChannelData else {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50)
        }
        let start = Int(framePosition)
        let count = max(0, min(Int(frames), Int(buffer.frameCapacity), audio.frameCount - start))
        for channel in 0..<audio.channels {
            for frame in 0..<count {
                channels[channel][frame] = audio.sample(bytes, frame: start + frame, channel: channel) ?? 0
            }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        framePosition += AVAudioFramePosition(count)
    }
}
