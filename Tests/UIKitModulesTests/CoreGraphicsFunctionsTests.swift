// Core Graphics' C geometry functions as Swift code still calls them (`CGRectMake`,
// `CGAffineTransformMakeRotation`, ...): each answers what the Swift member it maps to answers.
import CoreGraphics
import Foundation
import Testing

@Suite struct CoreGraphicsFunctionsTests {
    @Test func rectangleFunctionsAnswerAsTheirMembers() {
        let rect = CGRectMake(10, 20, 100, 50)
        #expect(rect == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2) && CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGVectorMake(5, 6) == CGVector(dx: 5, dy: 6))
        #expect([CGRectGetMinX(rect), CGRectGetMidX(rect), CGRectGetMaxX(rect)] == [10, 60, 110])
        #expect([CGRectGetMinY(rect), CGRectGetMidY(rect), CGRectGetMaxY(rect)] == [20, 45, 70])
        #expect(CGRectGetWidth(CGRectMake(0, 0, -30, -40)) == 30 && CGRectGetHeight(rect) == 50)
        #expect(CGRectEqualToRect(CGRectMake(0, 0, -30, -40), CGRectMake(-30, -40, 30, 40)))
        #expect(CGRectStandardize(CGRectMake(0, 0, -30, -40)) == CGRectMake(-30, -40, 30, 40))
        #expect(CGRectIsEmpty(CGRectZero) && CGRectIsNull(CGRectNull) && CGRectIsInfinite(CGRectInfinite))
        #expect(CGRectInset(rect, 10, 5) == CGRectMake(20, 25, 80, 40))
        #expect(CGRectIntegral(CGRectMake(0.5, 0.5, 1, 1)) == CGRectMake(0, 0, 2, 2))
        #expect(CGRectUnion(rect, CGRectMake(0, 0, 1, 1)) == CGRectMake(0, 0, 110, 70))
        #expect(CGRectIntersection(rect, CGRectMake(0, 0, 20, 30)) == CGRectMake(10, 20, 10, 10))
        #expect(CGRectOffset(rect, 5, -5) == CGRectMake(15, 15, 100, 50))
        #expect(CGRectContainsPoint(rect, CGPointMake(50, 30)) && !CGRectContainsPoint(rect, CGPointZero))
        #expect(CGRectContainsRect(rect, CGRectMake(20, 30, 10, 10)) && CGRectIntersectsRect(rect, rect))
        #expect(CGPointEqualToPoint(CGPointZero, .zero) && CGSizeEqualToSize(CGSizeZero, .zero))
        var slice = CGRectZero, remainder = CGRectZero
        CGRectDivide(rect, &slice, &remainder, 30, .minXEdge)
        #expect(slice == CGRectMake(10, 20, 30, 50) && remainder == CGRectMake(40, 20, 70, 50))
    }

    @Test func transformFunctionsAnswerAsTheirMembers() {
        let rotation = CGAffineTransformMakeRotation(.pi / 2)
        #expect(rotation == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(CGAffineTransformMake(1, 0, 0, 1, 5, 6) == CGAffineTransformMakeTranslation(5, 6))
        #expect(CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGAffineTransformIsIdentity(CGAffineTransformIdentity) && !CGAffineTransformIsIdentity(rotation))
        let moved = CGAffineTransformTranslate(CGAffineTransformMakeScale(2, 2), 10, 0)
        #expect(CGPointApplyAffineTransform(.zero, moved) == CGPoint(x: 20, y: 0))
        #expect(CGAffineTransformScale(.identity, 2, 4) == CGAffineTransformMakeScale(2, 4))
        #expect(CGAffineTransformRotate(.identity, .pi / 2) == rotation)
        #expect(CGAffineTransformInvert(CGAffineTransformMakeScale(2, 4)) == CGAffineTransformMakeScale(0.5, 0.25))
        let both = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), CGAffineTransformMakeTranslation(1, 1))
        #expect(CGAffineTransformEqualToTransform(both, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1)))
        #expect(CGSizeApplyAffineTransform(CGSizeMake(3, 4), CGAffineTransformMakeScale(2, 2)) == CGSizeMake(6, 8))
        #expect(
            CGRectApplyAffineTransform(CGRectMake(0, 0, 10, 20), CGAffineTransformMakeTranslation(5, 5))
                == CGRectMake(5, 5, 10, 20))
    }
}
