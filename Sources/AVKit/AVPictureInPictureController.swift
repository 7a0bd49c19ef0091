import AVFoundation
import Foundation

/// Picture in picture, as AVKit's `AVPictureInPictureController`, which Linux does not support:
/// ``isPictureInPictureSupported()`` is `false`, so the failable initializer gives `nil`, as iOS's
/// does on a device without it, and a controller made from a content source is never possible
/// or active.
@preconcurrency @MainActor open class AVPictureInPictureController: NSObject {
    /// Whether the device supports picture in picture: no.
    open class func isPictureInPictureSupported() -> Bool { false }

    /// The layer the controller shows.
    open private(set) var playerLayer: AVPlayerLayer?
    /// The delegate told of picture in picture changes (never called here).
    open weak var delegate: (any AVPictureInPictureControllerDelegate)?
    /// Whether picture in picture can start: no.
    open var isPictureInPicturePossible: Bool { false }
    /// Whether picture in picture is showing: no.
    open var isPictureInPictureActive: Bool { false }
    /// Whether it is suspended: no.
    open var isPictureInPictureSuspended: Bool { false }
    /// Whether it starts when the app leaves the foreground.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// The content source.
    open var contentSource: ContentSource?

    /// A controller of `playerLayer`: `nil`, as picture in picture is not supported.
    public init?(playerLayer: AVPlayerLayer) { return nil }

    /// A controller of `contentSource`, never possible here.
    public init(contentSource: ContentSource) {
        self.contentSource = contentSource
        playerLayer = contentSource.playerLayer
        super.init()
    }

    /// Starts picture in picture: no effect, as it is not possible.
    open func startPictureInPicture() {}
    /// Stops picture in picture: no effect.
    open func stopPictureInPicture() {}

    /// What a picture in picture controller shows, as `AVPictureInPictureController.ContentSource`.
    @preconcurrency @MainActor open class ContentSource: NSObject {
        /// The layer shown.
        open private(set) var playerLayer: AVPlayerLayer?
        /// A source of `playerLayer`.
        public init(playerLayer: AVPlayerLayer) {
            self.playerLayer = playerLayer
            super.init()
        }
    }
}

/// What a picture in picture controller tells its delegate, as AVKit's
/// `AVPictureInPictureControllerDelegate` (optional requirements, defaulted here; none is called).
@preconcurrency @MainActor public protocol AVPictureInPictureControllerDelegate: NSObjectProtocol {
    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
}

extension AVPictureInPictureControllerDelegate {
    public func pictureInPictureControllerWillStartPictureInPicture(
        _ pictureInPictureController: AVPictureInPictureController
    ) {}
    public func pictureInPictureControllerDidStopPictureInPicture(
        _ pictureInPictureController: AVPictureInPictureController
    ) {}
}
