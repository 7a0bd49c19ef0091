import Foundation

/// An alert or an action sheet, as UIKit's `UIAlertController`: a title, a message, actions and (in
/// an alert) text fields. Presented over a screen (`present(_:animated:completion:)`), it is not
/// drawn into that screen's snapshot; snapshot the alert controller itself to draw it, as iOS
/// shows it over a dimmed screen (see `AlertView` for the figures CellSnap draws it with).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete Photo?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
/// alert.addTextField { field in field.placeholder = "Reason" }
/// ```
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// The style of the controller, as `UIAlertController.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A sheet of actions rising from the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    open var message: String? {
        didSet { setNeedsRebuild() }
    }
    /// Whether the controller is an alert or an action sheet.
    open private(set) var preferredStyle = Style.alert
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order they were added.
    open var textFields: [UITextField]? { fields }
    private var fields: [UITextField] = []
    /// The action drawn in bold, which Return would run; it must be one of ``actions`` (UIKit raises
    /// an exception otherwise: reported when the alert is drawn).
    open var preferredAction: UIAlertAction? {
        didSet { setNeedsRebuild() }
    }
    /// How serious the alert is (iOS 16).
    ///
    /// No visible effect: only Mac Catalyst draws a critical alert differently, and CellSnap draws
    /// iPhone and iPad screens.
    open var severity = UIAlertControllerSeverity.default

    /// What was added to the controller that UIKit refuses with an exception: thrown when drawn.
    var misuse: CellSnapUIKitError?

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The title above the message.
    open override var title: String? {
        didSet { setNeedsRebuild() }
    }

    /// Adds `action` as the next button.
    open func addAction(_ action: UIAlertAction) {
        action.alertController = self
        actions.append(action)
        setNeedsRebuild()
    }

    /// Adds a text field to an alert, after `configurationHandler` set it up. An action sheet
    /// has none: UIKit raises an exception, reported when the controller is drawn.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            misuse =
                misuse
                ?? CellSnapUIKitError(
                    call: "UIAlertController.addTextField(configurationHandler:) on an action sheet",
                    reason: "text fields can only be added to an alert controller of style .alert")
            return
        }
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .footnote)
        field.adjustsFontForContentSizeCategory = true
        configurationHandler?(field)
        fields.append(field)
        setNeedsRebuild()
    }

    /// The view of an alert: its content laid out by UIKit's rules, the alert alone once presented,
    /// else over a dimmed screen.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// Places the view as a presentation over `presenter` shows it: the alert alone, where it
    /// shows on the presenter's screen (see `AlertView`).
    func placeViewAsPresented(over presenter: UIViewController) {
        let window = presenter.viewIfLoaded?.window
        (view as? AlertView)?.placeAsPresented(
            onScreen: window?.bounds ?? UIScreen.main.bounds, safeArea: window?.safeAreaInsets ?? .zero)
    }

    /// Asks the view to make its content again before its next layout.
    func setNeedsRebuild() {
        (viewIfLoaded as? AlertView)?.setNeedsRebuild()
    }
}

/// How serious an alert is, as UIKit's `UIAlertControllerSeverity` (iOS 16).
public enum UIAlertControllerSeverity: Int, Hashable, Sendable {
    case `default` = 0
    case critical = 1
}
