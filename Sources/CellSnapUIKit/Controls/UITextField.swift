import CellModel
import Foundation

/// A text field, as UIKit's `UITextField`: its text (or its placeholder, in `placeholderText`) in
/// its font, between its left and right views, inside its border style. There is no keyboard:
/// text is what code sets, and the field is drawn at rest.
@preconcurrency @MainActor open class UITextField: UIControl {
    /// The field's border, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0, line, bezel, roundedRect
    }
    /// The view shown in place of the keyboard while the field is first responder (`nil`: the
    /// system keyboard); kept as set.
    ///
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// The view shown above the keyboard while the field is first responder; kept as set.
    ///
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private final var customInputView: UIView?
    private final var customInputAccessoryView: UIView?
    /// When an overlay view shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// The text, an empty string when there is none (as UIKit's field gives it, `nil` set
    /// included); setting it replaces ``attributedText`` (as UIKit's does, the field then draws
    /// it in its own font and colour).
    open var text: String? {
        get { storedText ?? "" }
        set {
            storedText = newValue
            if let attributedText, attributedText.string != (newValue ?? "") { self.attributedText = nil }
            setNeedsLayout()
        }
    }
    private final var storedText: String?
    /// The text with its attributes; setting it sets ``text`` to its characters.
    open var attributedText: NSAttributedString? {
        didSet {
            if let attributedText, attributedText.string != storedText { storedText = attributedText.string }
            setNeedsLayout()
        }
    }
    /// The placeholder, drawn in the placeholder colour when the field is empty; after
    /// ``attributedPlaceholder`` is set, its characters (as UIKit gives them).
    open var placeholder: String? {
        get { attributedPlaceholder?.string ?? storedPlaceholder }
        set {
            storedPlaceholder = newValue
            attributedPlaceholder = nil
            setNeedsLayout()
        }
    }
    private final var storedPlaceholder: String?
    open var attributedPlaceholder: NSAttributedString? { didSet { setNeedsLayout() } }
    /// The font: the 17 pt system font by default.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            textLabel.font = font ?? .systemFont(ofSize: 17)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The text colour: `.label` by default.
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsLayout() } }
    open var borderStyle = BorderStyle.none {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView? { didSet { replacedOverlay(oldValue, with: leftView) } }
    open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { replacedOverlay(oldValue, with: rightView) } }
    open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            textLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    open var clearsOnBeginEditing = false
    /// The keyboard and typing traits (``UITextInputTraits``): no visible effect, there is no
    /// keyboard in a still picture (``isSecureTextEntry`` draws the text as dots).
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
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?
    open weak var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { isFirstResponder }
    /// The image drawn behind the field, stretched to its bounds, when its border style is not
    /// `.roundedRect` (which draws its own background, as in UIKit).
    open var background: UIImage? { didSet { setNeedsLayout() } }
    /// The image drawn behind a disabled field (``background`` when `nil`).
    open var disabledBackground: UIImage? { didSet { setNeedsLayout() } }
    /// Told of changes to the text and selection made through ``UITextInput``.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// The tokenizer of the field's text.
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The style of marked text: kept (no visible effect: marked text is drawn as the rest).
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    private let textLabel = UILabel()
    /// The label that draws the text, for measuring positions in it.
    final var label: UILabel { textLabel }
    private let backgroundImageView = UIImageView()
    /// The selection, `nil` for a caret after the text.
    final var selection: NSRange? {
        didSet { if selection != oldValue { delegate?.textFieldDidChangeSelection(self) } }
    }
    /// The range of marked text, `nil` when there is none.
    final var markedRange: NSRange?
    /// A call of ``UITextInput`` whose answer CellSnap could not measure, refused when drawn.
    final var textInputRefusal: CellSnapUIKitError?
    /// The text placeholders the input holds (``UITextInput/insertTextPlaceholder(with:)``), refused when drawn.
    final var heldTextPlaceholders: [UITextPlaceholder] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundImageView)
        addSubview(textLabel)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundImageView)
        addSubview(textLabel)
    }

    open override var canBecomeFirstResponder: Bool {
        UIKitCategoryOverrides.canBecomeFirstResponder.call(on: self, implementedIn: UITextField.self) { isEnabled }
    }

    /// Begins editing when the delegate agrees: the delegate is told, `.editingDidBegin` is sent
    /// and ``textDidBeginEditingNotification`` posted, as in UIKit.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate agrees: the delegate is told, `.editingDidEnd` is sent and
    /// ``textDidEndEditingNotification`` posted, as in UIKit.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        return true
    }

    // MARK: UITextInput, over the shown text (`attributedText`'s string, else `text`)

    /// The text positions and edits act on.
    final var documentText: String { attributedText?.string ?? text ?? "" }
    /// The selection as a range of the text (a caret after the text when none was set).
    final var currentSelection: NSRange {
        let length = documentText.utf16.count
        return TextInputEditing.clamped(selection ?? NSRange(location: length, length: 0), length: length)
    }

    open var hasText: Bool { !documentText.isEmpty }
    open func insertText(_ text: String) { type(text, in: markedRange ?? currentSelection) }
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
            inputDelegate?.selectionWillChange(self)
            selection = newValue.flatMap { TextInputEditing.range($0, in: documentText) }
            inputDelegate?.selectionDidChange(self)
        }
    }
    open var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let range = markedRange ?? currentSelection
        let marked = markedText ?? ""
        type(marked, in: range)
        markedRange = marked.isEmpty ? nil : NSRange(location: range.location, length: marked.utf16.count)
        selection = TextInputEditing.clamped(
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
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        TextInputEditing.position(from: position, in: direction, offset: offset, in: documentText)
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
    /// The field's writing direction: its layout direction's.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Refused when the field is drawn: CellSnap draws the field's text in its own direction.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        textInputRefusal =
            textInputRefusal
            ?? CellSnapUIKitError(
                call: "UITextField.setBaseWritingDirection(_:for:)",
                reason: "CellSnap draws a field's text in the field's own writing direction")
    }
    open func firstRect(for range: UITextRange) -> CGRect { measuredRect(for: range, call: "firstRect(for:)") }
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let range = TextInputEditing.textRange(from: position, to: position, in: documentText) else {
            return .null
        }
        var rect = measuredRect(for: range, call: "caretRect(for:)")
        if !rect.isNull { rect = CGRect(x: rect.minX - 1, y: rect.minY, width: 2, height: rect.height) }
        return rect
    }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let rect = measuredRect(for: range, call: "selectionRects(for:)")
        return rect.isNull ? [] : [MeasuredSelectionRect(rect, direction: .leftToRight)]
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        closestPosition(to: point, within: TextOffsetRange(NSRange(location: 0, length: documentText.utf16.count)))
    }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = TextInputEditing.range(range, in: documentText),
            let line = measuredLine(call: "closestPosition(to:)")
        else { return nil }
        let candidates = TextInputEditing.boundaries(of: documentText).filter {
            $0 >= range.location && $0 <= range.location + range.length
        }
        return candidates.min { abs(line.x($0) - point.x) < abs(line.x($1) - point.x) }.map(TextOffsetPosition.init)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? {
        guard let line = measuredLine(call: "characterRange(at:)") else { return nil }
        let boundaries = TextInputEditing.boundaries(of: documentText)
        guard
            let index = boundaries.indices.dropLast().first(where: { index in
                let (start, end) = (line.x(boundaries[index]), line.x(boundaries[index + 1]))
                return min(start, end) <= point.x && point.x < max(start, end)
            })
        else { return nil }
        return TextOffsetRange(NSRange(location: boundaries[index], length: boundaries[index + 1] - boundaries[index]))
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let textInputRefusal { throw textInputRefusal }
        if !heldTextPlaceholders.isEmpty { throw textPlaceholderRefusal }
        if borderStyle != .none, borderRect(forBounds: bounds) != bounds {
            throw CellSnapUIKitError(
                call: "UITextField.borderRect(forBounds:)",
                reason: "CellSnap draws a field's border around its whole bounds, not another rectangle")
        }
        return try super.cellSnapContent(traits: traits)
    }

    /// No intrinsic width; the height of one line of the font, rounded up to a whole point, and
    /// the border's: 13 points for a rounded rectangle (34 points in the 17-point system font, as
    /// Interface Builder frames it and an iOS 17 render measures, 30 in the 14-point one, IB's
    /// classic frame), 8 for a line or bezel, none without a border. The same whatever the field
    /// shows, an empty field included, before and after its first layout.
    open override var intrinsicContentSize: CGSize {
        let line = textLabel.cellSnapLineHeight ?? 21
        let padding: CGFloat = borderStyle == .roundedRect ? 13 : (borderStyle == .none ? 0 : 8)
        return CGSize(width: UIView.noIntrinsicMetric, height: line.rounded(.up) + padding)
    }

    /// The rectangle of the text inside the field's bounds, after the border and the side views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        // No wider than half the bounds: a narrower inset rectangle would be the null rectangle
        // (at infinity), as `insetBy(dx:dy:)` gives for a field laid out at zero size.
        let inset = min(borderStyle == .none ? 0 : 7, max(0, bounds.width / 2))
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if let left = shown(leftView, leftViewMode) {
            rect.origin.x += left.frame.width
            rect.size.width -= left.frame.width
        }
        if let right = shown(rightView, rightViewMode) { rect.size.width -= right.frame.width }
        rect.size.width = max(0, rect.size.width)
        return rect
    }

    /// The rectangle of the field's border: the bounds, as in UIKit. CellSnap draws a border
    /// around the whole field: an override that answers another rectangle, for a field with a
    /// border, is refused when the field is drawn.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The clear button's rectangle: 19 by 19 points at the trailing end of the text area,
    /// centred vertically (CellSnap's choice: iOS's clear button has not been measured).
    ///
    /// No visible effect: CellSnap does not draw the clear button (``clearButtonMode``), so the
    /// rectangle places nothing.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX + inset : bounds.maxX - inset - side
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The rectangle of the placeholder: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the text while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view's rectangle: its own size, at the left edge, centred vertically. As in UIKit the
    /// rectangle is the same in a right-to-left layout, where the field places the view (and the
    /// text) in it mirrored, so that the left view shows at the leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.frame.size == .zero ? leftView.intrinsicContentSize : leftView.frame.size
        return CGRect(
            x: 0, y: (bounds.height - size.height) / 2, width: max(0, size.width), height: max(0, size.height))
    }

    /// The right view's rectangle: its own size, at the right edge, centred vertically (mirrored
    /// where the field places the view in a right-to-left layout, as the left view's).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.frame.size == .zero ? rightView.intrinsicContentSize : rightView.frame.size
        return CGRect(
            x: bounds.width - max(0, size.width), y: (bounds.height - size.height) / 2, width: max(0, size.width),
            height: max(0, size.height))
    }

    /// Takes a replaced overlay view out of the field (a view the field no longer holds is not drawn).
    private func replacedOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
    }

    /// `rect`, given as in a left-to-right layout, where the field places it: mirrored across the
    /// bounds in a right-to-left layout (UIKit flips the overlay views and the text, while the
    /// rectangle methods answer the same rectangles in both directions).
    private func mirroredInRightToLeft(_ rect: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        var mirrored = rect
        mirrored.origin.x = bounds.minX + bounds.maxX - rect.maxX
        return mirrored
    }

    /// `view` when `mode` shows it: always, while the field is editing (first responder), or
    /// unless it is.
    private func shown(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        guard let view else { return nil }
        switch mode {
        case .always: return view
        case .whileEditing: return isEditing ? view : nil
        case .unlessEditing: return isEditing ? nil : view
        case .never: return nil
        }
    }

    /// Whether the field draws its `borderStyle` (a search field keeps its own look whatever it says).
    var cellSnapDrawsBorderStyle: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        switch cellSnapDrawsBorderStyle ? borderStyle : .none {
        case .roundedRect:
            layer.cornerRadius = 5
            layer.borderWidth = 1 / 3
            layer.borderColor = UIColor.opaqueSeparator.cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.cgColor
        case .none:
            break
        }
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
            (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown(view, mode) != nil {
                if view.superview !== self { addSubview(view) }
                view.frame = mirroredInRightToLeft(rect)
            } else {
                view.removeFromSuperview()
            }
        }
        let isEmpty = (attributedText?.length ?? 0) == 0 && (text ?? "").isEmpty
        textLabel.font = font ?? .systemFont(ofSize: 17)
        textLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        textLabel.textAlignment = textAlignment
        // The colour first: set on a label showing styled text, it would colour all of it.
        if isEmpty {
            textLabel.textColor = .placeholderText
            if let attributedPlaceholder {
                textLabel.attributedText = attributedPlaceholder
            } else {
                textLabel.text = placeholder
            }
        } else {
            textLabel.textColor = textColor ?? .label
            let shownText = text ?? ""
            if let attributedText {
                textLabel.attributedText = attributedText
            } else {
                textLabel.text = isSecureTextEntry ? String(repeating: "•", count: shownText.count) : shownText
            }
        }
        textLabel.frame = mirroredInRightToLeft(
            isEmpty ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds))
        let image = isEnabled ? background : disabledBackground ?? background
        backgroundImageView.image = borderStyle == .roundedRect ? nil : image
        backgroundImageView.isHidden = backgroundImageView.image == nil
        backgroundImageView.frame = bounds
    }

    /// No visible effect: the editing menu's formatting needs a person's selection, and a snapshot has none.
    open var allowsEditingTextAttributes = false
    /// No visible effect: the text is replaced when typing starts, and a snapshot has no typing.
    open var clearsOnInsertion = false
    /// The attributes of the text typed next: `nil`, as UIKit answers while the field is not editing.
    ///
    /// No visible effect: typing needs a keyboard, and a snapshot has none.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the field's text: its ``font``, ``textColor`` and ``textAlignment`` (as a
    /// paragraph style); setting them sets those three, and another key is refused when drawn.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { cellSnapDefaultTextAttributes }
        set { cellSnapSetDefaultTextAttributes(newValue) }
    }
}
