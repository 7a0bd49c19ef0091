// Linux only: UITextInput's optional requirements as a text field and a text view answer them
// (issue 40, round 9): styling, attributed ranges, offsets within ranges, suggestions, dictation,
// placeholders (refused when drawn while held), the delegate asked for replacements; a text view's
// scrollRangeToVisible (refused only when CellSnap cannot place the range) and a field's border
// rectangle (an override refused when drawn), in both layout directions.
import CellLayout
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

/// A delegate that refuses digits.
private final class NoDigits: NSObject, UITextFieldDelegate, UITextViewDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { string.rangeOfCharacter(from: .decimalDigits) == nil }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text.rangeOfCharacter(from: .decimalDigits) == nil
    }
}

/// A field whose border is inset, which CellSnap does not draw.
private final class InsetBorderField: UITextField {
    override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 4, dy: 4) }
}

/// An input of its own that implements only UITextInput's required members, over a string.
private final class PlainInput: UIResponder, UITextInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    func text(in range: UITextRange) -> String? { nil }
    func replace(_ range: UITextRange, withText text: String) { self.text = text }
    var selectedTextRange: UITextRange?
    var markedTextRange: UITextRange? { nil }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { text += markedText ?? "" }
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { UITextPosition() }
    var endOfDocument: UITextPosition { UITextPosition() }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        nil
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { .orderedSame }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
    var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        nil
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    { .natural }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

@MainActor @Suite struct TextInputOptionalTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    @Test func aFieldAnswersTheOptionalRequirements() throws {
        let field = UITextField()
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "there", attributes: [.font: bold]))
        field.attributedText = text
        #expect(field.textInputView === field)
        let start = field.beginningOfDocument
        let three = try #require(field.position(from: start, offset: 3))
        let there = try #require(field.textRange(from: three, to: field.endOfDocument))
        #expect(field.attributedText(in: there).string == "there")
        #expect(field.textStyling(at: three, in: .forward)?[.font] as? UIFont == bold)
        #expect(field.textStyling(at: three, in: .backward)?[.font] as? UIFont == .systemFont(ofSize: 17))
        #expect(field.characterOffset(of: field.endOfDocument, within: there) == 5)
        #expect(field.position(within: there, atCharacterOffset: 2) == field.position(from: start, offset: 5))
        #expect(field.position(within: there, atCharacterOffset: 6) == nil, "past the range's end")
        field.text = "abc"
        let plain = try #require(field.textStyling(at: start, in: .forward))
        #expect(
            plain[.font] as? UIFont == .systemFont(ofSize: 17)
                && plain[.foregroundColor] as? UIColor === field.textColor)
        #expect(field.attributedText == nil, "setting text replaces the attributed text, as in UIKit")
        let delegate = NoDigits()
        field.delegate = delegate
        let all = try #require(field.textRange(from: start, to: field.endOfDocument))
        #expect(
            field.shouldChangeText(in: all, replacementText: "x")
                && !field.shouldChangeText(in: all, replacementText: "1"))
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.insert(UITextInputSuggestion(inputText: "de"))
        field.insert(UIInputSuggestion())
        field.insertDictationResult([UIDictationPhrase(cellSnapText: "f"), UIDictationPhrase(cellSnapText: "g")])
        field.insertText("h", alternatives: ["H"], style: .lowConfidence)
        field.insertAttributedText(NSAttributedString(string: "i"))
        #expect(field.text == "abcdefghi")
        field.replace(
            try #require(field.textRange(from: start, to: three)), withAttributedText: NSAttributedString(string: "x"))
        #expect(field.text == "xdefghi")
    }

    @Test func aTextViewAnswersTheOptionalRequirements() throws {
        let view = UITextView()
        view.text = "Line"
        #expect(view.textInputView === view)
        let all = try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))
        #expect(view.attributedText(in: all).string == "Line")
        #expect(view.textStyling(at: view.beginningOfDocument, in: .forward)?[.font] as? UIFont == view.font)
        let delegate = NoDigits()
        view.delegate = delegate
        #expect(!view.shouldChangeText(in: all, replacementText: "2"))
        #expect(view.selectionAffinity == .forward && !view.supportsAdaptiveImageGlyph)
        #expect(view.caretTransform(for: view.endOfDocument) == .identity)
    }

    /// An input that implements none of them gets UIKit's behaviour through its required members.
    @Test func anInputOfItsOwnGetsTheDefaults() {
        let input = PlainInput()
        input.insertAttributedText(NSAttributedString(string: "a"))
        input.insertDictationResult([UIDictationPhrase(cellSnapText: "b", alternativeInterpretations: ["B"])])
        input.setAttributedMarkedText(NSAttributedString(string: "c"), selectedRange: NSRange(location: 1, length: 0))
        input.insert(UITextInputSuggestion(inputText: "d"))
        #expect(input.text == "abcd")
        #expect(input.insertTextPlaceholder(with: CGSize(width: 10, height: 10)).rects.isEmpty)
        #expect(input.textStyling(at: UITextPosition(), in: .forward) == nil)
        #expect(input.textInputView.window == nil)
        #expect(input.frame(forDictationResultPlaceholder: input.insertDictationResultPlaceholder) == .zero)
    }

    /// A held placeholder is refused when drawn and drawing works again once it is removed.
    @Test(arguments: [false, true])
    func placeholdersAreRefusedWhileHeld(rightToLeft: Bool) throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Note"
        let placeholder = field.insertTextPlaceholder(with: CGSize(width: 40, height: 20))
        let error = try #require(throws: CellSnapUIKitError.self) {
            try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        }
        #expect(error.call == "UITextField.insertTextPlaceholder(with:)")
        field.remove(placeholder)
        _ = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let held = view.insertTextPlaceholder(with: CGSize(width: 40, height: 20))
        #expect(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view, rightToLeft: rightToLeft) }
        view.remove(held)
        _ = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
    }

    /// Scrolling to a range changes nothing when the text fits or the range starts the text, and
    /// is refused when the text is taller than the view.
    @Test(arguments: [false, true])
    func scrollRangeToVisible(rightToLeft: Bool) throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.text = "Short"
        view.scrollRangeToVisible(NSRange(location: 3, length: 2))
        _ = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        #expect(view.contentOffset == .zero)
        view.text = Array(repeating: "A line of text that wraps in a narrow view.", count: 8).joined(separator: " ")
        view.scrollRangeToVisible(NSRange(location: 0, length: 4))
        _ = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        view.scrollRangeToVisible(NSRange(location: 200, length: 4))
        let error = try #require(throws: CellSnapUIKitError.self) {
            try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        }
        #expect(error.call == "UITextView.scrollRangeToVisible(200, 4)")
        view.isScrollEnabled = false
        _ = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        #expect(!view.usesStandardTextScaling)
    }

    /// The border's rectangle is the bounds; an override that answers another is refused for a
    /// field with a border. The clear button's rectangle sits at the trailing end.
    @Test(arguments: [false, true])
    func borderAndClearButtonRectangles(rightToLeft: Bool) throws {
        let field = InsetBorderField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        #expect(UITextField().borderRect(forBounds: field.bounds) == field.bounds)
        _ = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        field.borderStyle = .roundedRect
        let error = try #require(throws: CellSnapUIKitError.self) {
            try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        }
        #expect(error.call == "UITextField.borderRect(forBounds:)")
        let x: CGFloat = rightToLeft ? 7 : 174
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: x, y: 7.5, width: 19, height: 19))
    }
}
