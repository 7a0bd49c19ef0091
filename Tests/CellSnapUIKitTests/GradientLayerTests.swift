// CAGradientLayer: as a view's layer class and as a sublayer of a view's layer, drawn with the
// view: pixels at known points in both layout directions (a layer's gradient and frame are never
// mirrored), sublayers below or above the subviews, and what cannot be drawn refused by name.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct GradientLayerTests {
    typealias F = ControlFixtures

    /// A view backed by a gradient layer, as apps write it.
    final class FadeView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        override init(frame: CGRect) {
            super.init(frame: frame)
            let gradient = layer as! CAGradientLayer
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
        }
        required init?(coder: NSCoder) { nil }
    }

    func near(_ color: Color, _ red: Int, _ green: Int, _ blue: Int, within: Int = 3) -> Bool {
        let (r, g, b) = (Int(color.red * 255 + 0.5), Int(color.green * 255 + 0.5), Int(color.blue * 255 + 0.5))
        return abs(r - red) <= within && abs(g - green) <= within && abs(b - blue) <= within
    }

    @Test(arguments: [false, true]) func aViewBackedByAGradientLayerDrawsItsGradient(rightToLeft: Bool) throws {
        let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(fade.layer is CAGradientLayer && fade.layer.frame == fade.frame)
        let image = try F.pixels(F.container(height: 44, [fade]), rightToLeft: rightToLeft)
        // A frame set by hand and the layer's gradient: the same on screen in either direction.
        #expect(near(F.color(image, at: Point(x: 1, y: 22)), 255, 0, 0, within: 4))
        #expect(near(F.color(image, at: Point(x: 199, y: 22)), 0, 0, 255, within: 4))
        #expect(near(F.color(image, at: Point(x: 100, y: 22)), 128, 0, 128))
        #expect(F.color(image, at: Point(x: 300, y: 22)) == Color(red255: 255, green: 255, blue: 255))
    }

    /// A 390 x 44 view with a green subview over its leading 100 pt, and a gradient line along its
    /// bottom 4 pt, added as layoutSubviews-style code adds it (`addSublayer`), or inserted at the bottom.
    func header(insertedBelow: Bool) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let badge = UIView()
        badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        badge.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            badge.topAnchor.constraint(equalTo: header.topAnchor),
            badge.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
        ])
        let line = CAGradientLayer()
        line.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        line.locations = [0, 1]
        line.startPoint = CGPoint(x: 0, y: 0.5)
        line.endPoint = CGPoint(x: 1, y: 0.5)
        line.frame = CGRect(x: 0, y: 40, width: 390, height: 4)
        if insertedBelow { header.layer.insertSublayer(line, at: 0) } else { header.layer.addSublayer(line) }
        #expect(line.superlayer === header.layer && header.layer.sublayers?.count == 1)
        return header
    }

    @Test(arguments: [false, true]) func anAddedSublayerIsDrawnAboveTheSubviews(rightToLeft: Bool) throws {
        let image = try F.pixels(header(insertedBelow: false), rightToLeft: rightToLeft)
        let badgeX: Double = rightToLeft ? 340 : 50
        // The line crosses the badge at the bottom; its gradient runs left to right on screen.
        #expect(near(F.color(image, at: Point(x: 1, y: 42)), 255, 0, 0, within: 4))
        #expect(near(F.color(image, at: Point(x: 389, y: 42)), 0, 0, 255, within: 4))
        #expect(!near(F.color(image, at: Point(x: badgeX, y: 42)), 0, 255, 0))
        #expect(near(F.color(image, at: Point(x: badgeX, y: 20)), 0, 255, 0))
    }

    @Test(arguments: [false, true]) func aSublayerInsertedAtTheBottomIsDrawnBelowTheSubviews(rightToLeft: Bool) throws {
        let image = try F.pixels(header(insertedBelow: true), rightToLeft: rightToLeft)
        let badgeX: Double = rightToLeft ? 340 : 50
        #expect(near(F.color(image, at: Point(x: badgeX, y: 42)), 0, 255, 0))
        #expect(near(F.color(image, at: Point(x: 195, y: 42)), 128, 0, 128))
    }

    @Test func whatCannotBeDrawnIsRefusedByName() throws {
        let wrongColour = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        (wrongColour.layer as! CAGradientLayer).colors = [UIColor.red, UIColor.blue.cgColor]
        #expect(
            throws: CellSnapUIKitError(
                call: "CAGradientLayer.colors[0] = UIColor",
                reason: "a gradient's colours are CGColors (UIColor's cgColor)")
        ) { try F.layout(wrongColour) }
        let wrongLocations = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        (wrongLocations.layer as! CAGradientLayer).locations = [0, 0.5, 1]
        #expect(
            throws: CellSnapUIKitError(
                call: "CAGradientLayer.locations (3 for 2 colours)",
                reason: "each colour takes the location at its index")
        ) { try F.layout(wrongLocations) }
        // A sublayer's shadow is drawn (LayerShadowTests measures it), not refused.
        let shadowed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.backgroundColor = UIColor.red.cgColor
        layer.shadowOpacity = 0.5
        shadowed.layer.addSublayer(layer)
        let layout = try F.layout(shadowed)
        #expect(layout.root.allNodes.contains { $0.shadow != nil })
    }

    @Test func sublayersMoveBetweenLayers() {
        let a = CALayer(), b = CALayer(), c = CAGradientLayer()
        a.addSublayer(b)
        a.insertSublayer(c, below: b)
        #expect(a.sublayers?.map(ObjectIdentifier.init) == [ObjectIdentifier(c), ObjectIdentifier(b)])
        b.addSublayer(c)
        #expect(a.sublayers?.count == 1 && c.superlayer === b)
        c.removeFromSuperlayer()
        #expect(b.sublayers == nil && c.superlayer == nil)
        a.sublayers = [c]
        #expect(b.superlayer == nil && c.superlayer === a)
        #expect(c.type == .axial && c.startPoint == CGPoint(x: 0.5, y: 0) && c.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func snapshot() {
        let view = F.container(height: 44, [FadeView(frame: CGRect(x: 20, y: 0, width: 200, height: 44))])
        let radial = UIView(frame: CGRect(x: 240, y: 0, width: 60, height: 44))
        let rings = CAGradientLayer()
        rings.type = .radial
        rings.colors = [UIColor.yellow.cgColor, UIColor.systemOrange.cgColor, UIColor.clear.cgColor]
        rings.startPoint = CGPoint(x: 0.5, y: 0.5)
        rings.endPoint = CGPoint(x: 1, y: 1)
        rings.frame = radial.bounds
        radial.layer.addSublayer(rings)
        let conic = UIView(frame: CGRect(x: 310, y: 2, width: 40, height: 40))
        let wheel = CAGradientLayer()
        wheel.type = .conic
        wheel.colors = [UIColor.red, .yellow, .green, .cyan, .blue, .magenta, .red].map(\.cgColor)
        wheel.startPoint = CGPoint(x: 0.5, y: 0.5)
        wheel.endPoint = CGPoint(x: 0.5, y: 0)
        wheel.frame = conic.bounds
        wheel.cornerRadius = 20
        wheel.masksToBounds = true
        conic.layer.addSublayer(wheel)
        view.addSubview(radial)
        view.addSubview(conic)
        assertSnapshot(of: view, as: .screen(), named: "light", lint: .off)
        assertSnapshot(
            of: view, as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl", lint: .off)
    }
}
