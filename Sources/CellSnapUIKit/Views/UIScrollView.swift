import Foundation

/// A view that shows a larger content through its bounds, as UIKit's `UIScrollView`: the content
/// size, the content insets (its own and the safe area's, ``adjustedContentInset``) and the content
/// offset. CellSnap draws a scroll view at rest: its content offset is where UIKit puts it when the
/// view appears (the top-left of the content, under the adjusted insets) unless code sets another,
/// and its content is clipped to its bounds.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// How the safe area adds to the content insets, as `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }
    /// How the keyboard is dismissed on a drag, as `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// The rate the content slows down at, as `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where the content is scrolled to; `nil` until set, which is the resting offset.
    private var ownContentOffset: CGPoint?
    open var contentOffset: CGPoint {
        get { ownContentOffset ?? restingContentOffset }
        set {
            ownContentOffset = newValue
            noteDrawnStateChange()
            delegate?.scrollViewDidScroll(self)
        }
    }
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero { didSet { noteDrawnStateChange() } }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { noteDrawnStateChange() }
    }
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Scroll indicators show only while scrolling, never at rest.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bouncesZoom = true
    open var scrollsToTop = true
    open var decelerationRate = DecelerationRate.normal
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var refreshControl: UIRefreshControl?
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Nothing scrolls under a finger here.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The content insets with the safe area's: for `.automatic` and `.scrollableAxes`, the safe
    /// area's top and bottom (the vertical axis scrolls) and, for `.always`, every side.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var insets = contentInset
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .automatic, .scrollableAxes:
            insets.top += safe.top
            insets.bottom += safe.bottom
        case .always:
            insets = UIEdgeInsets(
                top: insets.top + safe.top, left: insets.left + safe.left, bottom: insets.bottom + safe.bottom,
                right: insets.right + safe.right)
        }
        return insets
    }

    /// Called when the adjusted content insets changed.
    open func adjustedContentInsetDidChange() {}

    /// The offset at rest: the content's top-left corner under the adjusted insets.
    private var restingContentOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }

    /// Sets the content offset (there is no animation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// Scrolls so that `rect` of the content is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        contentOffset = offset
    }

    /// Flashes the scroll indicators (nothing to draw at rest).
    open func flashScrollIndicators() {}

    /// A guide of the content: its top-left corner is the content's origin (at rest, inside the
    /// adjusted content insets) and its size, which constraints give it, is the content size.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// A guide of the scroll view's frame, which does not scroll.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: kept by its scroll view, drawn only
/// while refreshing, which a screen at rest never is.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
