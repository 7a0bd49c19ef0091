import Foundation

/// The region text is laid out in, as UIKit's `NSTextContainer` (TextKit 1).
///
/// A text view's container is the text view's text area: its ``lineFragmentPadding`` (5 pt)
/// insets the text at both sides, its ``maximumNumberOfLines`` and ``lineBreakMode`` limit and
/// truncate the lines the view draws, and its ``size`` follows the view's width (with
/// ``widthTracksTextView``). A container with ``exclusionPaths``, or whose width neither tracks
/// its text view's nor equals it, is refused when the view is drawn: CellSnap lays a text view's
/// text out in the view's width, in one rectangle.
open class NSTextContainer: NSObject {
    /// The container's size (a text view's: its width less the insets, and no height limit).
    open var size: CGSize {
        get {
            guard let owner, widthTracksTextView else { return ownSize }
            let width = MainActor.assumeIsolated {
                max(0, owner.bounds.width - owner.textContainerInset.left - owner.textContainerInset.right)
            }
            return CGSize(width: width, height: ownSize.height)
        }
        set {
            ownSize = newValue
            changed()
        }
    }
    private var ownSize: CGSize
    /// Whether the width follows the text view's.
    open var widthTracksTextView = false { didSet { changed() } }
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The space at each end of every line of text.
    open var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
    /// The most lines laid out (`0`: no limit).
    open var maximumNumberOfLines = 0 { didSet { changed() } }
    /// How the last line that fits is broken or truncated.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { changed() } }
    /// Regions the text flows around: refused when a text view with them is drawn.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { changed() } }
    /// The layout manager that lays text out in the container.
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager that lays text out in the container (set by its
    /// ``NSTextLayoutManager/textContainer``).
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Whether the container is one plain rectangle (no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// A container of `size`.
    public init(size: CGSize) {
        ownSize = size
        super.init()
    }

    /// A container with no size limit.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The part of `proposedRect` a line can take: the proposed rectangle cut to the container
    /// (a height of 0 is no limit), less the exclusion paths' bounds (CellSnap's choice: their
    /// bounding boxes, not their curves), the first piece in `baseWritingDirection` (from the
    /// right for right-to-left), the pieces after it in `remainingRect`; `.zero` when nothing is left.
    open func lineFragmentRect(
        forProposedRect proposedRect: CGRect, at characterIndex: Int,
        writingDirection baseWritingDirection: NSWritingDirection,
        remaining remainingRect: UnsafeMutablePointer<CGRect>?
    ) -> CGRect {
        let bounds = CGRect(
            x: 0, y: 0, width: size.width, height: size.height > 0 ? size.height : CGFloat.greatestFiniteMagnitude)
        remainingRect?.pointee = .zero
        let line = proposedRect.intersection(bounds)
        guard !line.isNull, line.width > 0 else { return .zero }
        var pieces = [line]
        for excluded in exclusionPaths.map(\.bounds) where excluded.minY < line.maxY && excluded.maxY > line.minY {
            pieces = pieces.flatMap { piece -> [CGRect] in
                guard excluded.minX < piece.maxX, excluded.maxX > piece.minX else { return [piece] }
                let left = CGRect(x: piece.minX, y: piece.minY, width: excluded.minX - piece.minX, height: piece.height)
                let right = CGRect(
                    x: excluded.maxX, y: piece.minY, width: piece.maxX - excluded.maxX, height: piece.height)
                return [left, right].filter { $0.width > 0 }
            }
        }
        if baseWritingDirection == .rightToLeft { pieces.reverse() }
        guard let first = pieces.first else { return .zero }
        let rest = pieces.dropFirst().reduce(CGRect.null) { $0.union($1) }
        remainingRect?.pointee = rest.isNull ? .zero : rest
        return first
    }

    /// The text view the container belongs to (set and read on the main actor).
    nonisolated(unsafe) weak var owner: UITextView?

    private func changed() {
        guard let owner else { return }
        MainActor.assumeIsolated { owner.textDidChange() }
    }

    /// Why a text view whose text area is `textWidth` wide cannot draw its text in this
    /// container, `nil` when it can.
    func refusal(textWidth: CGFloat) -> CellSnapUIKitError? {
        if !exclusionPaths.isEmpty {
            return CellSnapUIKitError(
                call: "NSTextContainer.exclusionPaths",
                reason: "CellSnap lays a text view's text out in one rectangle")
        }
        if !widthTracksTextView, abs(ownSize.width - textWidth) > 0.5 {
            return CellSnapUIKitError(
                call: "NSTextContainer.widthTracksTextView = false",
                reason:
                    "CellSnap lays a text view's text out in the view's own width, not the container's \(ownSize.width) pt"
            )
        }
        return nil
    }
}
