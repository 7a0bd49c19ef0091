// swift-format-ignore-file: AlwaysUseLowerCamelCase

import AVFoundation
import CellSnapUIKit
import Foundation
import ImageIO

/// How an image is fitted to a target size, as `PHImageContentMode` (its raw values).
public enum PHImageContentMode: Int, Hashable, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// An image request's identifier, as `PHImageRequestID`.
public typealias PHImageRequestID = Int32
/// The identifier of no request, as `PHInvalidImageRequestID`.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The size that asks for the full image, as `PHImageManagerMaximumSize`.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// The info key telling whether the image is a low-quality one before the final (never here).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The info key of the request's identifier.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// The info key telling whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The info key of an error.
public let PHImageErrorKey = "PHImageErrorKey"
/// The info key telling whether the image is in iCloud only (never here).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// What an image request asks for, as Photos' `PHImageRequestOptions`.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// How many images are delivered, as `PHImageRequestOptionsDeliveryMode`.
    public enum DeliveryMode: Int, Hashable, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    /// How the image is resized, as `PHImageRequestOptionsResizeMode`.
    public enum ResizeMode: Int, Hashable, Sendable { case none = 0, fast = 1, exact = 2 }
    /// Which version of an edited asset, as `PHImageRequestOptionsVersion`.
    public enum Version: Int, Hashable, Sendable { case current = 0, unadjusted = 1, original = 2 }

    /// One image is delivered here in every mode (the final one; no degraded one first).
    open var deliveryMode = DeliveryMode.opportunistic
    /// `.none` gives the full image; `.fast` and `.exact` the image fitted to the target size.
    open var resizeMode = ResizeMode.fast
    /// With `.exact`, the part of the image (in unit coordinates) that is fitted.
    open var normalizedCropRect = CGRect.zero
    /// The version: `.current` is the asset's picture as shown (edited by a change request's
    /// content editing output); `.unadjusted` and `.original` the picture from before any edit.
    open var version = Version.current
    /// Whether iCloud may be used. No effect: every image is local here.
    open var isNetworkAccessAllowed = false
    /// Whether the handler is called before the request returns: always, here.
    open var isSynchronous = false
    /// Called as an iCloud download progresses: never, nothing downloads.
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?

    public override init() { super.init() }
}

/// Images of assets, as Photos' `PHImageManager`: an asset's fixture image
/// (``PHPhotoLibrary/CellSnapAsset/image``), fitted to the target size in pixels as the content
/// mode says (area-averaged; never made larger), handed to the result handler once, at once, on
/// the calling thread (so cells have their images before the snapshot), at a scale of 1.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let defaultManager = PHImageManager()
    private var lastRequest: PHImageRequestID = 0

    public override init() { super.init() }

    /// The shared manager.
    open class func `default`() -> PHImageManager { defaultManager }

    /// Hands `resultHandler` the image of `asset` fitted to `targetSize` (pixels): inside it with
    /// `.aspectFit`, covering it with `.aspectFill`; the full image for `PHImageManagerMaximumSize`
    /// or `resizeMode` `.none`.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        lastRequest += 1
        let options = options ?? PHImageRequestOptions()
        let picture =
            options.version == .current ? asset.fixture.image : asset.fixture.edit.originalImage ?? asset.fixture.image
        let image = fitted(picture, targetSize, contentMode, options)
        resultHandler(image, [PHImageResultIsDegradedKey: false, PHImageResultRequestIDKey: lastRequest])
        return lastRequest
    }

    /// Hands `resultHandler` the asset's image as PNG data (`public.png`), not turned.
    @discardableResult
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        lastRequest += 1
        let data = asset.fixture.image.pngData()
        resultHandler(data, data == nil ? nil : "public.png", .up, [PHImageResultRequestIDKey: lastRequest])
        return lastRequest
    }

    /// Hands `resultHandler` `nil` and an error (`PHImageErrorKey`), at once: the library holds
    /// no video (``PHPhotoLibrary/CellSnapAsset`` is a picture) and CellSnap decodes none.
    @discardableResult
    open func requestPlayerItem(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?,
        resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, Self.videoError("requestPlayerItem(forVideo:options:resultHandler:)", asset))
        return PHInvalidImageRequestID
    }

    /// Hands `resultHandler` `nil` and an error, as ``requestPlayerItem(forVideo:options:resultHandler:)``.
    @discardableResult
    open func requestExportSession(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?, exportPreset: String,
        resultHandler: @escaping (AVAssetExportSession?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, Self.videoError("requestExportSession(forVideo:options:exportPreset:resultHandler:)", asset))
        return PHInvalidImageRequestID
    }

    /// Cancels a request: every request has finished by the time it returns here.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    private func fitted(
        _ image: UIImage, _ target: CGSize, _ mode: PHImageContentMode, _ options: PHImageRequestOptions
    )
        -> UIImage
    {
        guard var bitmap = image.cgImage else { return image }
        if options.resizeMode == .exact, options.normalizedCropRect != .zero {
            let crop = options.normalizedCropRect
            let pixels = CGRect(
                x: crop.minX * CGFloat(bitmap.width), y: crop.minY * CGFloat(bitmap.height),
                width: crop.width * CGFloat(bitmap.width), height: crop.height * CGFloat(bitmap.height))
            bitmap = bitmap.cropping(to: pixels) ?? bitmap
        }
        guard options.resizeMode != .none, target.width > 0, target.height > 0 else {
            return UIImage(cgImage: bitmap)
        }
        let (width, height) = (CGFloat(bitmap.width), CGFloat(bitmap.height))
        let ratios = (target.width / width, target.height / height)
        let scale = min(1, mode == .aspectFill ? max(ratios.0, ratios.1) : min(ratios.0, ratios.1))
        let size = (max(1, Int((width * scale).rounded())), max(1, Int((height * scale).rounded())))
        guard size != (bitmap.width, bitmap.height) else { return UIImage(cgImage: bitmap) }
        return UIImage(cgImage: Downscale.resample(bitmap, width: size.0, height: size.1) ?? bitmap)
    }

    /// Hands `resultHandler` the Live Photo of `asset`, at once, on the calling thread: its still
    /// fitted to `targetSize` as ``requestImage(for:targetSize:contentMode:options:resultHandler:)``
    /// fits it, or `nil` (with `PHImageErrorKey`) for an asset that is not a Live Photo.
    @discardableResult
    open func requestLivePhoto(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?,
        resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        guard asset.mediaSubtypes.contains(.photoLive) else {
            let error = CellSnapUIKitError(
                call: "PHImageManager.requestLivePhoto", reason: "\(asset.localIdentifier) is not a Live Photo")
            resultHandler(nil, [PHImageErrorKey: error])
            return PHInvalidImageRequestID
        }
        let imageOptions = PHImageRequestOptions()
        imageOptions.version = options?.version ?? .current
        var still: UIImage?
        let requestID = requestImage(
            for: asset, targetSize: targetSize, contentMode: contentMode, options: imageOptions
        ) {
            image, _ in still = image
        }
        resultHandler(
            still.map(PHLivePhoto.init(still:)),
            [PHImageResultIsDegradedKey: false, PHImageResultRequestIDKey: requestID])
        return requestID
    }
}

/// An image manager that prepares images ahead, as Photos' `PHCachingImageManager`. Preparing is
/// speed, not pixels: the calls are accepted and every request is answered as
/// ``PHImageManager`` answers it.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether high-quality images are cached. No visible effect.
    open var allowsCachingHighQualityImages = true

    /// Prepares images of `assets`. No visible effect: requests are answered at once anyway.
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing images of `assets`. No visible effect.
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing every image. No visible effect.
    open func stopCachingImagesForAllAssets() {}
}
