// swift-snapshot-testing's path and layer strategies on Linux: `CGPath` and `UIBezierPath` drawn
// on a canvas of their bounds and described element by element, a `CALayer` drawn at its size.
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit

@testable import SnapshotTestingUIKit

@MainActor @Suite struct PathAndLayerSnapshotTests {
    /// What `strategy` makes of `value`, decoded.
    func pixels<Value>(_ value: Value, as strategy: Snapshotting<Value, UIImage>) throws -> RGBAImage {
        var made: UIImage?
        strategy.snapshot(value).run { made = $0 }
        return try PNG.decode(try #require(made?.pngData())).image
    }

    let black = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
    let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func aBezierPathIsFilledInBlackOnItsBounds() throws {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        let image = try pixels(oval, as: .image)
        #expect(image.width == 40 && image.height == 20)
        #expect(image[20, 10] == black)
        #expect(image[0, 0] == clear && image[39, 19] == clear)
        let sharp = try pixels(oval, as: .image(scale: 2))
        #expect(sharp.width == 80 && sharp.height == 40)
    }

    @Test func aCGPathIsDrawnWithItsDrawingMode() throws {
        // A square with a square hole: even-odd leaves the hole clear, winding fills it.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let evenOdd = try pixels(path as CGPath, as: .image)
        #expect(evenOdd.width == 30 && evenOdd[15, 15] == clear && evenOdd[5, 5] == black)
        let winding = try pixels(path as CGPath, as: .image(drawingMode: .fill))
        #expect(winding[15, 15] == black)
    }

    @Test func elementsAreDescribedAsSwiftSnapshotTestingWritesThem() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 4.25, y: 9))
        path.addCurve(to: CGPoint(x: 12, y: 0), control1: CGPoint(x: 6, y: 9), control2: CGPoint(x: 10, y: 1.5))
        path.closeSubpath()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 1.0 / 3, y: 12_000))
        let expected = """
            MoveTo (0.0, 5.0)
            LineTo (4.25, 9.0)
            CurveTo (6.0, 9.0) (10.0, 1.5) (12.0, 0.0)
            Close

            MoveTo (20.0, 20.0)
            LineTo (0.333, 12000.0)

            """
        #expect(elementLines(of: path, numberFormatter: pathNumberFormatter) == expected)
        let bezier = UIBezierPath(cgPath: path)
        var described: String?
        Snapshotting<UIBezierPath, String>.elementsDescription.snapshot(bezier).run { described = $0 }
        #expect(described == expected)
    }

    @Test func aLayerIsDrawnAtItsSizeAndPutBack() throws {
        let parent = CALayer()
        let sibling = CALayer()
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 7, width: 20, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        parent.addSublayer(sibling)
        let image = try pixels(layer, as: .image)
        #expect(image.width == 60 && image.height == 30)
        #expect(image[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[59, 29] == image[0, 0])
        #expect(layer.superlayer === parent && parent.sublayers?.first === layer)
        #expect(layer.frame == CGRect(x: 5, y: 7, width: 20, height: 10))
    }
}
