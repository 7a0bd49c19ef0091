import Foundation

/// Attributed text that tells its layout managers of its edits, as UIKit's `NSTextStorage`
/// (TextKit 1). A text view's storage holds what it draws: setting the view's `text` or
/// `attributedText` replaces it, and editing it (through `NSMutableAttributedString`'s methods,
/// not by changing its `mutableString` directly, which Foundation on Linux does not report)
/// changes what the view draws.
///
/// ```swift
/// let storage = NSTextStorage(string: "Release notes")
/// let layoutManager = NSLayoutManager()
/// storage.addLayoutManager(layoutManager)
/// layoutManager.addTextContainer(NSTextContainer(size: CGSize(width: 200, height: 0)))
/// ```
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed, as `NSTextStorage.EditActions`.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// An empty storage, as `NSTextStorage()` (Foundation's attributed strings on Linux have no
    /// initialiser without arguments).
    public convenience init() { self.init(string: "") }

    /// The layout managers told of edits.
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// What the edits being processed changed.
    open private(set) var editedMask: EditActions = []
    /// The range the edits being processed changed, in the new text.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the edits being processed changed the length.
    open private(set) var changeInLength = 0
    /// Told before and after edits are processed.
    open weak var delegate: (any NSTextStorageDelegate)?
    /// Whether the storage fixes attributes lazily.
    open var fixesAttributesLazily: Bool { false }

    /// Adds a layout manager, which the storage then tells of its edits.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(aLayoutManager) else { return }
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    /// Notes an edit of `editedMask` over `editedRange` that changed the length by `delta`, and
    /// processes it.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        self.editedMask = editedMask
        self.editedRange = editedRange
        changeInLength = delta
        processEditing()
    }

    /// Tells the delegate and the layout managers of the edit.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        for manager in layoutManagers {
            manager.processEditing(
                for: self, edited: editedMask, range: editedRange, changeInLength: changeInLength,
                invalidatedRange: editedRange)
        }
        editedMask = []
    }

    /// Nothing to fix: CellSnap keeps attributes as they are set.
    open func ensureAttributesAreFixed(in range: NSRange) {}
    /// Nothing to invalidate: attributes are never fixed lazily.
    open func invalidateAttributes(in range: NSRange) {}

    // Every mutation reports its edit: Foundation on Linux routes `append`, `insert` and
    // `setAttributedString` through `replaceCharacters(in:with:)`, and the others below not
    // through the primitive methods at all.

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(
            .editedCharacters, range: NSRange(location: range.location, length: str.utf16.count),
            changeInLength: str.utf16.count - range.length)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        // Foundation on Linux traps (an illegal instruction) when it compares the attributes of
        // the run it replaces with the new text's (a CF dictionary with a Swift one): replacing the
        // whole text, as `setAttributedString` does, first empties it, so that nothing is compared.
        if range.location == 0, range.length > 0, range.length == length {
            super.replaceCharacters(in: range, with: "")
            super.replaceCharacters(in: NSRange(location: 0, length: 0), with: attrString)
        } else {
            super.replaceCharacters(in: range, with: attrString)
        }
        edited(
            [.editedCharacters, .editedAttributes], range: NSRange(location: range.location, length: attrString.length),
            changeInLength: attrString.length - range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: NSRange(location: range.location, length: 0), changeInLength: -range.length)
    }
}

/// Told of a text storage's edits, as UIKit's `NSTextStorageDelegate` (every requirement optional).
public protocol NSTextStorageDelegate: NSObjectProtocol {
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}
