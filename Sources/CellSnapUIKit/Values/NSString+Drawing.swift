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
    /// Lines wrap at the rectangle's width and stack from its top; without it, text is drawn on
    /// one line from a baseline at the rectangle's origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading: CellSnap's text engine always spaces them so.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones: refused.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits whole ends in an ellipsis when the text goes on past it (with
    /// `.usesLineFragmentOrigin`; ignored without it, as in UIKit).
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
        var style = ListCellLayout.listStyle(properties, traits: traits, theme: theme)
        // String drawing breaks lines greedily: a paragraph style's strategy is none by default.
        style.lineBreakStrategy = []
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
        if let factor = context?.minimumScaleFactor, factor > 0, factor < 1 {
            return "NSStringDrawingContext.minimumScaleFactor"
        }
        return nil
    }
}

extension NSAttributedString {
    /// Draws the text from `point` in the current context, its lines broken at newlines only.
    public func draw(at point: CGPoint) {
        TextDrawing.drawString(
            self, in: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin,
            context: nil, call: "NSAttributedString.draw(at:)")
    }

    /// Draws the text in `rect`, wrapped at its width; only the lines that fit whole in its height are drawn.
    public func draw(in rect: CGRect) {
        TextDrawing.drawString(
            self, in: rect, options: .usesLineFragmentOrigin, context: nil,
            call: "NSAttributedString.draw(in:)")
    }

    /// Draws the text in `rect` with `options`: with `.usesLineFragmentOrigin` as ``draw(in:)``
    /// (and with `.truncatesLastVisibleLine`, the last line that fits ends in an ellipsis when the
    /// text goes on); without it, on one line whose baseline starts at the rectangle's origin.
    /// Device metrics and a minimum scale factor below 1 are refused.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextDrawing.drawString(
            self, in: rect, options: options, context: context,
            call: "NSAttributedString.draw(with:options:context:)")
    }

    /// The text's size on lines broken at newlines only, laid out as it is drawn (zero without a
    /// measurer, off the main actor, or for text that cannot be drawn).
    public func size() -> CGSize {
        TextDrawing.measuredRect(self, size: .zero, options: .usesLineFragmentOrigin, call: "NSAttributedString.size()")
            .size
    }

    /// The rectangle the text takes when drawn with `options` in a rectangle of `size`: with
    /// `.usesLineFragmentOrigin`, from the origin, the widest line by the lines that fit; without
    /// it, the text on one line, its origin's y the first baseline's height above it (negative).
    /// Zero without a measurer, off the main actor, or for text that cannot be drawn.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = TextDrawing.measuredRect(
            self, size: size, options: options, call: "NSAttributedString.boundingRect(with:options:context:)")
        context?.totalBounds = rect
        return rect
    }
}

extension TextDrawing {
    /// Draws `text` into the current context as string drawing does (see ``DrawnText``), or
    /// notes there why it cannot.
    static func drawString(
        _ text: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions,
        context drawingContext: NSStringDrawingContext?, call: String
    ) {
        guard let current = UIGraphicsGetCurrentContext() else { return }
        if let refused = refusal(options: options, context: drawingContext) {
            current.refuse("\(call) \(refused)", "CellSnap does not draw it")
            return
        }
        guard CellSnapMainActor.isCurrent else {
            current.refuse(call, "CellSnap draws text on the main actor, where it measures it")
            return
        }
        // Checked above: this runs on the main actor, where the caller's text and contexts are.
        nonisolated(unsafe) let (text, context, drawingContext) = (text, current, drawingContext)
        MainActor.assumeIsolated {
            do {
                guard text.length > 0 else { return }
                let items = try placedItems(text, in: rect, options: options, call: call, context: drawingContext)
                context.record(items)
            } catch let error as CellSnapUIKitError {
                context.refuse(error.call, error.reason)
            } catch {
                context.refuse(call, "\(error)")
            }
        }
    }

    /// The items of `text` drawn in `rect` with `options`, clipped to a bounded rectangle.
    @MainActor private static func placedItems(
        _ text: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions, call: String,
        context: NSStringDrawingContext?
    ) throws -> DisplayItem {
        let fromTop = options.contains(.usesLineFragmentOrigin)
        let bounds = Bounds(
            width: rect.width, height: fromTop ? rect.height : 0,
            truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine))
        let drawn = try layOut(text, in: bounds, call: call)
        if !fromTop, drawn.lineCount > 1 {
            throw CellSnapUIKitError(
                call: "\(call) text of \(drawn.lineCount) lines without .usesLineFragmentOrigin",
                reason: "CellSnap draws text from a baseline on one line only")
        }
        let origin = CGPoint(x: rect.minX, y: fromTop ? rect.minY : rect.minY - CGFloat(drawn.firstBaseline))
        context?.totalBounds = CGRect(origin: origin, size: drawn.size)
        let items = drawn.items.map { item -> DisplayItem in
            var moved = item
            moved.frame.origin.x += Double(origin.x)
            moved.frame.origin.y += Double(origin.y)
            return .text(moved)
        }
        guard let width = bounds.width else { return items.count == 1 ? items[0] : .group(GroupItem(items: items)) }
        let clip = Rect(
            x: Double(origin.x), y: Double(origin.y), width: width, height: bounds.height ?? Double(drawn.size.height))
        return .group(GroupItem(items: items, clip: .rect(clip)))
    }

    /// The rectangle `text` takes drawn with `options` in a rectangle of `size` (see
    /// `NSAttributedString.boundingRect(with:options:context:)`).
    static func measuredRect(
        _ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions, call: String
    ) -> CGRect {
        guard CellSnapMainActor.isCurrent, text.length > 0 else { return .zero }
        nonisolated(unsafe) let text = text
        return MainActor.assumeIsolated {
            let fromTop = options.contains(.usesLineFragmentOrigin)
            let bounds = Bounds(
                width: size.width, height: fromTop ? size.height : 0,
                truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine))
            guard let drawn = try? layOut(text, in: bounds, call: call) else { return .zero }
            return CGRect(
                x: 0, y: fromTop ? 0 : -CGFloat(drawn.firstBaseline), width: drawn.size.width,
                height: drawn.size.height)
        }
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

    /// Draws the string in `rect` with `attrs` (see `NSAttributedString.draw(in:)`).
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
