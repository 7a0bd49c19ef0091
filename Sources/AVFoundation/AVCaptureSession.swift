// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A capture session, as AVFoundation's `AVCaptureSession`: inputs and outputs are added and
/// removed as on iOS, and ``startRunning()`` runs it; no frames or metadata arrive, as there is
/// no camera on Linux (a device a test lists in ``AVCaptureDevice/cellSnapFixture`` can be an
/// input, and gives nothing).
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// The quality of the session's output, as `AVCaptureSession.Preset` (its raw values).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    /// The session's quality. No visible effect: no frames are captured.
    open var sessionPreset = Preset.high
    /// The session's inputs.
    open private(set) var inputs: [AVCaptureInput] = []
    /// The session's outputs.
    open private(set) var outputs: [AVCaptureOutput] = []
    /// Whether the session runs.
    open private(set) var isRunning = false
    /// Whether the session is interrupted: no.
    open var isInterrupted: Bool { false }

    public override init() { super.init() }

    /// Whether `preset` can be used: every preset.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    /// Whether `input` can be added: when it is not in the session yet.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    /// Adds `input`.
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    /// Removes `input`.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether `output` can be added: when it is not in the session yet.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    /// Adds `output`.
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    /// Removes `output`.
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Starts a batch of configuration changes (applied at once here).
    open func beginConfiguration() {}
    /// Ends a batch of configuration changes.
    open func commitConfiguration() {}

    /// Runs the session: ``isRunning`` becomes `true`; nothing is captured.
    open func startRunning() {
        guard !isRunning else { return }
        isRunning = true
        NotificationCenter.default.post(name: .AVCaptureSessionDidStartRunning, object: self)
    }

    /// Stops the session.
    open func stopRunning() {
        guard isRunning else { return }
        isRunning = false
        NotificationCenter.default.post(name: .AVCaptureSessionDidStopRunning, object: self)
    }
}

extension NSNotification.Name {
    /// Posted when a capture session starts running.
    public static let AVCaptureSessionDidStartRunning = NSNotification.Name(
        "AVCaptureSessionDidStartRunningNotification")
    /// Posted when a capture session stops running.
    public static let AVCaptureSessionDidStopRunning = NSNotification.Name("AVCaptureSessionDidStopRunningNotification")
    /// Posted when a capture session fails.
    public static let AVCaptureSessionRuntimeError = NSNotification.Name("AVCaptureSessionRuntimeErrorNotification")
    /// Posted when a capture session is interrupted.
    public static let AVCaptureSessionWasInterrupted = NSNotification.Name("AVCaptureSessionWasInterruptedNotification")
    /// A device's scene changed (with subject-area monitoring on): never posted, as no frames come.
    public static let AVCaptureDeviceSubjectAreaDidChange = NSNotification.Name(
        "AVCaptureDeviceSubjectAreaDidChangeNotification")
}

/// A session's input, as AVFoundation's `AVCaptureInput`.
open class AVCaptureInput: NSObject, @unchecked Sendable {
    override init() { super.init() }
}

/// A device as a session's input, as AVFoundation's `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice

    /// An input of `device` (only devices a test lists exist on Linux).
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// A session's output, as AVFoundation's `AVCaptureOutput`.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    override init() { super.init() }
    /// The output's connection for `mediaType`: none, as no camera connects on Linux.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// The link between an input and an output, as AVFoundation's `AVCaptureConnection`.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// Whether the connection is on.
    open var isEnabled = true
    /// Whether the connection is active: no, as no camera gives frames.
    open var isActive: Bool { false }
    /// The orientation of the frames, kept in step with ``videoRotationAngle`` as AVFoundation
    /// keeps the two. No visible effect: there are no frames.
    open var videoOrientation = AVCaptureVideoOrientation.portrait {
        didSet {
            let angle: CGFloat = [.landscapeRight: 0, .portrait: 90, .landscapeLeft: 180][videoOrientation] ?? 270
            if videoRotationAngle != angle { videoRotationAngle = angle }
        }
    }
    /// Whether ``videoOrientation`` can be set: yes.
    open var isVideoOrientationSupported: Bool { true }
    /// The rotation of the frames in degrees clockwise (iOS 17), kept in step with
    /// ``videoOrientation``; it turns the preview layer's conversions of metadata rectangles.
    open var videoRotationAngle: CGFloat = 90 {
        didSet {
            let quarter = Int((videoRotationAngle / 90).rounded()) & 3
            let orientation = [
                AVCaptureVideoOrientation.landscapeRight, .portrait, .landscapeLeft, .portraitUpsideDown,
            ][
                quarter]
            if videoOrientation != orientation { videoOrientation = orientation }
        }
    }
    /// Whether the frames are mirrored. No visible effect.
    open var isVideoMirrored = false
    /// The stabilisation asked for. No visible effect: no frames are captured.
    open var preferredVideoStabilizationMode = AVCaptureVideoStabilizationMode.off

    override init() { super.init() }

    /// Whether `videoRotationAngle` can be set: multiples of 90 degrees.
    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool {
        videoRotationAngle.truncatingRemainder(dividingBy: 90) == 0
    }
}

/// The orientation of captured frames, as AVFoundation's `AVCaptureVideoOrientation` (its raw values).
public enum AVCaptureVideoOrientation: Int, Hashable, Sendable {
    case portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

/// An output of machine-readable codes and faces, as AVFoundation's `AVCaptureMetadataOutput`:
/// its delegate is kept and never called, as no camera gives a picture to read codes in.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds of metadata the output looks for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    /// The part of the picture looked in, in normalized coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The delegate told of found codes (never called here).
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    /// The queue the delegate is called on.
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?

    public override init() { super.init() }

    /// The kinds of metadata the output can find: the machine-readable codes AVFoundation reads.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
        [.qr, .ean13, .ean8, .upce, .code39, .code93, .code128, .pdf417, .aztec, .dataMatrix, .itf14, .interleaved2of5]
    }

    /// Sets the delegate told of found codes, and its queue.
    open func setMetadataObjectsDelegate(
        _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
    ) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}

/// What a metadata output tells its delegate, as AVFoundation's `AVCaptureMetadataOutputObjectsDelegate`
/// (its one requirement is optional in the SDK, defaulted here).
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// `metadataObjects` were found in a frame.
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
    ) {}
}

/// Something found in a frame, as AVFoundation's `AVMetadataObject`.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// The kind of a metadata object, as `AVMetadataObject.ObjectType` (its raw values).
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let face = ObjectType(rawValue: "face")
    }

    /// The object's kind.
    open var type: ObjectType { .qr }
    /// Where the object is in the frame.
    open var bounds: CGRect { .zero }
    /// When the object was seen.
    open var time: CMTime { .invalid }
    override init() { super.init() }
}

/// A code found in a frame, as AVFoundation's `AVMetadataMachineReadableCodeObject` (none is
/// found here: there is no camera).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    open var stringValue: String? { nil }
    /// The code's corners in the frame.
    open var corners: [CGPoint] { [] }
}

/// An output of still photos, as AVFoundation's `AVCapturePhotoOutput`: a capture is refused, as
/// there is no camera (the delegate gets an error).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() { super.init() }

    /// Takes a photo: `delegate` is told it finished with an error, as no camera is on Linux.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        let error = NSError(
            domain: AVFoundationErrorDomain, code: AVError.Code.deviceNotConnected.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "CellSnap has no camera on Linux: no photo is taken"])
        let resolved = AVCaptureResolvedPhotoSettings()
        delegate.photoOutput(self, didFinishProcessingPhoto: AVCapturePhoto(resolvedSettings: resolved), error: error)
        delegate.photoOutput(self, didFinishCaptureFor: resolved, error: error)
    }
}

/// The settings of a photo capture, as AVFoundation's `AVCapturePhotoSettings`.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    /// The flash's mode.
    open var flashMode = AVCaptureDevice.FlashMode.off
    /// Whether the photo is taken at the camera's highest resolution (deprecated in iOS 16).
    open var isHighResolutionPhotoEnabled = false
    /// Whether depth data comes with the photo.
    open var isDepthDataDeliveryEnabled = false
    public override init() { super.init() }
}

/// The settings a photo capture used, as AVFoundation's `AVCaptureResolvedPhotoSettings`.
open class AVCaptureResolvedPhotoSettings: NSObject, @unchecked Sendable {
    /// Whether the flash fired: never here, as no photo is taken.
    open var isFlashEnabled: Bool { false }
    override init() { super.init() }
}

/// A photo a capture took, as AVFoundation's `AVCapturePhoto`: here the one a failed capture hands
/// its delegate (no camera on Linux), with no data.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    /// The settings the capture used.
    open private(set) var resolvedSettings: AVCaptureResolvedPhotoSettings
    init(resolvedSettings: AVCaptureResolvedPhotoSettings) {
        self.resolvedSettings = resolvedSettings
        super.init()
    }
    /// The photo's file data (JPEG or HEIF): `nil`, as no photo was taken.
    open func fileDataRepresentation() -> Data? { nil }
    /// The photo as an image: `nil`, as no photo was taken.
    open func cgImageRepresentation() -> CGImage? { nil }
    /// The photo's metadata (EXIF and the like): none.
    open var metadata: [String: Any] { [:] }
    /// When the photo was taken: invalid, as no photo was taken.
    open var timestamp: CMTime { .invalid }
    /// Whether the photo is a RAW one.
    open var isRawPhoto: Bool { false }
}

/// What a photo output tells its delegate, as AVFoundation's `AVCapturePhotoCaptureDelegate`
/// (every requirement is optional in the SDK, defaulted here).
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    /// The photo was processed (with `error` when the capture failed).
    func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
    /// The capture finished, with `error` when it failed.
    func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
        error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
    ) {}
    public func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
        error: (any Error)?
    ) {}
}

/// AVFoundation's error domain.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// AVFoundation's errors, as `AVError` (the codes CellSnap reports).
public struct AVError: Error, Sendable {
    /// An AVFoundation error code, as `AVError.Code` (its raw values).
    public enum Code: Int, Sendable {
        case unknown = -11800, deviceNotConnected = -11814, fileFormatNotRecognized = -11828
        case sessionNotRunning = -11803, noDataCaptured = -11805
        case mediaServicesWereReset = -11819, operationNotSupportedForAsset = -11838
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
