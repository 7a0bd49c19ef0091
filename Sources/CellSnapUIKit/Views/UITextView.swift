import CellModel
import Foundation
import Primitives

/// A scrollable, multi-line text view, as UIKit's `UITextView`: its text laid out in its bounds
/// less ``textContainerInset`` (8 pt above and below) and the text container's
/// ``NSTextContainer/lineFragmentPadding`` (5 pt at each side), wrapped at words, top-aligned and
/// clipped to the bounds. The text is drawn by a label inside the view, so it is measured and
/// drawn as ``UILabel`` text is. With scrolling disabled the view sizes itself to its text, as in
/// UIKit: Auto Layout gives it the text's height at the width it lays it out at, and
/// ``sizeThatFits(_:)`` answers for frame-based layout. An empty text view is as tall as its
/// insets: iOS keeps a line for the caret, whose height CellSnap has not measured. Its defaults are UIKit's: the body font,
/// black text, natural alignment, editable, selectable, scrolling.
///
/// A snapshot is a screen at rest: nothing is typed or selected, so editing, selection, the
/// delegate (``UIScrollView/delegate``, a ``UITextViewDelegate`` as in UIKit) and typing
/// attributes have no visible effect; they are kept as UIKit keeps them.
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "Bring the blue folder to the Thursday meeting."
/// notes.isScrollEnabled = false
/// notes.isEditable = false
/// notes.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
/// ```
@preconcurrency @MainActor open class UITextView: UIScrollView {
    /// The label that lays out and draws the text, inside the insets.
    private final let textLabel = UILabel()

    /// The text; setting it replaces ``attributedText``.
    open var text: String! {
        get { textLabel.attributedText?.string ?? textLabel.text ?? "" }
        set {
            textLabel.attributedText = nil
            textLabel.text = newValue
            textDidChange()
        }
    }
    /// The text with `.font` and `.foregroundColor` runs (as a label draws them); setting it
    /// replaces ``text``.
    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: textLabel.text ?? "") }
        set {
            textLabel.attributedText = newValue
            textLabel.text = nil
            textDidChange()
        }
    }
    /// The font: UIKit documents the body style of the system font as its default.
    open var font: UIFont? {
        get { textLabel.font }
        set {
            textLabel.font = newValue ?? .preferredFont(forTextStyle: .body)
            textDidChange()
        }
    }
    /// The text colour: black until set, as UIKit documents.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set {
            textLabel.textColor = newValue ?? .black
            noteDrawnStateChange()
        }
    }
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set {
            textLabel.textAlignment = newValue
            noteDrawnStateChange()
        }
    }
    /// Whether the font follows the content size category (for a font from
    /// `UIFont.preferredFont(forTextStyle:)`), as a label's does.
    open var adjustsFontForContentSizeCategory: Bool {
        get { textLabel.adjustsFontForContentSizeCategory }
        set {
            textLabel.adjustsFontForContentSizeCategory = newValue
            textDidChange()
        }
    }
    /// The space between the view's bounds and its text container (8 pt above and below, UIKit's
    /// default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// The text container: its ``NSTextContainer/lineFragmentPadding`` insets the text at both
    /// sides.
    public let textContainer: NSTextContainer
    /// Scrolling lets the view be any height, its text clipped; without it the view is as tall as
    /// its text (UIKit's self-sizing text view).
    open override var isScrollEnabled: Bool { didSet { textDidChange() } }

    /// Whether the user can edit the text.
    ///
    /// No visible effect: a snapshot types nothing.
    open var isEditable = true { didSet { noteDrawnStateChange() } }
    /// Whether the user can select the text.
    ///
    /// No visible effect: a snapshot selects nothing.
    open var isSelectable = true
    /// The kinds of data turned into links (none by default). iOS detects data only in a text
    /// view that is not editable, and draws it as links; CellSnap detects none, so such a view with
    /// data detector types is refused when drawn (an editable view draws its text as is).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { noteDrawnStateChange() } }
    /// The attributes of text the user types.
    ///
    /// No visible effect: a snapshot types nothing.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links in the text.
    ///
    /// No visible effect: links are drawn as their runs' own attributes.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The selected range.
    ///
    /// No visible effect: a snapshot shows no selection.
    open var selectedRange = NSRange(location: 0, length: 0)

    /// A text view laying its text out in `textContainer` (a container of its own for `nil`):
    /// CellSnap reads the container's ``NSTextContainer/lineFragmentPadding``.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        textViewDefaults()
    }

    /// A text view with a text container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        textViewDefaults()
    }

    private final func textViewDefaults() {
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.textColor = .black
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        textContainer.owner = self
        addSubview(textLabel)
    }

    /// Notes a change of what the text's size depends on.
    final func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        noteDrawnStateChange()
    }

    /// The horizontal space around the text: the insets and the padding at both sides.
    private final var horizontalInsets: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// With scrolling disabled, the text's size at the view's width (wrapped) plus the insets;
    /// with scrolling, no intrinsic size, as in UIKit.
    override open var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return sizeThatFits(CGSize(width: bounds.width > 0 ? bounds.width : 0, height: 0))
    }

    /// The text's size wrapped at `size.width` less the insets and padding (not wrapped for a
    /// width of 0), plus the insets and padding.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? max(0, size.width - horizontalInsets) : 0
        let text = textLabel.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(
            width: size.width > 0 ? size.width : text.width + horizontalInsets,
            height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// The text's size is laid out through the label's constraints, not an intrinsic size of the
    /// view's own; data detection is refused (see ``dataDetectorTypes``).
    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if !isEditable && !dataDetectorTypes.isEmpty {
            throw CellSnapUIKitError(
                call: "UITextView.dataDetectorTypes = \(dataDetectorTypes.rawValue)",
                reason:
                    "iOS draws the data it detects in a text view that is not editable as links; CellSnap detects none")
        }
        return .plain(width: nil, height: nil)
    }

    /// The label inside the insets and padding: pinned at the top and sides; at the bottom too
    /// when scrolling is disabled, so that the view is as tall as its text.
    override func cellSnapGeneratedLayout(index: (AnyObject) -> Int?) -> ViewTree.GeneratedLayout {
        var layout = ViewTree.GeneratedLayout()
        guard let own = index(self), let label = index(textLabel) else { return layout }
        let name = LayoutItemName.name(of: self)
        let padding = Double(textContainer.lineFragmentPadding)
        func pin(_ attribute: ViewTree.Attribute, _ constant: Double) {
            let (first, second) = constant >= 0 ? (label, own) : (own, label)
            layout.constraints.append(
                ViewTree.Constraint(
                    first: first, firstAttribute: attribute, relation: .equal, second: second,
                    secondAttribute: attribute, constant: abs(constant),
                    description: "<NSLayoutConstraint 'UITextView-text' in \(name)>"))
        }
        pin(.top, Double(textContainerInset.top))
        pin(.left, Double(textContainerInset.left) + padding)
        pin(.right, -(Double(textContainerInset.right) + padding))
        if !isScrollEnabled { pin(.bottom, -Double(textContainerInset.bottom)) }
        layout.baselineItems = (label, label)
        return layout
    }
}

/// The region text is laid out in, as UIKit's `NSTextContainer`: CellSnap reads its
/// ``lineFragmentPadding``, the space at each end of every line (5 pt).
open class NSTextContainer: NSObject {
    /// The space at each end of every line of text.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard let owner else { return }
            MainActor.assumeIsolated { owner.textDidChange() }
        }
    }
    /// The text view the container belongs to (set and read on the main actor).
    nonisolated(unsafe) weak var owner: UITextView?
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
