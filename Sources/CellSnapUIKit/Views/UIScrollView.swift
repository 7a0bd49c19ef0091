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
    /// The style of the scroll indicators, as `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Hashable, Sendable { case `default` = 0, black, white }
    /// When a table shows its section index, as `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Hashable, Sendable { case automatic = 0, alwaysHidden }
    /// The rate the content slows down at, as `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where the content is scrolled to; `nil` until set, which is the resting offset.
    private var ownContentOffset: CGPoint?
    /// Where the content is scrolled to: the content's point at the view's top-left corner, the
    /// origin of ``bounds``. Setting it announces both to key-value observers, and the delegate
    /// hears `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { ownContentOffset ?? restingContentOffset }
        set {
            willChangeValue(forKey: "contentOffset")
            willChangeValue(forKey: "bounds")
            ownContentOffset = newValue
            didChangeValue(forKey: "bounds")
            didChangeValue(forKey: "contentOffset")
            noteDrawnStateChange()
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// The view's own coordinate space, which starts at the content offset, as in UIKit: the
    /// content's point at the view's top-left corner is `bounds.origin`, so that a layout's
    /// `collectionView.bounds` is the part of the content that shows. Setting its origin scrolls
    /// (sets ``contentOffset``); setting its size resizes the view around its centre.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: super.bounds.size) }
        set {
            if newValue.size != super.bounds.size { super.bounds = CGRect(origin: .zero, size: newValue.size) }
            if newValue.origin != contentOffset { contentOffset = newValue.origin }
        }
    }
    /// The size of the content; a change is announced to key-value observers.
    open var contentSize = CGSize.zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet { didChangeValue(forKey: "contentSize") }
    }
    /// The content's insets; a change is announced to key-value observers and lays the view out
    /// again (its adjusted insets, and the resting offset, change with it).
    open var contentInset = UIEdgeInsets.zero {
        willSet { willChangeValue(forKey: "contentInset") }
        didSet {
            didChangeValue(forKey: "contentInset")
            noteDrawnStateChange()
            if contentInset != oldValue { setNeedsLayout() }
        }
    }
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
    /// The scale of the delegate's view for zooming; setting it is ``setZoomScale(_:animated:)``.
    open var zoomScale: CGFloat {
        get { ownZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var ownZoomScale: CGFloat = 1
    /// The style of the scroll indicators, as `UIScrollView.IndicatorStyle`. No visible effect:
    /// the indicators show only while the content moves, never at rest.
    open var indicatorStyle = IndicatorStyle.default
    /// The style of a table's section index, as `UIScrollView.IndexDisplayMode`. No visible
    /// effect: CellSnap draws no section index.
    open var indexDisplayMode = IndexDisplayMode.automatic
    /// No visible effect: nothing touches the content in a snapshot.
    open var delaysContentTouches = true
    /// No visible effect: nothing touches the content in a snapshot.
    open var canCancelContentTouches = true
    /// No visible effect: arrow keys scroll only on a keyboard.
    open var allowsKeyboardScrolling = true
    /// Nothing zooms under fingers here.
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    /// The recognizer of the scroll view's pan (no visible effect: nothing pans in a snapshot).
    open private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// The recognizer of the pinch that zooms, while zooming is possible (a maximum scale above
    /// the minimum), as UIKit's; no visible effect.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if ownPinchGestureRecognizer == nil {
            ownPinchGestureRecognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        }
        return ownPinchGestureRecognizer
    }
    private var ownPinchGestureRecognizer: UIPinchGestureRecognizer?
    /// The recognizer of a remote's directional presses (no visible effect).
    open private(set) lazy var directionalPressGestureRecognizer = UIGestureRecognizer(target: nil, action: nil)
    /// The pull-to-refresh control, a subview in a band above the content (see
    /// ``UIRefreshControl``), as UIKit holds it.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            setNeedsLayout()
        }
    }
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

    /// The size of the part of the content the scroll view shows: its bounds' size, as UIKit's
    /// (whatever the insets and the zoom scale).
    open var visibleSize: CGSize { bounds.size }

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
        if refreshControl?.isRefreshing == true { insets.top += UIRefreshControl.refreshingHeight }
        return insets
    }

    /// The safe area its subviews inherit: the edges ``adjustedContentInset`` does not take in
    /// (none for `.always`; the left and right for `.automatic` and `.scrollableAxes`, as a table's
    /// cells keep a landscape phone's side insets; all for `.never`). UIKit insets the content
    /// on the other edges instead, so a view pinned to its safe area is not moved twice.
    final var safeAreaInsetsOfContent: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return safe
        case .automatic, .scrollableAxes: return UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        case .always: return .zero
        }
    }

    /// Places the refresh control in its band, just above the content and its own top inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let refreshControl, refreshControl.superview === self {
            let height = UIRefreshControl.refreshingHeight
            refreshControl.frame = CGRect(x: 0, y: -contentInset.top - height, width: bounds.width, height: height)
        }
    }

    /// Called when the adjusted content insets changed.
    open func adjustedContentInsetDidChange() {}

    /// The offset at rest: the content's top-left corner under the adjusted insets, or, for content
    /// smaller than the space inside the insets, where ``contentAlignmentPoint`` anchors it.
    private var restingContentOffset: CGPoint {
        let insets = adjustedContentInset
        let size = super.bounds.size
        let spareWidth = max(0, size.width - insets.left - insets.right - contentSize.width)
        let spareHeight = max(0, size.height - insets.top - insets.bottom - contentSize.height)
        return CGPoint(
            x: -insets.left - spareWidth * contentAlignmentPoint.x,
            y: -insets.top - spareHeight * contentAlignmentPoint.y)
    }

    /// Where content smaller than the scroll view sits (iOS 17.4), as a unit point: (0, 0) at the
    /// top-left corner, UIKit's default, (0.5, 0.5) centred; the resting offset places it there.
    open var contentAlignmentPoint = CGPoint.zero
    /// Whether the scroll view bounces at its horizontal ends (iOS 17.4).
    ///
    /// No visible effect: bouncing follows a finger, and a still picture has none.
    open var bouncesHorizontally = true
    /// Whether the scroll view bounces at its vertical ends (iOS 17.4).
    ///
    /// No visible effect: bouncing follows a finger, and a still picture has none.
    open var bouncesVertically = true
    /// Whether a scroll past the horizontal end passes to an enclosing scroll view (iOS 17.4).
    ///
    /// No visible effect: scrolling follows a finger, and a still picture has none.
    open var transfersHorizontalScrollingToParent = true
    /// Whether a scroll past the vertical end passes to an enclosing scroll view (iOS 17.4).
    ///
    /// No visible effect: scrolling follows a finger, and a still picture has none.
    open var transfersVerticalScrollingToParent = true
    /// Whether a scroll animation runs (iOS 17.4): never, as CellSnap scrolls at once.
    open var isScrollAnimating: Bool { false }
    /// Whether a zoom animation runs (iOS 17.4): never, as CellSnap zooms at once.
    open var isZoomAnimating: Bool { false }
    /// Stops the scroll and zoom animations (iOS 17.4).
    ///
    /// No visible effect: CellSnap scrolls and zooms at once, so none is running.
    open func stopScrollingAndZooming() {}
    /// Runs `changes`, whose content offset changes show the scroll indicators (iOS 17.4).
    ///
    /// No visible effect: the indicators show while scrolling, and a snapshot is drawn at rest.
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) { changes() }

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

    /// Sets the zoom scale, clamped to ``minimumZoomScale`` and ``maximumZoomScale``, as UIKit
    /// does: the delegate's view for zooming is scaled by it (its `transform`), placed with its
    /// top-left corner at the content's origin, the content size becomes the scaled view's size,
    /// and the delegate hears `scrollViewDidZoom(_:)`. Without a view for zooming nothing changes
    /// and the scale stays 1, as in UIKit. There is no animation.
    ///
    /// ```swift
    /// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    /// scrollView.minimumZoomScale = 1
    /// scrollView.maximumZoomScale = 4
    /// scrollView.setZoomScale(2, animated: false)   // the delegate's view is drawn twice as large
    /// ```
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        ownZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        let size = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the view for zooming's coordinates) fills the bounds as far as the
    /// scale limits allow, then scrolls so that the rect's centre is at the bounds' centre, kept
    /// within the content. UIKit does not document where it scrolls to; the centre is CellSnap's
    /// choice, and it is where UIKit puts a rect whose aspect differs from the bounds'.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = zoomScale
        let insets = adjustedContentInset
        let wanted = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        let maximum = CGPoint(
            x: max(-insets.left, contentSize.width + insets.right - bounds.width),
            y: max(-insets.top, contentSize.height + insets.bottom - bounds.height))
        contentOffset = CGPoint(
            x: min(max(wanted.x, -insets.left), maximum.x),
            y: min(max(wanted.y, -insets.top), maximum.y))
    }

    /// Whether the scroll view lets a touch in `view` begin (UIKit's default: yes).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag cancels the touches in `view`: UIKit's default is no for a control, yes for
    /// any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// A guide of the content: its top-left corner is the content's origin (at rest, inside the
    /// adjusted content insets) and its size, which constraints give it, is the content size.
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// A guide of the scroll view's frame, which does not scroll.
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}
