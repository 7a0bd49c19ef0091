// A capture screen's set-up as Apple's samples write it: a video data output with its settings
// and sample-buffer delegate on a session, a connection's stabilisation, the device's presets and
// focus range; Core Video's pixel buffers and Core Media's sample buffers by their functions; and a
// haptic engine made on the shared audio session.
import AVFoundation
import CoreHaptics
import CoreMedia
import CoreVideo
import Foundation
import Testing

/// Reads the width of each frame it is handed.
final class FrameReader: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate {
    var widths: [Int] = []
    func captureOutput(
        _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
    ) {
        if let buffer = CMSampleBufferGetImageBuffer(sampleBuffer) { widths.append(CVPixelBufferGetWidth(buffer)) }
    }
}

/// In AVFoundationTests' serialized suite: the capture device fixture is the process's.
extension AVFoundationTests {
    @Test func aVideoDataOutputKeepsItsSettingsAndDelegateAndIsNeverCalled() throws {
        AVCaptureDevice.cellSnapFixture = .init(
            authorizationStatus: [.video: .authorized], devices: [.init(uniqueID: "back", localizedName: "Back Camera")]
        )
        defer { AVCaptureDevice.cellSnapFixture = .init() }
        let device = try #require(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back))
        #expect(device.supportsSessionPreset(.hd1920x1080) && device.supportsSessionPreset(.hd4K3840x2160))
        try device.lockForConfiguration()
        device.videoZoomFactor = 2
        device.autoFocusRangeRestriction = .near
        device.unlockForConfiguration()
        #expect(device.autoFocusRangeRestriction == .near && device.isAutoFocusRangeRestrictionSupported)
        let session = AVCaptureSession()
        session.sessionPreset = .hd1920x1080
        session.addInput(try AVCaptureDeviceInput(device: device))
        let output = AVCaptureVideoDataOutput()
        #expect(output.alwaysDiscardsLateVideoFrames)
        #expect(
            output.videoSettings[kCVPixelBufferPixelFormatTypeKey] as? OSType
                == kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange)
        let reader = FrameReader()
        output.setSampleBufferDelegate(reader, queue: DispatchQueue(label: "frames"))
        output.videoSettings = [kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange]
        #expect(session.canAddOutput(output))
        session.addOutput(output)
        output.connection(with: .video)?.preferredVideoStabilizationMode = .off
        session.startRunning()
        #expect(session.isRunning && output.sampleBufferDelegate === reader && output.sampleBufferCallbackQueue != nil)
        #expect(reader.widths.isEmpty)
        session.stopRunning()
        output.setSampleBufferDelegate(nil, queue: DispatchQueue(label: "unused"))
        #expect(output.sampleBufferDelegate == nil && output.sampleBufferCallbackQueue == nil)
    }

    @Test func sampleAndPixelBuffersAnswerCoreMediasAndCoreVideosFunctions() {
        let frame = CVBuffer(width: 1920, height: 1080, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
        let sample = CMSampleBuffer(cellSnapImageBuffer: frame, presentationTimeStamp: CMTime(value: 3, timescale: 30))
        let image = CMSampleBufferGetImageBuffer(sample)
        #expect(image === frame)
        #expect(image.map { [CVPixelBufferGetWidth($0), CVPixelBufferGetHeight($0)] } == [1920, 1080])
        #expect(image.map(CVPixelBufferGetPixelFormatType) == 0x3432_3066)  // '420f'
        #expect(CMSampleBufferGetPresentationTimeStamp(sample).seconds == 0.1)
        #expect(!CMSampleBufferGetDuration(sample).isValid)
    }

    @Test func aHapticEngineOnTheSharedAudioSessionIsNotSupported() {
        #expect(throws: CHHapticError.self) { _ = try CHHapticEngine(audioSession: .sharedInstance()) }
        #expect(throws: CHHapticError.self) { _ = try CHHapticEngine(audioSession: nil) }
    }
}
