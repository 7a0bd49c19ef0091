import Foundation

/// A place in a content storage's text: a UTF-16 offset from its start. TextKit 2's locations
/// are opaque to apps, which move them with ``NSTextContentManager/location(_:offsetBy:)`` and
/// measure them with ``NSTextContentManager/offset(from:to:)``.
final class TextKitLocation: NSObject, NSTextLocation {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    /// Offsets in order. A location of another kind (an app's own) is CellSnap's choice: it is
    /// ordered by its offset when it is one of these, else after every offset of a storage.
    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        guard let other = location as? TextKitLocation else { return .orderedAscending }
        return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextKitLocation)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "\(offset)" }

    /// The offset of `location` (a location of a content storage), `nil` for another kind.
    static func offset(_ location: (any NSTextLocation)?) -> Int? { (location as? TextKitLocation)?.offset }

    /// The UTF-16 range of `range` (a range of a content storage's locations).
    static func nsRange(_ range: NSTextRange) -> NSRange? {
        guard let start = offset(range.location), let end = offset(range.endLocation) else { return nil }
        return NSRange(location: start, length: end - start)
    }

    /// The text range of a UTF-16 range.
    static func textRange(_ range: NSRange) -> NSTextRange {
        NSTextRange(location: TextKitLocation(range.location), end: TextKitLocation(NSMaxRange(range)))!
    }
}

/// The document model of TextKit 2, as UIKit's `NSTextContentManager`: an abstract class whose
/// content comes as ``NSTextElement``s (``NSTextContentStorage`` holds it in a text storage), and
/// that keeps the layout managers laying it out.
///
/// The base class holds no content: its ``documentRange`` is empty and it has no elements, as a
/// subclass that overrides neither would have.
open class NSTextContentManager: NSObject {
    /// How elements are enumerated, as `NSTextContentManager.EnumerationOptions`.
    public struct EnumerationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the end backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    /// The layout managers laying the content out.
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager that owns the selection (the first added, until set).
    open weak var primaryTextLayoutManager: NSTextLayoutManager?
    /// Told of the content's elements (an ``NSTextContentStorageDelegate`` for a content storage).
    open weak var delegate: (any NSTextContentManagerDelegate)?
    /// Whether the layout managers are told of edits at once.
    ///
    /// No visible effect: CellSnap lays the content out whenever it is asked.
    open var automaticallySynchronizesTextLayoutManagers = true
    /// Whether element edits are written to the backing store at once.
    ///
    /// No visible effect: a content storage's elements are read from its text storage, which
    /// every edit goes to.
    open var automaticallySynchronizesToBackingStore = true
    /// Whether ``performEditingTransaction(_:)`` is running.
    open private(set) var hasEditingTransaction = false

    public override init() { super.init() }

    /// The range of the whole content: empty for the base class.
    open var documentRange: NSTextRange { TextKitLocation.textRange(NSRange(location: 0, length: 0)) }

    /// Adds a layout manager, which then lays this content out.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(textLayoutManager) else { return }
        textLayoutManagers.append(textLayoutManager)
        textLayoutManager.contentManager = self
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
    }

    /// Removes a layout manager.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if textLayoutManager.contentManager === self { textLayoutManager.contentManager = nil }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = textLayoutManagers.first }
    }

    /// The elements of `range` (none for the base class).
    open func textElements(for range: NSTextRange) -> [NSTextElement] { [] }

    /// Replaces the elements of `range` with `textElements`: refused for the base class, which
    /// holds no content (CellSnap notes the refusal for the next drawing of a text view).
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        contentRefusal = CellSnapUIKitError(
            call: "NSTextContentManager.replaceContents(in:with:)",
            reason: "the abstract content manager holds no content; a subclass replaces it")
    }

    /// A refused edit of the content, thrown where a text view of it is drawn.
    final var contentRefusal: CellSnapUIKitError?

    /// Calls `block` with each element from the one holding `textLocation` (the start, or the end
    /// with `.reverse`, for `nil`) until it returns `false`. Returns the location enumeration
    /// stopped at (the stopping element's end, or its start backwards), `nil` when it ran to the
    /// end (CellSnap's reading of Apple's "an NSTextLocation, or nil").
    @discardableResult
    open func enumerateTextElements(
        from textLocation: (any NSTextLocation)?, options: NSTextContentManager.EnumerationOptions = [],
        using block: (NSTextElement) -> Bool
    ) -> (any NSTextLocation)? {
        let reverse = options.contains(.reverse)
        var elements = textElements(for: documentRange)
        if let textLocation {
            elements = elements.filter { element in
                guard let range = element.elementRange else { return false }
                return reverse
                    ? range.location.compare(textLocation) == .orderedAscending || range.contains(textLocation)
                    : range.endLocation.compare(textLocation) == .orderedDescending || range.contains(textLocation)
            }
        }
        for element in reverse ? elements.reversed() : elements where !block(element) {
            return reverse ? element.elementRange?.location : element.elementRange?.endLocation
        }
        return nil
    }

    /// `location` moved by `offset` UTF-16 units, `nil` outside the document.
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        guard let start = TextKitLocation.offset(location), let end = TextKitLocation.offset(documentRange.endLocation)
        else { return nil }
        let moved = start + offset
        return (0...end).contains(moved) ? TextKitLocation(moved) : nil
    }

    /// The number of UTF-16 units from `from` to `to` (negative backwards; 0 for locations of
    /// another kind).
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        guard let start = TextKitLocation.offset(from), let end = TextKitLocation.offset(to) else { return 0 }
        return end - start
    }

    /// Runs `transaction`, an edit of the content, with ``hasEditingTransaction`` set.
    open func performEditingTransaction(_ transaction: () -> Void) {
        hasEditingTransaction = true
        defer { hasEditingTransaction = false }
        transaction()
    }

    /// Tells the layout managers of the edits: calls `completionHandler` with no error.
    ///
    /// No visible effect: CellSnap lays the content out whenever it is asked.
    open func synchronizeTextLayoutManagers(_ completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Writes the elements' edits to the backing store: calls `completionHandler` with no error.
    ///
    /// No visible effect: every edit already went to the backing store.
    open func synchronizeToBackingStore(_ completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// The document model of TextKit 2 over a text storage, as UIKit's `NSTextContentStorage`: its
/// elements are the paragraphs of its ``textStorage`` (an ``NSTextParagraph`` each, its
/// separator included), or what the delegate makes of them.
///
/// ```swift
/// let content = NSTextContentStorage()
/// content.attributedString = NSAttributedString(string: "First paragraph\nSecond")
/// let layout = NSTextLayoutManager()
/// content.addTextLayoutManager(layout)
/// layout.textContainer = NSTextContainer(size: CGSize(width: 240, height: 0))
/// ```
open class NSTextContentStorage: NSTextContentManager {
    /// The text storage holding the content (a new, empty one until set).
    open var textStorage: NSTextStorage? = NSTextStorage(string: "")
    /// Whether list markers are in the paragraphs' text.
    ///
    /// No visible effect: CellSnap draws no list markers (`NSTextList`), so none are added.
    open var includesTextListMarkers = true

    /// The content as attributed text: the text storage's; setting it replaces it.
    open var attributedString: NSAttributedString? {
        get { textStorage.map { NSAttributedString(attributedString: $0) } }
        set {
            if textStorage == nil { textStorage = NSTextStorage(string: "") }
            textStorage?.setAttributedString(newValue ?? NSAttributedString(string: ""))
        }
    }

    /// From the storage's start to its end.
    open override var documentRange: NSTextRange {
        TextKitLocation.textRange(NSRange(location: 0, length: textStorage?.length ?? 0))
    }

    /// The paragraphs that `range` touches (an empty document has none).
    open override func textElements(for range: NSTextRange) -> [NSTextElement] {
        guard let storage = textStorage, let wanted = TextKitLocation.nsRange(range) else { return [] }
        return Self.paragraphRanges(of: storage.string as NSString).compactMap { range in
            let touches =
                wanted.length > 0
                ? (wanted.intersection(range)?.length ?? 0) > 0
                : NSLocationInRange(wanted.location, range)
                    || (wanted.location == NSMaxRange(range) && wanted.location == storage.length)
            return touches ? paragraph(in: range, of: storage) : nil
        }
    }

    /// The paragraph of `range`: the delegate's, else the storage's text there.
    private func paragraph(in range: NSRange, of storage: NSTextStorage) -> NSTextParagraph {
        let element =
            (delegate as? any NSTextContentStorageDelegate)?.textContentStorage(self, textParagraphWith: range)
            ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
        element.textContentManager = self
        element.elementRange = TextKitLocation.textRange(range)
        return element
    }

    /// Replaces the text of `range` with the elements' text.
    open override func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        guard let storage = textStorage, let replaced = TextKitLocation.nsRange(range) else { return }
        let text = NSMutableAttributedString(string: "")
        for element in textElements ?? [] {
            if let paragraph = element as? NSTextParagraph { text.append(paragraph.attributedString) }
        }
        storage.replaceCharacters(in: replaced, with: text)
    }

    /// The attributed text of `textElement` (a paragraph's), `nil` for another kind.
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    /// A paragraph of `attributedString`.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        NSTextParagraph(attributedString: attributedString)
    }

    /// The UTF-16 ranges of the paragraphs of `string`, each with its separator (an empty string
    /// has none).
    static func paragraphRanges(of string: NSString) -> [NSRange] {
        var ranges: [NSRange] = []
        var start = 0
        while start < string.length {
            let range = string.paragraphRange(for: NSRange(location: start, length: 0))
            ranges.append(range)
            start = NSMaxRange(range)
        }
        return ranges
    }
}

/// Told of a content manager's elements, as UIKit's `NSTextContentManagerDelegate` (every
/// requirement optional).
public protocol NSTextContentManagerDelegate: NSObjectProtocol {
    /// The element at `location`, `nil` (the default) for the manager's own.
    ///
    /// No visible effect: a content storage asks its own delegate for paragraphs
    /// (``NSTextContentStorageDelegate``), and CellSnap asks no other content manager's.
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation)
        -> NSTextElement?
    /// Whether `textElement` is enumerated (`true` by default).
    ///
    /// No visible effect: CellSnap enumerates every element.
    func textContentManager(
        _ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
        options: NSTextContentManager.EnumerationOptions
    ) -> Bool
}

extension NSTextContentManagerDelegate {
    public func textContentManager(
        _ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation
    ) -> NSTextElement? { nil }
    public func textContentManager(
        _ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
        options: NSTextContentManager.EnumerationOptions
    ) -> Bool { true }
}

/// Told of a content storage's paragraphs, as UIKit's `NSTextContentStorageDelegate`.
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    /// The paragraph for `range` of the storage, `nil` (the default) for the storage's own text:
    /// a paragraph the delegate makes (other attributes, other text) is what is laid out.
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange)
        -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange)
        -> NSTextParagraph?
    { nil }
}

/// A piece of TextKit 2 content, as UIKit's `NSTextElement`.
open class NSTextElement: NSObject {
    /// The content manager the element belongs to.
    open weak var textContentManager: NSTextContentManager?
    /// The element's range in its document.
    open var elementRange: NSTextRange?
    /// The elements inside this one (a paragraph has none).
    open var childElements: [NSTextElement] { [] }
    /// The element holding this one (`nil` for a paragraph of a content storage).
    open var parentElement: NSTextElement? { nil }
    /// Whether the element stands for content of the document (`true`).
    open var isRepresentedElement: Bool { true }

    /// An element of `textContentManager`.
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }
}

/// A paragraph of TextKit 2 content, as UIKit's `NSTextParagraph`: its text with its separator.
open class NSTextParagraph: NSTextElement {
    /// The paragraph's text, its separator included.
    open private(set) var attributedString: NSAttributedString

    /// A paragraph of `attributedString` (empty for `nil`).
    public init(attributedString: NSAttributedString?) {
        self.attributedString = attributedString ?? NSAttributedString(string: "")
        super.init(textContentManager: nil)
    }

    /// The part of ``NSTextElement/elementRange`` before the separator.
    open var paragraphContentRange: NSTextRange? {
        guard let range = elementRange.flatMap(TextKitLocation.nsRange) else { return nil }
        return TextKitLocation.textRange(NSRange(location: range.location, length: range.length - separatorLength))
    }

    /// The separator's part of ``NSTextElement/elementRange``, `nil` for a last paragraph without one.
    open var paragraphSeparatorRange: NSTextRange? {
        guard separatorLength > 0, let range = elementRange.flatMap(TextKitLocation.nsRange) else { return nil }
        return TextKitLocation.textRange(
            NSRange(location: NSMaxRange(range) - separatorLength, length: separatorLength))
    }

    /// The UTF-16 length of the separator at the end of the text (`\r\n` is two).
    private var separatorLength: Int {
        let string = attributedString.string
        if string.hasSuffix("\r\n") { return 2 }
        guard let last = string.utf16.last else { return 0 }
        return [0x0A, 0x0D, 0x2029].contains(last) ? 1 : 0
    }
}
