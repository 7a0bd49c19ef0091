import CoreGraphics
import Foundation

/// The layout of one element (a paragraph) of TextKit 2 content, as UIKit's
/// `NSTextLayoutFragment`: its ``textLineFragments`` are the lines CellSnap's text engine breaks
/// the paragraph into, and its ``layoutFragmentFrame`` is in the text container's coordinates
/// (the container's width by the lines' height). Its lines' ``NSTextLineFragment/typographicBounds``
/// are in the fragment's coordinates: a line's text starts after the container's padding, where
/// its alignment puts it (CellSnap's reading of UIKit, whose layout fragments draw each line at
/// its typographic bounds' origin).
open class NSTextLayoutFragment: NSObject {
    /// How fragments are enumerated, as `NSTextLayoutFragment.EnumerationOptions`.
    public struct EnumerationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the end backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Sizes estimated rather than laid out: CellSnap lays every fragment out.
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// Fragments laid out before they are given: CellSnap always does.
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// The empty line after a final paragraph separator: CellSnap makes none.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// How far a fragment's layout has come, as `NSTextLayoutFragment.State`.
    public enum State: UInt, Hashable, Sendable {
        case none = 0
        case estimatedUsageBounds = 1
        case calculatedUsageBounds = 2
        case layoutAvailable = 3
    }

    /// The layout manager that laid the fragment out.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The element laid out (kept by the fragment: CellSnap makes the elements as it lays them out).
    open var textElement: NSTextElement? { element }
    private let element: NSTextElement
    /// The element's range the fragment lays out.
    open private(set) var rangeInElement: NSTextRange
    /// The lines, top first.
    open internal(set) var textLineFragments: [NSTextLineFragment] = []
    /// How far the layout has come: `.layoutAvailable` once laid out.
    open internal(set) var state = State.none
    /// The fragment's rectangle in the text container.
    open internal(set) var layoutFragmentFrame = CGRect.zero
    /// The space before each line's text: the container's padding.
    open internal(set) var leadingPadding: CGFloat = 0
    /// The space after each line's text: the container's padding.
    open internal(set) var trailingPadding: CGFloat = 0
    /// The space above the fragment: none (CellSnap spaces paragraphs by their lines).
    open var topMargin: CGFloat { 0 }
    /// The space below the fragment: none.
    open var bottomMargin: CGFloat { 0 }
    /// The queue layout runs on.
    ///
    /// No visible effect: CellSnap lays out on the caller's thread.
    open var layoutQueue: OperationQueue?

    /// A fragment laying out `rangeInElement` of `textElement` (all of it for `nil`).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        element = textElement
        self.rangeInElement =
            rangeInElement ?? textElement.elementRange ?? TextKitLocation.textRange(NSRange(location: 0, length: 0))
        super.init()
    }

    /// The rectangle the lines' text takes, in the fragment's coordinates.
    open var renderingSurfaceBounds: CGRect {
        let bounds = textLineFragments.reduce(CGRect.null) { $0.union($1.typographicBounds) }
        return bounds.isNull ? .zero : bounds
    }

    /// Forgets the layout.
    ///
    /// No visible effect: the next question lays the content out again.
    open func invalidateLayout() {}

    /// Draws the lines into `context`, the fragment's origin at `point`: each line at its
    /// typographic bounds' origin.
    open func draw(at point: CGPoint, in context: CGContext) {
        for line in textLineFragments {
            line.draw(
                at: CGPoint(x: point.x + line.typographicBounds.minX, y: point.y + line.typographicBounds.minY),
                in: context)
        }
    }

    /// Takes `lines` (laid out alone from the container's top) as the fragment's, its top at `top`.
    final func place(_ lines: [TextKitLine], of text: NSAttributedString, top: CGFloat, in container: NSTextContainer) {
        let padding = container.lineFragmentPadding
        let height = lines.last.map { $0.fragmentRect.maxY } ?? 0
        layoutFragmentFrame = CGRect(x: 0, y: top, width: container.size.width, height: height)
        leadingPadding = padding
        trailingPadding = padding
        textLineFragments = lines.map { line in
            let start = line.edges.first ?? padding
            let fragment = NSTextLineFragment(placedIn: text, range: line.characters)
            fragment.typographicBounds = CGRect(
                x: line.usedRect.minX + padding, y: line.fragmentRect.minY,
                width: max(0, line.usedRect.width - 2 * padding), height: line.fragmentRect.height)
            fragment.glyphOrigin = CGPoint(x: 0, y: line.baseline)
            fragment.edges = line.edges.map { $0 - start }
            return fragment
        }
        state = .layoutAvailable
    }
}

/// One line of a layout fragment, as UIKit's `NSTextLineFragment`: ``characterRange`` of
/// ``attributedString`` (its paragraph's text) laid out on one line.
open class NSTextLineFragment: NSObject {
    /// The text the line is part of.
    open private(set) var attributedString: NSAttributedString
    /// The line's characters in ``attributedString``.
    open private(set) var characterRange: NSRange
    /// The line's rectangle (its text's advance by the line's height), in its layout fragment's
    /// coordinates; a line made alone is at the origin.
    open internal(set) var typographicBounds = CGRect.zero
    /// Where the glyphs start from ``typographicBounds``' origin: on the baseline.
    open internal(set) var glyphOrigin = CGPoint.zero
    /// The leading edge of each character, then the line's end, from the bounds' left.
    final var edges: [CGFloat] = [0]

    /// A line of `range` of `attributedString`, laid out alone on one line (its typographic
    /// bounds at the origin; empty without a text measurer).
    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        super.init()
        let container = NSTextContainer()
        container.lineFragmentPadding = 0
        container.maximumNumberOfLines = 1
        guard range.location >= 0, NSMaxRange(range) <= attributedString.length,
            let line = TextKitLayout.lines(of: attributedString.attributedSubstring(from: range), in: container)?.first
        else { return }
        typographicBounds = CGRect(x: 0, y: 0, width: line.usedRect.width, height: line.fragmentRect.height)
        glyphOrigin = CGPoint(x: 0, y: line.baseline)
        edges = line.edges.map { $0 - (line.edges.first ?? 0) }
    }

    /// A line of a layout fragment, which places it.
    init(placedIn attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        super.init()
    }

    /// A line of `range` of `string` in `attributes`.
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// Where the character at `index` (of ``attributedString``) starts: its leading edge from
    /// the typographic bounds' left, on the line's top (the end of the line past its last).
    open func locationForCharacter(at index: Int) -> CGPoint {
        CGPoint(x: edge(of: index), y: 0)
    }

    /// The character (of ``attributedString``) nearest `point`, from the typographic bounds' origin.
    open func characterIndex(for point: CGPoint) -> Int { nearest(point.x).index }

    /// How far through its glyph `point` is, from 0 at the leading edge to 1 at the trailing one.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat { nearest(point.x).fraction }

    /// Draws the line's text into `context`, the line's top-left at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard characterRange.length > 0, NSMaxRange(characterRange) <= attributedString.length else { return }
        let text = attributedString.attributedSubstring(from: characterRange)
        let visible = (text.string.trimmingCharacters(in: .newlines) as NSString).length
        guard visible > 0 else { return }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        text.attributedSubstring(from: NSRange(location: 0, length: visible)).draw(at: point)
    }

    private func edge(of index: Int) -> CGFloat {
        edges[min(max(0, index - characterRange.location), edges.count - 1)]
    }

    private func nearest(_ x: CGFloat) -> (index: Int, fraction: CGFloat) {
        guard characterRange.length > 0, edges.count > characterRange.length else {
            return (characterRange.location, 0)
        }
        for offset in 0..<characterRange.length {
            let start = edges[offset], end = edges[offset + 1]
            guard x < end || offset == characterRange.length - 1 else { continue }
            let width = end - start
            return (characterRange.location + offset, width > 0 ? min(1, max(0, (x - start) / width)) : 0)
        }
        return (NSMaxRange(characterRange) - 1, 1)
    }
}
