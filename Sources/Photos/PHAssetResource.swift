import CellSnapUIKit
import Foundation

/// What a resource of an asset holds, as `PHAssetResourceType` (its raw values).
public enum PHAssetResourceType: Int, Hashable, Sendable {
    case photo = 1, video = 2, audio = 3, alternatePhoto = 4, fullSizePhoto = 5, fullSizeVideo = 6
    case adjustmentData = 7, adjustmentBasePhoto = 8, pairedVideo = 9, fullSizePairedVideo = 10
    case adjustmentBasePairedVideo = 11, adjustmentBaseVideo = 12, photoProxy = 19
}

/// A file behind an asset, as Photos' `PHAssetResource`: the original photo or video, and for an
/// edited photo its current picture and the edit's adjustment data.
///
/// CellSnap's library holds a picture for each asset (``PHPhotoLibrary/CellSnapAsset``): a photo's
/// resources are PNG files of it (`public.png`); a video's one resource is a QuickTime movie whose
/// data is refused (no video is held). Files are named after the asset's identifier (its first
/// path component, `CELLSNAP-0.PNG`, `CELLSNAP-1.MOV`): the names iOS gives come from the camera,
/// which CellSnap has none of.
open class PHAssetResource: NSObject {
    /// What the resource holds.
    open private(set) var type: PHAssetResourceType
    /// The identifier of the resource's asset.
    open private(set) var assetLocalIdentifier: String
    /// The type of the resource's file.
    open private(set) var uniformTypeIdentifier: String
    /// The resource's file name.
    open private(set) var originalFilename: String
    /// The resource's bytes, or the reason there are none.
    let contents: Result<Data, CellSnapUIKitError>

    init(
        type: PHAssetResourceType, asset: PHAsset, typeIdentifier: String, fileExtension: String,
        contents: Result<Data, CellSnapUIKitError>
    ) {
        (self.type, assetLocalIdentifier, uniformTypeIdentifier) = (type, asset.localIdentifier, typeIdentifier)
        let name = asset.localIdentifier.split(separator: "/").first.map(String.init) ?? asset.localIdentifier
        originalFilename = "\(name).\(fileExtension)"
        self.contents = contents
        super.init()
    }

    /// The resources of `asset`: a photo's original picture, and for a photo a change request
    /// edited, its current picture (`.fullSizePhoto`) and the edit (`.adjustmentData`); a video's movie.
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] {
        let fixture = asset.fixture
        guard fixture.mediaType == .image else {
            let call = "PHAssetResourceManager.requestData(for:options:dataReceivedHandler:completionHandler:)"
            let reason =
                "CellSnap's photo library holds a picture for each asset, no video (\(asset.localIdentifier))"
            return [
                PHAssetResource(
                    type: .video, asset: asset, typeIdentifier: "com.apple.quicktime-movie", fileExtension: "MOV",
                    contents: .failure(CellSnapUIKitError(call: call, reason: reason)))
            ]
        }
        func png(_ image: UIImage, _ type: PHAssetResourceType) -> PHAssetResource {
            let call = "PHAssetResourceManager: the \(type) of \(asset.localIdentifier)"
            let contents =
                image.pngData().map { Result.success($0) }
                ?? .failure(CellSnapUIKitError(call: call, reason: "the image has no bitmap to write as PNG"))
            return PHAssetResource(
                type: type, asset: asset, typeIdentifier: "public.png", fileExtension: "PNG", contents: contents)
        }
        guard let adjustment = fixture.edit.adjustmentData else { return [png(fixture.image, .photo)] }
        return [
            png(fixture.edit.originalImage ?? fixture.image, .photo), png(fixture.image, .fullSizePhoto),
            PHAssetResource(
                type: .adjustmentData, asset: asset, typeIdentifier: "com.apple.photos.adjustment-data",
                fileExtension: "plist", contents: .success(adjustment.data)),
        ]
    }
}

/// A data request's identifier, as `PHAssetResourceDataRequestID`.
public typealias PHAssetResourceDataRequestID = Int32

/// How a resource's data is requested, as `PHAssetResourceRequestOptions`.
open class PHAssetResourceRequestOptions: NSObject, NSCopying {
    /// Whether Photos may download the resource from iCloud.
    ///
    /// No visible effect: every resource is on the device.
    open var isNetworkAccessAllowed = false
    /// Called with the download's progress.
    ///
    /// No visible effect: nothing is downloaded, so it is never called.
    open var progressHandler: ((Double) -> Void)?

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHAssetResourceRequestOptions()
        (copy.isNetworkAccessAllowed, copy.progressHandler) = (isNetworkAccessAllowed, progressHandler)
        return copy
    }
}

/// Reads the data of asset resources, as Photos' `PHAssetResourceManager`: at once, on the calling
/// thread (iOS reads on a queue of its own), from the picture the test gave the asset.
open class PHAssetResourceManager: NSObject, @unchecked Sendable {
    private static let defaultManager = PHAssetResourceManager()
    private var lastRequest: PHAssetResourceDataRequestID = 0

    /// The shared manager.
    open class func `default`() -> PHAssetResourceManager { defaultManager }

    /// Hands `handler` the resource's data in one piece, then calls `completionHandler` with `nil`;
    /// for a resource without data (a video's), calls `completionHandler` with the error naming it.
    @discardableResult
    open func requestData(
        for resource: PHAssetResource, options: PHAssetResourceRequestOptions?,
        dataReceivedHandler handler: @escaping (Data) -> Void, completionHandler: @escaping ((any Error)?) -> Void
    ) -> PHAssetResourceDataRequestID {
        lastRequest += 1
        switch resource.contents {
        case .success(let data):
            handler(data)
            completionHandler(nil)
        case .failure(let error): completionHandler(error)
        }
        return lastRequest
    }

    /// Writes the resource's data to `fileURL` and calls `completionHandler` with `nil`; an error
    /// when the resource has no data or the file cannot be written (one already there, as in Photos).
    open func writeData(
        for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?,
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        do {
            guard !FileManager.default.fileExists(atPath: fileURL.path) else {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: fileURL.path])
            }
            try resource.contents.get().write(to: fileURL)
            completionHandler(nil)
        } catch {
            completionHandler(error)
        }
    }

    /// Cancels a request: every request has finished by the time it returns here.
    open func cancelDataRequest(_ requestID: PHAssetResourceDataRequestID) {}
}
