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
        set {
            searchTextField.text = newValue
            setNeedsLayout()
        }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field (13 pt, centred in a 30 pt strip that the bar grows by).
    open var prompt: String? { didSet { setNeedsLayout() } }
    open var searchBarStyle = Style.default { didSet { setNeedsLayout() } }
    /// The bar's material: `.black` draws a black bar around a dark field (the field's own
    /// interface style is dark while the bar is black), `.default` the system background.
    open var barStyle = UIBarStyle.default {
        didSet {
            searchTextField.overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
            setNeedsLayout()
        }
    }
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// Whether the field shows the bookmark button (a book, or the `.bookmark` icon set with
    /// `setImage(_:for:state:)`) at its trailing end. As in UIKit the button shows while the
    /// field is empty; with text, the clear button takes its place while editing (CellSnap draws
    /// a field at rest: nothing there).
    open var showsBookmarkButton = false { didSet { setNeedsLayout() } }
    /// Whether the scope bar shows under the field: a segmented control of
    /// ``scopeButtonTitles`` with ``selectedScopeButtonIndex`` selected, in a 44 pt strip that the
    /// bar grows by (the control 32 pt tall, 8 pt in from the bar's sides).
    open var showsScopeBar = false { didSet { setNeedsLayout() } }
    /// The titles of the scope bar's segments.
    open var scopeButtonTitles: [String]? { didSet { setNeedsLayout() } }
    /// The image behind the scope bar's buttons, stretched over the scope strip.
    open var scopeBarBackgroundImage: UIImage? { didSet { setNeedsLayout() } }
    /// The selected segment of the scope bar.
    open var selectedScopeButtonIndex = 0 { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's text field.
    open private(set) var searchTextField = UISearchTextField()
    /// The view shown above the keyboard while the bar's field edits: the field's own.
    ///
    /// No visible effect: the keyboard and the views above it show in a window above the app's.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    private let cancelLabel = UILabel()
    /// The scope bar's control and its background image, and the prompt's label.
    final let scopeControl = UISegmentedControl(items: nil)
    final let scopeBackgroundView = UIImageView()
    final let promptLabel = UILabel()
    /// The bookmark button's icon, the field's right view while it shows (``showsBookmarkButton``).
    private let bookmarkIcon = UIImageView()
    /// The image drawn behind the bar, stretched to its bounds, in place of its background colour.
    open var backgroundImage: UIImage? { didSet { setNeedsLayout() } }
    /// The bar's background: its background image, else its material or bar tint colour.
    private let backgroundImageView = UIImageView()
    /// The icons set with `setImage(_:for:state:)`.
    final var customIcons: [IconKey: UIImage] = [:]
    /// The background images set with `setBackgroundImage(_:for:barMetrics:)`.
    final var backgroundImages: [BackgroundKey: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchBarDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBarDefaults()
    }

    /// No placeholder, as UIKit's default (`nil`); a search controller's bar says "Search".
    private func searchBarDefaults() {
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        addSubview(searchTextField)
        for view in [scopeBackgroundView, scopeControl, promptLabel] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
        cancelLabel.text = "Cancel"
        cancelLabel.font = .systemFont(ofSize: 17)
        addSubview(cancelLabel)
        bookmarkIcon.tintColor = .secondaryLabel
        bookmarkIcon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .medium)
        bookmarkIcon.contentMode = .center
        bookmarkIcon.frame = CGRect(x: 0, y: 0, width: 30, height: Self.fieldHeight)
        contentHugging = (.defaultLow, .defaultHigh)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar (``showsScopeBar``; there is no animation).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// The bar is 56 points tall (30 more with a prompt, 44 more with a scope bar) and as wide as it is laid out.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The bar's background is a view of its own over the bar's `backgroundColor`, which stays
        // the app's: a minimal bar, or one under an empty background image, shows that colour, as
        // an app's iOS 17 reference of such a bar shows it around the field.
        let material: UIColor = barStyle == .default ? .systemBackground : .black
        backgroundImageView.backgroundColor = drawsOwnBackground ? (barTintColor ?? material) : nil
        backgroundImageView.image = backgroundImage
        backgroundImageView.isHidden = backgroundImage == nil && !drawsOwnBackground
        backgroundImageView.frame = bounds
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        cancelLabel.isHidden = !showsCancelButton
        cancelLabel.textColor = tintColor
        let cancelWidth = showsCancelButton ? (cancelLabel.intrinsicContentSize.width.clamped) + 8 : 0
        let fieldWidth = max(0, bounds.width - 2 * Self.fieldInset - cancelWidth)
        let fieldX = isRightToLeft ? bounds.width - Self.fieldInset - fieldWidth : Self.fieldInset
        let row = fieldRow
        searchTextField.frame = CGRect(
            x: fieldX, y: row.minY + (row.height - Self.fieldHeight) / 2, width: fieldWidth, height: Self.fieldHeight)
        let cancelX = isRightToLeft ? Self.fieldInset : bounds.width - Self.fieldInset - cancelWidth + 8
        cancelLabel.frame = CGRect(x: cancelX, y: row.minY, width: max(0, cancelWidth - 8), height: row.height)
        layOutPromptAndScopeBar()
        layOutBookmarkButton()
        cellSnapRefuseUndrawnSettings()
    }

    /// Whether the bar draws its background: not in the `.minimal` style or under a background
    /// image, nor in a navigation bar (whose background it shows), nor for a search controller's
    /// bar of the default bar style and no tint (CellSnap's choice: such a bar shows what it is
    /// placed on); a search controller's black or tinted bar draws it, as iOS draws it black.
    private var drawsOwnBackground: Bool {
        guard searchBarStyle != .minimal, backgroundImage == nil, !(superview is UINavigationBar) else { return false }
        return !isSearchControllersBar || barStyle != .default || barTintColor != nil
    }

    /// Whether a search controller made the bar (see ``drawsOwnBackground``).
    final var isSearchControllersBar = false

    /// Shows the bookmark icon as the field's right view while the bar shows the button and the
    /// field is empty; a right view the app set on the field itself is left alone.
    private func layOutBookmarkButton() {
        guard searchTextField.rightView == nil || searchTextField.rightView === bookmarkIcon else { return }
        let shows = showsBookmarkButton && (searchTextField.text ?? "").isEmpty
        bookmarkIcon.image =
            customIcons[IconKey(icon: .bookmark, state: UIControl.State.normal.rawValue)]
            ?? UIImage(systemName: "book")
        searchTextField.rightView = shows ? bookmarkIcon : nil
        searchTextField.rightViewMode = shows ? .always : .never
    }

    /// Makes the search field first responder.
    open override var canBecomeFirstResponder: Bool {
        UIKitCategoryOverrides.canBecomeFirstResponder.call(on: self, implementedIn: UISearchBar.self) { true }
    }

    // MARK: Images and the field's keyboard traits (UISearchBar+Images.swift)

    /// Sets the image of `icon` in `state`: the `.search` icon of the normal state replaces the
    /// magnifying glass drawn at the field's leading edge (`nil` restores it); the `.bookmark` icon
    /// of the normal state replaces the book drawn while the bar ``showsBookmarkButton``. The clear
    /// and results list icons, and images of other states, are kept with no visible effect: a bar
    /// at rest shows none of them (its clear button shows while editing).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        customIcons[IconKey(icon: icon, state: state.rawValue)] = iconImage
        if icon == .bookmark { setNeedsLayout() }
        if icon == .search, state == .normal, let glass = searchTextField.leftView as? UIImageView {
            glass.image = iconImage ?? UIImage(systemName: "magnifyingglass")
        }
    }

    /// The image set for `icon` in `state`, `nil` for the system's.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        customIcons[IconKey(icon: icon, state: state.rawValue)]
    }

    /// Sets the bar's background image for `barPosition` and `barMetrics`: the image of `.any`
    /// and `.default` is ``backgroundImage``; others are kept with no visible effect (a bar is
    /// drawn at its default position and metrics).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[BackgroundKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
        if barPosition == .any, barMetrics == .default { self.backgroundImage = backgroundImage }
    }

    /// The background image set for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        if barPosition == .any, barMetrics == .default { return backgroundImage }
        return backgroundImages[BackgroundKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)]
    }

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    open var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the field's text is drawn as dots.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    open var passwordRules: UITextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }

    // MARK: Members of iOS 7 to 17 (work in UISearchBar+Adjustments.swift)

    /// Whether the bar takes input (iOS 16.4): its field and scope bar are enabled or disabled with it.
    open var isEnabled = true {
        didSet {
            searchTextField.isEnabled = isEnabled
            scopeControl.isEnabled = isEnabled
        }
    }
    /// No visible effect: dictation by looking at the field (visionOS) needs eyes on a live screen.
    open var isLookToDictateEnabled = false
    /// Whether the field shows the results list button: `true` is refused when the bar is drawn, as
    /// CellSnap does not draw that button.
    open var showsSearchResultsButton = false
    /// No visible effect: the results list button is not drawn (``showsSearchResultsButton``).
    open var isSearchResultsButtonSelected = false
    /// Moves `icon` by `adjustment`: an offset other than zero is refused when the bar is drawn, as
    /// CellSnap draws the field's icons in place.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconOffsets[icon] = adjustment }
    /// The offset set for `icon` with ``setPositionAdjustment(_:for:)``; zero by default.
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconOffsets[icon] ?? .zero }
    final var iconOffsets: [Icon: UIOffset] = [:]
    /// Moves the field's background: an offset other than zero is refused when the bar is drawn.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    /// Moves the field's text: an offset other than zero is refused when the bar is drawn.
    open var searchTextPositionAdjustment = UIOffset.zero
    /// The image drawn as the field's background in `state`: an image is refused when the bar is
    /// drawn, as CellSnap draws the field's own rounded fill.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        fieldBackgroundImages[state.rawValue] = backgroundImage
    }
    /// The image set with ``setSearchFieldBackgroundImage(_:for:)`` for `state`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        fieldBackgroundImages[state.rawValue]
    }
    final var fieldBackgroundImages: [UInt: UIImage] = [:]
    /// The scope buttons' background image in `state`: the scope bar's segmented control's (drawing
    /// one is an error, as for ``UISegmentedControl/setBackgroundImage(_:for:barMetrics:)``).
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        scopeControl.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }
    /// The scope buttons' background image in `state`.
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeControl.backgroundImage(for: state, barMetrics: .default)
    }
    /// The image between two scope buttons: the scope bar's segmented control's divider image
    /// (drawing one is an error, as for ``UISegmentedControl``'s).
    open func setScopeBarButtonDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        scopeControl.setDividerImage(
            dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }
    /// The image between two scope buttons in these states.
    open func scopeBarButtonDividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) -> UIImage? {
        scopeControl.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }
    /// The scope buttons' title attributes in `state`: the scope bar's segmented control's (its
    /// `.font` and `.foregroundColor` are drawn).
    open func setScopeBarButtonTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        scopeControl.setTitleTextAttributes(attributes, for: state)
    }
    /// The scope buttons' title attributes in `state`.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeControl.titleTextAttributes(for: state)
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
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    /// Not implemented: editing may end.
    ///
    /// No visible effect: a snapshot's bar is not being edited.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Not implemented: the typed text is taken.
    ///
    /// No visible effect: nothing is typed in a snapshot.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// No visible effect: the bookmark button is tapped by a person, never in a snapshot.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// No visible effect: the results list button is tapped by a person, never in a snapshot.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}

/// A controller that shows a search bar in a navigation item, as UIKit's `UISearchController`:
/// its ``searchBar`` and the results controller are kept; the results are shown only while the
/// search is active, which a snapshot at rest never is.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    open private(set) var searchBar = UISearchBar()
    open private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the searched controller is dimmed while the search is active: iOS 9.1's name of
    /// ``obscuresBackgroundDuringPresentation`` (deprecated in iOS 12), read and written through it.
    ///
    /// No visible effect: a snapshot at rest never has an active search.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    /// Whether the search bar's scope bar shows while the search is active.
    ///
    /// No visible effect: a snapshot at rest never has an active search.
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false

    /// A search controller showing its results in `searchResultsController` (or in the searched
    /// controller itself when `nil`).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.isSearchControllersBar = true
        // UIKit's search controller titles its bar's empty field (a plain bar's placeholder is nil).
        searchBar.placeholder = "Search"
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.isSearchControllersBar = true
        searchBar.placeholder = "Search"
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
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Not implemented: UIKit presents the search itself.
    ///
    /// No visible effect: a snapshot at rest never presents a search.
    public func presentSearchController(_ searchController: UISearchController) {}
}
