// Linux only: CAShapeLayer as a view's layer class and as a sublayer, and masks that clip (a
// shape layer's opaque fill or a plain view; LayerMaskTests has the others), drawn with the
// view: pixels at known points in both layout directions (a layer's path is never mirrored; a
// view placed by constraints is), and what cannot be drawn refused by name.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct ShapeLayerTests {
    typealias F = ControlFixtures

    /// A view backed by a shape layer, as apps write it.
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shape: CAShapeLayer { layer as! CAShapeLayer }
    }

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255], black = [0, 0, 0]

    /// A 390 x 100 container with `view` 10 pt from its leading and top edges, by constraints.
    func leading(_ view: UIView, width: CGFloat, height: CGFloat) -> UIView {
        let container = F.container(height: 100, [view])
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
        ])
        return container
    }

    @Test func theDefaultsAreCoreAnimations() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(shape.strokeColor == nil && shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineDashPattern == nil)
        #expect(shape.lineDashPhase == 0)
    }

    @Test(arguments: [false, true]) func aViewBackedByAShapeLayerFillsItsPathInBlackByDefault(rightToLeft: Bool)
        throws
    {
        let ring = RingView()
        // A triangle in the layer's top-left corner: never mirrored.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)])
        path.closeSubpath()
        ring.shape.path = path
        let image = try F.pixels(leading(ring, width: 100, height: 60), rightToLeft: rightToLeft)
        let left: Double = rightToLeft ? 280 : 10
        #expect(rgb(image, left + 5, 15) == black)
        #expect(rgb(image, left + 35, 45) == white)
        #expect(rgb(image, left + 90, 15) == white)
    }

    @Test func aSublayersStrokeHasItsWidthDashesAndPartialLength() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        view.backgroundColor = .white
        let line = CAShapeLayer()
        line.frame = CGRect(x: 10, y: 10, width: 200, height: 20)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 200, y: 10))
        line.path = path
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 6
        line.lineDashPattern = [20, 10]
        view.layer.addSublayer(line)
        let partial = CAShapeLayer()
        partial.frame = CGRect(x: 10, y: 50, width: 200, height: 20)
        partial.path = path
        partial.fillColor = nil
        partial.strokeColor = UIColor.red.cgColor
        partial.lineWidth = 6
        partial.strokeStart = 0.25
        partial.strokeEnd = 0.5
        view.layer.addSublayer(partial)
        let image = try F.pixels(view)
        #expect(rgb(image, 20, 20) == blue)
        #expect(rgb(image, 35, 20) == white)
        #expect(rgb(image, 45, 20) == blue)
        #expect(rgb(image, 20, 25) == white)
        // The red stroke runs from 50 to 100 pt of its 200 (screen x 60...110).
        #expect(rgb(image, 55, 60) == white)
        #expect(rgb(image, 65, 60) == red)
        #expect(rgb(image, 105, 60) == red)
        #expect(rgb(image, 115, 60) == white)
    }

    @Test(arguments: [false, true]) func aShapeLayerMaskClipsTheViewAndItsSubviews(rightToLeft: Bool) throws {
        let card = UIView()
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        corner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(corner)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
        card.layer.mask = mask
        let image = try F.pixels(leading(card, width: 100, height: 60), rightToLeft: rightToLeft)
        let left: Double = rightToLeft ? 280 : 10
        #expect(rgb(image, left + 2, 12) == white)  // the oval's corner is cut
        #expect(rgb(image, left + 50, 15) == blue)  // the subview inside the oval
        #expect(rgb(image, left + 50, 50) == red)
        #expect(rgb(image, left + 98, 68) == white)
    }

    @Test func aPlainViewMaskClipsToItsRoundedFrame() throws {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = UIView(frame: CGRect(x: 20, y: 0, width: 80, height: 60))
        mask.backgroundColor = .black
        card.mask = mask
        let image = try F.pixels(F.container(height: 100, [card]))
        #expect(rgb(image, 15, 40) == white)
        #expect(rgb(image, 50, 40) == red)
    }

    @Test func whatCannotBeDrawnIsRefusedByName() throws {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        card.backgroundColor = .red
        let masking = UIView(frame: card.bounds)
        masking.addSubview(UIView())
        card.mask = masking
        do {
            _ = try F.pixels(F.container(height: 100, [card]))
            Issue.record("a mask view with subviews was drawn")
        } catch let error as CellSnapUIKitError {
            #expect(error.call.hasSuffix(".mask = UIView"))
        }
        let ring = RingView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let twice = CGMutablePath()
        twice.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        twice.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        ring.shape.path = twice
        ring.shape.strokeColor = UIColor.blue.cgColor
        ring.shape.strokeEnd = 0.5
        do {
            _ = try F.pixels(F.container(height: 100, [ring]))
            Issue.record("a partial stroke of two subpaths was drawn")
        } catch let error as CellSnapUIKitError {
            #expect(error.call.contains("strokeStart/strokeEnd"))
        }
    }
}
