// UIColor(patternImage:): a view's and a layer's background and a fill in draw(_:) tile the
// image at its scale from the origin of the view's (layer's, context's) space, upright and never
// mirrored; what draws in one colour uses the image's average; what cannot be tiled is refused.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PatternColorTests {
    typealias F = ControlFixtures

    /// A 2 x 2 pt tile at 3x (6 x 6 px): red, blue on the first row of points, green, yellow on
    /// the second, so that a device pixel at 3x is one of the image's pixels.
    static func tile() -> UIImage {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 0, 255, 255], [0, 255, 0, 255], [255, 255, 0, 255]]
        var bytes: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<6 { bytes += colors[(y / 3) * 2 + x / 3] }
        }
        let image = CGImage(width: 6, height: 6, rgba: bytes)!
        return UIImage(cgImage: image, scale: 3, orientation: .up)
    }

    let red = [255, 0, 0], blue = [0, 0, 255], green = [0, 255, 0], yellow = [255, 255, 0], white = [255, 255, 255]

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    /// `view` `width` x `height` placed 11 pt from the container's leading edge and 10 from its top.
    func leading(_ view: UIView, width: CGFloat, height: CGFloat) -> UIView {
        let container = F.container(height: 100, [view])
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 11),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
        ])
        return container
    }

    @Test(arguments: [false, true]) func aBackgroundTilesFromTheViewsTopLeftCorner(rightToLeft: Bool) throws {
        let view = UIView()
        view.backgroundColor = UIColor(patternImage: Self.tile())
        let image = try F.pixels(leading(view, width: 101, height: 60), rightToLeft: rightToLeft)
        // The view is at x 11...112, or 278...379 mirrored; its tiles start at its own left edge.
        let left: Double = rightToLeft ? 278 : 11
        let cases: [(x: Double, y: Double, expected: [Int])] = [
            (0.5, 0.5, red), (1.5, 0.5, blue), (0.5, 1.5, green), (1.5, 1.5, yellow),
            (2.5, 0.5, red), (99.5, 59.5, yellow), (100.5, 58.5, red),
        ]
        for (x, y, expected) in cases { #expect(rgb(image, left + x, 10 + y) == expected, "at \(x), \(y)") }
        #expect(rgb(image, left - 0.5, 30) == white)
        #expect(rgb(image, left + 101.5, 30) == white)
    }

    @Test(arguments: [false, true]) func aFillInDrawTilesFromTheViewsOriginWhateverTheTransform(rightToLeft: Bool)
        throws
    {
        let view = CustomDrawingTests.SketchView()
        view.sketch = { context, _ in
            UIColor(patternImage: Self.tile()).setFill()
            UIRectFill(CGRect(x: 21, y: 11, width: 10, height: 6))
            context.translateBy(x: 41, y: 0)
            context.fill(CGRect(x: 0, y: 11, width: 10, height: 6))
        }
        let image = try F.pixels(leading(view, width: 100, height: 60), rightToLeft: rightToLeft)
        let left: Double = rightToLeft ? 279 : 11
        // x 21.5 and 41.5 are the second column of a tile (blue, yellow), y 11.5 its second row.
        #expect(rgb(image, left + 21.5, 10 + 11.5) == yellow)
        #expect(rgb(image, left + 22.5, 10 + 11.5) == green)
        #expect(rgb(image, left + 22.5, 10 + 12.5) == red)
        #expect(rgb(image, left + 41.5, 10 + 11.5) == yellow)
        #expect(rgb(image, left + 20.5, 10 + 11.5) == white)
    }

    @Test(arguments: [false, true]) func aLayersBackgroundTilesFromTheLayersOrigin(rightToLeft: Bool) throws {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 3, width: 20, height: 20)
        layer.backgroundColor = UIColor(patternImage: Self.tile()).cgColor
        view.layer.addSublayer(layer)
        let image = try F.pixels(leading(view, width: 100, height: 60), rightToLeft: rightToLeft)
        // A layer keeps its place in the view's bounds in both directions.
        let left: Double = rightToLeft ? 279 : 11
        #expect(rgb(image, left + 5.5, 10 + 3.5) == red)
        #expect(rgb(image, left + 6.5, 10 + 4.5) == yellow)
        #expect(rgb(image, left + 24.5, 10 + 22.5) == yellow)
        #expect(rgb(image, left + 4.5, 10 + 3.5) == white)
    }

    @Test func aFadedPatternAndAFadedViewBlendOverWhatIsBeneath() throws {
        let faded = UIView()
        faded.backgroundColor = UIColor(patternImage: Self.tile()).withAlphaComponent(0.5)
        let image = try F.pixels(leading(faded, width: 100, height: 60))
        let pixel = rgb(image, 11.5, 10.5)
        #expect(pixel[0] == 255 && abs(pixel[1] - 128) <= 1 && abs(pixel[2] - 128) <= 1)
    }

    @Test func whatIsDrawnInOneColourUsesTheImagesAverage() {
        let pattern = UIColor(patternImage: Self.tile())
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        pattern.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.5, 0.5, 0.25, 1])
        #expect(pattern == UIColor(patternImage: Self.tile()))
        #expect(pattern != UIColor(red: 0.5, green: 0.5, blue: 0.25, alpha: 1))
        #expect(UIColor(cgColor: pattern.cgColor) == pattern)
        #expect(pattern.withAlphaComponent(1) == pattern)
    }

    @Test func anImageThatCannotBeTiledIsRefusedByName() throws {
        let view = UIView()
        view.backgroundColor = UIColor(patternImage: UIImage(systemName: "star")!)
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [view])) }
        let drawn = CustomDrawingTests.SketchView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        drawn.sketch = { _, rect in
            UIColor(patternImage: UIImage(systemName: "star")!).setFill()
            UIRectFill(rect)
        }
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [drawn])) }
    }

    @Test func aPatternIsDrawnAsAShapeItemWithItsTilesInTheDisplayList() throws {
        let view = UIView()
        view.backgroundColor = UIColor(patternImage: Self.tile())
        let layout = try F.layout(leading(view, width: 100, height: 60))
        let text = layout.displayList(background: .white).description
        #expect(text.contains("pattern 6x6"), "\(text)")
        #expect(text.contains("tile=2x2 phase=(11, 10)"), "\(text)")
    }

    @Test func snapshot() {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        strip.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
        card.backgroundColor = UIColor(patternImage: Self.tile())
        card.layer.cornerRadius = 12
        let drawn = CustomDrawingTests.SketchView(frame: CGRect(x: 140, y: 10, width: 120, height: 60))
        drawn.sketch = { _, rect in
            UIColor(patternImage: Self.tile()).setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()
        }
        let faded = UIView(frame: CGRect(x: 270, y: 10, width: 110, height: 60))
        faded.backgroundColor = UIColor(patternImage: Self.tile()).withAlphaComponent(0.4)
        for view in [card, drawn, faded] { strip.addSubview(view) }
        assertSnapshot(of: strip, as: .screen(), named: "light", lint: .off)
        assertSnapshot(
            of: strip, as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl", lint: .off)
    }
}
