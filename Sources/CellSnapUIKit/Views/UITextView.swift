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
    private final let textLabel = TextViewTextLabel()
    /// The delegate as a scroll view's: ``cellSnapTextViewDelegate`` (code that names a text view
    /// reads `delegate` typed `UITextViewDelegate?`, as in UIKit: see ``UIScrollViewTypedDelegate``).
    @_disfavoredOverload open override var delegate: (any UIScrollViewDelegate)? {
        get { cellSnapTextViewDelegate }
        set { cellSnapTextViewDelegate = cellSnapTypedDelegate(newValue, call: "UITextView.delegate") }
    }
    /// The delegate typed as UIKit types `UITextView.delegate`, which `delegate` reads and writes
    /// and an app's `override var delegate` overrides (see ``UIScrollViewTypedDelegate``).
    open weak var cellSnapTextViewDelegate: (any UITextViewDelegate)? {
        get { ownTextDelegate }
        set { ownTextDelegate = newValue }
    }
    /// What the view tells, as UIKit keeps it (weakly): the last delegate set on `super` by an override.
    final weak var ownTextDelegate: (any UITextViewDelegate)?

    /// The text; setting it replaces ``attributedText``.
    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            textLabel.text = newValue
            textDidChange()
            mirrorToStorage()
        }
    }
    /// The text with `.font` and `.foregroundColor` runs (as a label draws them); setting it
    /// replaces ``text``.
    open var attributedText: NSAttributedString! {
        get { textLabel.cellSnapStyledText ?? NSAttributedString(string: textLabel.text ?? "") }
        set {
            textLabel.attributedText = newValue
            textDidChange()
            mirrorToStorage()
        }
    }
    /// The font: UIKit documents the body style of the system font as its default.
    open var font: UIFont? {
        get { textLabel.font }
        set {
            textLabel.font = newValue ?? .preferredFont(forTextStyle: .body)
            textDidChange()
            mirrorToStorage()
        }
    }
    /// The text colour: black until set, as UIKit documents.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set {
            textLabel.textColor = newValue ?? .black
            noteDrawnStateChange()
            mirrorToStorage()
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
    /// sides, its ``NSTextContainer/maximumNumberOfLines`` and ``NSTextContainer/lineBreakMode``
    /// limit the lines.
    open private(set) var textContainer: NSTextContainer
    /// The layout manager of ``textContainer``: it measures the text as the view draws it. As on
    /// iOS 16, asking for it moves a TextKit 2 view to TextKit 1 (``textLayoutManager`` is then `nil`).
    open var layoutManager: NSLayoutManager {
        usesTextKit1 = true
        return manager
    }
    /// The TextKit 2 layout manager over the view's text and ``textContainer`` (see
    /// UITextView+TextKit2.swift), `nil` for a view on TextKit 1.
    open var textLayoutManager: NSTextLayoutManager? { textKit2Manager() }
    /// Whether the view is on TextKit 1 (made so, or its ``layoutManager`` asked for).
    final var usesTextKit1 = false
    /// The view's TextKit 2 layout manager and the content storage it lays out, once made.
    final var textKit2: (manager: NSTextLayoutManager, content: NSTextContentManager)?
    /// The text the view draws, as a text storage: setting ``text`` or ``attributedText`` replaces
    /// it, and editing it changes what the view draws.
    open var textStorage: NSTextStorage { storage }
    private final let manager: NSLayoutManager
    private final let storage: NSTextStorage
    /// Whether the view is copying its text into ``textStorage`` (whose edit it then ignores).
    private final var isMirroring = false
    /// Scrolling lets the view be any height, its text clipped; without it the view is as tall as
    /// its text (UIKit's self-sizing text view).
    open override var isScrollEnabled: Bool { didSet { textDidChange() } }

    /// Whether the user can edit the text. A text view that is not editable draws the data its
    /// ``dataDetectorTypes`` find as links; an editable one draws its text as is.
    open var isEditable = true { didSet { noteDrawnStateChange() } }
    /// No visible effect: a snapshot selects nothing. Whether the user can select the text.
    open var isSelectable = true
    /// No visible effect: the find bar opens from a keyboard shortcut or menu, never in a still picture. Whether the
    /// text view offers the find and replace bar (iOS 16); `false` by default.
    open var isFindInteractionEnabled = false
    /// The border around the view (iOS 17): `.none`, the one style iOS has.
    ///
    /// No visible effect: a text view on iOS draws no border of its own (the rounded one is visionOS's).
    open var borderStyle = BorderStyle.none
    /// No visible effect: a person formats text from the edit menu, never in a still picture. Whether the
    /// menu offers bold, italic and underline for the selection (`false` by default).
    open var allowsEditingTextAttributes = false
    /// Whether the next ``insertText(_:)`` while the view is first responder replaces all its text
    /// (`false` by default); the insertion turns it off, as UIKit's does.
    open var clearsOnInsertion = false
    /// The selection and scroll offset, to give back later (iOS 16): setting a value this property
    /// gave restores both; another value changes nothing.
    open var interactionState: Any {
        get { cellSnapInteractionState }
        set { cellSnapRestoreInteractionState(newValue) }
    }
    /// No visible effect: CellSnap draws no text highlights (iOS 18), so never calls it. Draws the
    /// background of the highlighted text in `textRange` at `origin`; a subclass overrides it.
    open func drawTextHighlightBackground(for textRange: NSRange, origin: CGPoint) {}
    /// The kinds of data turned into links (none by default). iOS detects data only in a text
    /// view that is not editable, and draws it as links (``linkTextAttributes``); CellSnap detects
    /// web addresses and email addresses (`.link`) and phone numbers (`.phoneNumber`) as
    /// `TextDataDetector` describes. The other kinds (addresses, dates, flight and tracking numbers,
    /// money, measurements) are not detected: a text view that asks for one is refused when its
    /// text has a digit, which each of them holds but for dates in words ("tomorrow"), drawn as
    /// plain text. An editable view draws its text as is.
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { noteDrawnStateChange() } }
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's. The view shown in
    /// place of the keyboard while the view is first responder (`nil`: the system keyboard); kept as set.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's. The view shown
    /// above the keyboard while the view is first responder; kept as set.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private final var customInputView: UIView?
    private final var customInputAccessoryView: UIView?
    /// No visible effect: a snapshot types nothing. The attributes of text the user types.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes a link in the text is drawn with, over the link's own: until set, the text
    /// view's tint colour, underlined once (Apple: "blue text with a single underline"); set `[:]`,
    /// links are drawn in their own attributes; set `nil`, the default comes back.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get {
            ownLinkTextAttributes ?? [
                .foregroundColor: tintColor as Any, .underlineStyle: NSUnderlineStyle.single.rawValue,
            ]
        }
        set {
            ownLinkTextAttributes = newValue
            noteDrawnStateChange()
        }
    }
    private final var ownLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// No visible effect: a snapshot shows no selection. The selected range.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The keyboard and typing traits (``UITextInputTraits``): no visible effect, there is no
    /// keyboard in a still picture; a secure text view draws its text as is, as iOS does.
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var inlinePredictionType = UITextInlinePredictionType.default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?
    /// Told of changes to the text and selection made through ``UITextInput``.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// The tokenizer of the view's text.
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The style of marked text: kept (no visible effect: marked text is drawn as the rest).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The range of marked text, `nil` when there is none.
    final var markedRange: NSRange?
    /// A call of ``UITextInput`` whose answer CellSnap could not measure, refused when drawn.
    final var textInputRefusal: CellSnapUIKitError?
    /// The text placeholders the input holds (``UITextInput/insertTextPlaceholder(with:)``), refused when drawn.
    final var heldTextPlaceholders: [UITextPlaceholder] = []
    /// The range ``scrollRangeToVisible(_:)`` last asked to show, checked when the view is drawn.
    final var rangeScrolledToVisible: NSRange?
    /// No visible effect: iOS applies it only in Mac Catalyst's Mac idiom, which CellSnap does not draw. Whether the
    /// text view scales its text as Mac Catalyst's standard (macOS-sized) text (iOS 13): `false` by default, as in
    /// UIKit.
    open var usesStandardTextScaling = false
    /// Scrolls so that `range` of the text is visible. When the view does not scroll or its text
    /// fits its bounds, nothing moves, as in UIKit; a range at the very start is visible at
    /// CellSnap's top content offset too. Any other range in a view whose text is taller than its
    /// bounds is refused when the view is drawn: CellSnap measures the text as a whole, not where
    /// a range's lines lie.
    open func scrollRangeToVisible(_ range: NSRange) {
        rangeScrolledToVisible = range
        noteDrawnStateChange()
    }

    /// A text view can become first responder when it is editable or selectable, as in UIKit.
    open override var canBecomeFirstResponder: Bool {
        UIKitCategoryOverrides.canBecomeFirstResponder.call(on: self, implementedIn: UITextView.self) {
            isEditable || isSelectable
        }
    }

    /// Begins editing when the delegate agrees (an editable view): the delegate is told and
    /// ``textDidBeginEditingNotification`` posted, as in UIKit.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        let textDelegate = cellSnapTextViewDelegate
        guard !isEditable || (textDelegate?.textViewShouldBeginEditing(self) ?? true),
            super.becomeFirstResponder()
        else { return false }
        guard isEditable else { return true }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate agrees: the delegate is told and
    /// ``textDidEndEditingNotification`` posted, as in UIKit.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, isEditable else { return super.resignFirstResponder() }
        let textDelegate = cellSnapTextViewDelegate
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: UITextInput, over the text (see UITextView+Typing.swift)

    open var hasText: Bool { !documentText.isEmpty }
    open func insertText(_ text: String) { cellSnapInsertText(text) }
    open func deleteBackward() {
        guard let range = TextInputEditing.deletionRange(selection: currentSelection, in: documentText) else { return }
        type("", in: range)
    }
    open func text(in range: UITextRange) -> String? { TextInputEditing.text(in: range, of: documentText) }
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = TextInputEditing.range(range, in: documentText) else { return }
        type(text, in: range)
    }
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(currentSelection) }
        set {
            guard let range = newValue.flatMap({ TextInputEditing.range($0, in: documentText) }) else { return }
            inputDelegate?.selectionWillChange(self)
            selectedRange = range
            inputDelegate?.selectionDidChange(self)
            cellSnapTextViewDelegate?.textViewDidChangeSelection(self)
        }
    }
    open var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let range = markedRange ?? currentSelection
        let marked = markedText ?? ""
        type(marked, in: range)
        markedRange = marked.isEmpty ? nil : NSRange(location: range.location, length: marked.utf16.count)
        self.selectedRange = TextInputEditing.clamped(
            NSRange(location: range.location + selectedRange.location, length: selectedRange.length),
            length: documentText.utf16.count)
    }
    open func unmarkText() { markedRange = nil }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(documentText.utf16.count) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextInputEditing.textRange(from: fromPosition, to: toPosition, in: documentText)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextInputEditing.position(from: position, offset: offset, in: documentText)
    }
    /// `position` moved right or left; up and down, which need the lines' positions, are refused
    /// when the view is drawn (CellSnap measures the text as a whole) and give `nil`.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        if (direction == .up || direction == .down) && offset != 0 {
            return unmeasured("position(from:in:offset:)", nil)
        }
        return TextInputEditing.position(from: position, in: direction, offset: offset, in: documentText)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextInputEditing.compare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextInputEditing.offset(from: from, to: toPosition)
    }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        TextInputEditing.position(within: range, farthestIn: direction, in: documentText)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
        -> UITextRange?
    {
        TextInputEditing.characterRange(byExtending: position, in: direction, in: documentText)
    }
    /// The view's writing direction: its layout direction's.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Refused when the view is drawn: CellSnap draws the text in the view's own direction.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        unmeasured("setBaseWritingDirection(_:for:)", ())
    }
    /// The geometry of the text's lines: refused when the view is drawn, as CellSnap measures a
    /// text view's text as a whole and not where each of its lines and characters lies
    /// (`.null`, `nil` or no rectangles).
    open func firstRect(for range: UITextRange) -> CGRect { unmeasured("firstRect(for:)", .null) }
    open func caretRect(for position: UITextPosition) -> CGRect { unmeasured("caretRect(for:)", .null) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        unmeasured("selectionRects(for:)", [])
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { unmeasured("closestPosition(to:)", nil) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        unmeasured("closestPosition(to:within:)", nil)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { unmeasured("characterRange(at:)", nil) }

    /// A text view laying its text out in `textContainer` (a container of its own for `nil`):
    /// CellSnap reads the container's ``NSTextContainer/lineFragmentPadding``.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container =
            textContainer ?? NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        if textContainer == nil { container.widthTracksTextView = true }
        let textKit1 = container.layoutManager != nil && container.textLayoutManager == nil
        (self.textContainer, manager, storage) = Self.textSystem(of: container)
        super.init(frame: frame)
        usesTextKit1 = textKit1
        textViewDefaults()
    }

    /// A text view with a text container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        (textContainer, manager, storage) = Self.textSystem(of: container)
        super.init(coder: coder)
        textViewDefaults()
    }

    private final func textViewDefaults() {
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.lineBreakStrategy = []  // TextKit's default paragraph: lines break as they fill.
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.textColor = .black
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        // The text is as tall as its lines, from the top: a text view taller than its text shows
        // the rest empty below it, as TextKit lays lines from the container's top.
        textLabel.setContentHuggingPriority(.required, for: .vertical)
        textContainer.owner = self
        addSubview(textLabel)
        if storage.length > 0 {
            storageDidChange(storage)
        } else {
            mirrorToStorage()
        }
    }

    /// Copies the view's text, with its font and colour when it is plain, into ``textStorage``.
    private final func mirrorToStorage() {
        isMirroring = true
        defer { isMirroring = false }
        storage.setAttributedString(
            textLabel.cellSnapStyledText
                ?? NSAttributedString(
                    string: textLabel.text ?? "",
                    attributes: [.font: textLabel.font as Any, .foregroundColor: textLabel.textColor as Any]))
    }

    /// Draws the text of ``textStorage`` after an edit of it that the view did not make.
    final func storageDidChange(_ storage: NSTextStorage) {
        guard !isMirroring else { return }
        textLabel.attributedText = NSAttributedString(attributedString: storage)
        textDidChange()
    }

    /// Whether the view's text is attributed text (else plain text in the view's font and colour).
    final var hasAttributedText: Bool { textLabel.cellSnapStyledText != nil }

    /// Notes a change of what the text's size depends on.
    final func textDidChange() {
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        noteDrawnStateChange()
    }

    /// Lays the view out; its content is its width by its wrapped text's height and insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = CGSize(width: bounds.width, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
        if contentSize != size { contentSize = size }
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
    /// view's own; data CellSnap does not detect is refused (see ``dataDetectorTypes``).
    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        try checkDrawable()
        return .plain(width: nil, height: nil)
    }

    /// The label inside the insets and padding: pinned at the top and sides. When scrolling is
    /// disabled the view is as tall as its text as an intrinsic size makes it: it hugs the text
    /// (the bottom pinned at UIKit's default hugging priority, 250) and resists being made shorter
    /// (at the default compression resistance, 750), so constraints that make it taller leave the
    /// text at the top.
    override func cellSnapGeneratedLayout(index: (AnyObject) -> Int?) -> ViewTree.GeneratedLayout {
        var layout = ViewTree.GeneratedLayout()
        guard let own = index(self), let label = index(textLabel) else { return layout }
        let name = LayoutItemName.name(of: self)
        let padding = Double(textContainer.lineFragmentPadding)
        func pin(
            _ attribute: ViewTree.Attribute, _ constant: Double, _ relation: NSLayoutConstraint.Relation = .equal,
            priority: UILayoutPriority = .required
        ) {
            let (first, second) = constant >= 0 ? (label, own) : (own, label)
            layout.constraints.append(
                ViewTree.Constraint(
                    first: first, firstAttribute: attribute, relation: relation, second: second,
                    secondAttribute: attribute, constant: abs(constant), priority: priority.rawValue,
                    described: .text("<NSLayoutConstraint 'UITextView-text' in \(name)>")))
        }
        pin(.top, Double(textContainerInset.top))
        pin(.left, Double(textContainerInset.left) + padding)
        pin(.right, -(Double(textContainerInset.right) + padding))
        if !isScrollEnabled {
            let inset = -Double(textContainerInset.bottom)
            pin(.bottom, inset, priority: .defaultLow)
            pin(.bottom, inset, .greaterThanOrEqual, priority: .defaultHigh)
        }
        layout.baselineItems = (label, label)
        return layout
    }
}
