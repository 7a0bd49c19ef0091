import CellLayout
import CellModel
import Foundation

/// A progress bar, as UIKit's `UIProgressView`: the progress from the leading edge in the tint
/// over a faint track, a 4 pt capsule in the default style and a 2.5 pt bar in the bar style. It
/// has no intrinsic width.
///
/// ```swift
/// let progress = UIProgressView(progressViewStyle: .default)
/// progress.progress = 0.4
/// progress.progressTintColor = .systemGreen
/// ```
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// A progress view's look, as `UIProgressView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0, bar
    }

    open var progressViewStyle = Style.default { didSet { invalidateIntrinsicContentSize() } }
    /// The progress, kept between 0 and 1 as UIKit keeps it.
    open var progress: Float {
        get { observedProgress.map { Float($0.fractionCompleted) } ?? storedProgress }
        set {
            storedProgress = min(max(newValue, 0), 1)
            noteDrawnStateChange()
        }
    }
    private var storedProgress: Float = 0
    /// The progress's colour; `nil` is the tint.
    open var progressTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// The track's colour; `nil` is a faint grey fill (none in the bar style).
    open var trackTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// Keeps a progress image; drawing a progress view with one is an error (CellSnap draws its own bar).
    open var progressImage: UIImage?
    /// Keeps a track image; drawing a progress view with one is an error (CellSnap draws its own track).
    open var trackImage: UIImage?
    /// A `Progress` whose completed fraction is the progress shown.
    open var observedProgress: Progress? { didSet { noteDrawnStateChange() } }

    /// A progress view of `style`, its frame the style's height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = intrinsicContentSize.height
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the progress (drawn at rest, so `animated` changes nothing).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// No intrinsic width; 4 pt tall (2.5 pt in the bar style).
    override open var intrinsicContentSize: CGSize {
        let metrics = traitCollection.cellSnapTraits.theme.theme.progressView
        return CGSize(
            width: UIView.noIntrinsicMetric,
            height: CGFloat(progressViewStyle == .bar ? metrics.barHeight : metrics.height))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if progressImage != nil || trackImage != nil {
            throw CellSnapUIKitError(
                call: "UIProgressView.progressImage or trackImage", reason: "CellSnap draws the progress view's own bar"
            )
        }
        let node = ProgressNode(
            fraction: Double(progress), isBar: progressViewStyle == .bar, metrics: traits.theme.theme.progressView,
            appearance: traits.colorAppearance, progressColor: (progressTintColor ?? tintColor).resolved(traits),
            trackColor: trackTintColor?.resolved(traits))
        return cellSnapControlContent(.progress(node), natural: intrinsicContentSize)
    }
}
