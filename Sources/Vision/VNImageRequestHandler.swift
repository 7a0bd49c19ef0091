import CoreGraphics
import CoreImage
import CoreML
import Foundation

/// A key of the options a request handler takes, as Vision's `VNImageOption`.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The image's properties (a dictionary, as Image I/O reads them).
    public static let properties = Self(rawValue: "VNImageOptionProperties")
    /// The camera's intrinsic matrix.
    public static let cameraIntrinsics = Self(rawValue: "VNImageOptionCameraIntrinsics")
    /// The Core Image context to render with.
    public static let ciContext = Self(rawValue: "VNImageOptionCIContext")
}

/// What a handler performs requests on.
enum VisionImageSource {
    case cgImage(CGImage), ciImage(CIImage), pixelBuffer(CVPixelBuffer), url(URL), data(Data)
}

/// Performs requests on one image, as Vision's `VNImageRequestHandler`. The image, orientation
/// and options are kept; ``perform(_:)`` refuses every request on Linux.
open class VNImageRequestHandler: NSObject {
    let cellSnapSource: VisionImageSource
    /// The orientation of the image (`.up` unless given).
    public let cellSnapOrientation: CGImagePropertyOrientation

    init(source: VisionImageSource, orientation: CGImagePropertyOrientation) {
        (cellSnapSource, cellSnapOrientation) = (source, orientation)
        super.init()
    }

    /// A handler of a Core Graphics image. No visible effect: the options are not read on Linux.
    public convenience init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {
        self.init(source: .cgImage(image), orientation: .up)
    }

    /// A handler of a Core Graphics image in `orientation`.
    public convenience init(
        cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]
    ) {
        self.init(source: .cgImage(image), orientation: orientation)
    }

    /// A handler of a Core Image image.
    public convenience init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {
        self.init(source: .ciImage(image), orientation: .up)
    }

    /// A handler of a Core Image image in `orientation`.
    public convenience init(
        ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]
    ) {
        self.init(source: .ciImage(image), orientation: orientation)
    }

    /// A handler of a Core Video pixel buffer (a camera frame's).
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [VNImageOption: Any] = [:]) {
        self.init(source: .pixelBuffer(pixelBuffer), orientation: .up)
    }

    /// A handler of a Core Video pixel buffer in `orientation`.
    public convenience init(
        cvPixelBuffer pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation,
        options: [VNImageOption: Any] = [:]
    ) {
        self.init(source: .pixelBuffer(pixelBuffer), orientation: orientation)
    }

    /// A handler of the image file at `imageURL`.
    public convenience init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {
        self.init(source: .url(imageURL), orientation: .up)
    }

    /// A handler of the image file at `imageURL` in `orientation`.
    public convenience init(
        url imageURL: URL, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]
    ) {
        self.init(source: .url(imageURL), orientation: orientation)
    }

    /// A handler of an image file's bytes.
    public convenience init(data imageData: Data, options: [VNImageOption: Any] = [:]) {
        self.init(source: .data(imageData), orientation: .up)
    }

    /// A handler of an image file's bytes in `orientation`.
    public convenience init(
        data imageData: Data, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]
    ) {
        self.init(source: .data(imageData), orientation: orientation)
    }

    /// Performs `requests` on the image. On Linux no Vision model runs: each request's results
    /// become `nil` and its completion handler is called with an `NSError` of ``VNErrorDomain``
    /// (code `.unsupportedRequest`, or `.invalidArgument` for a region of interest outside the
    /// unit square) that names the request and this call; then the first request's error is thrown.
    open func perform(_ requests: [VNRequest]) throws {
        try VisionRefusal.refuse(requests, call: "VNImageRequestHandler.perform(_:)")
    }
}

/// Performs requests on a sequence of images, as Vision's `VNSequenceRequestHandler`. Each
/// perform refuses its requests on Linux, as ``VNImageRequestHandler/perform(_:)`` does.
open class VNSequenceRequestHandler: NSObject {
    public override init() { super.init() }

    /// Performs `requests` on a Core Graphics image (refused on Linux).
    open func perform(_ requests: [VNRequest], on image: CGImage) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:on:)")
    }

    /// Performs `requests` on a Core Graphics image in `orientation` (refused on Linux).
    open func perform(_ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:on:orientation:)")
    }

    /// Performs `requests` on a Core Image image (refused on Linux).
    open func perform(_ requests: [VNRequest], on image: CIImage) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:on:)")
    }

    /// Performs `requests` on a Core Image image in `orientation` (refused on Linux).
    open func perform(_ requests: [VNRequest], on image: CIImage, orientation: CGImagePropertyOrientation) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:on:orientation:)")
    }

    /// Performs `requests` on the image file at `imageURL` (refused on Linux).
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:onImageURL:)")
    }

    /// Performs `requests` on an image file's bytes (refused on Linux).
    open func perform(_ requests: [VNRequest], onImageData imageData: Data) throws {
        try VisionRefusal.refuse(requests, call: "VNSequenceRequestHandler.perform(_:onImageData:)")
    }
}

/// The one place a perform is refused: what each request is told, and what the call throws.
enum VisionRefusal {
    static func refuse(_ requests: [VNRequest], call: String) throws {
        var first: NSError?
        for request in requests {
            let error = error(for: request, call: call)
            request.cellSnapFail(with: error)
            first = first ?? error
        }
        if let first { throw first }
    }

    static func error(for request: VNRequest, call: String) -> NSError {
        if let region = (request as? VNImageBasedRequest)?.regionOfInterest,
            !VNNormalizedIdentityRect.contains(region) || region.isEmpty
        {
            let box = "x \(region.minX), y \(region.minY), width \(region.width), height \(region.height)"
            return .vision(
                .invalidArgument,
                "\(call): the region of interest (\(box)) of \(request.cellSnapName) is not inside the normalized unit square"
            )
        }
        return .vision(
            .unsupportedRequest,
            "\(call) cannot run \(request.cellSnapName) on Linux: CellSnap has no Vision models, so no image is analysed (a snapshot shows the screen before any result)"
        )
    }
}
