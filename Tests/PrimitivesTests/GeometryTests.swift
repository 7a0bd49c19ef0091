import Foundation
import Testing

@testable import Primitives

@Suite struct RectTests {
    @Test(
        arguments: [
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
                Rect(x: 5, y: 5, width: 5, height: 5)
            ),
            (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 5, height: 5), nil),
            (
                Rect(x: -4, y: 2, width: 8, height: 2), Rect(x: 0, y: 0, width: 2, height: 10),
                Rect(x: 0, y: 2, width: 2, height: 2)
            ),
        ] as [(Rect, Rect, Rect?)])
    func intersection(a: Rect, b: Rect, expected: Rect?) {
        #expect(a.intersection(b) == expected)
        #expect(b.intersection(a) == expected)
        #expect(a.intersects(b) == (expected != nil))
        #expect(b.intersects(a) == (expected != nil))
    }

    @Test func unionInsetAndOffset() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 44)
        #expect(rect.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 110, height: 64))
        #expect(rect.insetBy(dx: 16, dy: 11) == Rect(x: 26, y: 31, width: 68, height: 22))
        #expect(
            rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 12, y: 21, width: 94, height: 40))
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 44))
        #expect(rect.center == Point(x: 60, y: 42))
        #expect(rect.contains(Point(x: 10, y: 20)) && !rect.contains(Point(x: 110, y: 20)))
    }
}

@Suite struct ColorTests {
    @Test(arguments: [
        (Color(hex: 0x007AFF), "#007AFF"),
        (Color(red255: 60, green: 60, blue: 67, alpha: 0.29), "#3C3C434A"),
        (Color(red: 2, green: -1, blue: 0.5), "#FF0080"),
        (Color.clear, "#00000000"),
    ])
    func hexString(color: Color, expected: String) {
        #expect(color.hexString == expected)
    }
}

@Suite struct PathTests {
    @Test func rectangleIsFourLinesAndClose() {
        let path = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            path.elements == [
                .move(Point(x: 1, y: 2)), .line(Point(x: 4, y: 2)), .line(Point(x: 4, y: 6)), .line(Point(x: 1, y: 6)),
                .close,
            ])
    }

    @Test func fullCircleIsFourQuarterCurvesThroughTheCardinalPoints() {
        let path = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        let ends = path.elements.compactMap { element -> Point? in
            if case .curve(_, _, let end) = element { return end } else { return nil }
        }
        let expected = [Point(x: 10, y: 15), Point(x: 5, y: 10), Point(x: 10, y: 5), Point(x: 15, y: 10)]
        #expect(ends.count == 4)
        for (end, point) in zip(ends, expected) {
            #expect(abs(end.x - point.x) < 1e-9 && abs(end.y - point.y) < 1e-9)
        }
        let bounds = path.controlPointBounds
        #expect(abs(bounds.minX - 5) < 1e-9 && abs(bounds.maxY - 15) < 1e-9)
    }

    @Test func cornerRadiiShrinkToFitTheRectangle() {
        #expect(CornerRadii(all: 30).fitted(to: Size(width: 40, height: 100)) == CornerRadii(all: 20))
        #expect(
            CornerRadii(topLeft: 10, topRight: 30).fitted(to: Size(width: 20, height: 100))
                == CornerRadii(topLeft: 5, topRight: 15))
        #expect(CornerRadii(all: 4).fitted(to: Size(width: 40, height: 40)) == CornerRadii(all: 4))
    }

    @Test func capsuleOfAWideRectHasHalfHeightRadius() {
        let capsule = Path.capsule(Rect(x: 0, y: 0, width: 60, height: 32))
        #expect(capsule.elements.first == .move(Point(x: 16, y: 0)))
        let bounds = capsule.controlPointBounds
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 60) < 1e-9 && bounds.minY == 0 && bounds.maxY == 32)
    }

    @Test func transformsCompose() {
        let transform = AffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
        #expect(transform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        let path = Path.line(from: .zero, to: Point(x: 1, y: 1)).applying(transform)
        #expect(path.elements == [.move(Point(x: 10, y: 20)), .line(Point(x: 12, y: 23))])
    }

    @Test func codableRoundTripKeepsElementsAndCursor() throws {
        var path = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radii: CornerRadii(topLeft: 3))
        let decoded = try JSONDecoder().decode(Path.self, from: JSONEncoder().encode(path))
        #expect(decoded == path)
        var continued = decoded
        continued.addLine(to: Point(x: 1, y: 1))
        path.addLine(to: Point(x: 1, y: 1))
        #expect(continued == path)
    }

    @Test func continuousCornersReachOnePointFiveTwoNineRadiiAlongEachEdge() throws {
        let rect = Rect(x: 20, y: 35, width: 350, height: 44)
        let path = Path.roundedRect(rect, radii: CornerRadii(all: 10, cornerCurve: .continuous))
        // Starts on the top edge 15.29 pt from the corner; four corners of three curves each.
        let start = try #require(path.elements.first)
        guard case .move(let point) = start else {
            Issue.record("starts with \(start)")
            return
        }
        #expect(abs(point.x - (20 + 15.2866483)) < 1e-6 && point.y == 35)
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 12)
        #expect(path.controlPointBounds == rect)
        // The point 45 degrees round the corner lies further in than a circular arc's.
        guard case .curve(_, _, let middle) = path.elements[2] else {
            Issue.record("no curve")
            return
        }
        #expect(abs(middle.x - (370 - 0.63149379 * 10)) < 1e-6 && abs(middle.y - (35 + 0.07491139 * 10)) < 1e-6)
        // Text form and codable keep the curve; older documents without it decode as circular.
        let radii = CornerRadii(all: 10, cornerCurve: .continuous)
        #expect(try JSONDecoder().decode(CornerRadii.self, from: JSONEncoder().encode(radii)) == radii)
        let old = Data(#"{"topLeft":1,"topRight":2,"bottomRight":3,"bottomLeft":4}"#.utf8)
        #expect(
            try JSONDecoder().decode(CornerRadii.self, from: old)
                == CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4))
    }

    @Test func continuousCornersThatDoNotFitAreDrawnCircular() {
        // A 26 pt radius on a lone 51 pt row: 2 x 39.7 pt of continuous corner do not fit in 51.
        let rect = Rect(x: 0, y: 0, width: 358, height: 51)
        #expect(
            Path.roundedRect(rect, radii: CornerRadii(all: 26, cornerCurve: .continuous))
                == Path.roundedRect(rect, radii: CornerRadii(all: 26)))
    }

    /// A projective transform maps, inverts and composes as its matrix does; an affine one keeps
    /// its affine form, and a point behind the viewer maps to nothing.
    @Test func projectiveTransformsMapInvertAndCompose() throws {
        let tilt = ProjectiveTransform(
            m11: 2, m12: 0.5, m13: 0.001, m21: -0.25, m22: 1, m23: -0.002, m31: 10, m32: 20, m33: 1)
        let point = Point(x: 30, y: -40)
        // W = 30 * 0.001 - 40 * -0.002 + 1 = 1.11; X = 60 + 10 + 10 = 80; Y = 15 - 40 + 20 = -5.
        let mapped = try #require(tilt.apply(to: point))
        #expect(abs(mapped.x - 80 / 1.11) < 1e-12 && abs(mapped.y - -5 / 1.11) < 1e-12)
        let inverse = try #require(tilt.inverted())
        let back = try #require(inverse.apply(to: mapped))
        #expect(abs(back.x - 30) < 1e-9 && abs(back.y - -40) < 1e-9)
        let shift = AffineTransform.translation(x: 5, y: 7)
        #expect(ProjectiveTransform(shift).affine == shift && tilt.affine == nil)
        let moved = try #require(tilt.concatenating(ProjectiveTransform(shift)).apply(to: point))
        #expect(abs(moved.x - (mapped.x + 5)) < 1e-12 && abs(moved.y - (mapped.y + 7)) < 1e-12)
        // W is 1 - x / 50: the point at x 60 is behind the viewer, and so is a rectangle reaching it.
        let near = ProjectiveTransform(m11: 1, m12: 0, m13: -0.02, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(near.apply(to: Point(x: 60, y: 0)) == nil)
        #expect(near.bounds(of: Rect(x: 0, y: 0, width: 60, height: 10)) == nil)
        #expect(near.bounds(of: Rect(x: 0, y: 0, width: 25, height: 10)) == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(
            ProjectiveTransform(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 0, m32: 0, m33: 1).inverted()
                == nil)
    }
}
