// Linux only: layer masks that are not a plain fill (a gradient layer, a stroked or translucent
// shape layer), on a view's layer and on a sublayer: the masked pixels measured at known points
// in both layout directions (a mask, like any layer, is never mirrored; the view placed by
// constraints is).
import CellSnapUIKitTesting
import Pixels
import Primitives
import Testing

@MainActor @Suite struct LayerMaskTests {
    typealias F = ControlFixtures

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255]

    /// A 390 x 100 container with a 100 x 60 red card 10 pt from its leading and top edges.
    func card(rightToLeft: Bool, _ dressed: (UIView) -> Void) throws -> (image: RGBAImage, left: Double) {
        let card = UIView()
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        dressed(card)
        let container = F.container(height: 100, [card])
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
        ])
        return (try F.pixels(container, rightToLeft: rightToLeft), rightToLeft ? 280 : 10)
    }

    @Test(arguments: [false, true]) func aGradientMaskFadesTheViewAlongIt(rightToLeft: Bool) throws {
        let (image, left) = try card(rightToLeft: rightToLeft) { card in
            let fade = CAGradientLayer()
            fade.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            fade.startPoint = CGPoint(x: 0, y: 0.5)
            fade.endPoint = CGPoint(x: 1, y: 0.5)
            card.layer.mask = fade
        }
        // Opaque at the layer's left edge, clear at its right, half way between: never mirrored.
        #expect(rgb(image, left + 1, 40) == [255, 3, 3])
        #expect(rgb(image, left + 50, 40) == [255, 128, 128])
        #expect(rgb(image, left + 99, 40) == [255, 253, 253])
    }

    @Test(arguments: [false, true]) func aStrokedShapeMaskShowsTheGradientSublayerAlongTheStroke(rightToLeft: Bool)
        throws
    {
        // The gradient border idiom: a gradient sublayer masked by a stroked rounded rectangle.
        let (image, left) = try card(rightToLeft: rightToLeft) { card in
            card.backgroundColor = .white
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            gradient.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
            let border = CAShapeLayer()
            border.lineWidth = 8
            border.path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 92, height: 52), cornerRadius: 10).cgPath
            border.fillColor = nil
            border.strokeColor = UIColor.black.cgColor
            gradient.mask = border
            card.layer.addSublayer(gradient)
        }
        #expect(rgb(image, left + 50, 12) == blue)  // on the top edge's stroke (y 0 to 8)
        #expect(rgb(image, left + 50, 40) == white)  // inside the ring
        #expect(rgb(image, left + 3, 40) == blue)  // on the leading side's stroke
        #expect(rgb(image, left + 1, 11) == white)  // outside the rounded corner
    }

    @Test func aTranslucentShapeMaskLetsThroughItsAlpha() throws {
        let (image, left) = try card(rightToLeft: false) { card in
            let half = CAShapeLayer()
            half.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 60)).cgPath
            half.fillColor = UIColor(white: 0, alpha: 0.5).cgColor
            card.layer.mask = half
        }
        #expect(rgb(image, left + 25, 40) == [255, 127, 127])
        #expect(rgb(image, left + 75, 40) == white)
    }

    @Test func anEmptyGradientMaskHidesTheView() throws {
        let (image, left) = try card(rightToLeft: false) { card in card.layer.mask = CAGradientLayer() }
        #expect(rgb(image, left + 50, 40) == white)
        #expect(rgb(image, left - 5, 40) == white)
    }

    @Test func aLayerMaskIsPlacedWithTheView() throws {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        view.backgroundColor = .red
        let half = CAShapeLayer()
        half.frame = CGRect(x: 5, y: 0, width: 50, height: 60)
        half.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 60)).cgPath
        half.fillColor = UIColor(white: 0, alpha: 0.5).cgColor
        view.layer.mask = half
        let layout = try F.layout(F.container(height: 100, [view]))
        let masked = try #require(layout.root.allNodes.first { $0.mask != nil })
        #expect(masked.description.hasPrefix("UIView (10, 10, 100x60) masked"))
        let mask = try #require(masked.mask?.first)
        #expect(mask.role.rawValue == "UIView.mask.sublayer")
        #expect(F.same(mask.frame, Rect(x: 15, y: 10, width: 50, height: 60)))
    }
}
