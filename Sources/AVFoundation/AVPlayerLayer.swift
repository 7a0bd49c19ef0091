import CellSnapUIKit
import Foundation

/// A layer that shows a player's video, as AVFoundation's `AVPlayerLayer`. CellSnap decodes no
/// video, so the layer is drawn as iOS draws it before its first frame is decoded: as a plain
/// layer, its ``CALayer/backgroundColor`` (none by default: what is behind it shows through),
/// borders, corners and sublayers; never a guessed frame. ``isReadyForDisplay`` stays `false` and
/// ``videoRect`` zero, as on iOS before a frame.
///
/// ```swift
/// let layer = AVPlayerLayer(player: AVPlayer())
/// layer.videoGravity = .resizeAspectFill
/// layer.isReadyForDisplay   // false
/// ```
@preconcurrency @MainActor open class AVPlayerLayer: CALayer {
    /// The player whose video the layer shows.
    open var player: AVPlayer?
    /// How the video fits the layer's bounds (no video is drawn here).
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether a frame is ready to show: never, as none is decoded.
    open var isReadyForDisplay: Bool { false }
    /// Where the video is drawn in the layer: zero until a frame is decoded, which none is here.
    open var videoRect: CGRect { .zero }
    /// The pixel buffer attributes the layer asks the decoder for (no effect: nothing is decoded).
    open var pixelBufferAttributes: [String: Any]?

    /// A layer with no player.
    public required init() { super.init() }

    /// A copy of `layer` for Core Animation's presentation tree.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? AVPlayerLayer { (player, videoGravity) = (layer.player, layer.videoGravity) }
    }

    /// A layer with no player: CellSnap reads no archived layer (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A layer showing `player`'s video.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

/// A layer that shows a capture session's camera, as AVFoundation's `AVCaptureVideoPreviewLayer`.
/// There is no camera on Linux, so it is drawn as iOS draws it before the camera's first frame:
/// as a plain layer, its background colour, borders and sublayers.
@preconcurrency @MainActor open class AVCaptureVideoPreviewLayer: CALayer {
    /// The session whose camera the layer shows.
    open var session: AVCaptureSession?
    /// How the camera's picture fits the layer's bounds (no picture is drawn here).
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    private final let ownConnection = AVCaptureConnection()
    /// The rotation and mirroring of the layer's connection, which its conversions follow.
    final var ownConnectionAngle: CGFloat { ownConnection.videoRotationAngle }
    final var ownConnectionMirrored: Bool { ownConnection.isVideoMirrored }

    /// A layer with no session.
    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? AVCaptureVideoPreviewLayer {
            (session, videoGravity) = (layer.session, layer.videoGravity)
        }
    }

    /// A layer with no session: CellSnap reads no archived layer (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A layer showing `session`'s camera.
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// A layer showing `session`, connected later by the app.
    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(session: session) }

    /// The connection from the session's camera: `nil` until the session has an input.
    open var connection: AVCaptureConnection? { session?.inputs.isEmpty == false ? ownConnection : nil }

    /// Connects the layer to `session` without a connection.
    open func setSessionWithNoConnection(_ session: AVCaptureSession) { self.session = session }

    /// The layer rectangle of a metadata output's rectangle (normalized, in the camera's
    /// unrotated picture): see ``layerPointConverted(fromCaptureDevicePoint:)``.
    open func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
        convertRect(rect, toLayer: true)
    }

    /// `metadataObject` in the layer's coordinates: its bounds (and a code's corners) converted as
    /// ``layerRectConverted(fromMetadataOutputRect:)`` converts them; a code stays a
    /// `AVMetadataMachineReadableCodeObject` with its text.
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
        let bounds = layerRectConverted(fromMetadataOutputRect: metadataObject.bounds)
        guard let code = metadataObject as? AVMetadataMachineReadableCodeObject else {
            return TransformedMetadataObject(metadataObject, bounds: bounds)
        }
        let corners = code.corners.map { convertPoint($0, toLayer: true) }
        return TransformedCodeObject(code, bounds: bounds, corners: corners)
    }

    /// The metadata output rectangle (normalized, in the camera's unrotated picture) of a
    /// rectangle of the layer: see ``layerPointConverted(fromCaptureDevicePoint:)``.
    open func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
        convertRect(rect, toLayer: false)
    }

    /// The layer point of a point of the camera's unrotated picture (normalized: (0, 0) its top
    /// left, (1, 1) its bottom right), turned by the connection's ``AVCaptureConnection/videoRotationAngle``
    /// (90°, portrait, unless the app sets another) and mirrored when it is. AVFoundation fits the
    /// picture by ``videoGravity`` and the camera's format; no camera gives a picture on Linux, so
    /// CellSnap takes it to fill the layer's bounds (as `.resize` would put it).
    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        convertPoint(captureDevicePointOfInterest, toLayer: true)
    }

    /// The point of the camera's unrotated picture (normalized) of a layer point: the inverse of
    /// ``layerPointConverted(fromCaptureDevicePoint:)``.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        convertPoint(pointInLayer, toLayer: false)
    }
}

extension AVCaptureVideoPreviewLayer {
    /// The picture's normalized coordinates turned and mirrored as the connection shows them, to
    /// the layer's (`toLayer`) or back.
    final func convertPoint(_ point: CGPoint, toLayer: Bool) -> CGPoint {
        let quarter = Int((ownConnectionAngle / 90).rounded()) & 3, mirrored = ownConnectionMirrored
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return toLayer ? .zero : point }
        if toLayer {
            var (u, v): (CGFloat, CGFloat)
            switch quarter {
            case 1: (u, v) = (1 - point.y, point.x)
            case 2: (u, v) = (1 - point.x, 1 - point.y)
            case 3: (u, v) = (point.y, 1 - point.x)
            default: (u, v) = (point.x, point.y)
            }
            if mirrored { u = 1 - u }
            return CGPoint(x: bounds.minX + u * size.width, y: bounds.minY + v * size.height)
        }
        var u = (point.x - bounds.minX) / size.width
        let v = (point.y - bounds.minY) / size.height
        if mirrored { u = 1 - u }
        switch quarter {
        case 1: return CGPoint(x: v, y: 1 - u)
        case 2: return CGPoint(x: 1 - u, y: 1 - v)
        case 3: return CGPoint(x: 1 - v, y: u)
        default: return CGPoint(x: u, y: v)
        }
    }

    /// A rectangle converted corner by corner, standardized.
    final func convertRect(_ rect: CGRect, toLayer: Bool) -> CGRect {
        let a = convertPoint(CGPoint(x: rect.minX, y: rect.minY), toLayer: toLayer)
        let b = convertPoint(CGPoint(x: rect.maxX, y: rect.maxY), toLayer: toLayer)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

/// A metadata object as ``AVCaptureVideoPreviewLayer/transformedMetadataObject(for:)`` gives it.
private final class TransformedMetadataObject: AVMetadataObject, @unchecked Sendable {
    private let original: AVMetadataObject
    private let transformedBounds: CGRect
    init(_ original: AVMetadataObject, bounds: CGRect) {
        (self.original, transformedBounds) = (original, bounds)
        super.init()
    }
    override var type: ObjectType { original.type }
    override var bounds: CGRect { transformedBounds }
    override var time: CMTime { original.time }
}

/// A code as ``AVCaptureVideoPreviewLayer/transformedMetadataObject(for:)`` gives it.
private final class TransformedCodeObject: AVMetadataMachineReadableCodeObject, @unchecked Sendable {
    private let original: AVMetadataMachineReadableCodeObject
    private let transformedBounds: CGRect
    private let transformedCorners: [CGPoint]
    init(_ original: AVMetadataMachineReadableCodeObject, bounds: CGRect, corners: [CGPoint]) {
        (self.original, transformedBounds, transformedCorners) = (original, bounds, corners)
        super.init()
    }
    override var type: ObjectType { original.type }
    override var bounds: CGRect { transformedBounds }
    override var time: CMTime { original.time }
    override var stringValue: String? { original.stringValue }
    override var corners: [CGPoint] { transformedCorners }
}
