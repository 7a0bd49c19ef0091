import CellSnapUIKit
import Foundation

/// Makes still images of an asset's video, as AVFoundation's `AVAssetImageGenerator`. CellSnap
/// decodes no video, so every request is refused with a `CellSnapUIKitError` that names the call
/// and the asset (thrown, or handed to the completion handler with `.failed`).
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// How a request ended, as `AVAssetImageGenerator.Result`.
    public enum Result: Int, Sendable {
        case succeeded = 0, failed = 1, cancelled = 2
    }

    /// The asset.
    public let asset: AVAsset
    /// Whether the track's transform turns the images.
    open var appliesPreferredTrackTransform = false
    /// The largest size of an image (zero: the video's).
    open var maximumSize = CGSize.zero
    /// How far before the time an image may be taken from.
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    /// How far after the time an image may be taken from.
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    /// A generator of `asset`'s images.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// An image at `requestedTime`: throws, as no video is decoded here.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw refusal("copyCGImage(at:actualTime:)")
    }

    /// An image at `time`: throws, as no video is decoded here.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw refusal("image(at:)")
    }

    /// Images at `requestedTimes`: `handler` gets `.failed` and the error for each.
    open func generateCGImagesAsynchronously(
        forTimes requestedTimes: [NSValue],
        completionHandler handler: @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void
    ) {
        let error = refusal("generateCGImagesAsynchronously(forTimes:completionHandler:)")
        DispatchQueue.global().async {
            for _ in requestedTimes { handler(.invalid, nil, .invalid, .failed, error) }
        }
    }

    /// Cancels the requests: none is pending.
    open func cancelAllCGImageGeneration() {}

    private func refusal(_ call: String) -> CellSnapUIKitError {
        CellSnapUIKitError(
            call: "AVAssetImageGenerator.\(call) of \"\(asset.resourceURL?.absoluteString ?? "an asset")\"",
            reason: "CellSnap decodes no video on Linux and cannot make an image of a frame")
    }
}
