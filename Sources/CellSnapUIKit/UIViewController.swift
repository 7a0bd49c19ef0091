import CellModel

/// A view controller, as UIKit's `UIViewController`: the view it loads (`loadView`, `viewDidLoad`,
/// `loadViewIfNeeded()`), enough for a controller that shows a collection view.
///
/// ```swift
/// final class SettingsViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))))
///     }
/// }
/// ```
@MainActor open class UIViewController {
    private var loadedView: UIView?
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    /// The controller's view, loaded (and `viewDidLoad` called) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view of an iPhone's size by default.
    open func loadView() { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)) }

    open func viewDidLoad() {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    /// The first collection view in the view hierarchy, breadth first (Linux-only, no UIKit API;
    /// the view is loaded).
    public var cellSnapCollectionView: UICollectionView? {
        var queue: [UIView] = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let collectionView = next as? UICollectionView { return collectionView }
            queue += next.subviews
        }
        return nil
    }

    /// The list the controller's view shows, as CellModel's `ListDescription` (Linux-only, no UIKit
    /// API): its view is loaded, and its first collection view converted `width` points wide.
    public func cellSnapListDescription(traits: UITraitCollection = UITraitCollection(), width: Double = 393) throws
        -> ListDescription
    {
        guard let collectionView = cellSnapCollectionView else {
            throw CellSnapUIKitError(
                call: "a \(type(of: self)) without a UICollectionView",
                reason:
                    "CellSnapUIKit draws a view controller's collection view (other views come with Auto Layout support)"
            )
        }
        return try collectionView.cellSnapListDescription(traits: traits, width: width)
    }
}
