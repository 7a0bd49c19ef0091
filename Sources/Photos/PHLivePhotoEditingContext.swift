import CellSnapUIKit
import CoreImage
import CoreMedia
import Foundation

/// Whether a Live Photo frame is its still photo or a frame of its video, as `PHLivePhotoFrameType`.
public enum PHLivePhotoFrameType: Int, Hashable, Sendable {
    case photo = 0, video = 1
}

/// A frame of a Live Photo handed to a frame processor, as Photos' `PHLivePhotoFrame`.
public protocol PHLivePhotoFrame {
    /// The frame's picture.
    var image: CIImage { get }
    /// When in the Live Photo the frame is.
    var time: CMTime { get }
    /// Whether it is the still photo or a video frame.
    var type: PHLivePhotoFrameType { get }
    /// The scale the frame is rendered at, relative to full size.
    var renderScale: CGFloat { get }
}

/// What an app does to each frame of a Live Photo it edits: the processed picture, or `nil`
/// with an error set.
public typealias PHLivePhotoFrameProcessingBlock = (any PHLivePhotoFrame, NSErrorPointer) -> CIImage?

/// Edits a Live Photo, as Photos' `PHLivePhotoEditingContext`. CellSnap's Live Photos are their
/// still photo (see ``PHLivePhoto``), so a context has one frame, the photo (at time 0, of a Live
/// Photo whose duration is 0): the frame processor is applied to it, and
/// ``saveLivePhoto(to:options:completionHandler:)`` writes the result as a JPEG to the output's
/// `renderedContentURL`, which a change request then makes the asset's picture.
open class PHLivePhotoEditingContext: NSObject, @unchecked Sendable {
    /// The still photo, full size.
    public let fullSizeImage: CIImage
    /// The Live Photo's length: 0, as only its still is here.
    open var duration: CMTime { .zero }
    /// When in the Live Photo the still photo is: 0.
    open var photoTime: CMTime { .zero }
    /// What the app does to each frame.
    open var frameProcessor: PHLivePhotoFrameProcessingBlock?
    /// The volume of the video's sound, 0 to 1. No visible effect: nothing sounds.
    open var audioVolume: Float = 1
    /// How the still is turned: up (CellSnap writes stills as shown).
    open var orientation: CGImagePropertyOrientation { .up }

    /// A context for the Live Photo of `livePhotoInput`; `nil` when the input is not a Live Photo
    /// or its picture is not a bitmap.
    public init?(livePhotoEditingInput livePhotoInput: PHContentEditingInput) {
        guard livePhotoInput.livePhoto != nil, let bitmap = livePhotoInput.displaySizeImage?.cgImage else { return nil }
        fullSizeImage = CIImage(cgImage: bitmap)
        super.init()
    }

    /// The still after the frame processor, and its error.
    private func processed() -> (CIImage?, NSError?) {
        guard let frameProcessor else { return (fullSizeImage, nil) }
        var error: NSError?
        let image = frameProcessor(StillFrame(image: fullSizeImage), &error)
        return (image, error)
    }

    /// Hands `handler` a Live Photo of the processed still, fitted inside `targetSize` pixels (the
    /// still's size for a zero size); the options have no effect.
    open func prepareLivePhotoForPlayback(
        withTargetSize targetSize: CGSize, options: [String: Any]? = nil,
        completionHandler handler: @escaping (PHLivePhoto?, (any Error)?) -> Void
    ) {
        let (image, error) = processed()
        guard let image, let bitmap = CIContext().createCGImage(image, from: image.extent) else {
            handler(nil, error ?? Self.renderError(image))
            return
        }
        handler(PHLivePhoto(still: UIImage(cgImage: bitmap)), nil)
    }

    /// Writes the processed still as a JPEG to `output.renderedContentURL` and calls `handler`
    /// with `true`, or `false` and the frame processor's error (or a `CellSnapUIKitError` when the
    /// image cannot be rendered whole); the options have no effect.
    open func saveLivePhoto(
        to output: PHContentEditingOutput, options: [String: Any]? = nil,
        completionHandler handler: @escaping (Bool, (any Error)?) -> Void
    ) {
        let (image, error) = processed()
        guard let image, let space = CGColorSpace(name: CGColorSpace.sRGB) else {
            handler(false, error ?? Self.renderError(image))
            return
        }
        do {
            try CIContext().writeJPEGRepresentation(of: image, to: output.renderedContentURL, colorSpace: space)
            handler(true, nil)
        } catch {
            handler(false, error)
        }
    }

    /// Stops preparing or saving: both finish before they return here.
    open func cancel() {}

    private static func renderError(_ image: CIImage?) -> CellSnapUIKitError {
        CellSnapUIKitError(
            call: "PHLivePhotoEditingContext",
            reason: image.map { "the processed still's extent \($0.extent) cannot be rendered whole" }
                ?? "the frame processor returned no image")
    }
}

/// The still photo as a frame.
private struct StillFrame: PHLivePhotoFrame {
    let image: CIImage
    var time: CMTime { .zero }
    var type: PHLivePhotoFrameType { .photo }
    var renderScale: CGFloat { 1 }
}
