import CoreMedia
import Foundation

/// An output of a capture session's video frames, as AVFoundation's `AVCaptureVideoDataOutput`:
/// its video settings, late-frame policy, delegate and queue are kept.
///
/// No visible effect: a session on Linux captures nothing (no camera gives a picture), so the
/// delegate's `captureOutput(_:didOutput:from:)` is never called; a test that wants to drive a
/// screen's frame handling calls the delegate itself with a `CMSampleBuffer` it makes.
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The frames' format, by Core Video keys (`kCVPixelBufferPixelFormatTypeKey`); `nil` sets the
    /// device's native format.
    open var videoSettings: [String: Any]! = [
        kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange
    ]
    /// Whether frames arriving while the delegate is busy are dropped (`true`, as AVFoundation's).
    open var alwaysDiscardsLateVideoFrames = true
    /// The delegate that would receive frames, and its queue.
    open private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
    open private(set) var sampleBufferCallbackQueue: DispatchQueue?

    public override init() { super.init() }

    /// The pixel formats the output can give: the camera formats Core Video names.
    open var availableVideoPixelFormatTypes: [OSType] {
        [
            kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
            kCVPixelFormatType_32BGRA,
        ]
    }

    /// Sets the delegate and the serial queue its calls would run on (`nil` clears both).
    open func setSampleBufferDelegate(
        _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
        queue sampleBufferCallbackQueue: DispatchQueue?
    ) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferDelegate == nil ? nil : sampleBufferCallbackQueue
    }
}

/// What a video data output tells of its frames, as AVFoundation's
/// `AVCaptureVideoDataOutputSampleBufferDelegate`; both methods are optional.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
    /// A frame was captured.
    func captureOutput(
        _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    /// A frame was dropped.
    func captureOutput(
        _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    public func captureOutput(
        _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
    ) {}
    public func captureOutput(
        _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
    ) {}
}

/// How a connection stabilises video, as AVFoundation's `AVCaptureVideoStabilizationMode` (its raw values).
public enum AVCaptureVideoStabilizationMode: Int, Hashable, Sendable {
    case off = 0, standard = 1, cinematic = 2, cinematicExtended = 3, previewOptimized = 4
    case cinematicExtendedEnhanced = 5, auto = -1
}

extension AVCaptureConnection {
    /// Whether the connection can stabilise video: no connection on Linux gives frames to stabilise.
    public var isVideoStabilizationSupported: Bool { false }
    /// The stabilisation in use: `.off`, as no frames are captured.
    public var activeVideoStabilizationMode: AVCaptureVideoStabilizationMode { .off }
}
