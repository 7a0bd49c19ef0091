import CellModel
import Foundation

/// A search bar, as UIKit's `UISearchBar`: a 56 pt bar around a rounded search field (36 pt tall,
/// 8 pt in from the bar's sides) with a magnifying glass, the text or the placeholder, and a Cancel
/// button when it shows one. Apple documents the styles, not the measures: these are CellSnap's,
/// from iOS 13's look (the `.default`/`.prominent` style on the system background, the field in
/// `tertiarySystemFill` with a 10 pt radius; `.minimal` without the bar's background), not from a
/// measured render.
///
/// ```swift
/// let searchBar = UISearchBar()
/// searchBar.placeholder = "Mountains"
/// ```
@preconcurrency @MainActor open class UISearchBar: UIView {
    /// The bar's look, as `UISearchBar.Style`.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0, prominent, minimal
    }

    static let barHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle = Style.default { didSet { setNeedsLayout() } }
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var isTranslucent = true
    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's text field.
    public let searchTextField = UISearchTextField()
    private let cancelLabel = UILabel()
    /// The images set on the bar (`SearchBarImages`), and the view drawing its background image.
    final var cellSnapImages = SearchBarImages()
    private let backgroundImageView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchBarDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBarDefaults()
    }

    private func searchBarDefaults() {
        searchTextField.placeholder = "Search"
        backgroundImageView.contentMode = .scaleToFill
        addSubview(backgroundImageView)
        addSubview(searchTextField)
        cancelLabel.text = "Cancel"
        cancelLabel.font = .systemFont(ofSize: 17)
        addSubview(cancelLabel)
        contentHugging = (.defaultLow, .defaultHigh)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The bar is 56 points tall and as wide as it is laid out.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
        backgroundImageView.image = cellSnapImages.background
        backgroundImageView.isHidden = cellSnapImages.background == nil
        backgroundImageView.frame = bounds
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        cancelLabel.isHidden = !showsCancelButton
        cancelLabel.textColor = tintColor
        let cancelWidth = showsCancelButton ? (cancelLabel.intrinsicContentSize.width.clamped) + 8 : 0
        let fieldWidth = max(0, bounds.width - 2 * Self.fieldInset - cancelWidth)
        let fieldX = isRightToLeft ? bounds.width - Self.fieldInset - fieldWidth : Self.fieldInset
        searchTextField.frame = CGRect(
            x: fieldX, y: (bounds.height - Self.fieldHeight) / 2, width: fieldWidth, height: Self.fieldHeight)
        let cancelX = isRightToLeft ? Self.fieldInset : bounds.width - Self.fieldInset - cancelWidth + 8
        cancelLabel.frame = CGRect(x: cancelX, y: 0, width: max(0, cancelWidth - 8), height: bounds.height)
    }

    /// An image drawn over the bar's background, stretched to its bounds (`nil`: none).
    open var backgroundImage: UIImage? {
        get { cellSnapImages.background }
        set {
            cellSnapImages.background = newValue
            setNeedsLayout()
        }
    }

    /// An image behind the scope bar: drawing a bar with one is an error (the scope bar is not drawn).
    open var scopeBarBackgroundImage: UIImage? {
        get { cellSnapImages.images["scope"] }
        set { cellSnapImages.images["scope"] = newValue }
    }

    /// Sets an icon's image for `state`: drawing a bar with one is an error (the field draws the
    /// system's icons).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        cellSnapImages.images["icon \(icon.rawValue) \(state.rawValue)"] = iconImage
    }

    /// The icon's image set for `state`.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        cellSnapImages.images["icon \(icon.rawValue) \(state.rawValue)"]
    }

    /// Sets the background image for `barPosition` and `barMetrics`: the `.any` or `.top` image at
    /// the default metrics is drawn as ``backgroundImage``; another makes drawing an error.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        if barMetrics == .default, barPosition == .any || barPosition == .top {
            self.backgroundImage = backgroundImage
        } else {
            cellSnapImages.images["background \(barPosition.rawValue) \(barMetrics.rawValue)"] = backgroundImage
        }
    }

    /// The background image for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        barMetrics == .default && (barPosition == .any || barPosition == .top)
            ? backgroundImage : cellSnapImages.images["background \(barPosition.rawValue) \(barMetrics.rawValue)"]
    }

    /// Sets the search field's background image for `state`: drawing a bar with one is an error
    /// (the field draws the system's fill).
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        cellSnapImages.images["field \(state.rawValue)"] = backgroundImage
    }

    /// The search field's background image for `state`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        cellSnapImages.images["field \(state.rawValue)"]
    }

    /// Makes the search field first responder.
    open override var canBecomeFirstResponder: Bool { true }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let refusal = cellSnapImages.refusal { throw refusal }
        return try super.cellSnapContent(traits: traits)
    }
}

extension CGFloat {
    /// The value, or 0 when it is no intrinsic metric.
    fileprivate var clamped: CGFloat { Swift.max(0, self) }
}

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate` (every requirement optional).
@preconcurrency @MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A controller that shows a search bar in a navigation item, as UIKit's `UISearchController`:
/// its ``searchBar`` and the results controller are kept; the results are shown only while the
/// search is active, which a snapshot at rest never is.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false

    /// A search controller showing its results in `searchResultsController` (or in the searched
    /// controller itself when `nil`).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchBarStyle = .minimal
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// What updates the results of a search, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate, as UIKit's `UISearchControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
