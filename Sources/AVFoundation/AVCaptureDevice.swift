import Foundation

/// Whether the app may use the camera or microphone, as AVFoundation's `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// A camera or microphone, as AVFoundation's `AVCaptureDevice`. Linux has none: ``default(for:)``
/// and the discovery sessions find nothing, and ``authorizationStatus(for:)`` answers
/// `.notDetermined`, as on a fresh install, unless a test says otherwise through
/// ``cellSnapFixture`` (Linux only), so that a screen that branches on them can be drawn in each
/// state. A device a test lists is found, can be configured and added to a session; no frames
/// come from it.
///
/// ```swift
/// AVCaptureDevice.default(for: .video)   // nil: no camera
/// AVCaptureDevice.authorizationStatus(for: .video)   // .notDetermined
/// ```
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Which side of the device a camera faces, as `AVCaptureDevice.Position`.
    public enum Position: Int, Hashable, Sendable {
        case unspecified = 0, back = 1, front = 2
    }

    /// The torch's mode, as `AVCaptureDevice.TorchMode`.
    public enum TorchMode: Int, Hashable, Sendable {
        case off = 0, on = 1, auto = 2
    }

    /// The flash's mode, as `AVCaptureDevice.FlashMode`.
    public enum FlashMode: Int, Hashable, Sendable {
        case off = 0, on = 1, auto = 2
    }

    /// How a camera focuses, as `AVCaptureDevice.FocusMode`.
    public enum FocusMode: Int, Hashable, Sendable {
        case locked = 0, autoFocus = 1, continuousAutoFocus = 2
    }

    /// How a camera sets its exposure, as `AVCaptureDevice.ExposureMode`.
    public enum ExposureMode: Int, Hashable, Sendable {
        case locked = 0, autoExpose = 1, continuousAutoExposure = 2, custom = 3
    }

    /// The distances autofocus keeps to, as `AVCaptureDevice.AutoFocusRangeRestriction`.
    public enum AutoFocusRangeRestriction: Int, Hashable, Sendable {
        case none = 0, near = 1, far = 2
    }

    /// The kind of a device, as `AVCaptureDevice.DeviceType` (its raw values).
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
    }

    /// The device's identifier.
    public let uniqueID: String
    /// The device's name.
    public let localizedName: String
    /// The device's kind.
    public let deviceType: DeviceType
    /// Which way the camera faces.
    public let position: Position
    /// Whether the device has a torch.
    public let hasTorch: Bool
    /// Whether the device has a flash.
    public let hasFlash: Bool
    private let mediaTypes: Set<AVMediaType>
    private var isLocked = false

    /// The torch's mode (set between ``lockForConfiguration()`` and ``unlockForConfiguration()``).
    /// No visible effect: there is no torch.
    open var torchMode = TorchMode.off
    /// How the camera focuses. No visible effect: no picture is taken.
    open var focusMode = FocusMode.continuousAutoFocus
    /// The zoom, 1 or more. No visible effect.
    open var videoZoomFactor: CGFloat = 1
    /// Where in the picture the camera focuses, from (0, 0) at the top left to (1, 1) at the
    /// bottom right of a landscape picture: the centre until set. No visible effect.
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// Where in the picture the camera meters exposure (as ``focusPointOfInterest``). No visible effect.
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// How the camera sets its exposure. No visible effect: no picture is taken.
    open var exposureMode = ExposureMode.continuousAutoExposure
    /// Whether the device posts ``NSNotification/Name/AVCaptureDeviceSubjectAreaDidChange`` when
    /// the scene changes: it never does, as no frames come.
    open var isSubjectAreaChangeMonitoringEnabled = false
    /// The distances autofocus keeps to. No visible effect: no picture is taken.
    open var autoFocusRangeRestriction = AutoFocusRangeRestriction.none
    /// Whether autofocus can be kept to a range: yes.
    open var isAutoFocusRangeRestrictionSupported: Bool { true }
    /// Whether the torch can be turned on: when the device has one.
    open var isTorchAvailable: Bool { hasTorch }
    /// Whether the torch is on.
    open var isTorchActive: Bool { hasTorch && torchMode == .on }

    init(_ camera: CellSnapDevice) {
        (uniqueID, localizedName, deviceType, position) =
            (camera.uniqueID, camera.localizedName, camera.deviceType, camera.position)
        (hasTorch, hasFlash, mediaTypes) = (camera.hasTorch, camera.hasTorch, camera.mediaTypes)
        super.init()
    }

    /// Whether the device can capture at `preset`: a video device every preset (CellSnap's
    /// listed devices have no resolution to fall short of), an audio-only one none.
    open func supportsSessionPreset(_ preset: AVCaptureSession.Preset) -> Bool { mediaTypes.contains(.video) }

    /// Whether the device gives `mediaType`.
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { mediaTypes.contains(mediaType) }
    /// Whether the camera supports `focusMode`: every mode.
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { true }
    /// Posted when a device's scene changes (with subject-area monitoring on): never, as no frames come.
    public static let subjectAreaDidChangeNotification = NSNotification.Name.AVCaptureDeviceSubjectAreaDidChange

    /// Whether the camera focuses at a chosen point: a camera (a device giving video) does.
    open var isFocusPointOfInterestSupported: Bool { mediaTypes.contains(.video) }
    /// Whether the camera meters exposure at a chosen point: a camera does.
    open var isExposurePointOfInterestSupported: Bool { mediaTypes.contains(.video) }
    /// Whether the camera supports `exposureMode`: a camera every mode.
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { mediaTypes.contains(.video) }
    /// Whether a zoom ramp is under way: never, as ``ramp(toVideoZoomFactor:withRate:)`` ends at once.
    open var isRampingVideoZoom: Bool { false }
    /// Zooms to `factor` at `rate` (powers of two a second): here at once, as no frames come to
    /// ramp over; ``videoZoomFactor`` is `factor`, at least 1.
    open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = max(1, factor) }
    /// Stops a zoom ramp where it is: the ramp has already ended.
    open func cancelVideoZoomRamp() {}
    /// Whether the torch supports `torchMode`: when the device has a torch.
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { hasTorch || torchMode == .off }

    /// Takes the device for configuring.
    open func lockForConfiguration() throws { isLocked = true }
    /// Gives the device back.
    open func unlockForConfiguration() { isLocked = false }

    /// The app's permission for `mediaType`: `.notDetermined` unless ``cellSnapFixture`` says otherwise.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        cellSnapFixture.authorizationStatus[mediaType] ?? .notDetermined
    }

    /// Asks for permission for `mediaType`: when it is not determined, the fixture's
    /// ``CellSnapFixture/grantsAccess`` decides it (and is kept as the status); `handler` gets
    /// whether access is granted, on a background queue as on iOS.
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        let granted = decideAccess(for: mediaType)
        DispatchQueue.global().async { handler(granted) }
    }

    /// Asks for permission for `mediaType` (see ``requestAccess(for:completionHandler:)``).
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { decideAccess(for: mediaType) }

    private static func decideAccess(for mediaType: AVMediaType) -> Bool {
        CellSnapFixture.lock.withLock {
            let status = CellSnapFixture.current.authorizationStatus[mediaType] ?? .notDetermined
            guard status == .notDetermined else { return status == .authorized }
            let granted = CellSnapFixture.current.grantsAccess
            CellSnapFixture.current.authorizationStatus[mediaType] = granted ? .authorized : .denied
            return granted
        }
    }

    /// The system's default device for `mediaType`: the fixture's first that gives it, or `nil`.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        cellSnapFixture.devices.first { $0.mediaTypes.contains(mediaType) }.map(AVCaptureDevice.init)
    }

    /// Every capture device: the fixture's, in its order (deprecated in iOS 10 for
    /// `DiscoverySession`, and still in the SDK).
    @available(*, deprecated, message: "Use AVCaptureDeviceDiscoverySession instead.")
    open class func devices() -> [AVCaptureDevice] { cellSnapFixture.devices.map(AVCaptureDevice.init) }

    /// The capture devices that give `mediaType`: the fixture's, in its order (deprecated in iOS 10).
    @available(*, deprecated, message: "Use AVCaptureDeviceDiscoverySession instead.")
    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] {
        cellSnapFixture.devices.filter { $0.mediaTypes.contains(mediaType) }.map(AVCaptureDevice.init)
    }

    /// The default device of `deviceType` for `mediaType` at `position` (`.unspecified`: any).
    open class func `default`(
        _ deviceType: AVCaptureDevice.DeviceType, for mediaType: AVMediaType?, position: AVCaptureDevice.Position
    ) -> AVCaptureDevice? {
        found([deviceType], mediaType, position).first
    }

    /// The devices of `deviceTypes` for `mediaType` at `position`, in the fixture's order.
    static func found(_ deviceTypes: [DeviceType], _ mediaType: AVMediaType?, _ position: Position) -> [AVCaptureDevice]
    {
        cellSnapFixture.devices.filter { device in
            deviceTypes.contains(device.deviceType) && (mediaType.map { device.mediaTypes.contains($0) } ?? true)
                && (position == .unspecified || device.position == position)
        }.map(AVCaptureDevice.init)
    }

    /// Finds the devices of some kinds, as `AVCaptureDevice.DiscoverySession`.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        /// The devices found: the fixture's that match (none unless a test lists some).
        public let devices: [AVCaptureDevice]

        public init(
            deviceTypes: [AVCaptureDevice.DeviceType], mediaType: AVMediaType?, position: AVCaptureDevice.Position
        ) {
            devices = AVCaptureDevice.found(deviceTypes, mediaType, position)
            super.init()
        }
    }
}
