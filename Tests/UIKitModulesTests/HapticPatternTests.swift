// A haptic pattern as Apple's samples load one: an AHAP file's JSON read into a dictionary keyed
// by `CHHapticPattern.Key` (or its raw strings), events, dynamic parameters and parameter curves
// kept in the pattern, malformed entries refused with Core Haptics' errors; and a motion sample
// made with `init()` as an app keeps a placeholder one.
import CoreMotion
import Foundation
import Testing

@testable import CoreHaptics

@Suite struct HapticPatternTests {
    static let ahap = """
        {"Version": 1.0, "Metadata": {"Project": "Fixture"},
         "Pattern": [
          {"Event": {"Time": 0.0, "EventType": "HapticTransient",
            "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.8},
                                {"ParameterID": "HapticSharpness", "ParameterValue": 0.25}]}},
          {"Event": {"Time": 0.1, "EventType": "HapticContinuous", "EventDuration": 0.5,
            "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1}]}},
          {"Parameter": {"ParameterID": "AudioVolumeControl", "Time": 0.2, "ParameterValue": 0.5}},
          {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0.1,
            "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 1}, {"Time": 0.5, "ParameterValue": 0}]}}
         ]}
        """

    @Test func anAHAPFilesDictionaryMakesItsEventsParametersAndCurves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ahap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Fixture.ahap")
        try Data(Self.ahap.utf8).write(to: file)
        let pattern = try CHHapticPattern(contentsOf: file)
        #expect(pattern.events.map(\.type) == [.hapticTransient, .hapticContinuous])
        #expect(pattern.events.map(\.relativeTime) == [0, 0.1] && pattern.duration == 0.6)
        #expect(pattern.events[0].eventParameters.map(\.parameterID) == [.hapticIntensity, .hapticSharpness])
        #expect(pattern.events[0].eventParameters.map(\.value) == [0.8, 0.25])
        #expect(pattern.cellSnapParameters.map(\.parameterID) == [.audioVolumeControl])
        #expect(pattern.cellSnapParameters.map(\.relativeTime) == [0.2])
        let curve = try #require(pattern.cellSnapParameterCurves.first)
        #expect(curve.parameterID == .hapticIntensityControl && curve.relativeTime == 0.1)
        #expect(curve.controlPoints.map(\.value) == [1, 0] && curve.controlPoints.map(\.relativeTime) == [0, 0.5])
    }

    @Test func aDictionaryOfKeysAndTypedValuesIsReadToo() throws {
        let pattern = try CHHapticPattern(dictionary: [
            .pattern: [
                [
                    CHHapticPattern.Key.event: [
                        CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticTransient,
                        .time: 0.25,
                        .eventParameters: [
                            [
                                CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity,
                                .parameterValue: 1.0,
                            ]
                        ],
                    ]
                ]
            ]
        ])
        #expect(pattern.events.map(\.relativeTime) == [0.25] && pattern.events[0].eventParameters.count == 1)
    }

    @Test(arguments: [
        ("{\"Version\": 1.0}", CHHapticError.Code.invalidPatternDictionary),
        ("{\"Pattern\": [{\"Sound\": {}}]}", .invalidPatternDictionary),
        ("{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"Buzz\"}}]}", .invalidEventType),
        (
            "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\", \"EventParameters\": [{\"ParameterID\": \"Loudness\", \"ParameterValue\": 1}]}}]}",
            .invalidParameterType
        ),
        ("{\"Pattern\": [{\"Event\": {\"Time\": -1, \"EventType\": \"HapticTransient\"}}]}", .invalidEventTime),
        (
            "{\"Pattern\": [{\"Parameter\": {\"ParameterID\": \"Volume\", \"Time\": 0, \"ParameterValue\": 1}}]}",
            .invalidParameterType
        ),
    ])
    func malformedDictionariesAreRefused(json: String, code: CHHapticError.Code) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let dictionary = Dictionary(
            uniqueKeysWithValues: root.map { (CHHapticPattern.Key(rawValue: $0.key), $0.value) })
        let error = #expect(throws: CHHapticError.self) { _ = try CHHapticPattern(dictionary: dictionary) }
        #expect(error?.code == code)
    }

    @Test func notJSONIsInvalidPatternData() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-ahap-\(UUID().uuidString)")
        try Data("buzz".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: CHHapticError.self) { _ = try CHHapticPattern(contentsOf: file) }
        #expect(error?.code == .invalidPatternData)
    }

    @Test func motionSamplesMadeWithInitAreAtRest() {
        let sample = CMAccelerometerData()
        #expect(sample.acceleration.x == 0 && sample.acceleration.z == 0 && sample.timestamp == 0)
        #expect(CMGyroData().rotationRate.y == 0)
    }
}
