// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// Core Graphics' C geometry functions (CGGeometry.h and CGAffineTransform.h), which Swift code
// still calls by their C names (`CGRectMake`, `CGAffineTransformMakeRotation`, ...), as the
// SDK's Swift import of Core Graphics allows: each is the Swift member Apple's overlay maps it to.

/// A point, as `CGPointMake`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A size, as `CGSizeMake`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// A vector, as `CGVectorMake`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
/// A rectangle, as `CGRectMake`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The origin, as `CGPointZero`.
public let CGPointZero = CGPoint.zero
/// The empty size, as `CGSizeZero`.
public let CGSizeZero = CGSize.zero
/// The empty rectangle at the origin, as `CGRectZero`.
public let CGRectZero = CGRect.zero
/// The null rectangle, as `CGRectNull`.
public let CGRectNull = CGRect.null
/// The infinite rectangle, as `CGRectInfinite`.
public let CGRectInfinite = CGRect.infinite

/// `rect.minX`, as `CGRectGetMinX`.
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// `rect.midX`, as `CGRectGetMidX`.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// `rect.maxX`, as `CGRectGetMaxX`.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// `rect.minY`, as `CGRectGetMinY`.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// `rect.midY`, as `CGRectGetMidY`.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// `rect.maxY`, as `CGRectGetMaxY`.
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// `rect.width` (never negative), as `CGRectGetWidth`.
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// `rect.height` (never negative), as `CGRectGetHeight`.
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// Whether two points are equal, as `CGPointEqualToPoint`.
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }
/// Whether two sizes are equal, as `CGSizeEqualToSize`.
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
/// Whether two rectangles are equal once standardized, as `CGRectEqualToRect`.
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.standardized == rect2.standardized }

/// `rect` with a positive width and height, as `CGRectStandardize`.
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
/// Whether `rect` has no area or is null, as `CGRectIsEmpty`.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
/// Whether `rect` is the null rectangle, as `CGRectIsNull`.
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
/// Whether `rect` is the infinite rectangle, as `CGRectIsInfinite`.
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
/// `rect` shrunk by `dx` at its left and right and `dy` at its top and bottom, as `CGRectInset`.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// The smallest rectangle of whole numbers holding `rect`, as `CGRectIntegral`.
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
/// The smallest rectangle holding both, as `CGRectUnion`.
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
/// The rectangle both share (null when none), as `CGRectIntersection`.
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
/// `rect` moved by `dx` and `dy`, as `CGRectOffset`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
/// Whether `rect` holds `point`, as `CGRectContainsPoint`.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
/// Whether `rect1` holds all of `rect2`, as `CGRectContainsRect`.
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }
/// Whether the rectangles overlap, as `CGRectIntersectsRect`.
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.intersects(rect2) }
/// Splits `rect` `amount` from `edge` into `slice` and `remainder`, as `CGRectDivide`.
public func CGRectDivide(
    _ rect: CGRect, _ slice: UnsafeMutablePointer<CGRect>, _ remainder: UnsafeMutablePointer<CGRect>,
    _ amount: CGFloat, _ edge: CGRectEdge
) {
    (slice.pointee, remainder.pointee) = rect.divided(atDistance: amount, from: edge)
}

/// The identity transform, as `CGAffineTransformIdentity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity
/// A transform from its six coefficients, as `CGAffineTransformMake`.
public func CGAffineTransformMake(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
/// A translation, as `CGAffineTransformMakeTranslation`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}
/// A scale, as `CGAffineTransformMakeScale`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}
/// A rotation by `angle` radians, as `CGAffineTransformMakeRotation`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}
/// Whether `t` is the identity, as `CGAffineTransformIsIdentity`.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
/// `t` translated first by `tx` and `ty`, as `CGAffineTransformTranslate`.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}
/// `t` scaled first by `sx` and `sy`, as `CGAffineTransformScale`.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}
/// `t` rotated first by `angle` radians, as `CGAffineTransformRotate`.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}
/// The inverse of `t` (`t` itself when it has none), as `CGAffineTransformInvert`.
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
/// `t1` then `t2`, as `CGAffineTransformConcat`.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}
/// Whether two transforms are equal, as `CGAffineTransformEqualToTransform`.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
/// `point` transformed by `t`, as `CGPointApplyAffineTransform`.
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }
/// `size` transformed by `t` (no translation), as `CGSizeApplyAffineTransform`.
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }
/// The bounding box of `rect` transformed by `t`, as `CGRectApplyAffineTransform`.
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
