import CellSnapUIKit
import Foundation

/// A player of a sound file or data, as AVFoundation's (AVFAudio's) `AVAudioPlayer`. CellSnap
/// reads the file as iOS does, without sounding it: a WAV file's header gives ``duration``,
/// ``numberOfChannels`` and ``format``; a file that is not audio throws iOS's error
/// (`NSOSStatusErrorDomain`, code 1954115647, `kAudioFileUnsupportedFileTypeError`), a missing one
/// iOS's `kAudioFileUnspecifiedError` (2003334207); audio in another container (MP3, AAC, M4A,
/// CAF, AIFF) is refused with a `CellSnapUIKitError` naming the call, as CellSnap decodes only
/// WAV's header. ``play()`` makes ``isPlaying`` true; time does not pass, and nothing sounds.
///
/// ```swift
/// let player = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/missing.wav"))   // nil
/// ```
open class AVAudioPlayer: NSObject {
    /// The file's URL, when made from one.
    open private(set) var url: URL?
    /// The sound's data.
    open private(set) var data: Data?
    /// The sound's length in seconds (from the WAV header).
    open private(set) var duration: TimeInterval = 0
    /// The sound's channels.
    open private(set) var numberOfChannels = 0
    /// Whether the player plays.
    open private(set) var isPlaying = false
    /// Where playback is, in seconds (0 to ``duration``); it moves only when set.
    open var currentTime: TimeInterval = 0 {
        didSet { currentTime = min(max(0, currentTime), duration) }
    }
    /// The volume, 0 to 1. No visible effect: nothing sounds.
    open var volume: Float = 1
    /// The stereo pan, -1 to 1. No visible effect.
    open var pan: Float = 0
    /// How many times the sound repeats (-1: forever). No visible effect: time does not pass.
    open var numberOfLoops = 0
    /// Whether ``rate`` may be changed.
    open var enableRate = false
    /// The playback rate. No visible effect: time does not pass.
    open var rate: Float = 1
    /// Whether levels are measured. No visible effect: the levels are silence's.
    open var isMeteringEnabled = false
    /// The delegate told when playback ends (never, as time does not pass).
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of no sound, as `NSObject`'s initialiser makes one on iOS (apps declare
    /// `var player = AVAudioPlayer()` and replace it once a file is chosen): no ``url``, no
    /// ``data``, a ``duration`` of 0. Undocumented: CellSnap's ``play()`` of it returns `false`
    /// and leaves ``isPlaying`` `false`, as there is nothing to play.
    public override init() { super.init() }

    /// A player of the sound file at `url`: throws as iOS does when it is missing or not audio.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, fileTypeHint: nil) }

    /// A player of the sound file at `url`; the hint has no effect, as the header is read.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard let bytes = try? Data(contentsOf: url) else { throw Self.osStatusError(Int(kAudioFileUnspecifiedError)) }
        super.init()
        self.url = url
        try read(bytes, call: "AVAudioPlayer(contentsOf: \"\(url.absoluteString)\")")
    }

    /// A player of the sound in `data`: throws as iOS does when it is not audio.
    public convenience init(data: Data) throws { try self.init(data: data, fileTypeHint: nil) }

    /// A player of the sound in `data`; the hint has no effect, as the header is read.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        super.init()
        try read(data, call: "AVAudioPlayer(data:)")
    }

    /// Gets ready to play: `true`.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays: ``isPlaying`` becomes `true` (nothing sounds); `true` (`false` for a player of no sound).
    @discardableResult open func play() -> Bool {
        guard data != nil else { return false }
        isPlaying = true
        return true
    }
    /// Plays after `time` (device time): as ``play()``.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    /// Pauses, keeping ``currentTime``.
    open func pause() { isPlaying = false }
    /// Stops, keeping ``currentTime``, as iOS's.
    open func stop() { isPlaying = false }
    /// Changes the audio player's ``volume`` to `volume` over `duration` seconds.
    ///
    /// No visible effect: nothing sounds and time does not pass, so ``volume`` takes its final
    /// value at once, the value it has on iOS once the fade ends.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Measures the levels: silence.
    open func updateMeters() {}
    /// The average level of `channelNumber` in decibels: -160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of `channelNumber` in decibels: -160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    private func read(_ bytes: Data, call: String) throws {
        data = bytes
        switch SoundFileHeader.read(bytes) {
        case .wave(let channels, let seconds): (numberOfChannels, duration) = (channels, seconds)
        case .otherAudio(let container):
            throw CellSnapUIKitError(
                call: call,
                reason:
                    "CellSnap reads the length of WAV files only, not \(container) audio; use a WAV file in the test")
        case .notAudio: throw Self.osStatusError(Int(kAudioFileUnsupportedFileTypeError))
        }
    }

    private static func osStatusError(_ code: Int) -> NSError { NSError(domain: NSOSStatusErrorDomain, code: code) }
}

/// What an audio player tells its delegate, as AVFAudio's `AVAudioPlayerDelegate` (every
/// requirement is optional in the SDK, defaulted here; none is called, as time does not pass).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound played to its end.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound failed to decode.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// What a sound file's first bytes say it is.
enum SoundFileHeader: Equatable {
    case wave(channels: Int, seconds: TimeInterval)
    case otherAudio(String)
    case notAudio

    static func read(_ data: Data) -> SoundFileHeader {
        let bytes = [UInt8](data.prefix(4096))
        func ascii(_ offset: Int, _ text: String) -> Bool {
            offset + text.utf8.count <= bytes.count
                && Array(bytes[offset..<offset + text.utf8.count]) == Array(text.utf8)
        }
        if ascii(0, "RIFF"), ascii(8, "WAVE") { return wave([UInt8](data)) }
        if ascii(0, "FORM"), ascii(8, "AIFF") || ascii(8, "AIFC") { return .otherAudio("AIFF") }
        if ascii(0, "caff") { return .otherAudio("CAF") }
        if ascii(4, "ftyp"), ascii(8, "M4A ") || ascii(8, "M4B ") || ascii(8, "mp42") { return .otherAudio("MPEG-4") }
        if ascii(0, "ID3") { return .otherAudio("MP3") }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] & 0xF6 == 0xF0 { return .otherAudio("AAC (ADTS)") }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] & 0xE0 == 0xE0 { return .otherAudio("MP3") }
        return .notAudio
    }

    /// A WAV file's channels and length: its `fmt ` chunk's channels and bytes a second, and its
    /// `data` chunk's size; not audio when either chunk is missing or malformed.
    private static func wave(_ bytes: [UInt8]) -> SoundFileHeader {
        guard let audio = WaveAudio(bytes) else { return .notAudio }
        return .wave(channels: audio.channels, seconds: audio.seconds)
    }
}
