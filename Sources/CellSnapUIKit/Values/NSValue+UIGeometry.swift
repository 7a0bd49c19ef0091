import Foundation

// UIKit's additions to `NSValue` for Core Graphics geometry (UIGeometry.h), as apps box points,
// sizes and rectangles in collections, key-value coding and animations. On Apple's platforms they
// are the same values as Foundation's `NSValue(rect:)` family, and so they are here: a value made
// with `NSValue(cgRect:)` equals one made with `NSValue(rect:)`. Foundation on Linux cannot box
// other structures in an `NSValue` (`NSValue(bytes:objCType:)` refuses struct types), so
// `NSValue(cgAffineTransform:)`, `NSValue(uiEdgeInsets:)`, `NSValue(directionalEdgeInsets:)`,
// `NSValue(uiOffset:)` and `NSValue(cgVector:)` are not provided: code that uses them does not compile.
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
