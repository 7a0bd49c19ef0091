import Foundation

/// A haptic event's kind, as Core Haptics' `CHHapticEvent.EventType` (its raw values).
public struct CHHapticEventType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A haptic event's parameter, as Core Haptics' `CHHapticEvent.ParameterID` (its raw values).
public struct CHHapticEventParameterID: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A parameter that changes while a pattern plays, as Core Haptics' `CHHapticDynamicParameter.ID`.
public struct CHHapticDynamicParameterID: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A tap or a buzz in a pattern, as Core Haptics' `CHHapticEvent`.
open class CHHapticEvent: NSObject {
    public typealias EventType = CHHapticEventType
    public typealias ParameterID = CHHapticEventParameterID

    /// The kind.
    open var type: EventType
    /// The parameters.
    open var eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts (a transient event's is 0).
    open var duration: TimeInterval

    public init(
        eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval
    ) {
        (self.type, eventParameters, relativeTime, duration) = (type, eventParams, time, 0)
        super.init()
    }

    public init(
        eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
        duration: TimeInterval
    ) {
        (self.type, eventParameters, relativeTime, self.duration) = (type, eventParams, time, duration)
        super.init()
    }
}

extension CHHapticEventType {
    public static let hapticTransient = CHHapticEventType(rawValue: "HapticTransient")
    public static let hapticContinuous = CHHapticEventType(rawValue: "HapticContinuous")
    public static let audioContinuous = CHHapticEventType(rawValue: "AudioContinuous")
    public static let audioCustom = CHHapticEventType(rawValue: "AudioCustom")
}

extension CHHapticEventParameterID {
    public static let hapticIntensity = CHHapticEventParameterID(rawValue: "HapticIntensity")
    public static let hapticSharpness = CHHapticEventParameterID(rawValue: "HapticSharpness")
    public static let attackTime = CHHapticEventParameterID(rawValue: "AttackTime")
    public static let decayTime = CHHapticEventParameterID(rawValue: "DecayTime")
    public static let releaseTime = CHHapticEventParameterID(rawValue: "ReleaseTime")
    public static let sustained = CHHapticEventParameterID(rawValue: "Sustained")
    public static let audioVolume = CHHapticEventParameterID(rawValue: "AudioVolume")
    public static let audioPitch = CHHapticEventParameterID(rawValue: "AudioPitch")
    public static let audioPan = CHHapticEventParameterID(rawValue: "AudioPan")
    public static let audioBrightness = CHHapticEventParameterID(rawValue: "AudioBrightness")
}

extension CHHapticDynamicParameterID {
    public static let hapticIntensityControl = CHHapticDynamicParameterID(rawValue: "HapticIntensityControl")
    public static let hapticSharpnessControl = CHHapticDynamicParameterID(rawValue: "HapticSharpnessControl")
    public static let hapticAttackTimeControl = CHHapticDynamicParameterID(rawValue: "HapticAttackTimeControl")
    public static let hapticDecayTimeControl = CHHapticDynamicParameterID(rawValue: "HapticDecayTimeControl")
    public static let hapticReleaseTimeControl = CHHapticDynamicParameterID(rawValue: "HapticReleaseTimeControl")
    public static let audioVolumeControl = CHHapticDynamicParameterID(rawValue: "AudioVolumeControl")
    public static let audioPanControl = CHHapticDynamicParameterID(rawValue: "AudioPanControl")
    public static let audioBrightnessControl = CHHapticDynamicParameterID(rawValue: "AudioBrightnessControl")
    public static let audioPitchControl = CHHapticDynamicParameterID(rawValue: "AudioPitchControl")
    public static let audioAttackTimeControl = CHHapticDynamicParameterID(rawValue: "AudioAttackTimeControl")
    public static let audioDecayTimeControl = CHHapticDynamicParameterID(rawValue: "AudioDecayTimeControl")
    public static let audioReleaseTimeControl = CHHapticDynamicParameterID(rawValue: "AudioReleaseTimeControl")
}

/// A parameter of an event, as Core Haptics' `CHHapticEventParameter`.
open class CHHapticEventParameter: NSObject {
    /// The parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        (self.parameterID, self.value) = (parameterID, value)
        super.init()
    }
}

/// A parameter changed while a pattern plays, as Core Haptics' `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject {
    public typealias ID = CHHapticDynamicParameterID
    public let parameterID: ID
    open var value: Float
    open var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        (self.parameterID, self.value, relativeTime) = (parameterID, value, time)
        super.init()
    }
}

/// Events in time, as Core Haptics' `CHHapticPattern`: its length is the last event's end.
open class CHHapticPattern: NSObject {
    /// The events.
    public let events: [CHHapticEvent]
    /// The pattern's length in seconds: the latest event's end.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }

    /// The parameters that change as the pattern plays.
    let cellSnapParameters: [CHHapticDynamicParameter]
    /// The parameter curves.
    let cellSnapParameterCurves: [CHHapticParameterCurve]

    /// A pattern of `events`; a negative time or duration throws as Core Haptics does.
    public convenience init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try self.init(events: events, parameters: parameters, curves: [])
    }

    /// A pattern of `events` whose parameters follow `parameterCurves`.
    public convenience init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try self.init(events: events, parameters: [], curves: parameterCurves)
    }

    init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter], curves: [CHHapticParameterCurve]) throws {
        if events.contains(where: { $0.relativeTime < 0 }) { throw CHHapticError(.invalidEventTime) }
        if events.contains(where: { $0.duration < 0 }) { throw CHHapticError(.invalidEventDuration) }
        if parameters.contains(where: { $0.relativeTime < 0 }) || curves.contains(where: { $0.relativeTime < 0 }) {
            throw CHHapticError(.invalidEventTime)
        }
        self.events = events
        cellSnapParameters = parameters
        cellSnapParameterCurves = curves
        super.init()
    }
}
