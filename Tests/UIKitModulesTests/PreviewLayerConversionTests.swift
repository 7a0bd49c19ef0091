// A camera screen's overlay as Apple's samples draw it: a metadata output's rectangle (in the
// camera's unrotated picture, normalized) converted into the preview layer, and back. No camera
// gives a picture on Linux, so the picture fills the layer; the connection's rotation and
// mirroring turn it as iOS turns it.
import AVFoundation
import Foundation
import Testing

/// In AVFoundationTests' serialized suite: the capture device fixture is the process's.
extension AVFoundationTests {
    @Test func metadataRectanglesConvertIntoAPortraitLayerAndBack() {
        let layer = AVCaptureVideoPreviewLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        // Portrait (90°): the picture's x runs down the layer, its y from right to left.
        let metadata = CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.25)
        let inLayer = layer.layerRectConverted(fromMetadataOutputRect: metadata)
        #expect(inLayer == CGRect(x: 187.5, y: 150, width: 75, height: 300))
        let back = layer.metadataOutputRectConverted(fromLayerRect: inLayer)
        #expect(back == metadata)
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: CGPoint(x: 0, y: 0)) == CGPoint(x: 300, y: 0))
        #expect(layer.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 150, y: 300)) == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func theConnectionsRotationAndMirroringTurnTheConversions() throws {
        AVCaptureDevice.cellSnapFixture = .init(
            authorizationStatus: [.video: .authorized], devices: [.init(uniqueID: "back", localizedName: "Back Camera")]
        )
        defer { AVCaptureDevice.cellSnapFixture = .init() }
        let device = try #require(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back))
        let session = AVCaptureSession()
        session.addInput(try AVCaptureDeviceInput(device: device))
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        let connection = try #require(layer.connection)
        connection.videoOrientation = .landscapeRight  // 0°: the picture as the sensor gives it
        #expect(connection.videoRotationAngle == 0)
        let point = CGPoint(x: 0.25, y: 0.75)
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: point) == CGPoint(x: 100, y: 150))
        connection.videoRotationAngle = 180
        #expect(connection.videoOrientation == .landscapeLeft)
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: point) == CGPoint(x: 300, y: 50))
        connection.videoRotationAngle = 270
        #expect(connection.videoOrientation == .portraitUpsideDown)
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: point) == CGPoint(x: 300, y: 150))
        connection.isVideoMirrored = true
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: point) == CGPoint(x: 100, y: 150))
        #expect(layer.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 100, y: 150)) == point)
    }
}
