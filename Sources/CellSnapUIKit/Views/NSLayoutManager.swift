import Foundation

/// Lays a text storage's text out in text containers, as UIKit's `NSLayoutManager` (TextKit 1).
///
/// CellSnap measures with its text engine, as a label measures: ``usedRect(for:)`` is the text's
/// size wrapped at the container's width less its padding (at most its
/// ``NSTextContainer/maximumNumberOfLines``), rounded up to device pixels as a label's, plus the
/// padding at both sides; text without a font attribute is in the 12 pt system font (UIKit's
/// default, Helvetica 12, is not bundled), in a text view's layout manager in the view's font.
/// A glyph is a UTF-16 unit of the text (CellSnap does not expose the shaped glyphs).
/// ``boundingRect(forGlyphRange:in:)`` measures a range that starts the text on one line; any
/// other range, whose place inside wrapped lines CellSnap does not measure, gives `CGRect.null`.
/// Without a text measurer (outside CellSnap's drawing and `cellSnapInstallTextMeasurer()`)
/// the rectangles are empty, as a label's sizes are.
open class NSLayoutManager: NSObject {
    /// The storage whose text is laid out.
    open weak var textStorage: NSTextStorage?
    /// The containers the text is laid out in.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Told of layout.
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// Whether lines use the font's leading: kept, with no visible effect for fonts without a line
    /// gap (the bundled ones); CellSnap's lines take the font's own height.
    open var usesFontLeading = true
    /// Whether parts of the text may be laid out alone: kept (CellSnap lays out the whole text).
    open var allowsNonContiguousLayout = false
    /// Whether any part is laid out alone: never.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether invisible characters are shown: a text view whose layout manager shows them is
    /// refused when drawn (CellSnap draws no marks for them).
    open var showsInvisibleCharacters = false
    /// Whether control characters are shown: a text view whose layout manager shows them is
    /// refused when drawn (CellSnap draws no marks for them).
    open var showsControlCharacters = false
    /// Whether layout of suspicious contents is limited: kept.
    open var limitsLayoutForSuspiciousContents = false

    public override init() { super.init() }

    /// Adds a container at the end.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts a container at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: min(max(0, index), textContainers.count))
        container.layoutManager = self
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        textContainers.remove(at: index).layoutManager = nil
    }

    /// Told by the storage of an edit: a text view's text is brought up to date with it.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        nonisolated(unsafe) let storage = textStorage
        for owner in textContainers.compactMap(\.owner) {
            MainActor.assumeIsolated { owner.storageDidChange(storage) }
        }
    }

    /// The number of glyphs: UTF-16 units of the text.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyphs in `container`: all of them in the first container.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        container === textContainers.first
            ? NSRange(location: 0, length: numberOfGlyphs) : NSRange(location: 0, length: 0)
    }

    /// The glyphs of `charRange` (a glyph is a character).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?)
        -> NSRange
    {
        actualCharRange?.pointee = charRange
        return charRange
    }

    /// The characters of `glyphRange` (a glyph is a character).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    /// Lays out the text of `container`: CellSnap measures when asked, so nothing is kept.
    open func ensureLayout(for container: NSTextContainer) {}
    /// Lays out the glyphs of `glyphRange`: CellSnap measures when asked, so nothing is kept.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    /// Lays out the characters of `charRange`: CellSnap measures when asked, so nothing is kept.
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    /// Invalidates layout: CellSnap measures when asked, so nothing is kept.
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = charRange
    }
    /// Invalidates display: CellSnap draws when a snapshot is taken.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    /// Invalidates display: CellSnap draws when a snapshot is taken.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    /// The rectangle the text takes in `container` (see ``NSLayoutManager``).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === textContainers.first, let size = measuredSize(in: container, characters: nil) else {
            return .zero
        }
        let padding = container.lineFragmentPadding
        return CGRect(x: 0, y: 0, width: size.width + 2 * padding, height: size.height)
    }

    /// The rectangle of the glyphs of `glyphRange` in `container` (see ``NSLayoutManager``).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === textContainers.first, let storage = textStorage, glyphRange.location == 0,
            glyphRange.length <= storage.length
        else { return .null }
        let prefix = (storage.string as NSString).substring(to: glyphRange.length).count
        guard let size = measuredSize(in: container, characters: prefix) else { return .zero }
        if glyphRange.length < storage.length {
            // A prefix is measured only while it stays on the first line.
            guard let oneLine = measuredSize(in: container, characters: prefix, lines: 1),
                oneLine.height == size.height
            else { return .null }
        }
        return CGRect(x: container.lineFragmentPadding, y: 0, width: size.width, height: size.height)
    }

    /// The size of the storage's text (its first `characters` characters, all when `nil`) laid
    /// out in `container` by a label (in at most `lines` lines, the container's when `nil`), `nil`
    /// without a text measurer.
    private func measuredSize(in container: NSTextContainer, characters: Int?, lines: Int? = nil) -> CGSize? {
        guard let storage = textStorage else { return nil }
        nonisolated(unsafe) let text = NSAttributedString(attributedString: storage)
        let owner = container.owner
        let padding = container.lineFragmentPadding
        let width = max(0, container.size.width - 2 * padding)
        let lines = lines ?? container.maximumNumberOfLines
        let mode = container.lineBreakMode
        return MainActor.assumeIsolated {
            guard UIView.cellSnapMeasurerInEffect != nil else { return nil }
            let label = UILabel()
            label.font = owner?.font ?? .systemFont(ofSize: 12)
            label.numberOfLines = lines
            label.lineBreakMode = mode
            if let characters {
                let end = text.string.index(text.string.startIndex, offsetBy: min(characters, text.string.count))
                let length = text.string.utf16.distance(from: text.string.utf16.startIndex, to: end)
                label.attributedText = text.attributedSubstring(from: NSRange(location: 0, length: length))
            } else {
                label.attributedText = text
            }
            let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
            return label.textRect(forBounds: bounds, limitedToNumberOfLines: lines).size
        }
    }
}

/// Told of a layout manager's layout, as UIKit's `NSLayoutManagerDelegate` (every requirement
/// optional). No visible effect: CellSnap lays text out when it measures, and asks no delegate.
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool)
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool
    ) {}
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
}
