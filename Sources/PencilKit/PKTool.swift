import CellSnapUIKit
import Foundation

/// What a canvas view's touches do, as PencilKit's `PKTool`. No person draws on Linux, so a tool
/// only has an effect through the values it holds.
public protocol PKTool {}

/// A tool that draws ink, as PencilKit's `PKInkingTool`.
public struct PKInkingTool: PKTool, Equatable, @unchecked Sendable {
    /// The kinds of ink (`PKInkingTool.InkType` is `PKInk.InkType`).
    public typealias InkType = PKInk.InkType

    public var ink: PKInk
    /// The width of the tool's marks, clamped to the ink type's ``validWidthRange``.
    public var width: CGFloat {
        didSet { width = Self.clamped(width, ink.inkType) }
    }
    public var inkType: InkType { ink.inkType }
    public var color: UIColor { ink.color }

    /// A tool of `type` and `color`, `width` wide (the type's ``defaultWidth(forInkType:)`` when nil).
    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        self.init(ink: PKInk(type, color: color), width: width ?? Self.defaultWidth(forInkType: type))
    }

    public init(ink: PKInk, width: CGFloat) {
        self.ink = ink
        self.width = Self.clamped(width, ink.inkType)
    }

    /// The width a tool of `inkType` has when none is given. PencilKit does not document its
    /// widths; CellSnap chose 5 points for fine inks and 15 for the marker and watercolour, widths
    /// in the ranges of Apple's tool palette.
    public static func defaultWidth(forInkType inkType: InkType) -> CGFloat {
        switch inkType {
        case .marker, .watercolor: 15
        default: 5
        }
    }

    /// The widths a tool of an ink type takes (CellSnap's choice, as for the default width: 0.5
    /// to 25 points for fine inks, 2 to 50 for the marker and watercolour).
    public static func validWidthRange(forInkType inkType: InkType) -> ClosedRange<CGFloat> {
        switch inkType {
        case .marker, .watercolor: 2...50
        default: 0.5...25
        }
    }

    private static func clamped(_ width: CGFloat, _ type: InkType) -> CGFloat {
        let range = validWidthRange(forInkType: type)
        return width.isNaN ? defaultWidth(forInkType: type) : min(max(width, range.lowerBound), range.upperBound)
    }
}

/// A tool that erases, as PencilKit's `PKEraserTool`.
public struct PKEraserTool: PKTool, Equatable, Sendable {
    /// What an eraser removes, as `PKEraserTool.EraserType`.
    public enum EraserType: Hashable, Sendable {
        case vector, bitmap, fixedWidthBitmap
    }

    public var eraserType: EraserType
    /// The eraser's width (kept; no person erases on Linux).
    public var width: CGFloat

    public init(_ eraserType: EraserType) { self.init(eraserType, width: 10) }

    public init(_ eraserType: EraserType, width: CGFloat) { (self.eraserType, self.width) = (eraserType, width) }
}

/// A tool that selects strokes, as PencilKit's `PKLassoTool`.
public struct PKLassoTool: PKTool, Equatable, Sendable {
    public init() {}
}
