import CoreGraphics
import Foundation

/// A shape shown beside the pointer, as UIKit's `UIPointerAccessory` (an arrow hinting which way
/// a region can be dragged), set in ``UIPointerStyle/accessories``.
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
///
/// ```swift
/// let style = UIPointerStyle(shape: .verticalBeam(length: 20))
/// style.accessories = [.arrow(.left), .arrow(.right)]
/// ```
@preconcurrency @MainActor open class UIPointerAccessory: NSObject, @preconcurrency NSCopying {
    /// Where an accessory sits around the pointer, as `UIPointerAccessory.Position`: how far from
    /// the pointer's edge and at which angle, in radians clockwise from the top.
    public struct Position: Hashable, Sendable {
        /// The distance from the pointer's edge when none is given. UIKit does not document its
        /// value; CellSnap chose 8 points.
        public static let defaultOffset: CGFloat = 8

        /// The distance from the pointer's edge.
        public var offset: CGFloat
        /// The angle, in radians clockwise from the top of the pointer.
        public var angle: CGFloat

        /// A position `offset` points out at `angle` (radians clockwise from the top).
        public init(offset: CGFloat = Position.defaultOffset, angle: CGFloat = 0) {
            self.offset = offset
            self.angle = angle
        }

        public static var top: Position { Position(angle: 0) }
        public static var topRight: Position { Position(angle: .pi / 4) }
        public static var right: Position { Position(angle: .pi / 2) }
        public static var bottomRight: Position { Position(angle: 3 * .pi / 4) }
        public static var bottom: Position { Position(angle: .pi) }
        public static var bottomLeft: Position { Position(angle: 5 * .pi / 4) }
        public static var left: Position { Position(angle: 3 * .pi / 2) }
        public static var topLeft: Position { Position(angle: 7 * .pi / 4) }
    }

    /// The accessory's shape.
    public final let shape: UIPointerShape
    /// Where it sits around the pointer.
    public final let position: Position
    /// Whether the shape turns to point along ``Position/angle`` (as an arrow does).
    open var orientationMatchesAngle = true

    /// An accessory of `shape` at `position`.
    public required init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
        super.init()
    }

    /// An arrow pointing away from the pointer at `position`. UIKit does not document the arrow's
    /// outline; CellSnap's is a triangle 10 points wide and 5 points tall, its tip up.
    open class func arrow(_ position: Position) -> Self {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -5, y: 2.5))
        path.addLine(to: CGPoint(x: 0, y: -2.5))
        path.addLine(to: CGPoint(x: 5, y: 2.5))
        path.close()
        return self.init(.path(path), position: position)
    }

    /// A copy with the same shape, position and orientation.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(shape, position: position)
        copy.orientationMatchesAngle = orientationMatchesAngle
        return copy
    }
}
