// A voice recorder's and a camera's recording as apps write them: an audio recorder with its
// settings, permission and meters (no microphone: recording answers false), a WAV file read back
// into a PCM buffer for a waveform, tap-to-focus and zoom on a listed camera, and a movie file
// output whose recording ends with AVFoundation's no-data error.
import AVFoundation
import CellSnapUIKitTesting
import Foundation
import Testing

/// Collects the ends of recordings.
final class RecordingEnds: NSObject, AVCaptureFileOutputRecordingDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var ends: [(URL, NSError?)] = []
    var recorded: [(URL, NSError?)] { lock.withLock { ends } }
    func fileOutput(
        _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection],
        error: (any Error)?
    ) {
        lock.withLock { ends.append((outputFileURL, error as NSError?)) }
    }
}

/// In AVFoundationTests' serialized suite: the capture device fixture is the process's.
extension AVFoundationTests {
    @Test func anAudioRecorderKeepsItsSettingsAndRecordsNothing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-memo-\(UUID()).m4a")
        let settings: [String: Any] = [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 22_050, AVNumberOfChannelsKey: 2,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ]
        let recorder = try AVAudioRecorder(url: url, settings: settings)
        #expect(recorder.url == url && recorder.settings[AVEncoderAudioQualityKey] as? Int == 0x60)
        #expect(recorder.format.sampleRate == 22_050 && recorder.format.channelCount == 2 && recorder.format.isStandard)
        recorder.isMeteringEnabled = true
        #expect(!recorder.prepareToRecord() && !recorder.record() && !recorder.isRecording)
        recorder.updateMeters()
        #expect(recorder.averagePower(forChannel: 0) == -160 && recorder.currentTime == 0)
        #expect(!FileManager.default.fileExists(atPath: url.path) && !recorder.deleteRecording())
        #expect(throws: NSError.self) {
            _ = try AVAudioRecorder(url: URL(string: "https://example.com/memo.m4a")!, settings: settings)
        }
        #expect(AVAudioApplication.shared.recordPermission == .undetermined)
        #expect(kAudioFormatMPEG4AAC == 0x6161_6320 && AVAudioQuality.max.rawValue == 127)
    }

    @Test func aWAVFileIsReadIntoTheStandardFormat() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-wave-\(UUID()).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        // 2 channels of 16-bit samples at 8 000 Hz, 3 frames: (16384, -32768), (0, 32767), (-16384, 0).
        let samples = [16_384, -32_768, 0, 32_767, -16_384, 0]
        var wav = Data("RIFF".utf8) + le(36 + 12, 4) + Data("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(2, 2)
        wav += le(8_000, 4) + le(32_000, 4) + le(4, 2) + le(16, 2) + Data("data".utf8) + le(12, 4)
        wav += samples.reduce(Data()) { $0 + le($1, 2) }
        try wav.write(to: url)
        let file = try AVAudioFile(forReading: url)
        #expect(file.length == 3 && file.fileFormat.commonFormat == .pcmFormatInt16 && file.fileFormat.isInterleaved)
        #expect(file.processingFormat.isStandard && file.processingFormat.sampleRate == 8_000)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: file.processingFormat, frameCapacity: 2))
        try file.read(into: buffer)
        let channels = try #require(buffer.floatChannelData)
        #expect(buffer.frameLength == 2 && file.framePosition == 2)
        #expect([channels[0][0], channels[0][1], channels[1][0], channels[1][1]] == [0.5, 0, -1, 32_767 / 32_768])
        try file.read(into: buffer)
        #expect(buffer.frameLength == 1 && channels[0][0] == -0.5 && buffer.int16ChannelData == nil)
        // Another container is refused by name; text is not audio, as on iOS.
        let mp3 = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-song-\(UUID()).mp3")
        defer { try? FileManager.default.removeItem(at: mp3) }
        try (Data("ID3\u{4}".utf8) + Data(count: 64)).write(to: mp3)
        #expect(throws: CellSnapUIKitError.self) { _ = try AVAudioFile(forReading: mp3) }
        try Data("not a sound".utf8).write(to: mp3)
        #expect { _ = try AVAudioFile(forReading: mp3) } throws: { ($0 as NSError).code == 1_954_115_647 }
        #expect(throws: CellSnapUIKitError.self) { _ = try AVAudioFile(forWriting: url, settings: [:]) }
    }

    @Test func tapToFocusAndZoomAreKept() throws {
        AVCaptureDevice.cellSnapFixture = .init(devices: [.init(uniqueID: "back", localizedName: "Back Camera")])
        defer { AVCaptureDevice.cellSnapFixture = .init() }
        let device = try #require(AVCaptureDevice.default(for: .video))
        #expect(
            device.focusPointOfInterest == CGPoint(x: 0.5, y: 0.5) && device.exposureMode == .continuousAutoExposure)
        #expect(device.isFocusPointOfInterestSupported && device.isExposurePointOfInterestSupported)
        #expect(device.isExposureModeSupported(.autoExpose))
        try device.lockForConfiguration()
        device.focusPointOfInterest = CGPoint(x: 0.2, y: 0.7)
        device.exposurePointOfInterest = CGPoint(x: 0.2, y: 0.7)
        device.exposureMode = .autoExpose
        device.isSubjectAreaChangeMonitoringEnabled = true
        device.ramp(toVideoZoomFactor: 3, withRate: 4)
        device.unlockForConfiguration()
        #expect(device.focusPointOfInterest == CGPoint(x: 0.2, y: 0.7) && device.exposureMode == .autoExpose)
        #expect(device.videoZoomFactor == 3 && !device.isRampingVideoZoom)
        #expect(
            AVCaptureDevice.subjectAreaDidChangeNotification.rawValue
                == "AVCaptureDeviceSubjectAreaDidChangeNotification")
    }

    @Test func aMovieRecordingEndsWithNoDataCaptured() async throws {
        let output = AVCaptureMovieFileOutput()
        #expect(output.availableVideoCodecTypes.contains(.hevc) && !output.isRecording)
        let ends = RecordingEnds()
        let url = URL(fileURLWithPath: "/tmp/cellsnap-movie.mov")
        output.startRecording(to: url, recordingDelegate: ends)
        for _ in 0..<200 where ends.recorded.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        let end = try #require(ends.recorded.first)
        #expect(end.0 == url && end.1?.code == AVError.Code.noDataCaptured.rawValue)
        #expect(end.1?.userInfo[AVErrorRecordingSuccessfullyFinishedKey] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
