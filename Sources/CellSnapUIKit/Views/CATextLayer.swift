import CellModel
import CoreGraphics
import Foundation
import Primitives

/// A layer that draws a string, as Core Animation's `CATextLayer`: a plain string in ``font`` at
/// ``fontSize`` in ``foregroundColor``, or an attributed string in its own attributes, from the
/// top of the layer's bounds, aligned by ``alignmentMode``, on one line or wrapped at the bounds'
/// width (``isWrapped``), and cut or truncated where it does not fit (``truncationMode``).
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 16))
/// let label = CATextLayer()
/// label.frame = CGRect(x: 0, y: 0, width: 80, height: 16)
/// label.string = "Mon"
/// label.font = CTFontCreateWithName(UIFont.systemFont(ofSize: 0).fontName as CFString, 0, nil)
/// label.fontSize = 11
/// label.foregroundColor = UIColor.darkGray.cgColor
/// label.alignmentMode = .center
/// view.layer.addSublayer(label)
/// ```
///
/// Drawn with the view it belongs to (see ``CALayer``) as soon as it has a string, as Core
/// Animation shows a text layer's string without being asked to display it, with the text engine
/// CellSnap draws labels with, clipped to the layer's bounds. A subclass that overrides
/// ``draw(in:)`` draws what its override draws instead. A string that is neither a string nor an
/// attributed string, and a font that is neither a font (``CTFontCreateWithName(_:_:_:)``, a
/// `UIFont`) nor a font name, are refused when drawn, naming the property.
@preconcurrency @MainActor open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`) drawn in ``font``, ``fontSize`` and
    /// ``foregroundColor``, or an `NSAttributedString` drawn in its own attributes (text without a
    /// font attribute in the 12-point system font, as string drawing's default); `nil` draws nothing.
    open var string: Any? { didSet { noteDrawnStateChange() } }
    /// The font of a plain string: a `CTFont` or `UIFont` (its size is ignored: ``fontSize`` is
    /// used), or the name of a font. `nil`, Core Animation's Helvetica, is drawn in the system
    /// font: CellSnap bundles no Helvetica and draws only fonts a package gives (an app font of
    /// that name is used when the app bundles one).
    open var font: CFTypeRef? { didSet { noteDrawnStateChange() } }
    /// The size of a plain string's font, 36 points by default.
    open var fontSize: CGFloat = 36 { didSet { noteDrawnStateChange() } }
    /// The colour of a plain string, opaque white by default. `nil` is drawn black, string
    /// drawing's default colour (Core Animation does not document it: CellSnap's choice).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { noteDrawnStateChange() } }
    /// Whether the text wraps at the layer's width; `false` (one line, cut at the bounds) by default.
    open var isWrapped = false { didSet { noteDrawnStateChange() } }
    /// How text that does not fit is truncated: `.none` (cut at the bounds) by default; the last
    /// line that fits in the bounds is truncated when the text wraps.
    open var truncationMode = CATextLayerTruncationMode.none { didSet { noteDrawnStateChange() } }
    /// How lines are aligned in the bounds: `.natural` (the leading edge) by default.
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { noteDrawnStateChange() } }
    /// Whether glyph positions are quantized to whole pixels.
    ///
    /// No visible effect: CellSnap places glyphs as its text engine does, at any scale.
    open var allowsFontSubpixelQuantization = false

    /// A text layer with no string.
    public required init() { super.init() }

    /// A copy of `layer` for Core Animation's presentation tree; here a new text layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// A text layer with the default values: CellSnap reads no archived layer (see ``CALayer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Draws the string into `ctx` in the layer's bounds, as Core Animation draws a text layer.
    open override func draw(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        cellSnapDrawString()
    }
}

extension CATextLayer {
    /// Draws ``string`` into the current context, or notes on it why it cannot be drawn.
    final func cellSnapDrawString() {
        guard let context = UIGraphicsGetCurrentContext(), let string else { return }
        let text: NSAttributedString
        switch cellSnapText(string) {
        case .success(let attributed): text = attributed
        case .failure(let error):
            context.refuse(error.call, error.reason)
            return
        }
        guard text.length > 0, bounds.width > 0, bounds.height > 0 else { return }
        let call = "CATextLayer.string"
        var layout = TextDrawing.Layout(
            alignment: alignmentMode.model, numberOfLines: isWrapped ? 0 : 1,
            lineBreakMode: truncationMode.lineBreakMode(wrapped: isWrapped), isJustified: alignmentMode == .justified)
        if isWrapped, truncationMode != .none {
            // The last line that fits is the one truncated: as many lines as the bounds hold.
            var line = layout
            line.numberOfLines = 1
            let height = TextDrawing.measuredSize(text, width: Double(bounds.width), call: call, layout: line).height
            if height > 0 { layout.numberOfLines = max(1, Int((bounds.height / height).rounded(.down))) }
        }
        TextDrawing.draw(text, in: bounds, at: bounds.origin, call: call, layout: layout)
    }

    /// The attributed text ``string`` draws, or why it cannot be drawn.
    private final func cellSnapText(_ string: Any) -> Result<NSAttributedString, CellSnapUIKitError> {
        if let attributed = string as? NSAttributedString { return .success(attributed) }
        guard let plain = (string as? String) ?? (string as? NSString).map({ $0 as String }) else {
            return .failure(
                CellSnapUIKitError(
                    call: "CATextLayer.string = \(type(of: string))",
                    reason: "a text layer draws a String or an NSAttributedString"))
        }
        return cellSnapFont().map { font in
            var attributes: [NSAttributedString.Key: Any] = [.font: font]
            if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
            return NSAttributedString(string: plain, attributes: attributes)
        }
    }

    /// The font a plain string is drawn in: ``font`` at ``fontSize``, or why it cannot be.
    private final func cellSnapFont() -> Result<UIFont, CellSnapUIKitError> {
        switch font {
        case nil: return .success(UIFont.systemFont(ofSize: fontSize))
        case let font as UIFont: return .success(font.withSize(fontSize))
        case let name as String: return .success(CTFontCreateWithName(name as NSString, fontSize, nil))
        case let name as NSString: return .success(CTFontCreateWithName(name, fontSize, nil))
        case let other?:
            return .failure(
                CellSnapUIKitError(
                    call: "CATextLayer.font = \(type(of: other))",
                    reason: "a text layer's font is a CTFont, a UIFont or a font name"))
        }
    }
}

/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The leading edge of the text's direction.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// The left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// The right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines run to both edges; the last line of a paragraph is natural.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The text engine's alignment; a mode Core Animation does not define is natural, as Core
    /// Animation treats an unknown mode.
    var model: Primitives.TextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        default: .natural
        }
    }
}

/// Where a text layer truncates text that does not fit, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not truncated: cut at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The text engine's line break mode for the mode; a mode Core Animation does not define
    /// truncates nothing, as `.none`.
    func lineBreakMode(wrapped: Bool) -> CellModel.LineBreakMode {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: wrapped ? .byWordWrapping : .byClipping
        }
    }
}
