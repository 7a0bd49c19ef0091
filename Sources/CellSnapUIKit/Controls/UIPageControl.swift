import CellLayout
import CellModel
import Foundation
import Primitives

/// A page control, as UIKit's `UIPageControl`: a row of indicators, one a page, the current page's
/// darker, centred in the control, drawn as iOS 14 and later draw it. Its intrinsic size is
/// ``size(forNumberOfPages:)``.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 5
/// pages.currentPage = 2
/// pages.currentPageIndicatorTintColor = .systemBlue
/// ```
@preconcurrency @MainActor open class UIPageControl: UIControl {
    /// How the user is interacting with the control, as `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Hashable, Sendable {
        case none = 0, discrete, continuous
    }

    /// The look of the control's background, as `UIPageControl.BackgroundStyle`: `.prominent`
    /// draws a capsule behind the indicators; `.automatic` shows one only while the user
    /// interacts, so not at rest, and `.minimal` never.
    public enum BackgroundStyle: Int, Hashable, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// Which way the indicators run, as `UIPageControl.Direction`.
    public enum Direction: Int, Hashable, Sendable {
        case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The current page, kept within the pages as UIKit keeps it.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if !defersCurrentPageDisplay { displayedPage = currentPage }
            noteDrawnStateChange()
        }
    }
    /// The page the indicators show: the current one, unless its display is deferred.
    private var displayedPage = 0
    /// Whether a control of one page is hidden (not drawn).
    open var hidesForSinglePage = false { didSet { noteDrawnStateChange() } }
    /// The indicators' colour; `nil` is tertiaryLabel.
    open var pageIndicatorTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// The current page's indicator colour; `nil` is the label colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    open var backgroundStyle = BackgroundStyle.automatic { didSet { noteDrawnStateChange() } }
    open var direction = Direction.natural { didSet { invalidateIntrinsicContentSize() } }
    /// How the user is interacting: not at all, in a still picture.
    ///
    /// No visible effect: interaction needs touches, and a snapshot has none.
    open var interactionState: InteractionState { .none }
    /// Whether a long press scrubs through the pages.
    ///
    /// No visible effect: it changes how touches move the page, and a snapshot has none.
    open var allowsContinuousInteraction = true
    /// An image every indicator is drawn with, in its colour.
    open var preferredIndicatorImage: UIImage? { didSet { noteDrawnStateChange() } }
    /// An image the current page's indicator is drawn with, in its colour.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { noteDrawnStateChange() } }
    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]
    /// Whether setting ``currentPage`` waits for ``updateCurrentPageDisplay()`` to show it.
    open var defersCurrentPageDisplay = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] ?? preferredIndicatorImage }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        noteDrawnStateChange()
    }
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageImages[page] ?? preferredCurrentPageIndicatorImage
    }
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        noteDrawnStateChange()
    }

    /// Shows the current page, when its display is deferred.
    open func updateCurrentPageDisplay() {
        displayedPage = currentPage
        noteDrawnStateChange()
    }

    /// The size the indicators of `pageCount` pages take: 16 pt a page plus 12 pt at each end, 26 pt
    /// across (the other way round for a vertical direction).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let metrics = traitCollection.cellSnapTraits.theme.theme.pageControl
        guard pageCount > 0 else { return .zero }
        let length = CGFloat(Double(pageCount) * metrics.indicatorPitch + 2 * metrics.endPadding)
        let across = CGFloat(metrics.height)
        return direction == .topToBottom || direction == .bottomToTop
            ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
    }

    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        cellSnapControlContent(
            .pageControl(try cellSnapNode(traits: traits)), natural: size(forNumberOfPages: numberOfPages))
    }

    /// A control of one page that hides for a single page is not drawn, as in UIKit.
    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        if hidesForSinglePage && numberOfPages <= 1 { appearance.isHidden = true }
        return appearance
    }

    /// The control as CellLayout's node for `traits`.
    func cellSnapNode(traits: Traits) throws -> PageControlNode {
        let theme = traits.theme.theme, metrics = theme.pageControl, appearance = traits.colorAppearance
        let color = pageIndicatorTintColor?.resolved(traits) ?? theme.resolve(metrics.indicatorColor, for: appearance)
        let current =
            currentPageIndicatorTintColor?.resolved(traits)
            ?? theme.resolve(metrics.currentIndicatorColor, for: appearance)
        func image(_ image: UIImage?, _ tint: Color) throws -> ControlImage? {
            try image?.cellSnapControlImage(symbolConfiguration: nil, tint: UIColor(.fixed(tint)), traits: traits)
        }
        var images: [Int: ControlImage] = [:]
        for page in 0..<numberOfPages {
            let own = page == displayedPage ? currentPageIndicatorImage(forPage: page) : nil
            if let drawn = try image(own ?? indicatorImage(forPage: page), page == displayedPage ? current : color) {
                images[page] = drawn
            }
        }
        let directions: [Direction: PageControlNode.Direction] = [
            .natural: .natural, .leftToRight: .leftToRight, .rightToLeft: .rightToLeft, .topToBottom: .topToBottom,
            .bottomToTop: .bottomToTop,
        ]
        return PageControlNode(
            pages: numberOfPages, currentPage: displayedPage, metrics: metrics, appearance: appearance,
            indicator: .dot(color), current: .dot(current), images: images,
            direction: directions[direction] ?? .natural,
            background: backgroundStyle == .prominent
                ? theme.resolve(metrics.prominentBackground, for: appearance) : nil)
    }
}
