import CellModel
import Foundation
import Primitives

/// The shape of a layer's rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of iOS's own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    var model: CornerCurve { self == .continuous ? .continuous : .circular }
}

/// The corners a layer rounds, as `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's ``CALayer/contents`` are placed in its bounds, as `CALayerContentsGravity`. The
/// vertical names follow Core Animation's layer space, whose y axis points up: on iOS, where a
/// layer's geometry is not flipped, `.bottom` puts the contents at the top of the layer as it
/// appears, and `.top` at the bottom; CellSnap places them as iOS does.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio, centred (beyond the bounds unless the
    /// layer masks to them).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
    /// Core Animation's default border and shadow colour, made once (every layer starts with it).
    nonisolated static let opaqueBlack = CGColor(gray: 0, alpha: 1)
    /// Every corner: the corners a layer rounds by default.
    nonisolated static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Every edge: the edges a layer antialiases by default.
    nonisolated static let allEdges: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
}
