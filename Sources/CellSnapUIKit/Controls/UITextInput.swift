import Foundation

/// Text typed by a keyboard, as UIKit's `UIKeyInput`.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the selection, replacing what is selected.
    func insertText(_ text: String)
    /// Deletes the character before the caret, or what is selected.
    func deleteBackward()
}

/// A text input's document, as UIKit's `UITextInput`: positions and ranges in its text, its
/// selection, and edits. ``UITextField`` and ``UITextView`` adopt it over their text (positions
/// count UTF-16 units, as UIKit's `NSString` offsets do); their edits through it
/// (``UIKeyInput/insertText(_:)``, ``UIKeyInput/deleteBackward()``, ``replace(_:withText:)``)
/// are typing: they ask the delegate, post the text-change notification and, for a field, send
/// `.editingChanged`, as UIKit does for a user's edits.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
    /// Whether the input's text can be edited (UIKit's optional requirement of iOS 18): a text
    /// view's ``UITextView/isEditable``, `true` for an input that does not say.
    ///
    /// No visible effect: a snapshot types nothing.
    var isEditable: Bool { get }

    // UIKit's optional requirements (defaults in UITextInput+Optional.swift).

    /// The view that shows the input's text: the input itself when it is a view (a text field, a text view).
    var textInputView: UIView { get }

    /// Which way the caret leans at the end of a wrapped line: ``UITextStorageDirection/forward``.
    ///
    /// No visible effect: a snapshot draws no caret.
    var selectionAffinity: UITextStorageDirection { get set }

    /// Whether `text` may replace `range`: a text field or text view asks its delegate, as it does for typing;
    /// another input answers `true`.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    /// The attributes of the text at `position`: a text field's or text view's attributes there (font and colour
    /// when its text is plain); `nil` for another input.
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?

    /// The position `offset` characters (UTF-16 units) from the start of `range`; `nil` outside it.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?

    /// How many characters (UTF-16 units) `position` lies from the start of `range`.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    /// The text of `range` with its attributes (plain for an input without attributed text).
    func attributedText(in range: UITextRange) -> NSAttributedString

    /// Replaces `range` with `attributedText`'s characters, as typing does (``replace(_:withText:)``).
    func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString)

    /// Inserts `string`'s characters at the selection, as typing does (``UIKeyInput/insertText(_:)``).
    func insertAttributedText(_ string: NSAttributedString)

    /// Inserts `text`, offered with `alternatives`: the text is typed (``UIKeyInput/insertText(_:)``); the
    /// alternatives are the keyboard's to offer.
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)

    /// Marks `markedText`'s characters, as ``setMarkedText(_:selectedRange:)``.
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)

    /// Inserts what was dictated: each phrase's text, typed in order.
    func insertDictationResult(_ dictationResult: [UIDictationPhrase])

    /// Dictation stopped listening.
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    func dictationRecordingDidEnd()

    /// Dictation recognised nothing.
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    func dictationRecognitionFailed()

    /// An object that stands for the text dictation will insert: a ``UITextPlaceholder`` with no rectangles,
    /// inserting nothing.
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    var insertDictationResultPlaceholder: Any { get }

    /// Where the dictation placeholder is drawn: `.zero`, as nothing is inserted for it.
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect

    /// Removes the dictation placeholder.
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)

    /// Reserves space of `size` in the text, for text that arrives later (Scribble, dictation): a text field or
    /// text view keeps the placeholder and refuses to be drawn while it holds one, as CellSnap does not lay out the
    /// reserved space; another input gives a placeholder with no rectangles.
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder

    /// Removes a placeholder ``insertTextPlaceholder(with:)`` made.
    func remove(_ textPlaceholder: UITextPlaceholder)

    /// Inserts a suggestion (iOS 18.4): a ``UITextInputSuggestion``'s text is typed; another suggestion carries no
    /// text.
    func insert(_ inputSuggestion: UIInputSuggestion)

    /// The user began moving the caret with the keyboard's trackpad.
    ///
    /// No visible effect: a snapshot draws no caret.
    func beginFloatingCursor(at point: CGPoint)

    /// The floating caret moved.
    ///
    /// No visible effect: a snapshot draws no caret.
    func updateFloatingCursor(at point: CGPoint)

    /// The floating caret was let go.
    ///
    /// No visible effect: a snapshot draws no caret.
    func endFloatingCursor()

    /// The transform of the caret at `position` (iOS 17): the identity.
    ///
    /// No visible effect: a snapshot draws no caret.
    func caretTransform(for position: UITextPosition) -> CGAffineTransform

    /// The edit menu for `textRange` (iOS 16): `nil`, the system's menu of `suggestedActions`.
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?

    /// The edit menu is about to appear (iOS 16).
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating)

    /// The edit menu is about to disappear (iOS 16).
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating)

    /// Whether the input takes adaptive image glyphs (Genmoji, iOS 18): `false`; setting it has no effect on an
    /// input that does not keep it.
    ///
    /// No visible effect: Genmoji are inserted from the keyboard, which a snapshot has none of.
    var supportsAdaptiveImageGlyph: Bool { get set }

    /// Writing Tools is about to appear (iOS 18).
    ///
    /// No visible effect: Writing Tools appear only at the user's request.
    func willPresentWritingTools()

    /// Writing Tools disappeared (iOS 18).
    ///
    /// No visible effect: Writing Tools appear only at the user's request.
    func didDismissWritingTools()
}

extension UITextInput {
    /// No visible effect: a snapshot types nothing.
    public var isEditable: Bool { true }
}

/// A place in a text input's document, as UIKit's `UITextPosition`. A text input makes its own
/// (CellSnap's text field and text view make positions at UTF-16 offsets).
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A range of a text input's document, as UIKit's `UITextRange`.
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// Whether the range is empty: a subclass answers (UIKit's is abstract; this one compares
    /// ``start`` and ``end`` when they are CellSnap's positions).
    open var isEmpty: Bool {
        guard let start = start as? TextOffsetPosition, let end = end as? TextOffsetPosition else { return true }
        return start.offset == end.offset
    }
    /// The start: a subclass answers (an empty position here).
    open var start: UITextPosition { UITextPosition() }
    /// The end: a subclass answers (an empty position here).
    open var end: UITextPosition { UITextPosition() }
}

/// A position at a UTF-16 offset of the text, the positions CellSnap's text inputs make.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
}

/// A range between two offsets of the text.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
}

/// A direction of layout, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Hashable, Sendable {
    case right = 2, left, up, down
}

/// A direction in the text's storage, as UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Hashable, Sendable {
    case forward = 0, backward
}

/// A direction in storage or layout, as UIKit's `UITextDirection`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction in the text's storage.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// A direction of layout.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// Whether the direction goes towards the end of the text (forward, right or down).
    var isForward: Bool { [0, 2, 5].contains(rawValue) }
}

/// A unit of text, as UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Hashable, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// The rectangle of part of a selection, as UIKit's `UITextSelectionRect`.
open class UITextSelectionRect: NSObject {
    public override init() { super.init() }
    /// The rectangle, in the text input's coordinates (a subclass answers; `.zero` here).
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
    /// The transform of the rectangle (iOS 17).
    open var transform: CGAffineTransform { .identity }
}

/// A selection rectangle CellSnap measured.
final class MeasuredSelectionRect: UITextSelectionRect {
    let measured: CGRect
    let direction: NSWritingDirection
    init(_ rect: CGRect, direction: NSWritingDirection) {
        measured = rect
        self.direction = direction
        super.init()
    }
    override var rect: CGRect { measured }
    override var writingDirection: NSWritingDirection { direction }
    override var containsStart: Bool { true }
    override var containsEnd: Bool { true }
}

/// Told of changes to a text input's text and selection, as UIKit's `UITextInputDelegate`.
@preconcurrency @MainActor public protocol UITextInputDelegate: NSObjectProtocol {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
