import AVFoundation
import CellSnapUIKit
import Foundation
import ImageIO
import UniformTypeIdentifiers

/// What an app records of its edit, to redo or change it later, as Photos' `PHAdjustmentData`.
open class PHAdjustmentData: NSObject, @unchecked Sendable {
    /// The app's name for its format of ``data`` (a reverse-DNS name).
    open var formatIdentifier: String
    /// The version of that format.
    open var formatVersion: String
    /// The edit, in the app's format.
    open var data: Data

    /// Adjustment data in `formatIdentifier`'s `formatVersion`.
    public init(formatIdentifier: String, formatVersion: String, data: Data) {
        (self.formatIdentifier, self.formatVersion, self.data) = (formatIdentifier, formatVersion, data)
        super.init()
    }
}

/// How an app asks for an asset's picture to edit, as Photos' `PHContentEditingInputRequestOptions`.
open class PHContentEditingInputRequestOptions: NSObject, @unchecked Sendable {
    /// Whether the app can redo an earlier edit from its adjustment data: when it answers `true`,
    /// the input is the picture from before the edit with that data; otherwise the edited
    /// picture, without data.
    open var canHandleAdjustmentData: (PHAdjustmentData) -> Bool = { _ in false }
    /// Whether the picture may be downloaded from iCloud. No visible effect: CellSnap's pictures
    /// are the test's, on the machine.
    open var isNetworkAccessAllowed = false
    /// Told of a download's progress. No visible effect: nothing is downloaded (never called).
    open var progressHandler: ((Double, UnsafeMutablePointer<ObjCBool>) -> Void)?

    public override init() { super.init() }
}

/// A request for an asset's content editing input.
public typealias PHContentEditingInputRequestID = UInt

/// The picture of an asset to edit, as Photos' `PHContentEditingInput`. Its full-size image is a
/// JPEG file CellSnap writes in the temporary folder (`CellSnapPhotos/`); a video has none, as
/// CellSnap decodes no video.
open class PHContentEditingInput: NSObject, @unchecked Sendable {
    private let fixture: PHPhotoLibrary.CellSnapAsset
    /// The picture given: the edited one, or the original with ``adjustmentData``.
    private let picture: UIImage

    init(fixture: PHPhotoLibrary.CellSnapAsset, picture: UIImage, adjustmentData: PHAdjustmentData?, url: URL?) {
        (self.fixture, self.picture, self.adjustmentData, fullSizeImageURL) = (fixture, picture, adjustmentData, url)
        super.init()
    }

    /// The asset's kind.
    open var mediaType: PHAssetMediaType { fixture.mediaType }
    /// What kind of photo or video it is.
    open var mediaSubtypes: PHAssetMediaSubtype { fixture.mediaSubtypes }
    /// When it was taken.
    open var creationDate: Date? { fixture.creationDate }
    /// The type of the full-size file: JPEG, or `nil` without one.
    open var uniformTypeIdentifier: String? { fullSizeImageURL == nil ? nil : UTType.jpeg.identifier }
    /// The type of the full-size file: JPEG, or `nil` without one.
    open var contentType: UTType? { fullSizeImageURL == nil ? nil : .jpeg }
    /// The earlier edit to redo, when the app said it can (``PHContentEditingInputRequestOptions/canHandleAdjustmentData``).
    public let adjustmentData: PHAdjustmentData?
    /// The picture to show while editing.
    open var displaySizeImage: UIImage? { picture }
    /// The full-size picture, a JPEG file; `nil` for a video or a picture that is not a bitmap.
    public let fullSizeImageURL: URL?
    /// How the file is turned, as an EXIF orientation: 1 (up); CellSnap writes it as shown.
    open var fullSizeImageOrientation: Int32 { 1 }
    /// The video to edit: `nil`, as the library holds no video and CellSnap decodes none.
    open var audiovisualAsset: AVAsset? { nil }
    /// The Live Photo to edit: the asset's, for a Live Photo (its still is the picture).
    open var livePhoto: PHLivePhoto? {
        fixture.mediaSubtypes.contains(.photoLive) ? PHLivePhoto(still: picture) : nil
    }
}

/// Where an app writes its edit of an asset, as Photos' `PHContentEditingOutput`: set it on a
/// ``PHAssetChangeRequest/contentEditingOutput`` with the picture written (PNG or JPEG) to
/// ``renderedContentURL``, and the asset shows that picture once the change block returns.
open class PHContentEditingOutput: NSObject, @unchecked Sendable {
    /// What the app records of the edit; required by iOS, kept with the asset here.
    open var adjustmentData: PHAdjustmentData?
    /// Where the app writes the edited picture: a new file in the temporary folder (`CellSnapPhotos/`).
    public let renderedContentURL: URL

    /// An output for an edit of `contentEditingInput`.
    public init(contentEditingInput: PHContentEditingInput) {
        renderedContentURL = Self.newURL()
        super.init()
    }

    /// An output for the content of an asset a change request creates.
    public init(placeholderForCreatedAsset placeholderAsset: PHObjectPlaceholder) {
        renderedContentURL = Self.newURL()
        super.init()
    }

    /// The type to write: JPEG.
    open var defaultRenderedContentType: UTType? { .jpeg }
    /// The types CellSnap reads back: JPEG and PNG.
    open var supportedRenderedContentTypes: [UTType] { [.jpeg, .png] }

    /// Where to write the edited picture as `type`; throws for a type CellSnap does not read.
    open func renderedContentURL(for type: UTType) throws -> URL {
        guard supportedRenderedContentTypes.contains(type) else {
            throw CellSnapUIKitError(
                call: "PHContentEditingOutput.renderedContentURL(for:)",
                reason: "CellSnap reads back JPEG and PNG, not \(type.identifier)")
        }
        return renderedContentURL
    }

    /// The picture written to ``renderedContentURL``, if any.
    func renderedImage() -> UIImage? {
        guard let source = CGImageSourceCreateWithURL(renderedContentURL as CFURL, nil),
            let bitmap = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        return UIImage(cgImage: bitmap)
    }

    private static let counter = NSLock()
    nonisolated(unsafe) private static var made = 0

    private static func newURL() -> URL {
        let number = counter.withLock {
            made += 1
            return made
        }
        return PHContentEditingInput.folder.appendingPathComponent("rendered-\(getpid())-\(number).JPG")
    }
}

extension PHContentEditingInput {
    /// The folder of the files CellSnap writes for editing.
    static var folder: URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CellSnapPhotos", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
