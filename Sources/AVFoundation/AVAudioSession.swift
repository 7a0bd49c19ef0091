// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The app's audio session, as AVFoundation's (AVFAudio's) `AVAudioSession`: its category, mode,
/// options and activation are kept and read back as on iOS. No visible effect: they govern sound,
/// and nothing sounds on Linux. ``recordPermission`` is `.undetermined` and a request is denied,
/// as no microphone is there.
///
/// ```swift
/// let session = AVAudioSession.sharedInstance()
/// try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
/// try session.setActive(true)
/// ```
open class AVAudioSession: NSObject, @unchecked Sendable {
    /// A session category, as `AVAudioSession.Category` (its raw values).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A session mode, as `AVAudioSession.Mode` (its raw values).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// A category's options, as `AVAudioSession.CategoryOptions` (its raw values).
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// The options of ``setActive(_:options:)``, as `AVAudioSession.SetActiveOptions`.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// The microphone permission, as `AVAudioSession.RecordPermission` (its raw values).
    public enum RecordPermission: UInt, Hashable, Sendable {
        case undetermined = 1_970_168_948, denied = 1_684_369_017, granted = 1_735_552_628
    }

    /// The kind of an interruption, as `AVAudioSession.InterruptionType`.
    public enum InterruptionType: UInt, Hashable, Sendable {
        case began = 1, ended = 0
    }

    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false)

    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()

    override init() { super.init() }

    /// The category: `.soloAmbient` until set.
    open var category: Category { lock.withLock { state.category } }
    /// The mode: `.default` until set.
    open var mode: Mode { lock.withLock { state.mode } }
    /// The category's options.
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether other apps play sound: no.
    open var isOtherAudioPlaying: Bool { false }
    /// Whether other apps' sound should be silenced: no.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The output volume, 0 to 1: 0.5 (no device reports one here).
    open var outputVolume: Float { 0.5 }
    /// The sample rate of the hardware, in hertz: 48 000.
    open var sampleRate: Double { 48_000 }
    /// The microphone permission: `.undetermined` (no microphone here).
    open var recordPermission: RecordPermission { .undetermined }
    /// Whether the session was made active (read back; not in the SDK, for tests).
    public var cellSnapIsActive: Bool { lock.withLock { state.active } }

    /// Sets the category, keeping the mode and clearing the options.
    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    /// Sets the category and options, keeping the mode.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }
    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { (state.category, state.mode, state.options) = (category, mode, options) }
    }
    /// Sets the mode.
    open func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
    /// Makes the session active or inactive.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { state.active = active }
    }
    /// Asks for the microphone: denied, as there is none; `response` gets `false`.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }

    /// Posted when the session is interrupted (never here).
    public static let interruptionNotification = NSNotification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (never here).
    public static let routeChangeNotification = NSNotification.Name("AVAudioSessionRouteChangeNotification")
    /// Posted when the media services reset (never here).
    public static let mediaServicesWereResetNotification = NSNotification.Name(
        "AVAudioSessionMediaServicesWereResetNotification")
}

/// The key of an interruption's type in its notification's user info.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The key of an interruption's options in its notification's user info.
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The key of a route change's reason in its notification's user info.
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
