import Foundation

/// The controller of a custom keyboard or input view, as UIKit's `UIInputViewController`: the
/// principal class of a keyboard extension, whose view is the keyboard and which types into the
/// app's text through ``textDocumentProxy``.
///
/// CellSnap runs the extension in the test process, with no app beside it: the proxy's document
/// is a text of its own, empty at first, which the keyboard's typing edits as a text field's
/// would be, so that a test can tap the keyboard's keys and read what they typed.
///
/// ```swift
/// let keyboard = UIInputViewController()
/// keyboard.textDocumentProxy.insertText("Hello")
/// keyboard.textDocumentProxy.deleteBackward()
/// print(keyboard.textDocumentProxy.documentContextBeforeInput ?? "")   // "Hell"
/// ```
///
/// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
@preconcurrency @MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The input view the controller shows, its view (UIKit types it `UIInputView`, a subclass
    /// Swift cannot narrow an inherited property to here).
    ///
    /// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
    open override var inputView: UIView? {
        get { viewIfLoaded }
        set { view = newValue }
    }

    /// The document the keyboard types into (see the class's discussion).
    open var textDocumentProxy: any UITextDocumentProxy { document }
    private lazy var document = InputDocument(delegate: self)

    /// The language the keyboard types (a BCP 47 tag); `nil`, the default, is the one the
    /// extension's Info.plist names.
    open var primaryLanguage: String?
    /// Whether the person gave the keyboard full access (network, shared container): `false`, as
    /// for a keyboard newly added.
    open var hasFullAccess: Bool { false }
    /// Whether the keyboard should show a key to switch keyboards: `true` on a device without a
    /// globe key of its own beside the keyboard (CellSnap's iPhone has none: the keyboard shows one).
    open var needsInputModeSwitchKey: Bool { true }
    /// Whether the system shows a dictation key beside the keyboard: `false`, CellSnap's device
    /// has dictation off.
    open var hasDictationKey = false

    /// Switches to the next keyboard. CellSnap's device has this keyboard alone: nothing changes.
    open func advanceToNextInputMode() {}

    /// Hides the keyboard: the document's text input stops editing.
    ///
    /// No visible effect: the keyboard is not drawn in a screen at rest.
    open func dismissKeyboard() {}

    /// Shows the list of keyboards (the globe key's long press) from `view`, for `event`.
    ///
    /// No visible effect: the list shows in a window above the app's.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}

    /// Gives `completion` the words the keyboard may suggest besides its own: the person's text
    /// replacements and contacts' names; an empty lexicon on CellSnap's device, which has none.
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {
        completionHandler(UILexicon(entries: []))
    }

    // MARK: UITextInputDelegate (what the document's app tells the keyboard)

    /// The selection is about to change (the keyboard's own edits do not tell it).
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    /// The selection changed.
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    /// The text is about to change: called before each of the proxy's edits.
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    /// The text changed: called after each of the proxy's edits.
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}

/// What a custom keyboard reads and edits of the app's text, as UIKit's `UITextDocumentProxy`:
/// the text around the caret, the selection, and typing (``UIKeyInput``).
@preconcurrency @MainActor public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the caret (UIKit gives the current sentence or so); `nil` when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret; `nil` when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text; `nil` when nothing is selected.
    var selectedText: String? { get }
    /// The keyboard the document asks for; `nil` for the person's current one.
    var documentInputMode: UITextInputMode? { get }
    /// What identifies the document being edited: it changes when the keyboard moves to another.
    var documentIdentifier: UUID { get }
    /// Moves the caret by `offset` characters (negative: towards the start).
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Replaces the marked text (or the selection) with `markedText`, marked, `selectedRange`
    /// within it selected.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
}

/// A word a keyboard may suggest, as UIKit's `UILexiconEntry`: what the person types and what it
/// becomes in the document.
@preconcurrency @MainActor open class UILexiconEntry: NSObject {
    /// What the person types (a text replacement's shortcut).
    open private(set) var userInput: String
    /// What the document gets.
    open private(set) var documentText: String

    init(userInput: String, documentText: String) {
        self.userInput = userInput
        self.documentText = documentText
    }
}

/// The words a keyboard may suggest besides its own, as UIKit's `UILexicon`.
@preconcurrency @MainActor open class UILexicon: NSObject {
    /// The entries, in no particular order.
    open private(set) var entries: [UILexiconEntry]

    init(entries: [UILexiconEntry]) { self.entries = entries }
}

/// The text a keyboard extension types into when it runs alone: the characters before and after
/// the caret, and marked text at the caret (the caret within it), told to the keyboard's
/// controller around each edit. Nothing is ever selected: the selection is the app's to make.
@MainActor private final class InputDocument: NSObject, UITextDocumentProxy {
    private var before: [Character] = []
    private var marked: [Character] = []
    private var caretInMarked = 0
    private var after: [Character] = []
    private weak var delegate: (any UITextInputDelegate)?
    let documentIdentifier = UUID()
    var documentInputMode: UITextInputMode? { nil }
    var selectedText: String? { nil }
    // The traits of the document's text input, as a text field made in code has them.
    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences

    init(delegate: any UITextInputDelegate) { self.delegate = delegate }

    var hasText: Bool { !(before.isEmpty && marked.isEmpty && after.isEmpty) }
    var documentContextBeforeInput: String? { text(before + marked[..<caretInMarked]) }
    var documentContextAfterInput: String? { text(marked[caretInMarked...] + after) }

    /// Inserts `text` at the caret, in place of the marked text.
    func insertText(_ text: String) {
        edit {
            marked = []
            before += text
        }
    }

    /// Deletes the character before the caret (within the marked text while there is some).
    func deleteBackward() {
        edit {
            if caretInMarked > 0 {
                marked.remove(at: caretInMarked - 1)
                caretInMarked -= 1
            } else if marked.isEmpty, !before.isEmpty {
                before.removeLast()
            }
        }
    }

    /// Commits the marked text, then moves the caret `offset` characters (within the document).
    func adjustTextPosition(byCharacterOffset offset: Int) {
        unmarkText()
        if offset < 0 {
            let moved = min(-offset, before.count)
            after.insert(contentsOf: before.suffix(moved), at: 0)
            before.removeLast(moved)
        } else {
            let moved = min(offset, after.count)
            before += after.prefix(moved)
            after.removeFirst(moved)
        }
    }

    /// Replaces the marked text with `markedText`, the caret at `selectedRange`'s start within it.
    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        edit {
            marked = Array(markedText)
            caretInMarked = min(max(0, selectedRange.location), marked.count)
        }
    }

    /// Commits the marked text, the caret where it was within it.
    func unmarkText() {
        before += marked[..<caretInMarked]
        after.insert(contentsOf: marked[caretInMarked...], at: 0)
        (marked, caretInMarked) = ([], 0)
    }

    private func text<Characters: Collection<Character>>(_ characters: Characters) -> String? {
        characters.isEmpty ? nil : String(characters)
    }

    /// Runs `change`, telling the keyboard's controller before and after, as the app's text input does.
    private func edit(_ change: () -> Void) {
        delegate?.textWillChange(nil)
        change()
        caretInMarked = min(caretInMarked, marked.count)
        delegate?.textDidChange(nil)
    }
}
