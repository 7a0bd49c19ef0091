import Foundation

/// The text fields of a ``UIAlertView``, as UIKit's `UIAlertViewStyle` (deprecated in iOS 9).
public enum UIAlertViewStyle: Int, Hashable, Sendable {
    /// No text field.
    case `default` = 0
    /// One secure text field.
    case secureTextInput
    /// One plain text field.
    case plainTextInput
    /// A login field and a secure password field.
    case loginAndPasswordInput
}

/// The pre-iOS 8 alert, as UIKit's deprecated `UIAlertView`: a title, a message, optional text
/// fields and buttons, told to a ``UIAlertViewDelegate``. CellSnap draws it as the
/// ``UIAlertController`` of style `.alert` with the same title, message, fields and buttons,
/// filling the alert view's bounds; that is what a test sees when it snapshots the alert view
/// itself. ``show()`` is accepted: the alert becomes visible and its delegate is told, but it is
/// not drawn into any other view's snapshot, as with a presented alert.
///
/// The cancel button comes first (index 0), then the other buttons (as UIKit orders them).
///
/// ```swift
/// let alert = UIAlertView(title: "Saved", message: "The photo is in your library.", delegate: nil,
///                         cancelButtonTitle: "OK")
/// alert.show()
/// ```
@available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use UIAlertController with .alert instead")
@preconcurrency @MainActor open class UIAlertView: UIView {
    /// The delegate (a ``UIAlertViewDelegate``) told about the buttons.
    open weak var delegate: AnyObject?
    /// The title.
    open var title: String = "" {
        didSet { setNeedsLayout() }
    }
    /// The message below the title.
    open var message: String? {
        didSet { setNeedsLayout() }
    }
    /// The alert's text fields.
    open var alertViewStyle: UIAlertViewStyle = .default {
        didSet {
            fields = UIAlertView.fields(for: alertViewStyle)
            setNeedsLayout()
        }
    }
    private var titles: [String?] = []
    private var fields: [UITextField] = []
    /// The index of the cancel button, -1 for none.
    open var cancelButtonIndex = -1 {
        didSet { setNeedsLayout() }
    }
    /// The index of the first button given as another button, -1 for none.
    open private(set) var firstOtherButtonIndex = -1
    /// Whether the alert is shown.
    open private(set) var isVisible = false
    /// What CellSnap draws the alert as (see the type's notes).
    private var drawnAlert: UIAlertController?

    private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }

    /// An alert titled `title` with `message` and a cancel button (`nil` for none).
    public init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// An alert with a cancel button and other buttons, as Swift's UIKit overlay declares it.
    public convenience init(
        title: String, message: String, delegate: (any UIAlertViewDelegate)?, cancelButtonTitle: String?,
        otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        firstOtherButtonIndex = addButton(withTitle: firstButtonTitle)
        for other in moreButtonTitles { addButton(withTitle: other) }
    }

    /// An empty alert of `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Interface Builder's initialiser: an empty alert.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of buttons.
    open var numberOfButtons: Int { titles.count }

    /// Adds a button titled `title` after the others and answers its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        titles.append(title)
        setNeedsLayout()
        return titles.count - 1
    }

    /// The title of the button at `buttonIndex`, `nil` when there is none.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        titles.indices.contains(buttonIndex) ? titles[buttonIndex] : nil
    }

    /// The text field at `textFieldIndex` of ``alertViewStyle``'s fields, `nil` when there is none
    /// (UIKit raises an exception; CellSnap answers `nil`).
    open func textField(at textFieldIndex: Int) -> UITextField? {
        fields.indices.contains(textFieldIndex) ? fields[textFieldIndex] : nil
    }

    /// Shows the alert: accepted (see the type's notes).
    ///
    /// No visible effect: a shown alert is not drawn into any other view's snapshot.
    open func show() {
        alertDelegate?.willPresent(self)
        isVisible = true
        alertDelegate?.didPresent(self)
    }

    /// Closes the alert as if the button at `buttonIndex` was tapped: the delegate is told
    /// `willDismiss` and `didDismiss` with that index.
    ///
    /// No visible effect: a shown alert is not drawn into any other view's snapshot.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        isVisible = false
        alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
    }

    /// Lays the drawn alert out over the view's bounds, rebuilt from the title, message, fields and
    /// buttons; the first other button is disabled when the delegate says so.
    open override func layoutSubviews() {
        super.layoutSubviews()
        drawnAlert?.view.removeFromSuperview()
        let alert = UIAlertController(title: title.isEmpty ? nil : title, message: message, preferredStyle: .alert)
        for field in fields {
            alert.addTextField { drawn in
                (drawn.placeholder, drawn.isSecureTextEntry, drawn.text) =
                    (field.placeholder, field.isSecureTextEntry, field.text)
            }
        }
        let enablesFirstOther = alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
        for (index, buttonTitle) in titles.enumerated() {
            let action = UIAlertAction(title: buttonTitle, style: index == cancelButtonIndex ? .cancel : .default) {
                [weak self] _ in self?.tapped(index)
            }
            action.isEnabled = index != firstOtherButtonIndex || enablesFirstOther
            alert.addAction(action)
        }
        alert.view.frame = bounds
        addSubview(alert.view)
        drawnAlert = alert
    }

    /// A tap on the button at `index`, as UIKit tells it.
    private func tapped(_ index: Int) {
        alertDelegate?.alertView(self, clickedButtonAt: index)
        dismiss(withClickedButtonIndex: index, animated: true)
    }

    /// The text fields of `style`, with UIKit's placeholders for the login style.
    private static func fields(for style: UIAlertViewStyle) -> [UITextField] {
        func field(_ placeholder: String?, secure: Bool) -> UITextField {
            let field = UITextField()
            (field.placeholder, field.isSecureTextEntry) = (placeholder, secure)
            return field
        }
        switch style {
        case .default: return []
        case .secureTextInput: return [field(nil, secure: true)]
        case .plainTextInput: return [field(nil, secure: false)]
        case .loginAndPasswordInput: return [field("Login", secure: false), field("Password", secure: true)]
        }
    }
}

/// What a ``UIAlertView`` tells its delegate, as UIKit's deprecated `UIAlertViewDelegate`: every
/// requirement optional, defaulted as UIKit does.
@available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use UIAlertController with .alert instead")
@preconcurrency @MainActor public protocol UIAlertViewDelegate: NSObjectProtocol {
    /// The button at `buttonIndex` was tapped.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the alert.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to be shown.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func willPresent(_ alertView: UIAlertView)
    /// The alert was shown.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func didPresent(_ alertView: UIAlertView)
    /// The alert is about to close after the button at `buttonIndex`.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert closed after the button at `buttonIndex`.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first other button is enabled (drawn enabled or disabled).
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func alertViewCancel(_ alertView: UIAlertView) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func willPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func didPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    /// `true`.
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
