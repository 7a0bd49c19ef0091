import Foundation

/// Pages of view controllers, as UIKit's `UIPageViewController`: drawn at rest as its current
/// page, the one controller set with ``setViewControllers(_:direction:animated:completion:)``
/// filling its view (two side by side, each half the width, with a page curl's spine in the
/// middle; the first on the leading side, as iOS mirrors a right-to-left book).
///
/// What changes a page (swipes, curls, the data source's `viewControllerBefore`/`After`) happens
/// between pictures; a snapshot shows the pages set last. A data source that implements
/// `presentationCount(for:)` and `presentationIndex(for:)` asks iOS for its built-in page
/// indicator, which CellSnap does not draw: drawing the controller is then a ``CellSnapUIKitError``
/// naming it (put a ``UIPageControl`` of the app's own over the pages instead).
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// The axis pages turn along, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Hashable, Sendable {
        case horizontal = 0, vertical
    }
    /// Where a page curl's spine is, as `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Hashable, Sendable {
        case none = 0, min, mid, max
    }
    /// Which way a page turns, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Hashable, Sendable {
        case forward = 0, reverse
    }
    /// How pages turn, as `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Hashable, Sendable {
        case pageCurl = 0, scroll
    }
    /// A key of the options a page view controller is made with, as `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation`'s raw value (an `NSNumber` or `Int`) for a page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages while they scroll (a number of points).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    open private(set) var transitionStyle: TransitionStyle
    /// The axis pages turn along.
    ///
    /// No visible effect: pages turn between pictures; a snapshot shows the pages at rest.
    open private(set) var navigationOrientation: NavigationOrientation
    /// Where a page curl's spine is: `.none` for scrolling pages, else the options' location
    /// (`.min` unless given).
    open private(set) var spineLocation: SpineLocation
    /// Whether a page curl shows content on the back of pages.
    ///
    /// No visible effect: the back of a page shows only while it curls.
    open var isDoubleSided = false
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The recognizers that turn pages.
    ///
    /// No visible effect: gestures act on touches, and a snapshot has none.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    /// The pages shown: those set last, `nil` until then.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }
    private final var pages: [UIViewController] = []
    private final var pageError: CellSnapUIKitError?

    /// A page view controller turning pages in `style` along `navigationOrientation`; `options`
    /// give a page curl's spine location and the space between scrolling pages.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self.spineLocation(style, options: options)
        super.init(nibName: nil, bundle: nil)
    }

    /// `UIPageViewController()` and `init(nibName:bundle:)`, the initialisers Objective-C's rules
    /// give every `NSObject` and view controller (UIKit's header makes them convenience
    /// initialisers, so a subclass without initialisers of its own is made with them): a page
    /// curl turning pages horizontally, the styles' first values, as `-init` leaves them; the view
    /// from the nib, as any controller's.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        (nibName, nibBundle) = (nibNameOrNil, nibBundleOrNil)
    }

    /// A page curl's spine from `options` (the leading edge without one); scrolling pages have none.
    private static func spineLocation(_ style: TransitionStyle, options: [OptionsKey: Any]?) -> SpineLocation {
        let spine = (options?[.spineLocation] as? NSNumber)?.intValue ?? (options?[.spineLocation] as? Int)
        return style == .scroll ? .none : SpineLocation(rawValue: spine ?? 1) ?? .min
    }

    /// A page view controller from an archive: a storyboard's `<pageViewController>` gives its
    /// `transitionStyle` (`pageCurl` or `scroll`), `navigationOrientation` and `spineLocation`;
    /// without them, scrolling pages, horizontally (Interface Builder's defaults).
    public required init?(coder: NSCoder) {
        // A coder that is not keyed has no values by name (asking Linux's `NSCoder` for one traps).
        func text(_ key: String) -> String? {
            coder.allowsKeyedCoding ? coder.decodeObject(forKey: key) as? String : nil
        }
        transitionStyle = text("transitionStyle") == "pageCurl" ? .pageCurl : .scroll
        navigationOrientation = text("navigationOrientation") == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max]
        spineLocation = transitionStyle == .scroll ? .none : text("spineLocation").flatMap { spines[$0] } ?? .min
        super.init(coder: coder)
    }

    /// Shows `viewControllers`: one page, or two with a page curl's spine in the middle (iOS
    /// raises an exception for another count, and CellSnap makes drawing the controller an error
    /// naming the call). At rest at once, so `animated` changes nothing; `completion` is called
    /// with `true` on the main queue after the call, as UIKit calls it after the turn.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let given = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard given.count == required else {
            pageError = CellSnapUIKitError(
                call: "UIPageViewController.setViewControllers(_:direction:animated:completion:)",
                reason: "\(given.count) view controllers given; the spine location needs \(required)")
            return
        }
        pageError = nil
        for old in pages where !given.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        pages = given
        for page in given where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
        if let completion {
            DispatchQueue.main.async { completion(true) }
        }
    }

    override var cellSnapAppearingChildren: [UIViewController] { pages }

    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        if let error = pageError ?? indicatorError() { view.cellSnapRefuseDrawing(error) }
        let width = view.bounds.width / CGFloat(max(1, pages.count))
        let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, page) in pages.enumerated() {
            // Below the views the app adds to the controller's own view (a page control, a
            // button), as iOS keeps the pages in a content view made before the app's
            // `viewDidLoad()` adds its own.
            if page.view.superview !== view { view.insertSubview(page.view, at: index) }
            let slot = isRightToLeft ? pages.count - 1 - index : index
            page.view.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: view.bounds.height)
        }
    }

    /// The error of a data source asking for the built-in page indicator (see the type's notes).
    private final func indicatorError() -> CellSnapUIKitError? {
        guard transitionStyle == .scroll, let dataSource,
            cellSnapOptionalRequirement({ dataSource.presentationCount(for: self) }) != nil
        else { return nil }
        return CellSnapUIKitError(
            call: "\(type(of: dataSource)).presentationCount(for:)",
            reason: "iOS draws its own page indicator for it, which CellSnap does not draw; show a UIPageControl")
    }
}

/// What a page view controller asks for its pages, as UIKit's `UIPageViewControllerDataSource`.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirements.unimplemented(0)
    }
    /// Not implemented: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirements.unimplemented(0)
    }
}

/// What a page view controller tells its delegate, as UIKit's `UIPageViewControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: pages turn between pictures; a snapshot shows the pages at rest.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: pages turn between pictures; a snapshot shows the pages at rest.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: the controller's spine location.
    ///
    /// No visible effect: the interface turns between pictures; a snapshot is upright.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { OptionalRequirements.unimplemented(pageViewController.spineLocation) }
    /// Not implemented: every orientation.
    ///
    /// No visible effect: the interface turns between pictures; a snapshot is upright.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { OptionalRequirements.unimplemented(.all) }
    /// Not implemented: portrait.
    ///
    /// No visible effect: the interface turns between pictures; a snapshot is upright.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { OptionalRequirements.unimplemented(.portrait) }
}
