import Foundation

// The defaults of UITextInput's optional requirements: what UIKit does for an input that does not
// implement them, expressed through the input's required members.

extension UITextInput {
    /// An input that is not a view and does not say: a view of its own that is in no window
    /// (UIKit's optional requirement has no answer for it).
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    /// No visible effect: a snapshot draws no caret.
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    { nil }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let found = position(from: range.start, offset: offset),
            compare(found, to: range.start) != .orderedAscending, compare(found, to: range.end) != .orderedDescending
        else { return nil }
        return found
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        NSAttributedString(string: text(in: range) ?? "")
    }
    public func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString) {
        replace(range, withText: attributedText.string)
    }
    public func insertAttributedText(_ string: NSAttributedString) { insertText(string.string) }
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        insertText(dictationResult.map(\.text).joined())
    }
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public func dictationRecordingDidEnd() {}
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public func dictationRecognitionFailed() {}
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public var insertDictationResultPlaceholder: Any { UITextPlaceholder() }
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
    public func insert(_ inputSuggestion: UIInputSuggestion) {
        guard let suggestion = inputSuggestion as? UITextInputSuggestion else { return }
        insertText(suggestion.inputText)
    }
    /// No visible effect: a snapshot draws no caret.
    public func beginFloatingCursor(at point: CGPoint) {}
    /// No visible effect: a snapshot draws no caret.
    public func updateFloatingCursor(at point: CGPoint) {}
    /// No visible effect: a snapshot draws no caret.
    public func endFloatingCursor() {}
    /// No visible effect: a snapshot draws no caret.
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating) {}
    /// No visible effect: the edit menu appears only while the user selects text.
    public func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating) {}
    /// No visible effect: Genmoji are inserted from the keyboard, which a snapshot has none of.
    public var supportsAdaptiveImageGlyph: Bool {
        get { false }
        set {}
    }
    /// No visible effect: Writing Tools appear only at the user's request.
    public func willPresentWritingTools() {}
    /// No visible effect: Writing Tools appear only at the user's request.
    public func didDismissWritingTools() {}
}

extension UITextInput where Self: UIView {
    /// The input itself, the view that shows its text.
    public var textInputView: UIView { self }
}

/// Space reserved in a text input's text for text that arrives later, as UIKit's
/// `UITextPlaceholder` (iOS 13): ``UITextInput/insertTextPlaceholder(with:)`` makes it.
///
/// ```swift
/// let placeholder = UITextPlaceholder()
/// placeholder.rects.isEmpty   // true
/// ```
@preconcurrency @MainActor open class UITextPlaceholder: NSObject {
    /// The rectangles the placeholder covers: none for the placeholders CellSnap makes, which
    /// reserve no drawn space (a text field or text view that holds one is refused when drawn).
    open var rects: [UITextSelectionRect] { [] }
    public override init() { super.init() }
}

/// A phrase dictation recognised, as UIKit's `UIDictationPhrase`: its text and what else it may
/// have been.
///
/// No visible effect: dictation needs a microphone, which a snapshot has none of.
@preconcurrency @MainActor open class UIDictationPhrase: NSObject {
    private let phrase: String
    private let alternatives: [String]?

    /// A phrase of `text` (Linux-only, no UIKit API: UIKit makes phrases only from dictation).
    ///
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    public init(cellSnapText text: String, alternativeInterpretations: [String]? = nil) {
        phrase = text
        alternatives = alternativeInterpretations
        super.init()
    }

    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    open var text: String { phrase }
    /// No visible effect: dictation needs a microphone, which a snapshot has none of.
    open var alternativeInterpretations: [String]? { alternatives }
}

/// How a keyboard offers alternatives to inserted text, as UIKit's `UITextAlternativeStyle` (iOS 16).
public enum UITextAlternativeStyle: Int, Hashable, Sendable {
    case none = 0, lowConfidence
}

/// A suggestion the keyboard or the system offers for insertion, as UIKit's `UIInputSuggestion`
/// (iOS 18.4); ``UITextInputSuggestion`` is the one that carries text.
@preconcurrency @MainActor open class UIInputSuggestion: NSObject {
    public override init() { super.init() }
}

/// A suggestion of text, as UIKit's `UITextInputSuggestion` (iOS 18.4): inserting it types
/// ``inputText``.
@preconcurrency @MainActor open class UITextInputSuggestion: UIInputSuggestion {
    /// The text the suggestion inserts.
    open private(set) var inputText: String

    public init(inputText: String) {
        self.inputText = inputText
        super.init()
    }
}

/// Animations alongside the edit menu's appearance, as UIKit's `UIEditMenuInteractionAnimating`
/// (iOS 16).
///
/// No visible effect: the edit menu appears only while the user selects text.
@preconcurrency @MainActor public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
