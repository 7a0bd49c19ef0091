import Foundation

/// A parameter's value over time, as Core Haptics' `CHHapticParameterCurve`: control points from
/// `relativeTime`, between which the engine would interpolate.
///
/// No visible effect: nothing plays on Linux; the curve is kept in its pattern.
open class CHHapticParameterCurve: NSObject {
    /// A point of a curve, as `CHHapticParameterCurve.ControlPoint`.
    open class ControlPoint: NSObject {
        /// When, in seconds from the curve's start.
        open var relativeTime: TimeInterval
        /// The parameter's value then.
        open var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            (relativeTime, self.value) = (time, value)
            super.init()
        }
    }

    /// The parameter the curve drives.
    public let parameterID: CHHapticDynamicParameter.ID
    /// When the curve starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// Its points, in time order.
    public let controlPoints: [ControlPoint]

    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        (self.parameterID, self.controlPoints, self.relativeTime) = (parameterID, controlPoints, relativeTime)
        super.init()
    }
}

extension CHHapticPattern {
    /// A key of a pattern's dictionary (an AHAP file's JSON), as `CHHapticPattern.Key`, with Core
    /// Haptics' raw values.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let version = Key("Version")
        public static let pattern = Key("Pattern")
        public static let event = Key("Event")
        public static let eventType = Key("EventType")
        public static let time = Key("Time")
        public static let eventDuration = Key("EventDuration")
        public static let eventWaveformPath = Key("EventWaveformPath")
        public static let eventParameters = Key("EventParameters")
        public static let parameter = Key("Parameter")
        public static let parameterID = Key("ParameterID")
        public static let parameterValue = Key("ParameterValue")
        public static let parameterCurve = Key("ParameterCurve")
        public static let parameterCurveControlPoints = Key("ParameterCurveControlPoints")
        public static let eventWaveformUseVolumeEnvelope = Key("EventWaveformUseVolumeEnvelope")
        public static let eventWaveformLoopEnabled = Key("EventWaveformLoopEnabled")
    }

    /// A pattern from its dictionary, as an AHAP file's JSON lays it out: under ``Key/pattern``,
    /// entries holding an ``Key/event`` (time, type, duration, parameters), a ``Key/parameter``
    /// (a dynamic parameter at a time) or a ``Key/parameterCurve`` (control points). Keys may be
    /// `Key`s or their raw strings, types and parameter IDs their values or raw strings. A custom
    /// audio event's waveform file is not read (nothing sounds on Linux). Throws
    /// `CHHapticError(.invalidPatternDictionary)` for a dictionary without a pattern or with an
    /// entry that is none of these, `.invalidEventType`, `.invalidParameterType`,
    /// `.invalidEventTime` and `.invalidEventDuration` as Core Haptics does.
    public convenience init(dictionary: [CHHapticPattern.Key: Any]) throws {
        let root = Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key.rawValue, $0.value) })
        guard let entries = root[Key.pattern.rawValue] as? [Any] else {
            throw CHHapticError(.invalidPatternDictionary)
        }
        var events: [CHHapticEvent] = [], parameters: [CHHapticDynamicParameter] = []
        var curves: [CHHapticParameterCurve] = []
        for entry in entries {
            guard let entry = AHAP.table(entry) else { throw CHHapticError(.invalidPatternDictionary) }
            if let event = AHAP.table(entry[Key.event.rawValue]) {
                events.append(try AHAP.event(event))
            } else if let parameter = AHAP.table(entry[Key.parameter.rawValue]) {
                parameters.append(
                    CHHapticDynamicParameter(
                        parameterID: try AHAP.dynamicID(parameter[Key.parameterID.rawValue]),
                        value: Float(try AHAP.number(parameter[Key.parameterValue.rawValue])),
                        relativeTime: try AHAP.number(parameter[Key.time.rawValue])))
            } else if let curve = AHAP.table(entry[Key.parameterCurve.rawValue]) {
                curves.append(try AHAP.curve(curve))
            } else {
                throw CHHapticError(.invalidPatternDictionary)
            }
        }
        try self.init(events: events, parameters: parameters, curves: curves)
    }

    /// The pattern of the AHAP file at `ahapURL` (its JSON read as ``init(dictionary:)`` reads it);
    /// a file that is not JSON throws `CHHapticError(.invalidPatternData)`.
    public convenience init(contentsOf ahapURL: URL) throws {
        let data = try Data(contentsOf: ahapURL)
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CHHapticError(.invalidPatternData)
        }
        try self.init(dictionary: Dictionary(uniqueKeysWithValues: root.map { (Key($0.key), $0.value) }))
    }
}

/// Reading a pattern dictionary's values.
private enum AHAP {
    /// A dictionary keyed by `CHHapticPattern.Key`s or strings, by raw key.
    static func table(_ value: Any?) -> [String: Any]? {
        if let keyed = value as? [CHHapticPattern.Key: Any] {
            return Dictionary(uniqueKeysWithValues: keyed.map { ($0.key.rawValue, $0.value) })
        }
        return value as? [String: Any]
    }

    static func number(_ value: Any?) throws -> Double {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: throw CHHapticError(.invalidPatternDictionary)
        }
    }

    static func event(_ event: [String: Any]) throws -> CHHapticEvent {
        typealias Key = CHHapticPattern.Key
        let known: [CHHapticEvent.EventType] = [.hapticTransient, .hapticContinuous, .audioContinuous, .audioCustom]
        let raw =
            (event[Key.eventType.rawValue] as? CHHapticEvent.EventType)?.rawValue
            ?? event[Key.eventType.rawValue] as? String
        guard let type = known.first(where: { $0.rawValue == raw }) else { throw CHHapticError(.invalidEventType) }
        let parameters = try (event[Key.eventParameters.rawValue] as? [Any] ?? []).map { item in
            guard let item = table(item) else { throw CHHapticError(.invalidPatternDictionary) }
            let id = item[Key.parameterID.rawValue]
            let rawID = (id as? CHHapticEvent.ParameterID)?.rawValue ?? id as? String
            guard let rawID, eventParameterIDs.contains(rawID) else { throw CHHapticError(.invalidParameterType) }
            return CHHapticEventParameter(
                parameterID: CHHapticEvent.ParameterID(rawValue: rawID),
                value: Float(try number(item[Key.parameterValue.rawValue])))
        }
        let time = try number(event[Key.time.rawValue])
        let duration = try event[Key.eventDuration.rawValue].map { try number($0) } ?? 0
        return CHHapticEvent(eventType: type, parameters: parameters, relativeTime: time, duration: duration)
    }

    static let eventParameterIDs: Set<String> = [
        "HapticIntensity", "HapticSharpness", "AttackTime", "DecayTime", "ReleaseTime", "Sustained", "AudioVolume",
        "AudioPitch", "AudioPan", "AudioBrightness",
    ]

    static func dynamicID(_ value: Any?) throws -> CHHapticDynamicParameter.ID {
        let raw = (value as? CHHapticDynamicParameter.ID)?.rawValue ?? value as? String
        let known: [CHHapticDynamicParameter.ID] = [
            .hapticIntensityControl, .hapticSharpnessControl, .hapticAttackTimeControl, .hapticDecayTimeControl,
            .hapticReleaseTimeControl, .audioVolumeControl, .audioPanControl, .audioBrightnessControl,
            .audioPitchControl, .audioAttackTimeControl, .audioDecayTimeControl, .audioReleaseTimeControl,
        ]
        guard let id = known.first(where: { $0.rawValue == raw }) else { throw CHHapticError(.invalidParameterType) }
        return id
    }

    static func curve(_ curve: [String: Any]) throws -> CHHapticParameterCurve {
        typealias Key = CHHapticPattern.Key
        let points = try (curve[Key.parameterCurveControlPoints.rawValue] as? [Any] ?? []).map { item in
            guard let item = table(item) else { throw CHHapticError(.invalidPatternDictionary) }
            return CHHapticParameterCurve.ControlPoint(
                relativeTime: try number(item[Key.time.rawValue]),
                value: Float(try number(item[Key.parameterValue.rawValue])))
        }
        return CHHapticParameterCurve(
            parameterID: try dynamicID(curve[Key.parameterID.rawValue]), controlPoints: points,
            relativeTime: try number(curve[Key.time.rawValue]))
    }
}
