import Foundation

/// The style of a ``UIActionSheet``, as UIKit's `UIActionSheetStyle` (deprecated in iOS 8.3).
public enum UIActionSheetStyle: Int, Hashable, Sendable {
    /// The system's style.
    case automatic = -1
    /// The default style.
    case `default` = 0
    /// Black and translucent.
    case blackTranslucent = 2
    /// Black and opaque.
    case blackOpaque = 1
}

/// The pre-iOS 8 action sheet, as UIKit's deprecated `UIActionSheet`: a title and buttons, told
/// to a ``UIActionSheetDelegate``. CellSnap draws it as the ``UIAlertController`` of style
/// `.actionSheet` with the same title and buttons (the cancel button apart, the destructive one
/// red), filling the sheet's bounds; that is what a test sees when it snapshots the sheet itself.
/// Showing it (`show(in:)` and the others) is accepted: the sheet becomes visible and its delegate
/// is told, but it is not drawn into the presenting view's snapshot, as with a presented alert.
///
/// The buttons are, in order: the destructive button, the other buttons, then the cancel button
/// (as UIKit orders them); ``addButton(withTitle:)`` adds after them.
///
/// ```swift
/// let sheet = UIActionSheet(
///     title: "Delete the photo?", delegate: nil, cancelButtonTitle: "Cancel",
///     destructiveButtonTitle: "Delete")
/// sheet.show(in: UIView())
/// ```
@available(iOS, introduced: 2.0, deprecated: 8.3, message: "Use UIAlertController with .actionSheet instead")
@preconcurrency @MainActor open class UIActionSheet: UIView {
    /// The delegate told about the buttons.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    open weak var delegate: (any UIActionSheetDelegate)?
    /// The title above the buttons (empty: none).
    open var title: String = "" {
        didSet { setNeedsLayout() }
    }
    /// No visible effect: CellSnap draws the sheet in the system's style, as iOS 7 and later do.
    open var actionSheetStyle: UIActionSheetStyle = .automatic
    private var titles: [String?] = []
    /// The index of the cancel button, -1 for none.
    open var cancelButtonIndex = -1 {
        didSet { setNeedsLayout() }
    }
    /// The index of the destructive button, -1 for none.
    open var destructiveButtonIndex = -1 {
        didSet { setNeedsLayout() }
    }
    /// The index of the first button given as another button, -1 for none.
    open private(set) var firstOtherButtonIndex = -1
    /// Whether the sheet is shown.
    open private(set) var isVisible = false
    /// What CellSnap draws the sheet as (see the type's notes).
    private var drawnAlert: UIAlertController?

    /// A sheet titled `title` with a destructive and a cancel button (either `nil` for none).
    public init(
        title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
        destructiveButtonTitle: String?
    ) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.delegate = delegate
        if let destructiveButtonTitle { destructiveButtonIndex = addButton(withTitle: destructiveButtonTitle) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// A sheet titled `title` with a destructive button, other buttons and a cancel button, as
    /// Swift's UIKit overlay declares it.
    public convenience init(
        title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
        destructiveButtonTitle: String?, otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(
            title: title, delegate: delegate, cancelButtonTitle: nil, destructiveButtonTitle: destructiveButtonTitle)
        firstOtherButtonIndex = addButton(withTitle: firstButtonTitle)
        for other in moreButtonTitles { addButton(withTitle: other) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// An empty sheet of `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Interface Builder's initialiser: an empty sheet.
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

    /// Shows the sheet from `view`: accepted (see the type's notes).
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func show(from view: UIToolbar) { present() }
    /// Shows the sheet from `view`: accepted (see the type's notes).
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func show(from view: UITabBar) { present() }
    /// Shows the sheet from `item`: accepted (see the type's notes).
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func show(from item: UIBarButtonItem, animated: Bool) { present() }
    /// Shows the sheet from `rect` in `view`: accepted (see the type's notes).
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func show(from rect: CGRect, in view: UIView, animated: Bool) { present() }
    /// Shows the sheet in `view`: accepted (see the type's notes).
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func show(in view: UIView) { present() }

    /// Closes the sheet as if the button at `buttonIndex` was tapped: the delegate is told
    /// `willDismiss` and `didDismiss` with that index.
    ///
    /// No visible effect: a shown sheet is not drawn into the presenting view's snapshot.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        delegate?.actionSheet(self, willDismissWithButtonIndex: buttonIndex)
        isVisible = false
        delegate?.actionSheet(self, didDismissWithButtonIndex: buttonIndex)
    }

    private func present() {
        delegate?.willPresent(self)
        isVisible = true
        delegate?.didPresent(self)
    }

    /// Lays the drawn alert out over the sheet's bounds, rebuilt from the title and buttons.
    open override func layoutSubviews() {
        super.layoutSubviews()
        drawnAlert?.view.removeFromSuperview()
        let alert = UIAlertController(title: title.isEmpty ? nil : title, message: nil, preferredStyle: .actionSheet)
        for (index, buttonTitle) in titles.enumerated() {
            let style: UIAlertAction.Style =
                index == cancelButtonIndex ? .cancel : index == destructiveButtonIndex ? .destructive : .default
            alert.addAction(
                UIAlertAction(title: buttonTitle, style: style) { [weak self] _ in self?.tapped(index) })
        }
        alert.view.frame = bounds
        addSubview(alert.view)
        drawnAlert = alert
    }

    /// A tap on the button at `index`, as UIKit tells it.
    private func tapped(_ index: Int) {
        delegate?.actionSheet(self, clickedButtonAt: index)
        dismiss(withClickedButtonIndex: index, animated: true)
    }
}

/// What a ``UIActionSheet`` tells its delegate, as UIKit's deprecated `UIActionSheetDelegate`:
/// every requirement optional, defaulted to doing nothing.
@available(iOS, introduced: 2.0, deprecated: 8.3, message: "Use UIAlertController with .actionSheet instead")
@preconcurrency @MainActor public protocol UIActionSheetDelegate: NSObjectProtocol {
    /// The button at `buttonIndex` was tapped.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the sheet.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func actionSheetCancel(_ actionSheet: UIActionSheet)
    /// The sheet is about to be shown.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func willPresent(_ actionSheet: UIActionSheet)
    /// The sheet was shown.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func didPresent(_ actionSheet: UIActionSheet)
    /// The sheet is about to close after the button at `buttonIndex`.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet closed after the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func actionSheetCancel(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func willPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func didPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    ///
    /// No visible effect: it is told about taps and showing, never in a still picture.
    public func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}
