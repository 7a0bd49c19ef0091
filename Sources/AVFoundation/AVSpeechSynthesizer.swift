// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Speaks text, as AVFoundation's (AVFAudio's) `AVSpeechSynthesizer`. Nothing sounds on Linux,
/// and speech takes the time it would take, so a snapshot after ``speak(_:)`` shows the
/// synthesizer speaking: the utterance is queued, ``isSpeaking`` becomes `true`, the delegate is
/// told it started (on the main queue, as on iOS), and it never finishes by itself;
/// ``stopSpeaking(at:)`` empties the queue and tells the delegate each was cancelled.
///
/// ```swift
/// let synthesizer = AVSpeechSynthesizer()
/// synthesizer.speak(AVSpeechUtterance(string: "Hello"))
/// synthesizer.isSpeaking   // true
/// ```
open class AVSpeechSynthesizer: NSObject {
    /// Where speech stops or pauses, as `AVSpeechBoundary`.
    public typealias Boundary = AVSpeechBoundary

    /// The delegate told of the utterances' progress.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether the synthesizer speaks (has utterances queued).
    open var isSpeaking: Bool { !queue.isEmpty }
    /// Whether speech is paused.
    open private(set) var isPaused = false
    /// Whether speech goes through the app's audio session. No visible effect.
    open var usesApplicationAudioSession = true
    /// Whether speech mixes with other apps' sound. No visible effect.
    open var mixToTelephonyUplink = false
    private var queue: [AVSpeechUtterance] = []

    public override init() { super.init() }

    /// Queues `utterance`; the first starts speaking at once (the delegate is told on the main queue).
    open func speak(_ utterance: AVSpeechUtterance) {
        queue.append(utterance)
        guard queue.count == 1 else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, self.queue.first === utterance else { return }
            self.delegate?.speechSynthesizer(self, didStart: utterance)
        }
    }

    /// Stops speaking and empties the queue; the delegate is told each utterance was cancelled.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let cancelled = queue
        queue.removeAll()
        isPaused = false
        for utterance in cancelled { delegate?.speechSynthesizer(self, didCancel: utterance) }
        return !cancelled.isEmpty
    }

    /// Pauses speech; the delegate is told.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current = queue.first, !isPaused else { return false }
        isPaused = true
        delegate?.speechSynthesizer(self, didPause: current)
        return true
    }

    /// Goes on speaking after a pause; the delegate is told.
    @discardableResult open func continueSpeaking() -> Bool {
        guard let current = queue.first, isPaused else { return false }
        isPaused = false
        delegate?.speechSynthesizer(self, didContinue: current)
        return true
    }
}

/// Where speech stops or pauses, as AVFoundation's `AVSpeechBoundary`.
public enum AVSpeechBoundary: Int, Hashable, Sendable {
    case immediate = 0, word = 1
}

/// The slowest speech rate, as `AVSpeechUtteranceMinimumSpeechRate`.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate, as `AVSpeechUtteranceMaximumSpeechRate`.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speech rate, as `AVSpeechUtteranceDefaultSpeechRate`.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Text to speak and how, as AVFoundation's `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The text with attributes, when made from one.
    public let attributedSpeechString: NSAttributedString
    /// The voice (`nil`: the current language's).
    open var voice: AVSpeechSynthesisVoice?
    /// The rate, ``AVSpeechUtteranceMinimumSpeechRate`` to ``AVSpeechUtteranceMaximumSpeechRate``.
    open var rate = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5 to 2.
    open var pitchMultiplier: Float = 1
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Seconds of silence before the text.
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after the text.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether the person's VoiceOver settings win.
    open var prefersAssistiveTechnologySettings = false

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    /// An utterance of `string`'s text.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
        super.init()
    }
}

/// A voice, as AVFoundation's `AVSpeechSynthesisVoice`. Linux has no voices installed:
/// ``speechVoices()`` is empty and a voice asked for by language or identifier is `nil`, which
/// makes an utterance speak in the default voice, as iOS does when a voice is missing.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// A voice's quality, as `AVSpeechSynthesisVoiceQuality`.
    public typealias Quality = AVSpeechSynthesisVoiceQuality

    /// The voice's language code.
    open private(set) var language = ""
    /// The voice's identifier.
    open private(set) var identifier = ""
    /// The voice's name.
    open private(set) var name = ""
    /// The voice's quality.
    open private(set) var quality = AVSpeechSynthesisVoiceQuality.default

    /// The voice of `languageCode`: `nil`, as no voice is installed.
    public init?(language languageCode: String?) { return nil }
    /// The voice of `identifier`: `nil`, as no voice is installed.
    public init?(identifier: String) { return nil }

    /// The installed voices: none.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
    /// The current language's code (`Locale.current`'s, as `en-US`).
    open class func currentLanguageCode() -> String {
        Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
    }
}

/// A voice's quality, as AVFoundation's `AVSpeechSynthesisVoiceQuality`.
public enum AVSpeechSynthesisVoiceQuality: Int, Hashable, Sendable {
    case `default` = 1, enhanced = 2, premium = 3
}

/// What a synthesizer tells its delegate, as AVFoundation's `AVSpeechSynthesizerDelegate` (every
/// requirement is optional in the SDK, defaulted here).
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {}
}
