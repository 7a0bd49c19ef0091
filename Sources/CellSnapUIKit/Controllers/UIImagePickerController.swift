import Foundation

/// The system's photo picker and camera, as UIKit's `UIImagePickerController`: it keeps its
/// source, media types and settings, and presenting it is accepted.
///
/// iOS draws the picker over the device's photo library or camera, which a test has neither of,
/// so CellSnap does not draw it: drawing its view is a ``CellSnapUIKitError`` naming the
/// controller. Snapshot the screen that presents it, and finish picking in a test by calling the
/// delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image, as iOS
/// would. The sources available are the iOS Simulator's: the photo library and saved photos,
/// and no camera.
///
/// ```swift
/// let picker = UIImagePickerController()
/// if UIImagePickerController.isSourceTypeAvailable(.photoLibrary) {
///     picker.sourceType = .photoLibrary
///     picker.allowsEditing = true
/// }
/// ```
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from, as `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Hashable, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }
    /// The quality of recorded video, as `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Hashable, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }
    /// What the camera captures, as `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Hashable, Sendable {
        case photo = 0, video
    }
    /// Which camera, as `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Hashable, Sendable {
        case rear = 0, front
    }
    /// The camera's flash, as `UIImagePickerController.CameraFlashMode`.
    public enum CameraFlashMode: Int, Hashable, Sendable {
        case off = -1, auto = 0, on = 1
    }
    /// How picked images are exported, as `UIImagePickerController.ImageURLExportPreset`.
    public enum ImageURLExportPreset: Int, Hashable, Sendable {
        case compatible = 0, current
    }
    /// A key of the dictionary the delegate is given, as `UIImagePickerController.InfoKey`.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether `sourceType` can be picked from: the photo library and saved photos, not the
    /// camera (the iOS Simulator's answer: a test has no camera).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types of `sourceType`: images and movies, `nil` for the camera (unavailable).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    /// Whether `cameraDevice` exists: no camera does (see ``isSourceTypeAvailable(_:)``).
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// Whether `cameraDevice` has a flash: no camera does.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// Where the picker takes media from (the photo library unless set).
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var sourceType = SourceType.photoLibrary
    /// The kinds of media offered (images unless set).
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var mediaTypes = ["public.image"]
    /// Whether the person may crop what they pick.
    ///
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var allowsEditing = false
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var imageExportPreset = ImageURLExportPreset.compatible
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var videoQuality = QualityType.typeMedium
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var videoMaximumDuration: TimeInterval = 600
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var videoExportPreset = "AVAssetExportPresetPassthrough"
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var showsCameraControls = true
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var cameraOverlayView: UIView?
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var cameraViewTransform = CGAffineTransform.identity
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var cameraDevice = CameraDevice.rear
    /// No visible effect: the picker is not drawn (see the type's notes).
    open var cameraFlashMode = CameraFlashMode.auto

    /// Takes a picture: there is no camera, so nothing is taken.
    ///
    /// No visible effect: a test has no camera (see ``isSourceTypeAvailable(_:)``).
    open func takePicture() {}
    /// Starts recording: there is no camera, so `false`.
    open func startVideoCapture() -> Bool { false }
    /// Stops recording.
    ///
    /// No visible effect: a test has no camera (see ``isSourceTypeAvailable(_:)``).
    open func stopVideoCapture() {}

    /// The picker's view, whose drawing is refused (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIImagePickerController's view",
                reason:
                    "iOS draws the picker over the device's photo library or camera, and CellSnap does not "
                    + "draw it; snapshot the screen that presents it and call the delegate with the picked image"))
    }
}

/// What an image picker tells its delegate, as UIKit's `UIImagePickerControllerDelegate` (every
/// requirement optional). The delegate is the picker's navigation controller delegate, which
/// also conforms to `UINavigationControllerDelegate`.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Not implemented: nothing happens (iOS dismisses the picker).
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS dismisses the picker).
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        OptionalRequirements.unimplemented(())
    }
}
