// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// What the device's haptics can do, as Core Haptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    /// Whether the device plays haptics.
    var supportsHaptics: Bool { get }
    /// Whether the device plays haptic audio.
    var supportsAudio: Bool { get }
}

/// The capabilities of a machine with no haptic motor or haptic audio.
struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// A Core Haptics error, as `CHHapticError` (its codes' raw values).
public struct CHHapticError: Error, Hashable, Sendable {
    /// An error code, as `CHHapticError.Code`.
    public enum Code: Int, Hashable, Sendable {
        case engineNotRunning = -4805, operationNotPermitted = -4806, engineStartTimeout = -4808
        case notSupported = -4809, serverInitFailed = -4810, serverInterrupted = -4811
        case invalidPatternData = -4813, invalidPatternDictionary = -4814, invalidEventType = -4821
        case invalidEventTime = -4822, invalidEventDuration = -4823, invalidParameterType = -4820
        case unknownError = -4898
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    /// The error's domain.
    public static let errorDomain = "com.apple.CoreHaptics"
}

/// The haptic engine, as Core Haptics' `CHHapticEngine`. No Linux machine has haptics:
/// ``capabilitiesForHardware()`` says so, and making an engine throws
/// `CHHapticError(.notSupported)`, as on an iOS device without haptics (it is a root class here,
/// not an `NSObject`, as a Swift initializer that throws cannot override `NSObject`'s), so an app's
/// `guard supportsHaptics` and `do/catch` paths run as they do there.
///
/// ```swift
/// CHHapticEngine.capabilitiesForHardware().supportsHaptics   // false
/// let engine = try? CHHapticEngine()   // nil
/// ```
open class CHHapticEngine {
    /// Why an engine stopped, as `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended = 2, idleTimeout = 3, notifyWhenFinished = 4
        case engineDestroyed = 5, gameControllerDisconnect = 6, systemError = -1
    }

    /// What the engine does when its players finish, as `CHHapticEngine.FinishedAction`.
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1, leaveEngineRunning = 2
    }

    /// Called when the engine stops.
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called when the engine resets.
    open var resetHandler: () -> Void = {}
    /// Whether the engine stops when idle.
    open var isAutoShutdownEnabled = false
    /// Whether the engine plays haptics only.
    open var playsHapticsOnly = false
    /// Whether haptics are muted.
    open var isMutedForHaptics = false
    /// Whether audio is muted.
    open var isMutedForAudio = false
    /// The engine's current time.
    open var currentTime: TimeInterval { 0 }

    /// What the device's haptics can do: nothing, on Linux.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }

    /// An engine: throws `CHHapticError(.notSupported)`, as no haptics are here.
    public init() throws {
        throw CHHapticError(.notSupported)
    }

    /// An engine on `audioSession`: throws `CHHapticError(.notSupported)`. With AVFoundation
    /// imported, an `AVAudioSession` overload takes `.sharedInstance()`, as iOS types it.
    @_disfavoredOverload
    public convenience init(audioSession: AnyObject?) throws { try self.init() }

    /// Starts the engine (never reached: no engine is made).
    open func start() throws { throw CHHapticError(.notSupported) }
    /// Starts the engine, then calls `completionHandler` with the error.
    open func start(completionHandler: ((any Error)?) -> Void) { completionHandler(CHHapticError(.notSupported)) }
    /// Stops the engine.
    open func stop(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    /// A player of `pattern` (never reached: no engine is made).
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        throw CHHapticError(.notSupported)
    }
    /// An advanced player of `pattern` (never reached).
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        throw CHHapticError(.notSupported)
    }
    /// Plays the pattern file at `fileURL` (never reached).
    open func playPattern(from fileURL: URL) throws { throw CHHapticError(.notSupported) }
    /// Calls `finishedHandler` when the players finish.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping ((any Error)?) -> FinishedAction) {}
}

/// The instant a player starts or stops, as `CHHapticTimeImmediate`.
public let CHHapticTimeImmediate: TimeInterval = 0

/// A player of a haptic pattern, as Core Haptics' `CHHapticPatternPlayer`.
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// A player that pauses, loops and changes rate, as Core Haptics' `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var playbackRate: Float { get set }
}
