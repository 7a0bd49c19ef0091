// Linux only: layers seen in perspective: a view's `transform3D` with `m34`, a superview's
// `sublayerTransform`, a sublayer's own transform and a collection layout's attributes.
import CellLayout
import CellSnapUIKitTesting
import DisplayList
import Pixels
import Primitives
import Testing

@MainActor @Suite struct PerspectiveTests {
    typealias F = ControlFixtures

    static let red = RGBA(red: 255, green: 59, blue: 48, alpha: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// A camera 500 pt away (Core Animation's idiom, `m34 = -1/500`).
    static var camera: CATransform3D {
        var camera = CATransform3DIdentity
        camera.m34 = -1 / 500
        return camera
    }

    /// A red 200 x 100 pt card centred in a 340 x 200 pt container, at (70, 50).
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 70, y: 50, width: 200, height: 100))
        card.backgroundColor = .systemRed
        return card
    }

    static func pixel(_ image: RGBAImage, _ x: Double, _ y: Double) -> RGBA { image[Int(x * 3), Int(y * 3)] }

    /// Turned 45° about its vertical axis, the card's nearer left edge is taller than its right:
    /// W is 1 ∓ 0.1414 at x ∓100 from the centre (170, 100), so the left edge is at x 87.64 from y
    /// 41.77 to 158.23 and the right edge at x 231.95 from y 56.20 to 143.80. Transforms are
    /// physical: the picture is the same in both directions.
    @Test(arguments: [false, true])
    func aViewTurnedInPerspectiveIsDrawnSeenFromTheFront(rightToLeft: Bool) throws {
        let card = Self.card()
        card.transform3D = CATransform3DRotate(Self.camera, .pi / 4, 0, 1, 0)
        let image = try F.pixels(F.container(width: 340, height: 200, [card]), rightToLeft: rightToLeft)
        for (x, red) in [(86.5, false), (88.8, true), (230.8, true), (233.1, false)] {
            #expect((Self.pixel(image, x, 100) == Self.red) == red, "x \(x)")
        }
        for (x, y, red) in [
            (89.0, 41.0, false), (89.0, 43.2, true), (89.0, 157.0, true), (89.0, 159.2, false),
            (230.5, 55.2, false), (230.5, 57.6, true), (230.5, 142.6, true), (230.5, 145.0, false),
        ] {
            #expect((Self.pixel(image, x, y) == Self.red) == red, "(\(x), \(y))")
        }
    }

    /// A superview's sublayer transform applies to its subviews after their own transforms, about
    /// its anchor point: a camera there and a turned card centred under it draw the same pixels as
    /// the card turned with the camera in its own transform.
    @Test(arguments: [false, true])
    func aSuperviewsSublayerTransformSeesItsSubviewsInPerspective(rightToLeft: Bool) throws {
        let own = Self.card()
        own.transform3D = CATransform3DRotate(Self.camera, .pi / 4, 0, 1, 0)
        let expected = try F.pixels(F.container(width: 340, height: 200, [own]), rightToLeft: rightToLeft)
        let turned = Self.card()
        turned.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let stage = F.container(width: 340, height: 200, [turned])
        stage.layer.sublayerTransform = Self.camera
        let image = try F.pixels(stage, rightToLeft: rightToLeft)
        let same = image == expected
        #expect(same, "the pixels differ")
        // Without the camera, the turn alone only narrows the card: no edge is taller.
        stage.layer.sublayerTransform = CATransform3DIdentity
        let flat = try F.pixels(stage, rightToLeft: rightToLeft)
        #expect(Self.pixel(flat, 170, 51) == Self.red && Self.pixel(flat, 170, 49) == Self.white)
        #expect(Self.pixel(flat, 100, 51) == Self.red && Self.pixel(flat, 100, 49) == Self.white)
    }

    /// `anchorPointZ` moves the point the transform turns about along z: a card turned about an
    /// anchor 100 pt behind it draws as the same turn moved there and back by hand, and not as the
    /// turn about its plane.
    @Test(arguments: [false, true])
    func anchorPointZMovesThePivotInDepth(rightToLeft: Bool) throws {
        let turn = CATransform3DRotate(Self.camera, .pi / 4, 0, 1, 0)
        let deep = Self.card()
        deep.transform3D = turn
        deep.layer.anchorPointZ = -100
        let image = try F.pixels(F.container(width: 340, height: 200, [deep]), rightToLeft: rightToLeft)
        let byHand = Self.card()
        byHand.transform3D = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), turn), CATransform3DMakeTranslation(0, 0, -100)
        )
        let expected = try F.pixels(F.container(width: 340, height: 200, [byHand]), rightToLeft: rightToLeft)
        let flat = Self.card()
        flat.transform3D = turn
        let unmoved = try F.pixels(F.container(width: 340, height: 200, [flat]), rightToLeft: rightToLeft)
        let (same, differs) = (image == expected, image != unmoved)
        #expect(same && differs)
    }

    /// A sublayer's own transform is drawn about its anchor point: a 120 x 20 pt bar turned a
    /// quarter turn about its centre (100, 100) stands 20 pt wide and 120 pt tall. Layers are never
    /// mirrored.
    @Test(arguments: [false, true])
    func aSublayersTransformIsDrawn(rightToLeft: Bool) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 120, height: 20)
        bar.position = CGPoint(x: 60, y: 100)
        bar.backgroundColor = UIColor.systemRed.cgColor
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        view.layer.addSublayer(bar)
        let image = try F.pixels(F.container(width: 200, height: 200, [view]), rightToLeft: rightToLeft)
        for (x, y, red) in [
            (60.0, 41.0, true), (60.0, 159.0, true), (51.0, 100.0, true), (69.0, 100.0, true),
            (60.0, 39.0, false), (60.0, 161.0, false), (49.0, 100.0, false), (71.0, 100.0, false),
        ] {
            #expect((Self.pixel(image, x, y) == Self.red) == red, "(\(x), \(y))")
        }
    }

    /// A layout's attributes with perspective are drawn as the card's plane seen from the front:
    /// the 200 x 120 pt card centred at (150, 160), turned 30° with the camera, has its top-left
    /// corner at (53.77, 93.33) (W 0.9 there).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func layoutAttributesWithPerspectiveAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = DeckTestLayout()
        layout.transform3D = CATransform3DRotate(Self.camera, .pi / 6, 0, 1, 0)
        let screen = LayoutScreen(layout: layout, count: 4, direction: direction)
        let list = try #require(try screen.window.cellSnapScreen()).node
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let items = LayoutEngine.items(
            for: LayoutEngine.layout(
                list, width: 300,
                context: LayoutContext(
                    measurer: measurer, direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
            ).root)
        let projections = items.flatMap(\.groups).compactMap(\.projection)
        #expect(projections.count == 1)
        let corner = try #require(projections.first?.apply(to: Point(x: 50, y: 100)))
        #expect(abs(corner.x - 53.775) < 1e-3 && abs(corner.y - 93.333) < 1e-3)
    }
}
