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

    /// A layer with no session.
    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? AVCaptureVideoPreviewLayer {
            (session, videoGravity) = (layer.session, layer.videoGravity)
        }
    }

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
}
