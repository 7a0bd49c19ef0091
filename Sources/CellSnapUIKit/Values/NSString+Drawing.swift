import CellLayout
import CellModel
import CoreGraphics
import DisplayList
import Foundation
import Primitives

/// How text is laid out when drawn or measured, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the rectangle's width and stack from its top: CellSnap always lays text out so.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading: CellSnap's text engine always spaces them so.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones: refused.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends in an ellipsis: refused.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How text drawn with `draw(with:options:context:)` may shrink, and what it took, as UIKit's
/// `NSStringDrawingContext`. CellSnap does not shrink drawn text: a minimum scale factor under 1
/// is refused where the text is drawn.
open class NSStringDrawingContext: NSObject {
    /// How small the text may be scaled to fit; 0 (no scaling) by default.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn or measured at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Drawing and measuring attributed text with the text engine CellSnap draws labels with.
enum TextDrawing {
    /// NSString drawing's font when the attributes name none: the 12-point system font (UIKit's is
    /// Helvetica 12, which CellSnap does not bundle).
    static let defaultFontSize: CGFloat = 12

    /// How drawn text is laid out in its rect: by default as UIKit's string drawing lays it out,
    /// naturally aligned and wrapped at words on as many lines as it needs.
    struct Layout: Hashable, Sendable {
        var alignment: Primitives.TextAlignment = .natural
        /// The most lines; `0` for as many as the text needs.
        var numberOfLines = 0
        var lineBreakMode: CellModel.LineBreakMode = .byWordWrapping
        /// Whether lines but a paragraph's last run to both edges.
        var isJustified = false
    }

    /// The text and its style, or why it cannot be drawn.
    @MainActor static func styled(_ text: NSAttributedString, call: String, layout: Layout = Layout()) throws -> (
        String, TextStyle
    ) {
        let traits = GraphicsContextStack.traits
        // The first character's font is the text's (runs in other fonts are spans over it).
        let first = text.length > 0 ? text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        let font = first ?? UIFont.systemFont(ofSize: defaultFontSize)
        let spec = try font.drawnModel(adjustsForContentSizeCategory: false, category: traits.contentSize)
        let properties = TextProperties(
            font: spec, color: .fixed(Color(red: 0, green: 0, blue: 0, alpha: 1)), alignment: layout.alignment,
            numberOfLines: layout.numberOfLines, lineBreakMode: layout.lineBreakMode, isJustified: layout.isJustified)
        let theme = traits.theme.theme
        var style = ListCellLayout.style(properties, traits: traits, theme: theme)
        let runs = try UIListContentConfiguration.runs(
            text, font: font, call: call, adjustsForContentSizeCategory: false, category: traits.contentSize)
        style.spans = ListCellLayout.spans(of: runs, transform: .none, traits: traits, theme: theme)
        return (runs.map(\.text).joined(), style)
    }

    /// The size of `text` wrapped at `width` (unwrapped when `nil`).
    @MainActor static func measure(
        _ text: NSAttributedString, width: Double?, call: String, layout: Layout = Layout()
    ) throws -> CGSize {
        guard let measurer = UIView.cellSnapMeasurerInEffect else {
            throw CellSnapUIKitError(
                call: call, reason: "text is measured with a text measurer (UIView.cellSnapTextMeasurer)")
        }
        let (string, style) = try styled(text, call: call, layout: layout)
        guard !string.isEmpty else { return .zero }
        let size = measurer.measure(string, style: style, width: width).size
        return CGSize(width: size.width, height: size.height)
    }

    /// Draws `text` into the current context in `rect` (wrapped at its width and clipped to it),
    /// or from `point` on unwrapped lines when `rect` is `nil`; a refusal is noted on the context.
    static func draw(
        _ text: NSAttributedString, in rect: CGRect?, at point: CGPoint, call: String, layout: Layout = Layout()
    ) {
        guard let current = UIGraphicsGetCurrentContext() else { return }
        guard CellSnapMainActor.isCurrent else {
            current.refuse(call, "CellSnap draws text on the main actor, where it measures it")
            return
        }
        // Checked above: this runs on the main actor, where the caller's text and context are.
        nonisolated(unsafe) let (text, context) = (text, current)
        MainActor.assumeIsolated {
            do {
                let (string, style) = try styled(text, call: call, layout: layout)
                guard !string.isEmpty else { return }
                let width = rect.map { Double($0.width) }
                let size = try measure(text, width: width, call: call, layout: layout)
                let frame =
                    rect.map {
                        Rect(
                            x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double(size.height)
                        )
                    }
                    ?? Rect(
                        x: Double(point.x), y: Double(point.y), width: Double(size.width), height: Double(size.height))
                let item = DisplayItem.text(TextItem(text: string, style: style, frame: frame))
                if let rect, Double(size.height) > Double(rect.height) {
                    context.record(.group(GroupItem(items: [item], clip: .rect(rect.primitive))))
                } else {
                    context.record(item)
                }
            } catch let error as CellSnapUIKitError {
                context.refuse(error.call, error.reason)
            } catch {
                context.refuse(call, "\(error)")
            }
        }
    }

    /// The size of `text` wrapped at `width`, measured on the main actor (where the text
    /// measurer is); zero elsewhere or without a measurer, as CellSnap measures nothing there.
    static func measuredSize(
        _ text: NSAttributedString, width: Double?, call: String, layout: Layout = Layout()
    ) -> CGSize {
        guard CellSnapMainActor.isCurrent else { return .zero }
        nonisolated(unsafe) let text = text
        return MainActor.assumeIsolated { (try? measure(text, width: width, call: call, layout: layout)) ?? .zero }
    }

    /// Why `options` or `context` cannot be honoured, if so.
    static func refusal(options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> String? {
        if options.contains(.usesDeviceMetrics) { return "NSStringDrawingOptions.usesDeviceMetrics" }
        if options.contains(.truncatesLastVisibleLine) { return "NSStringDrawingOptions.truncatesLastVisibleLine" }
        if let factor = context?.minimumScaleFactor, factor > 0, factor < 1 {
            return "NSStringDrawingContext.minimumScaleFactor"
        }
        return nil
    }
}

extension NSAttributedString {
    /// Draws the text from `point` in the current context, on lines that do not wrap.
    public func draw(at point: CGPoint) {
        TextDrawing.draw(self, in: nil, at: point, call: "NSAttributedString.draw(at:)")
    }

    /// Draws the text in `rect`, wrapped at its width and clipped to it.
    public func draw(in rect: CGRect) {
        TextDrawing.draw(self, in: rect, at: rect.origin, call: "NSAttributedString.draw(in:)")
    }

    /// Draws the text in `rect` with `options` (device metrics and truncation are refused).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if let refused = TextDrawing.refusal(options: options, context: context) {
            UIGraphicsGetCurrentContext()?.refuse(
                "NSAttributedString.draw(with:options:context:) \(refused)", "CellSnap does not draw it")
            return
        }
        TextDrawing.draw(self, in: rect, at: rect.origin, call: "NSAttributedString.draw(with:options:context:)")
    }

    /// The text's size on unwrapped lines, measured by CellSnap's text engine (zero without a
    /// measurer, or off the main actor).
    public func size() -> CGSize { TextDrawing.measuredSize(self, width: nil, call: "NSAttributedString.size()") }

    /// The rectangle the text takes wrapped at `size.width`, from the origin (zero without a measurer).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0
        let measured = TextDrawing.measuredSize(self, width: wraps ? Double(size.width) : nil, call: "boundingRect")
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: self as String, attributes: attributes)
    }

    /// Draws the string from `point` with `attrs` (see `NSAttributedString.draw(at:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        attributed(attrs).draw(at: point)
    }

    /// Draws the string in `rect` with `attrs`, wrapped at its width and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        attributed(attrs).draw(in: rect)
    }

    /// Draws the string in `rect` with `options` and `attributes`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        attributed(attributes).draw(with: rect, options: options, context: context)
    }

    /// The string's size with `attrs`, measured by CellSnap's text engine.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attrs).size()
    }

    /// The rectangle the string takes with `attributes`, wrapped at `size.width`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// Draws the string from `point` with `attrs`, as `NSString`'s.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in `rect` with `attrs`, as `NSString`'s.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with `options` and `attributes`, as `NSString`'s.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The string's size with `attrs`, as `NSString`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes with `attributes`, as `NSString`'s.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(
            with: size, options: options, attributes: attributes, context: context)
    }
}
