import AVFoundation
import CellSnapUIKit
import UIKit

/// The system's video player screen, as AVKit's `AVPlayerViewController`. It is made, configured
/// and presented or embedded like any controller, and its settings are kept and read back.
/// Drawing its own view is refused with a `CellSnapUIKitError` that names it: iOS draws its
/// playback controls (which CellSnap does not draw) over a video CellSnap cannot decode. A
/// screen that presents it draws as it does without it; a screen that embeds its view cannot be
/// drawn: snapshot it with a view of your own in the player's place.
@preconcurrency @MainActor open class AVPlayerViewController: UIViewController {
    /// The player whose video the controller shows.
    open var player: AVPlayer?
    /// Whether the playback controls show.
    open var showsPlaybackControls = true
    /// How the video fits the view.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether a frame is ready to show: never, as none is decoded.
    open var isReadyForDisplay: Bool { false }
    /// Where the video is in the view: zero until a frame is decoded.
    open var videoBounds: CGRect { .zero }
    /// A view above the video and below the controls, for the app's own content.
    open var contentOverlayView: UIView? { overlay }
    /// Whether playing starts in full screen.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether the end of playback leaves full screen.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether picture in picture may be used (it is not supported here).
    open var allowsPictureInPicturePlayback = true
    /// Whether picture in picture starts when the app leaves the foreground.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the controller tells the now-playing info center what plays.
    open var updatesNowPlayingInfoCenter = true
    /// Whether scrubbing and skipping are prevented.
    open var requiresLinearPlayback = false
    /// Whether the time shows as a timecode.
    open var showsTimecodes = false
    /// The delegate told of full screen and picture in picture changes (never called here).
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    private lazy var overlay = UIView()

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.backgroundColor = .black
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "AVPlayerViewController",
                reason:
                    "CellSnap does not draw the system player's controls over a video it cannot decode on "
                    + "Linux; snapshot the screen that presents it, or put a view of your own in its place"))
    }
}

/// What a player controller tells its delegate, as AVKit's `AVPlayerViewControllerDelegate`
/// (every requirement is optional in the SDK, defaulted here; none is called).
@preconcurrency @MainActor public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        _ playerViewController: AVPlayerViewController
    ) -> Bool
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        _ playerViewController: AVPlayerViewController
    ) -> Bool { true }
}

/// The AirPlay button, as AVKit's `AVRoutePickerView`. Its settings are kept; drawing it is
/// refused with a `CellSnapUIKitError` that names it, as CellSnap does not draw the system's
/// AirPlay glyph.
@preconcurrency @MainActor open class AVRoutePickerView: UIView {
    /// The colour of the button when a route is active.
    open var activeTintColor: UIColor? = .systemBlue
    /// Whether video routes are listed first.
    open var prioritizesVideoDevices = false
    /// The delegate told when the routes show (never called here).
    open weak var delegate: (any AVRoutePickerViewDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "AVRoutePickerView", reason: "CellSnap does not draw the system's AirPlay button on Linux"))
    }

    public required init?(coder: NSCoder) { nil }
}

/// What a route picker tells its delegate, as AVKit's `AVRoutePickerViewDelegate` (optional
/// requirements, defaulted here; none is called).
@preconcurrency @MainActor public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
