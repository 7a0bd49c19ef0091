import Foundation

/// Lays a text storage's text out in text containers, as UIKit's `NSLayoutManager` (TextKit 1).
///
/// CellSnap measures with its text engine, as a label measures: ``usedRect(for:)`` is the text's
/// size wrapped at the container's width less its padding (at most its
/// ``NSTextContainer/maximumNumberOfLines``), rounded up to device pixels as a label's, plus the
/// padding at both sides; text without a font attribute is in the 12 pt system font (UIKit's
/// default, Helvetica 12, is not bundled), in a text view's layout manager in the view's font.
/// A glyph is a UTF-16 unit of the text (CellSnap does not expose the shaped glyphs); the line
/// fragments and the glyphs' places in them are the text engine's lines (Pango's), as the text
/// view draws them.
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

    /// The rectangle the glyphs of `glyphRange` take in `container`, in its coordinates: the union
    /// of their part of each line (the line's height), `.null` when they are on no line.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        boundingRectOfGlyphs(glyphRange, in: container)
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

    // MARK: Glyphs and line fragments (worked out in NSLayoutManager+Glyphs.swift)

    /// The glyph of the character at `charIndex`: the same index (a glyph is a UTF-16 unit), at
    /// most ``numberOfGlyphs``.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { min(max(0, charIndex), numberOfGlyphs) }
    /// The character of the glyph at `glyphIndex`: the same index, at most the text's length.
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { min(max(0, glyphIndex), numberOfGlyphs) }
    /// Whether `glyphIndex` is a glyph of the text.
    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { (0..<numberOfGlyphs).contains(glyphIndex) }
    /// The properties of the glyph at `glyphIndex`: `.controlCharacter` for a newline or tab
    /// (which draw nothing), else none.
    open func propertyForGlyph(at glyphIndex: Int) -> NSLayoutManager.GlyphProperty { glyphProperty(at: glyphIndex) }
    /// The glyph under `point` (in `container`'s coordinates), and how far through it the point
    /// is: the nearest glyph of the line at the point's height (the first or last line above or
    /// below the text).
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        hitGlyph(at: point, in: container, fraction: partialFraction)
    }
    /// The glyph under `point` in `container` (see ``glyphIndex(for:in:fractionOfDistanceThroughGlyph:)``).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        hitGlyph(at: point, in: container, fraction: nil)
    }
    /// How far through its glyph `point` is, from 0 at its leading edge to 1 at its trailing one.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var fraction: CGFloat = 0
        _ = hitGlyph(at: point, in: container, fraction: &fraction)
        return fraction
    }
    /// The insertion point nearest `point`: the glyph's character, or the next when the point is
    /// past the glyph's middle.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        insertionCharacter(at: point, in: container, fraction: partialFraction)
    }
    /// The line fragment of the glyph at `glyphIndex`, in its container's coordinates (the
    /// container's width by the line's height), and the line's glyphs.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        lineOfGlyph(glyphIndex, range: effectiveGlyphRange)?.fragmentRect ?? .zero
    }
    /// The line fragment of the glyph at `glyphIndex`: CellSnap lays out the whole text, so
    /// `flag` changes nothing.
    open func lineFragmentRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        withoutAdditionalLayout flag: Bool
    ) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }
    /// The part of the glyph's line fragment its text takes, with the container's padding at
    /// both sides.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        lineOfGlyph(glyphIndex, range: effectiveGlyphRange)?.usedRect ?? .zero
    }
    /// The used rectangle of the glyph's line fragment: `flag` changes nothing.
    open func lineFragmentUsedRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        withoutAdditionalLayout flag: Bool
    ) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }
    /// Where the glyph at `glyphIndex` starts, on its line's baseline, from its line fragment's origin.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { glyphLocation(glyphIndex) }
    /// The container of the glyph at `glyphIndex` (the first: CellSnap lays text out in one), and
    /// the glyphs it holds.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    {
        guard isValidGlyphIndex(glyphIndex), let container = textContainers.first else { return nil }
        effectiveGlyphRange?.pointee = glyphRange(for: container)
        return container
    }
    /// The container of the glyph: `flag` changes nothing.
    open func textContainer(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        withoutAdditionalLayout flag: Bool
    ) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }
    /// Calls `block` with each line fragment holding glyphs of `glyphRange`, top first: its
    /// rectangle, used rectangle, container and glyphs; setting the last argument stops.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        eachLine(in: glyphRange, block)
    }
    /// Draws the glyphs of `glyphsToShow` into the current graphics context, their container's
    /// origin at `origin`: each line's part of the text where the line lays it out.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawText(of: glyphsToShow, at: origin)
    }
    /// Draws the backgrounds of `glyphsToShow` into the current graphics context, their
    /// container's origin at `origin`: the `.backgroundColor` of the text's runs, behind each
    /// line's part of them, the line's height.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawBackgrounds(of: glyphsToShow, at: origin)
    }
    /// Invalidates the glyphs of `charRange` after an edit that changed the length by `delta`.
    ///
    /// No visible effect: CellSnap makes no glyphs ahead (a glyph is a character), and lays the
    /// text out again whenever it is asked.
    open func invalidateGlyphs(
        forCharacterRange charRange: NSRange, changeInLength delta: Int,
        actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = charRange
    }
    /// Sets the glyphs of `glyphRange` (what a delegate's
    /// `layoutManager(_:shouldGenerateGlyphs:properties:characterIndexes:font:forGlyphRange:)`
    /// does): refused when the text is drawn or laid out, as CellSnap's text engine shapes the
    /// characters itself and draws no glyphs it is given.
    open func setGlyphs(
        _ glyphs: UnsafePointer<CGGlyph>, properties props: UnsafePointer<NSLayoutManager.GlyphProperty>,
        characterIndexes charIndexes: UnsafePointer<Int>, font aFont: UIFont, forGlyphRange glyphRange: NSRange
    ) {
        refuseGlyphs("NSLayoutManager.setGlyphs(_:properties:characterIndexes:font:forGlyphRange:)")
    }
    /// Why the glyphs set by ``setGlyphs(_:properties:characterIndexes:font:forGlyphRange:)``
    /// cannot be drawn, thrown where a text view of this layout manager is drawn.
    final var glyphRefusal: CellSnapUIKitError?
}

/// Told of a layout manager's layout, as UIKit's `NSLayoutManagerDelegate` (every requirement
/// optional, its default UIKit's). CellSnap asks the delegate when it draws the text of a text
/// view or ``NSLayoutManager/drawGlyphs(forGlyphRange:at:)``: a delegate that moves a line
/// fragment, adds line spacing, takes over glyph generation or gives a control character another
/// action is refused there, as CellSnap's text engine lays the text out itself.
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool)
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// Generates the glyphs of `glyphRange` itself (returning their number) or leaves them to
    /// the layout manager (returning 0, the default); CellSnap does not ask it (its glyphs are
    /// the characters), and refuses the glyphs a delegate sets.
    func layoutManager(
        _ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
        properties props: UnsafePointer<NSLayoutManager.GlyphProperty>,
        characterIndexes charIndexes: UnsafePointer<Int>,
        font aFont: UIFont, forGlyphRange glyphRange: NSRange
    ) -> Int
    /// The space after the line of `glyphIndex` (0 by default; any other is refused when drawn).
    func layoutManager(
        _ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat
    /// The space before the paragraph of `glyphIndex` (0 by default).
    ///
    /// No visible effect: CellSnap spaces paragraphs by their paragraph style and does not ask.
    func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat
    /// The space after the paragraph of `glyphIndex` (0 by default).
    ///
    /// No visible effect: CellSnap spaces paragraphs by their paragraph style and does not ask.
    func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat
    /// The action for the control character at `charIndex` (`action` by default; any other is
    /// refused when drawn).
    func layoutManager(
        _ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction,
        forControlCharacterAt charIndex: Int
    ) -> NSLayoutManager.ControlCharacterAction
    /// Whether a line may break before `charIndex` at a word boundary (`true` by default).
    ///
    /// No visible effect: CellSnap's text engine breaks lines where it finds word boundaries.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int)
        -> Bool
    /// Whether a line may break before `charIndex` with a hyphen (`true` by default).
    ///
    /// No visible effect: CellSnap does not hyphenate, as UIKit does not by default.
    func layoutManager(
        _ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int
    ) -> Bool
    /// The box of a control character's glyph laid out as whitespace (`.whitespace`).
    ///
    /// No visible effect: a delegate that asks for `.whitespace` is refused first
    /// (`layoutManager(_:shouldUse:forControlCharacterAt:)`), so CellSnap never needs the box.
    func layoutManager(
        _ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int,
        for textContainer: NSTextContainer, proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect
    /// Whether the delegate changed a line fragment's rectangles or baseline (`false` by
    /// default; a change is refused when drawn).
    func layoutManager(
        _ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
        lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
        in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange
    ) -> Bool
    /// Told that a container's size changed.
    ///
    /// No visible effect: CellSnap lays text out when it is asked, and tells no one.
    func layoutManager(
        _ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool
    ) {}
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(
        _ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
        properties props: UnsafePointer<NSLayoutManager.GlyphProperty>,
        characterIndexes charIndexes: UnsafePointer<Int>,
        font aFont: UIFont, forGlyphRange glyphRange: NSRange
    ) -> Int { 0 }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 0 }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction,
        forControlCharacterAt charIndex: Int
    ) -> NSLayoutManager.ControlCharacterAction { action }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int)
        -> Bool
    { true }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int
    ) -> Bool { true }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int,
        for textContainer: NSTextContainer, proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect { .zero }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
        lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
        in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange
    ) -> Bool { false }
    public func layoutManager(
        _ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize
    ) {}
}
