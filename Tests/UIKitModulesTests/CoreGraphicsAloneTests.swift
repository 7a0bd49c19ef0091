// A file that imports Core Graphics and nothing else, as iOS code does for geometry helpers: it
// compiles unchanged against CellSnap's CoreGraphics module.
import CoreGraphics
import Testing

@Suite struct CoreGraphicsAloneTests {
    @Test func affineTransformsComposeAsCoreGraphics() {
        let move = CGAffineTransform(translationX: 10, y: 20)
        let grow = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform().isIdentity)
        #expect(!move.isIdentity)
        // `concatenating`: this one first, then the other.
        #expect(move.concatenating(grow) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(grow.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        // `translatedBy` and `scaledBy` put the new step first.
        #expect(grow.translatedBy(x: 10, y: 20) == move.concatenating(grow))
        #expect(move.scaledBy(x: 2, y: 3) == grow.concatenating(move))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(grow)) == CGPoint(x: 22, y: 63))
        #expect(CGSize(width: 4, height: 5).applying(move.concatenating(grow)) == CGSize(width: 8, height: 15))
        #expect(move.concatenating(grow).inverted().concatenating(move.concatenating(grow)).isIdentity)
        // A transform that flattens everything has no inverse: Core Graphics returns it unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(flat.a == 0 && flat.b == 0 && flat.c == 0 && flat.d == 1 && flat.tx == 0 && flat.ty == 0)
    }

    @Test func rotationsTurnClockwiseOnAScreen() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 10, y: 0).applying(quarter)
        #expect(abs(point.x) < 1e-12 && point.y == 10)
        let rotated = CGAffineTransform.identity.rotated(by: .pi / 2)
        #expect(rotated == quarter)
        // A rectangle's bounding box after the turn.
        let box = CGRect(x: 0, y: 0, width: 40, height: 10).applying(quarter)
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY) < 1e-9)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 40) < 1e-9)
        #expect(CGRect.null.applying(quarter).isNull)
    }

    @Test func geometryComparisonsAndVectors() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!rect.equalTo(rect.offsetBy(dx: 1, dy: 0)))
        #expect(rect.size.equalTo(CGSize(width: 10, height: 10)))
        #expect(rect.origin.equalTo(.zero))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        #expect(CGVector.zero == CGVector())
        // What Foundation on Linux already had, through the same import.
        #expect(rect.insetBy(dx: 2, dy: 3) == CGRect(x: 2, y: 3, width: 6, height: 4))
        #expect(rect.divided(atDistance: 4, from: .minXEdge).slice == CGRect(x: 0, y: 0, width: 4, height: 10))
        #expect(CGRect(x: 0.4, y: 0.6, width: 1.2, height: 1).integral == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func pathsHoldTheirOutline() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.closeSubpath()
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.currentPoint == .zero)
        #expect(path.contains(CGPoint(x: 15, y: 2)))
        #expect(!path.contains(CGPoint(x: 2, y: 8)))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        #expect(oval.boundingBoxOfPath.width > 19.99 && oval.boundingBoxOfPath.width < 20.01)
        #expect(oval.contains(CGPoint(x: 10, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
        // Two nested squares: winding fills the hole, even-odd leaves it empty.
        let frame = CGMutablePath()
        frame.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        frame.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(frame.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(!frame.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        // A point on the outline is inside, as Core Graphics counts it: every corner and edge of a square.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        let outline = [(0, 0), (200, 0), (200, 200), (0, 200), (100, 0), (200, 100), (100, 200), (0, 100)]
        #expect(outline.allSatisfy { square.contains(CGPoint(x: $0.0, y: $0.1)) })
        #expect(!square.contains(CGPoint(x: 200.5, y: 100)) && !square.contains(CGPoint(x: 100, y: -0.5)))
        #expect(path.contains(CGPoint(x: 10, y: 5)) && !path.contains(CGPoint(x: 10, y: 5.5)))
        var shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.copy(using: &shift)?.boundingBox == CGRect(x: 100, y: 0, width: 20, height: 10))
    }

    /// A pie slice as chart libraries draw one: a relative arc is the arc to `startAngle + delta`,
    /// its direction the sign of `delta`; the slice's outline covers the quarter it turns through.
    @Test(arguments: [CGFloat.pi / 2, -.pi / 2]) func relativeArcsTurnByTheirDelta(delta: CGFloat) {
        let center = CGPoint(x: 50, y: 50)
        let slice = CGMutablePath()
        slice.move(to: center)
        slice.addRelativeArc(center: center, radius: 40, startAngle: 0, delta: delta)
        slice.closeSubpath()
        let same = CGMutablePath()
        same.move(to: center)
        same.addArc(center: center, radius: 40, startAngle: 0, endAngle: delta, clockwise: delta < 0)
        same.closeSubpath()
        #expect(slice == same)
        // In UIKit's space (y down) a positive delta from 0 sweeps the lower right quarter.
        let below = CGPoint(x: 70, y: 70), above = CGPoint(x: 70, y: 30)
        #expect(slice.contains(delta > 0 ? below : above) && !slice.contains(delta > 0 ? above : below))
        #expect(abs(slice.boundingBox.width - 40) < 0.01 && abs(slice.boundingBox.height - 40) < 0.01)
        let circle = CGMutablePath()
        circle.addRelativeArc(center: center, radius: 40, startAngle: 0, delta: 2 * .pi)
        #expect(abs(circle.boundingBox.width - 80) < 0.01 && circle.contains(CGPoint(x: 20, y: 50)))
    }

    /// A doughnut slice as chart libraries draw one: the outer arc, a line in to the inner
    /// circle, the inner arc back with a negative delta. Each arc continues the subpath (a line
    /// joins the current point to its start), so the slice is one ring segment, not the outer
    /// part cut by a chord and a sliver of the inner arc.
    @Test func anArcAfterALineContinuesTheSubpath() {
        let center = CGPoint(x: 50, y: 50)
        let slice = CGMutablePath()
        slice.move(to: CGPoint(x: 90, y: 50))
        slice.addRelativeArc(center: center, radius: 40, startAngle: 0, delta: .pi / 2)
        slice.addLine(to: CGPoint(x: 50, y: 70))
        slice.addRelativeArc(center: center, radius: 20, startAngle: .pi / 2, delta: -.pi / 2)
        slice.closeSubpath()
        func point(radius: CGFloat, angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        for rule in [CGPathFillRule.winding, .evenOdd] {
            // In the ring near its start, where a chord from (50, 70) to (90, 50) would cut it off.
            #expect(slice.contains(point(radius: 25, angle: 0.1), using: rule))
            #expect(slice.contains(point(radius: 35, angle: .pi / 4), using: rule))
            #expect(!slice.contains(point(radius: 10, angle: .pi / 4), using: rule))  // the hole
            #expect(!slice.contains(point(radius: 45, angle: .pi / 4), using: rule))  // outside
        }
        // The same with absolute angles, the inner arc clockwise in Core Graphics' sense.
        let same = CGMutablePath()
        same.move(to: CGPoint(x: 90, y: 50))
        same.addArc(center: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        same.addLine(to: CGPoint(x: 50, y: 70))
        same.addArc(center: center, radius: 20, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        same.closeSubpath()
        #expect(same == slice)
    }

    @Test func colours() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)
        #expect(color.components == [0.2, 0.4, 1, 0.5])
        #expect(color.alpha == 0.5 && color.numberOfComponents == 4)
        #expect(color.copy(alpha: 1) == CGColor(srgbRed: 0.2, green: 0.4, blue: 1, alpha: 1))
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
    }
}
