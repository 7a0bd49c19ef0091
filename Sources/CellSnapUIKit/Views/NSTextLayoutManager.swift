import CoreGraphics
import Foundation

/// Lays TextKit 2 content out in a text container, as UIKit's `NSTextLayoutManager`: one
/// ``NSTextLayoutFragment`` for each element (a paragraph), its ``NSTextLineFragment``s the lines
/// CellSnap's text engine breaks the paragraph's text into (Pango's lines, as a text view draws
/// them), wrapped at the container's width less its ``NSTextContainer/lineFragmentPadding``, in
/// the text view's font where the text has none (the 12 pt system font outside a text view).
/// The fragments stack from the container's top; their frames are in its coordinates.
///
/// Without a text measurer (outside CellSnap's drawing and `cellSnapInstallTextMeasurer()`)
/// there are no fragments, as a label has no size.
///
/// ```swift
/// let content = NSTextContentStorage()
/// content.attributedString = NSAttributedString(string: "Notes\nMore notes")
/// let layout = NSTextLayoutManager()
/// content.addTextLayoutManager(layout)
/// layout.textContainer = NSTextContainer(size: CGSize(width: 200, height: 0))
/// layout.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
///     print(fragment.layoutFragmentFrame)
///     return true
/// }
/// ```
open class NSTextLayoutManager: NSObject {
    /// What a text segment is, as `NSTextLayoutManager.SegmentType`.
    public enum SegmentType: Int, Hashable, Sendable {
        /// The text's own extent.
        case standard = 0
        /// The extent a selection highlight covers.
        case selection = 1
        /// The extent of a highlight.
        case highlight = 2
    }

    /// How segments are enumerated, as `NSTextLayoutManager.SegmentOptions`.
    public struct SegmentOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    /// The content laid out (set by ``NSTextContentManager/addTextLayoutManager(_:)``).
    open var textContentManager: NSTextContentManager? { contentManager }
    weak var contentManager: NSTextContentManager?
    /// The container the content is laid out in.
    open var textContainer: NSTextContainer? {
        didSet {
            if oldValue?.textLayoutManager === self { oldValue?.textLayoutManager = nil }
            textContainer?.textLayoutManager = self
        }
    }
    /// Told of the layout, and asked for the layout fragments.
    open weak var delegate: (any NSTextLayoutManagerDelegate)?
    /// Whether lines use the font's leading.
    ///
    /// No visible effect: the bundled fonts have no line gap, so lines are as tall either way.
    open var usesFontLeading = true
    /// Whether layout of suspicious contents is limited.
    ///
    /// No visible effect: CellSnap lays out every text a snapshot holds.
    open var limitsLayoutForSuspiciousContents = false
    /// Whether lines may break with a hyphen: `true` is refused when the content is laid out
    /// (CellSnap's text engine does not hyphenate).
    open var usesHyphenation = false
    /// The queue layout runs on.
    ///
    /// No visible effect: CellSnap lays out on the caller's thread, when asked.
    open var layoutQueue: OperationQueue?

    public override init() { super.init() }

    /// The controller that lays out the fragments of a viewport.
    open private(set) lazy var textViewportLayoutController = NSTextViewportLayoutController(textLayoutManager: self)

    /// The content's whole range (an empty range without content).
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? TextKitLocation.textRange(NSRange(location: 0, length: 0))
    }

    /// The rectangle the laid-out fragments take in the container: from its top to the last
    /// line's bottom, the container's width.
    open var usageBoundsForTextContainer: CGRect {
        fragments().reduce(CGRect.null) { $0.union($1.layoutFragmentFrame) }.standardizedOrZero
    }

    /// Lays out the fragments of `range`.
    ///
    /// No visible effect: CellSnap lays the content out whenever it is asked.
    open func ensureLayout(for range: NSTextRange) {}
    /// Lays out the fragments in `bounds`.
    ///
    /// No visible effect: CellSnap lays the content out whenever it is asked.
    open func ensureLayout(for bounds: CGRect) {}
    /// Invalidates the layout of `range`.
    ///
    /// No visible effect: CellSnap keeps no layout between questions.
    open func invalidateLayout(for range: NSTextRange) {}

    /// The fragment holding `location`, `nil` outside the content.
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        fragments().first { fragment in
            fragment.rangeInElement.contains(location)
                || (fragment.rangeInElement.isEmpty
                    && fragment.rangeInElement.location.compare(location) == .orderedSame)
        } ?? fragments().last.flatMap { $0.rangeInElement.endLocation.compare(location) == .orderedSame ? $0 : nil }
    }

    /// The fragment whose frame holds `position` (in the container's coordinates).
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        fragments().first { $0.layoutFragmentFrame.contains(position) }
    }

    /// Calls `block` with each fragment from the one holding `location` (the document's start,
    /// or its end with `.reverse`, for `nil`) until it returns `false`; every fragment is laid
    /// out (so `.ensuresLayout` and `.estimatesSize` change nothing), and no extra line fragment
    /// is made. Returns where enumeration stopped (the stopping fragment's end, its start
    /// backwards), `nil` when it ran to the end.
    @discardableResult
    open func enumerateTextLayoutFragments(
        from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
        using block: (NSTextLayoutFragment) -> Bool
    ) -> (any NSTextLocation)? {
        enumerate(from: location, reverse: options.contains(.reverse), block)
    }

    /// Calls `block` with the rectangle of `textRange` on each line it is on (in the container's
    /// coordinates, the line's height), its range there, the line's baseline and the container,
    /// until it returns `false`. Every segment type has the text's extent (a snapshot draws no
    /// selection).
    open func enumerateTextSegments(
        in textRange: NSTextRange, type: NSTextLayoutManager.SegmentType,
        options: NSTextLayoutManager.SegmentOptions = [],
        using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool
    ) {
        segments(in: textRange, block)
    }

    /// Replaces the content of `range` with `attributedString` (a content storage's text).
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString) {
        guard let storage = textContentManager as? NSTextContentStorage, let replaced = TextKitLocation.nsRange(range)
        else { return }
        storage.textStorage?.replaceCharacters(in: replaced, with: attributedString)
    }
}

/// Told of a TextKit 2 layout manager's layout, as UIKit's `NSTextLayoutManagerDelegate` (every
/// requirement optional).
public protocol NSTextLayoutManagerDelegate: NSObjectProtocol {
    /// The fragment that lays out `textElement` (a plain ``NSTextLayoutFragment`` by default): a
    /// subclass the delegate returns is what the layout manager enumerates. A text view whose
    /// delegate returns a subclass is refused when drawn (CellSnap draws a text view's text itself,
    /// not through its fragments' `draw(at:in:)`).
    func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment
    /// Whether a line may break before `location` (`true` by default).
    ///
    /// No visible effect: CellSnap's text engine breaks lines where it finds word boundaries.
    func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
        hyphenating: Bool
    ) -> Bool
}

extension NSTextLayoutManagerDelegate {
    public func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }
    public func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
        hyphenating: Bool
    ) -> Bool { true }
}

extension CGRect {
    /// `.zero` for the null rectangle.
    fileprivate var standardizedOrZero: CGRect { isNull ? .zero : self }
}
