// Linux only: text input as UIKit documents it (issue 40): the keyboard traits of fields, text
// views and search bars (kept, no visible effect but secure entry's dots); UITextInput's
// positions, ranges and edits over their text, typing's delegate calls, actions and
// notifications; a field's caret measured in both layout directions; TextKit 1's storage,
// layout manager and container of a text view.
import CellLayout
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

/// A delegate that refuses digits and counts what it is told.
private final class DigitlessDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var changes = 0
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { string.rangeOfCharacter(from: .decimalDigits) == nil }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text.rangeOfCharacter(from: .decimalDigits) == nil
    }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A code entry view as apps write one: it adopts `UIKeyInput` and implements one trait, stored.
private final class CodeEntryView: UIView, UIKeyInput {
    var code = ""
    var keyboardType = UIKeyboardType.numberPad
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) { code += text }
    func deleteBackward() { code = String(code.dropLast()) }
}

/// A count a notification's observer adds to (observers run on the posting thread, the main one).
private final class Count: @unchecked Sendable {
    var value = 0
}

@MainActor @Suite struct TextInputTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    @Test func traitsAreKeptWithUIKitsDefaults() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default && field.smartQuotesType == .default)
        #expect(field.keyboardAppearance == .default && !field.enablesReturnKeyAutomatically)
        #expect(!field.isSecureTextEntry && field.textContentType == nil && field.passwordRules == nil)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        #expect(field.keyboardType == .emailAddress && field.textContentType == .emailAddress)
        let bar = UISearchBar()
        bar.returnKeyType = .search
        bar.autocorrectionType = .no
        #expect(bar.searchTextField.returnKeyType == .search && bar.searchTextField.autocorrectionType == .no)
        // The field by its older key, which apps style before iOS 13's `searchTextField`.
        #expect(bar.value(forKey: "searchField") as? UITextField === bar.searchTextField)
        let view = UITextView()
        view.smartDashesType = .no
        #expect(view.smartDashesType == .no && view.autocapitalizationType == .sentences)
        let traits: [any UITextInputTraits] = [field, bar, view]
        #expect(traits.map(\.keyboardType) == [.emailAddress, .default, .default])
    }

    /// UIKit's traits are optional requirements: through the protocol a trait is an optional,
    /// `nil` where the class does not implement it, as an app's toolbar reads it.
    @Test func traitsThroughTheProtocolAreOptional() {
        let field = UITextField()
        field.isSecureTextEntry = true
        field.keyboardAppearance = .dark
        let entry = CodeEntryView()
        let inputs: [any UIKeyInput] = [field, entry]
        #expect(inputs.map(\.keyboardType) == [.default, .numberPad])
        #expect(inputs.map(\.keyboardAppearance) == [.dark, nil])
        #expect(inputs.map(\.isSecureTextEntry) == [true, nil])
        #expect(inputs.map { $0.textContentType } == [.some(nil), nil])
        let barStyles = inputs.map { input -> UIBarStyle in
            switch input.keyboardAppearance {
            case .dark?: .black
            default: .default
            }
        }
        #expect(barStyles == [.black, .default])
        // Read on the classes, the traits are theirs, of the plain type.
        let entryKeyboard: UIKeyboardType = entry.keyboardType
        let fieldIsSecure: Bool = field.isSecureTextEntry
        #expect(entryKeyboard == .numberPad && fieldIsSecure)
    }

    /// Positions and ranges over a field's text, and edits through them.
    @Test func textInputOverAFieldsText() throws {
        let field = UITextField()
        field.text = "Hello world"
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 11 && field.hasText)
        let five = try #require(field.position(from: start, offset: 5))
        #expect(field.position(from: start, offset: 12) == nil && field.position(from: end, offset: -11) == start)
        #expect(field.compare(five, to: end) == .orderedAscending && field.compare(end, to: five) == .orderedDescending)
        let hello = try #require(field.textRange(from: start, to: five))
        #expect(field.text(in: hello) == "Hello" && !hello.isEmpty)
        field.replace(hello, withText: "Goodbye")
        #expect(field.text == "Goodbye world")
        #expect(field.offset(from: start, to: try #require(field.selectedTextRange).start) == 7)
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.insertText("!")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "Goodbye worl")
        field.text = "👍🏽 ok"
        field.selectedTextRange = field.textRange(
            from: field.position(from: start, offset: 4)!, to: field.position(from: start, offset: 4)!)
        field.deleteBackward()
        #expect(field.text == " ok", "a backspace deletes a whole grapheme cluster")
        let words = UITextInputStringTokenizer(textInput: field)
        field.text = "One two"
        let inTwo = try #require(field.position(from: start, offset: 5))
        let word = try #require(words.rangeEnclosingPosition(inTwo, with: .word, inDirection: .storage(.forward)))
        #expect(field.text(in: word) == "two")
        #expect(
            words.isPosition(
                field.position(from: start, offset: 3)!, atBoundary: .word, inDirection: .storage(.forward)))
    }

    /// Typing asks the delegate, sends `.editingChanged` and posts the notification; setting
    /// `text` in code does neither, as in UIKit.
    @Test func typingNotifiesAsUIKitDoes() {
        let field = UITextField()
        let delegate = DigitlessDelegate()
        let edits = Count(), posted = Count()
        field.delegate = delegate
        field.addAction(UIAction { _ in edits.value += 1 }, for: .editingChanged)
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.text = "set in code"
        field.insertText("a")
        field.insertText("1")
        field.deleteBackward()
        #expect(field.text == "set in code")
        #expect(posted.value == 2 && edits.value == 2)
        let view = UITextView()
        view.delegate = delegate
        let viewPosted = Count()
        let viewObserver = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: view, queue: nil
        ) { _ in viewPosted.value += 1 }
        defer { NotificationCenter.default.removeObserver(viewObserver) }
        view.text = "Note"
        view.selectedRange = NSRange(location: 4, length: 0)
        view.insertText("s")
        view.insertText("2")
        #expect(view.text == "Notes" && viewPosted.value == 1 && delegate.changes == 1)
        #expect(view.textStorage.string == "Notes")
    }

    /// The caret and the closest position are measured on the field's line, in both directions
    /// (natural alignment puts the text at the leading edge).
    @Test(arguments: [false, true])
    func caretIsMeasured(rightToLeft: Bool) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        window.cellSnapTraits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        field.text = "Milk"
        window.addSubview(field)
        let probe = UILabel()
        probe.font = field.font
        probe.text = "Milk"
        let whole = probe.intrinsicContentSize.width
        probe.text = "Mi"
        let half = probe.intrinsicContentSize.width
        let caret = field.caretRect(for: field.endOfDocument)
        let textStart: CGFloat = rightToLeft ? 300 - whole : 0
        #expect(caret.width == 2 && abs(caret.height - field.font!.lineHeight) < 1e-9)
        #expect(abs(caret.midX - (rightToLeft ? 300 : whole)) <= 1 / 3 + 1e-9, "\(caret) whole \(whole)")
        let middle = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        let rect = field.firstRect(for: try #require(field.textRange(from: field.beginningOfDocument, to: middle)))
        #expect(abs(rect.width - half) <= 1 / 3 + 1e-9 && abs(rect.minX - textStart) <= 1, "\(rect)")
        let closest = try #require(field.closestPosition(to: CGPoint(x: rect.maxX + 0.5, y: 22)))
        #expect(field.offset(from: field.beginningOfDocument, to: closest) == 2)
        _ = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
    }

    /// A text view's storage is what it draws; its layout manager measures it as the view does;
    /// geometry CellSnap does not measure is refused when the view is drawn.
    @Test func textKitOfATextView() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.text = "Release notes"
        #expect(view.textStorage.string == "Release notes")
        #expect(view.layoutManager.textStorage === view.textStorage)
        #expect(view.layoutManager.textContainers.first === view.textContainer)
        #expect(view.textContainer.size.width == 200 && view.textContainer.widthTracksTextView)
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 7), with: "Draft")
        #expect(view.text == "Draft notes")
        let used = view.layoutManager.usedRect(for: view.textContainer)
        let probe = UILabel()
        probe.font = view.font
        probe.text = "Draft notes"
        #expect(
            used
                == CGRect(
                    x: 0, y: 0, width: probe.intrinsicContentSize.width + 10, height: probe.intrinsicContentSize.height)
        )
        view.textContainer.maximumNumberOfLines = 1
        _ = try ControlFixtures.layout(view)
        _ = view.caretRect(for: view.endOfDocument)
        let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "UITextView.caretRect(for:)")
    }

    /// A layout manager of its own measures its storage in its container's width.
    @Test func aLayoutManagerMeasuresItsStorage() {
        let storage = NSTextStorage(string: "A sentence long enough to wrap over several lines of a narrow container")
        storage.addAttribute(
            .font, value: UIFont.systemFont(ofSize: 15), range: NSRange(location: 0, length: storage.length))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 120, height: 0))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = storage
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(manager.usedRect(for: container).size == size)
        #expect(manager.numberOfGlyphs == storage.length)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: storage.length))
        label.attributedText = storage.attributedSubstring(from: NSRange(location: 0, length: 10))
        let first = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 10), in: container)
        let prefix = label.sizeThatFits(CGSize(width: 120, height: 0))
        // The label rounds its size up to device pixels; the glyphs' rectangle is not rounded.
        #expect(
            first.origin == .zero && abs(first.width - prefix.width) < 0.34 && abs(first.height - prefix.height) < 0.34)
        let several = manager.boundingRect(forGlyphRange: NSRange(location: 5, length: 40), in: container)
        #expect(several.minY == 0 && several.height > 2 * first.height && several.width <= 120)
    }

    /// Overlay views show by their mode: `.whileEditing` once the field is first responder,
    /// `.unlessEditing` until then; the delegate is asked and told, as in UIKit.
    @Test(arguments: [false, true])
    func viewModesFollowEditing(rightToLeft: Bool) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let editing = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let resting = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = editing
        field.leftViewMode = .whileEditing
        field.rightView = resting
        field.rightViewMode = .unlessEditing
        window.addSubview(field)
        window.layoutIfNeeded()
        #expect(editing.superview == nil && resting.superview === field)
        #expect(resting.frame == CGRect(x: 276, y: 10, width: 24, height: 24))
        #expect(field.becomeFirstResponder() && field.isEditing)
        window.layoutIfNeeded()
        #expect(editing.superview === field && resting.superview == nil)
        #expect(editing.frame == CGRect(x: 0, y: 12, width: 20, height: 20))
        _ = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        #expect(field.resignFirstResponder() && !field.isEditing)
    }

    /// A field's background image is drawn behind it (not with a rounded border), in both directions.
    @Test(arguments: [false, true])
    func backgroundImageIsDrawn(rightToLeft: Bool) throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.background = UIImage(systemName: "square.fill")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        let layout = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        #expect(
            layout.root.allNodes.contains { if case .symbol = $0.content { true } else { false } }, "\(layout.root)")
        field.borderStyle = .roundedRect
        let rounded = try ControlFixtures.layout(field, rightToLeft: rightToLeft)
        #expect(!rounded.root.allNodes.contains { if case .symbol = $0.content { true } else { false } })
    }

    /// An empty text view that does not scroll keeps one line of its font, as on iOS, so that a
    /// placeholder laid over it shows; it is as tall as with one character, in both directions.
    @Test(arguments: [false, true])
    func anEmptyTextViewIsOneLineTall(rightToLeft: Bool) throws {
        func field(_ text: String) -> (UIView, UITextView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
            let view = UITextView()
            view.isScrollEnabled = false
            view.text = text
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            ])
            root.layoutIfNeeded()
            return (root, view)
        }
        let (_, empty) = field("")
        let (_, one) = field("A")
        #expect(one.frame.height > 30)
        #expect(empty.frame == one.frame)
        #expect(empty.text.isEmpty && !empty.hasText)
        let fitting = empty.sizeThatFits(CGSize(width: 268, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitting.height == one.frame.height)
    }

    /// A rounded field laid out at zero size (alone, or in a hidden arranged subview, as a form
    /// hides a row) lays its text out at its origin, not at infinity, and the screen draws.
    @Test(arguments: [false, true])
    func aFieldLaidOutAtZeroSizeKeepsFiniteFrames(rightToLeft: Bool) throws {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        if rightToLeft { controller.view.semanticContentAttribute = .forceRightToLeft }
        let zero = UITextField(frame: .zero)
        zero.borderStyle = .roundedRect
        let hidden = UITextField()
        hidden.borderStyle = .roundedRect
        hidden.placeholder = "Date"
        let row = UIStackView(arrangedSubviews: [hidden])
        row.isHidden = true
        let form = UIStackView(arrangedSubviews: [UILabel(), row])
        form.axis = .vertical
        form.frame = CGRect(x: 16, y: 100, width: 358, height: 200)
        controller.view.addSubview(zero)
        controller.view.addSubview(form)
        controller.view.layoutIfNeeded()
        func frames(_ view: UIView) -> [CGRect] { [view.frame] + view.subviews.flatMap(frames) }
        for field in [zero, hidden] {
            #expect(frames(field).allSatisfy { $0.minX.isFinite && $0.minY.isFinite }, "\(frames(field))")
        }
        #expect(zero.textRect(forBounds: .zero) == .zero)
        #expect(throws: Never.self) { try ControlFixtures.pixels(controller.view, rightToLeft: rightToLeft) }
    }
}
