import Foundation

extension AVCaptureDevice {
    /// What the "device" answers about cameras and permissions in a test (Linux only, no
    /// AVFoundation API): the authorization status of each media type, how a permission request
    /// is answered, and the capture devices there are. By default no status is determined,
    /// requests are denied, and there are no devices, as on a Mac-less Linux machine with a fresh
    /// install. Set it before making the screen, and put it back afterwards (it is the process's).
    ///
    /// ```swift
    /// AVCaptureDevice.cellSnapFixture = .init(
    ///     authorizationStatus: [.video: .authorized],
    ///     devices: [.init(uniqueID: "back", localizedName: "Back Camera", position: .back)])
    /// AVCaptureDevice.default(for: .video)?.localizedName   // "Back Camera"
    /// AVCaptureDevice.cellSnapFixture = .init()
    /// ```
    public struct CellSnapFixture: Sendable {
        /// Each media type's status (`.notDetermined` when missing).
        public var authorizationStatus: [AVMediaType: AVAuthorizationStatus]
        /// Whether a request for a media type whose status is not determined is granted.
        public var grantsAccess: Bool
        /// The capture devices there are, in order.
        public var devices: [CellSnapDevice]

        public init(
            authorizationStatus: [AVMediaType: AVAuthorizationStatus] = [:], grantsAccess: Bool = false,
            devices: [CellSnapDevice] = []
        ) {
            (self.authorizationStatus, self.grantsAccess, self.devices) = (authorizationStatus, grantsAccess, devices)
        }

        static let lock = NSLock()
        nonisolated(unsafe) static var current = CellSnapFixture()
    }

    /// A capture device a test lists (Linux only).
    public struct CellSnapDevice: Sendable {
        public var uniqueID: String
        public var localizedName: String
        public var deviceType: DeviceType
        public var position: Position
        public var mediaTypes: Set<AVMediaType>
        public var hasTorch: Bool

        public init(
            uniqueID: String, localizedName: String, deviceType: DeviceType = .builtInWideAngleCamera,
            position: Position = .back, mediaTypes: Set<AVMediaType> = [.video], hasTorch: Bool = false
        ) {
            (self.uniqueID, self.localizedName, self.deviceType, self.position) =
                (uniqueID, localizedName, deviceType, position)
            (self.mediaTypes, self.hasTorch) = (mediaTypes, hasTorch)
        }
    }

    /// What the capture "device" answers in this process (see ``CellSnapFixture``).
    public static var cellSnapFixture: CellSnapFixture {
        get { CellSnapFixture.lock.withLock { CellSnapFixture.current } }
        set { CellSnapFixture.lock.withLock { CellSnapFixture.current = newValue } }
    }
}
