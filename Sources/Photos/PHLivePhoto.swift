import CellSnapUIKit
import Foundation

/// A Live Photo, as Photos' `PHLivePhoto`: a still photo with a few seconds of video around it.
/// CellSnap decodes no video, so its Live Photos are their still photo, which is what
/// `PHLivePhotoView` shows on iOS when it does not play.
open class PHLivePhoto: NSObject, @unchecked Sendable {
    /// The still photo (Linux-only, no Photos API): what a `PHLivePhotoView` draws.
    public let cellSnapStill: UIImage

    init(still: UIImage) {
        cellSnapStill = still
        super.init()
    }

    /// The size of the still photo, in pixels.
    open var size: CGSize {
        guard let bitmap = cellSnapStill.cgImage else {
            return CGSize(
                width: cellSnapStill.size.width * cellSnapStill.scale,
                height: cellSnapStill.size.height * cellSnapStill.scale)
        }
        return CGSize(width: bitmap.width, height: bitmap.height)
    }
}

/// A Live Photo read from an item provider (a photo picker's result, a drop), as iOS reads one.
extension PHLivePhoto: NSItemProviderReading {
    /// The type of a Live Photo bundle, `com.apple.live-photo-bundle`.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["com.apple.live-photo-bundle"] }

    /// The Live Photo of `data`: CellSnap decodes no video, so it reads the data as the bundle's
    /// still photo (PNG or JPEG) and refuses anything else with a ``CellSnapUIKitError`` naming the call.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let still = UIImage(data: data), let photo = PHLivePhoto(still: still) as? Self else {
            throw CellSnapUIKitError(
                call: "PHLivePhoto.object(withItemProviderData:typeIdentifier: \"\(typeIdentifier)\")",
                reason: "CellSnap reads a Live Photo as its still photo, and the data is not a PNG or JPEG image")
        }
        return photo
    }
}

/// How an app asks for a Live Photo, as Photos' `PHLivePhotoRequestOptions`.
open class PHLivePhotoRequestOptions: NSObject, @unchecked Sendable {
    /// The quality asked for. No visible effect: the still is handed over once, at full quality.
    open var deliveryMode = PHImageRequestOptions.DeliveryMode.opportunistic
    /// Which version of an edited asset: the current one (its edited picture) or the original.
    open var version = PHImageRequestOptions.Version.current
    /// Whether the Live Photo may be downloaded from iCloud. No visible effect: nothing is downloaded.
    open var isNetworkAccessAllowed = false
    /// Told of a download's progress. No visible effect: nothing is downloaded (never called).
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?

    public override init() { super.init() }
}
