import CellSnapUIKit
import Foundation

/// The quality of a video request, as `PHVideoRequestOptionsDeliveryMode` (its raw values).
public enum PHVideoRequestOptionsDeliveryMode: Int, Hashable, Sendable {
    case automatic = 0, highQualityFormat = 1, mediumQualityFormat = 2, fastFormat = 3
}

/// Which version of an edited video, as `PHVideoRequestOptionsVersion` (its raw values).
public enum PHVideoRequestOptionsVersion: Int, Hashable, Sendable {
    case current = 0, original = 1
}

/// How an app asks for a video, as Photos' `PHVideoRequestOptions`. No visible effect: CellSnap
/// hands over no video (see ``PHImageManager/requestPlayerItem(forVideo:options:resultHandler:)``).
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    /// The quality asked for.
    open var deliveryMode = PHVideoRequestOptionsDeliveryMode.automatic
    /// The version asked for.
    open var version = PHVideoRequestOptionsVersion.current
    /// Whether the video may be downloaded from iCloud.
    open var isNetworkAccessAllowed = false
    /// Told of a download's progress (never called: nothing is downloaded).
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?

    public override init() { super.init() }
}

extension PHImageManager {
    /// The error of a video request: CellSnap's library holds pictures, not video.
    static func videoError(_ call: String, _ asset: PHAsset) -> [AnyHashable: Any] {
        let reason =
            "CellSnap's photo library holds a picture for each asset, no video, and decodes none (\(asset.localIdentifier))"
        return [PHImageErrorKey: CellSnapUIKitError(call: "PHImageManager.\(call)", reason: reason)]
    }
}
