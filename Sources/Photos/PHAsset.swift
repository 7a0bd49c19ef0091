import CellSnapUIKit
import Foundation

/// An object of the photo library, as Photos' `PHObject`: what a fetch returns.
open class PHObject: NSObject {
    /// The object's identifier in the library, stable across fetches.
    open var localIdentifier: String { identifier }
    private let identifier: String

    init(localIdentifier: String) {
        identifier = localIdentifier
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? PHObject).map { type(of: $0) == type(of: self) && $0.localIdentifier == localIdentifier } ?? false
    }

    open override var hash: Int { localIdentifier.hashValue }
}

/// The kind of an asset, as `PHAssetMediaType` (its raw values).
public enum PHAssetMediaType: Int, Hashable, Sendable {
    case unknown = 0, image = 1, video = 2, audio = 3
}

/// What kind of photo or video an asset is, as `PHAssetMediaSubtype` (its raw values).
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    public static let videoScreenRecording = PHAssetMediaSubtype(rawValue: 1 << 19)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset comes from, as `PHAssetSourceType` (its raw values).
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// A photo or video of the library, as Photos' `PHAsset`. On Linux the library holds only the
/// assets a test puts in it (``PHPhotoLibrary/cellSnapFill(with:authorization:)``), each made from
/// a ``PHPhotoLibrary/CellSnapAsset``: its image (what ``PHImageManager`` hands back), kind,
/// dates and flags.
///
/// ```swift
/// let photos = PHAsset.fetchAssets(with: .image, options: nil)
/// photos.count   // 0 until a test fills the library
/// ```
open class PHAsset: PHObject {
    /// What the test gave for the asset.
    let fixture: PHPhotoLibrary.CellSnapAsset

    init(_ fixture: PHPhotoLibrary.CellSnapAsset, identifier: String) {
        self.fixture = fixture
        super.init(localIdentifier: identifier)
    }

    /// The asset's kind.
    open var mediaType: PHAssetMediaType { fixture.mediaType }
    /// What kind of photo or video it is.
    open var mediaSubtypes: PHAssetMediaSubtype { fixture.mediaSubtypes }
    /// The width in pixels: its image's.
    open var pixelWidth: Int { fixture.pixelSize.width }
    /// The height in pixels: its image's.
    open var pixelHeight: Int { fixture.pixelSize.height }
    /// When the photo or video was taken.
    open var creationDate: Date? { fixture.creationDate }
    /// When it was last changed: when a change request last changed it, else its creation date.
    open var modificationDate: Date? { fixture.edit.modificationDate ?? fixture.creationDate }
    /// Whether its picture was edited (a change request's ``PHAssetChangeRequest/contentEditingOutput``).
    open var hasAdjustments: Bool { fixture.edit.adjustmentData != nil }
    /// A video's length in seconds; 0 for a photo.
    open var duration: TimeInterval { fixture.duration }
    /// Whether the person marked it a favourite.
    open var isFavorite: Bool { fixture.isFavorite }
    /// Whether the person hid it (hidden assets are fetched only with `includeHiddenAssets`).
    open var isHidden: Bool { fixture.isHidden }
    /// Where it comes from: the user's library.
    open var sourceType: PHAssetSourceType { .typeUserLibrary }
    /// The burst it belongs to: none (fixtures are single photos).
    open var burstIdentifier: String? { nil }
    /// Whether it is one photo of a burst: no.
    open var representsBurst: Bool { false }

    /// Every asset the options let through (all of them for `nil`), in the library's order.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(fetch: AssetQuery(mediaType: nil, identifiers: nil, collection: nil), options: options)
    }

    /// Every asset of `mediaType` the options let through.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(fetch: AssetQuery(mediaType: mediaType, identifiers: nil, collection: nil), options: options)
    }

    /// The assets of `identifiers` the options let through, in the library's order.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    {
        PHFetchResult(
            fetch: AssetQuery(mediaType: nil, identifiers: Set(identifiers), collection: nil), options: options)
    }

    /// The assets of `assetCollection` the options let through.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    {
        PHFetchResult(
            fetch: AssetQuery(mediaType: nil, identifiers: nil, collection: assetCollection.membership),
            options: options)
    }

    /// The key asset of `assetCollection`: its first one.
    open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>?
    {
        let all = fetchAssets(in: assetCollection, options: options)
        return all.count == 0 ? nil : PHFetchResult(objects: [all.object(at: 0)])
    }

    /// Whether `editOperation` can be done: deleting and changing properties always; editing the
    /// picture (`.content`) for a photo whose picture is a bitmap (CellSnap edits no video and
    /// writes no symbol to a file).
    open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool {
        switch editOperation {
        case .delete, .properties: true
        case .content: mediaType == .image && fixture.image.cgImage != nil
        }
    }

    /// Hands `completionHandler` the asset's picture to edit, at once, on the calling thread:
    /// the original picture with the asset's adjustment data when `options` says the app can
    /// redo the edit, else the picture as shown. A video's input has no full-size file.
    @discardableResult
    open func requestContentEditingInput(
        with options: PHContentEditingInputRequestOptions?,
        completionHandler: @escaping (PHContentEditingInput?, [AnyHashable: Any]) -> Void
    ) -> PHContentEditingInputRequestID {
        let requestID = Self.nextRequest()
        var picture = fixture.image
        var adjustment: PHAdjustmentData?
        if let data = fixture.edit.adjustmentData, let original = fixture.edit.originalImage,
            options?.canHandleAdjustmentData(data) == true
        {
            (picture, adjustment) = (original, data)
        }
        var url: URL?
        if mediaType == .image, let jpeg = picture.jpegData(compressionQuality: 1) {
            let name = localIdentifier.map { $0.isLetter || $0.isNumber ? $0 : "-" }
            let file = PHContentEditingInput.folder.appendingPathComponent("\(String(name))-\(requestID).JPG")
            if (try? jpeg.write(to: file)) != nil { url = file }
        }
        let input = PHContentEditingInput(fixture: fixture, picture: picture, adjustmentData: adjustment, url: url)
        completionHandler(input, [:])
        return requestID
    }

    /// Cancels a request: every request has finished by the time it returns here.
    open func cancelContentEditingInputRequest(_ requestID: PHContentEditingInputRequestID) {}

    private static let requests = NSLock()
    nonisolated(unsafe) private static var lastRequest: PHContentEditingInputRequestID = 0

    private static func nextRequest() -> PHContentEditingInputRequestID {
        requests.withLock {
            lastRequest += 1
            return lastRequest
        }
    }
}
