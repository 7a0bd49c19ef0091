import CellSnapFoundation
import Foundation

// UIKit's additions to `NSValue` for Core Graphics geometry (UIGeometry.h), as apps box points,
// sizes and rectangles in collections, key-value coding and animations. On Apple's platforms they
// are the same values as Foundation's `NSValue(rect:)` family, and so they are here: a value made
// with `NSValue(cgPoint:)` equals one made with `NSValue(point:)`.
//
// The other structures (`CATransform3D`, `CGAffineTransform`, `UIEdgeInsets`,
// `NSDirectionalEdgeInsets`, `UIOffset`, `CGVector`) are boxed as CellSnapFoundation boxes
// structures (NSValue+BoxedStructures.swift); a value boxing something else reads back the
// structure's zero value (identity for the transforms), where Apple's platforms read undefined bytes.
extension NSValue {
    /// A value holding `point`.
    ///
    /// ```swift
    /// let boxed = NSValue(cgPoint: CGPoint(x: 3, y: 4))
    /// print(boxed.cgPointValue)   // (3.0, 4.0)
    /// ```
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}

extension NSValue {
    /// A value holding `transform`.
    ///
    /// ```swift
    /// let boxed = NSValue(caTransform3D: CATransform3DMakeTranslation(0, 100, 0))
    /// print(boxed.caTransform3DValue.m42)   // 100.0
    /// ```
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(boxing: transform)
    }
    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxing: transform)
    }
    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(boxing: insets) }
    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxing: insets)
    }
    /// A value holding `offset`.
    public convenience init(uiOffset offset: UIOffset) { self.init(boxing: offset) }
    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) { self.init(boxing: vector) }

    /// The transform the value holds (identity when it holds none).
    public var caTransform3DValue: CATransform3D { boxedStructure() ?? CATransform3DIdentity }
    /// The transform the value holds (identity when it holds none).
    public var cgAffineTransformValue: CGAffineTransform { boxedStructure() ?? .identity }
    /// The insets the value holds (zero when it holds none).
    public var uiEdgeInsetsValue: UIEdgeInsets { boxedStructure() ?? .zero }
    /// The insets the value holds (zero when it holds none).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { boxedStructure() ?? .zero }
    /// The offset the value holds (zero when it holds none).
    public var uiOffsetValue: UIOffset { boxedStructure() ?? .zero }
    /// The vector the value holds (zero when it holds none).
    public var cgVectorValue: CGVector { boxedStructure() ?? .zero }
}
