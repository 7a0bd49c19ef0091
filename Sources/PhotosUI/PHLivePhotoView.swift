import CellSnapUIKit
import Photos

/// How a Live Photo plays, as `PHLivePhotoViewPlaybackStyle` (its raw values).
public enum PHLivePhotoViewPlaybackStyle: Int, Hashable, Sendable {
    case undefined = 0, full = 1, hint = 2
}

/// Told when a Live Photo view plays, as `PHLivePhotoViewDelegate`; every requirement optional.
@preconcurrency @MainActor
public protocol PHLivePhotoViewDelegate: NSObjectProtocol {
    /// Whether the view may start playing in response to a touch.
    func livePhotoViewCanBeginPlayback(_ livePhotoView: PHLivePhotoView) -> Bool
    /// The view is about to play.
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    /// The view stopped playing.
    func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
}

extension PHLivePhotoViewDelegate {
    public func livePhotoViewCanBeginPlayback(_ livePhotoView: PHLivePhotoView) -> Bool { true }
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
}

/// Which badge a Live Photo badge image is, as `PHLivePhotoBadgeOptions`.
public struct PHLivePhotoBadgeOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge drawn over a photo (white, with a shadow on iOS).
    public static let overContent = PHLivePhotoBadgeOptions(rawValue: 1 << 0)
    /// The badge with a slash, for a Live Photo shown still.
    public static let liveOff = PHLivePhotoBadgeOptions(rawValue: 1 << 1)
}

/// A view that shows a Live Photo, as PhotosUI's `PHLivePhotoView`. CellSnap's Live Photos are
/// their still (see `PHLivePhoto`): the view draws it, fitted by its `contentMode` (aspect fit by
/// default, as on iOS), and is empty without a Live Photo.
///
/// Playback has no visible effect in a still picture: `startPlayback(with:)` tells the delegate
/// that playback begins and, at once, that it ended, and the still stays.
@preconcurrency @MainActor
open class PHLivePhotoView: UIView {
    private let stillView = UIImageView()

    /// The Live Photo shown.
    open var livePhoto: PHLivePhoto? {
        didSet { stillView.image = livePhoto?.cellSnapStill }
    }

    /// Told when playback starts and ends.
    open weak var delegate: (any PHLivePhotoViewDelegate)?

    /// Whether the video's sound is off. No visible effect: nothing sounds.
    open var isMuted = false

    /// The rectangle, in the view, that the Live Photo's still should keep visible. No visible
    /// effect: the still is fitted whole, as the view's content mode says.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFit
        stillView.contentMode = contentMode
        addSubview(stillView)
    }

    /// A view from an archive: CellSnap reads none, so this is `nil`.
    public required init?(coder: NSCoder) { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        stillView.contentMode = contentMode
        stillView.frame = bounds
    }

    /// Plays the Live Photo in `playbackStyle`: the delegate is told it begins and, at once, that
    /// it ends (no motion in a still picture).
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {
        guard livePhoto != nil else { return }
        delegate?.livePhotoView(self, willBeginPlaybackWith: playbackStyle)
        delegate?.livePhotoView(self, didEndPlaybackWith: playbackStyle)
    }

    /// Stops playing: nothing plays here.
    open func stopPlayback() {}

    /// Stops playing, animated or not: nothing plays here.
    open func stopPlayback(animated: Bool) {}

    /// The Live Photo badge: the `livephoto` symbol (`livephoto.slash` for `.liveOff`), white
    /// for `.overContent` as iOS draws it over a photo.
    open class func livePhotoBadgeImage(options badgeOptions: PHLivePhotoBadgeOptions = []) -> UIImage {
        let name = badgeOptions.contains(.liveOff) ? "livephoto.slash" : "livephoto"
        let symbol = UIImage(systemName: name) ?? UIImage()
        return badgeOptions.contains(.overContent)
            ? symbol.withTintColor(.white, renderingMode: .alwaysOriginal) : symbol
    }
}
