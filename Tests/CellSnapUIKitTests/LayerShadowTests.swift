import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

/// Layers' shadows as Core Animation casts them: from the shadow path or from what the layer
/// draws, moved by the offset (which no layout direction flips), blurred, with the layer's opacity;
/// measured in the placed tree and in rendered pixels.
@MainActor @Suite struct LayerShadowTests {
    /// A 300 x 200 window of one 120 x 80 card view at (40, 50) laid out in `direction`.
    func drawn(_ configure: (UIView) -> Void, direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws
        -> LayoutResult
    {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 40, y: 50, width: 120, height: 80))
        configure(card)
        controller.view.addSubview(card)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        return withExtendedLifetime(window) {
            LayoutEngine.layout(
                screen.node, width: 300, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        }
    }

    /// The nodes that cast a shadow.
    func casters(_ layout: LayoutResult) -> [PlacedNode] { layout.root.allNodes.filter { $0.shadow != nil } }

    /// The columns and rows, at 1x, of the pixels darker than the white window: the shadow's
    /// extent where alpha reaches 1/255 of black.
    func shadedExtent(_ layout: LayoutResult) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let image = try Renderer().image(layout.displayList(background: .white), scale: 1).image
        var extent = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width where image.bytes[(y * image.width + x) * 4] < 255 {
                extent = (min(extent.minX, x), max(extent.maxX, x), min(extent.minY, y), max(extent.maxY, y))
            }
        }
        return extent
    }

    /// A rounded white card's shadow: cast by the card's own alpha (its rounded background), with
    /// the layer's blur, colour times opacity and offset; in a right-to-left layout its shadow
    /// still falls 4 pt to the right, as a layer's does.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func roundedCardCastsItsShadow(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = try drawn(
            { card in
                card.backgroundColor = .white
                card.layer.cornerRadius = 12
                card.layer.shadowOpacity = 0.4
                card.layer.shadowRadius = 2
                card.layer.shadowOffset = CGSize(width: 4, height: 6)
            }, direction: direction)
        let caster = try #require(casters(layout).first)
        // A view placed by its frame stays where the frame says in either direction, as in UIKit.
        let cardX = 40.0
        #expect(caster.frame == Rect(x: cardX, y: 50, width: 120, height: 80))
        let shadow = try #require(caster.shadow)
        #expect(shadow.offset == Size(width: 4, height: 6) && shadow.blur == 2 && shadow.path == nil)
        #expect(abs(shadow.color.alpha - 0.4) < 1e-6 && shadow.color.red == 0)
        // Black at 0.4 shades white by a unit some 2.5 standard deviations (5 pt) beyond the moved card.
        let extent = try shadedExtent(layout)
        let reach = 5.0
        let left = Double(extent.minX) - (cardX + 4 - reach), right = Double(extent.maxX + 1) - (cardX + 124 + reach)
        let top = Double(extent.minY) - (56 - reach), bottom = Double(extent.maxY + 1) - (136 + reach)
        #expect(abs(left) <= 1.5)
        #expect(abs(right) <= 1.5)
        #expect(abs(top) <= 1.5)
        #expect(abs(bottom) <= 1.5)
    }

    /// A layer that clips to its bounds casts no shadow; a shadow path of any shape is the
    /// shadow's shape, in the layer's coordinates; an empty path casts none.
    @Test func clipsAndPaths() throws {
        let clipped = try drawn { card in
            card.backgroundColor = .white
            card.clipsToBounds = true
            card.layer.shadowOpacity = 1
        }
        #expect(casters(clipped).isEmpty)
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.close()
        let pathed = try drawn { card in
            card.backgroundColor = .red
            card.layer.shadowOpacity = 1
            card.layer.shadowPath = triangle.cgPath
        }
        #expect(casters(pathed).first?.shadow?.path == triangle.cgPath.path)
        let items = pathed.displayList().items.flatMap(\.groups).compactMap(\.shadow)
        // In the display list the path is where the card is.
        #expect(items.first?.path?.controlPointBounds == Rect(x: 40, y: 50, width: 10, height: 10))
        let empty = try drawn { card in
            card.backgroundColor = .red
            card.layer.shadowOpacity = 1
            card.layer.shadowPath = CGMutablePath()
        }
        #expect(casters(empty).isEmpty)
    }

    /// Without a background the layer's shadow is cast by what it draws: here a subview, and a
    /// sublayer that casts its own shadow too.
    @Test func contentAndSublayersCastShadows() throws {
        let layout = try drawn { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 0, height: 10)
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            dot.backgroundColor = .blue
            card.addSubview(dot)
            let badge = CALayer()
            badge.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
            badge.backgroundColor = UIColor.green.cgColor
            badge.shadowOpacity = 1
            badge.shadowRadius = 0
            badge.shadowOffset = CGSize(width: 10, height: 0)
            card.layer.addSublayer(badge)
        }
        #expect(casters(layout).count == 2)
        let image = try Renderer().image(layout.displayList(background: .white), scale: 1).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.bytes[(y * 300 + x) * 4..<(y * 300 + x) * 4 + 3]) }
        #expect(pixel(50, 75) == [0, 0, 0])  // the dot's shadow, 10 pt below it
        #expect(pixel(50, 62) == [0, 0, 255])  // the dot over its shadow
        #expect(pixel(100, 60) == [0, 255, 0])  // the badge
        #expect(pixel(125, 60) == [0, 0, 0])  // the badge's own shadow, 10 pt right
        #expect(pixel(105, 75) == [0, 0, 0])  // the card's shadow of the badge, 10 pt below
        #expect(pixel(75, 100) == [255, 255, 255])  // nothing casts a shadow in the card's middle
    }
}

/// `NSShadow` as a text attribute: drawn under the whole text, blurred as Core Graphics blurs a
/// shadow (a Gaussian of half the blur radius); on part of the text it is refused by name.
@MainActor @Suite struct TextShadowTests {
    typealias F = ControlFixtures

    func label(_ text: NSAttributedString) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.attributedText = text
        label.font = .systemFont(ofSize: 30, weight: .bold)
        return label
    }

    @Test(arguments: [false, true]) func anAttributedShadowIsDrawnBlurredUnderTheText(rightToLeft: Bool) throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 6)
        shadow.shadowBlurRadius = 4
        shadow.shadowColor = UIColor.red
        let text = NSAttributedString(string: "IIII", attributes: [.shadow: shadow])
        let layout = try F.layout(F.container(height: 80, [label(text)]), rightToLeft: rightToLeft)
        let cast = try #require(layout.root.allNodes.first { $0.shadow != nil }?.shadow)
        #expect(
            cast
                == DropShadow(
                    offset: Size(width: 0, height: 6), blur: 2, color: Color(red: 1, green: 0, blue: 0, alpha: 1)))
        let image = try F.pixels(F.container(height: 80, [label(text)]), rightToLeft: rightToLeft)
        // Reddish pixels below the glyphs' bottom, where only the shadow reaches.
        var reddish = 0
        for y in stride(from: 3 * 52, to: 3 * 62, by: 1) {
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                if image.bytes[offset] == 255 && image.bytes[offset + 1] < 250 { reddish += 1 }
            }
        }
        #expect(reddish > 50)
    }

    @Test func aShadowOnPartOfTheTextIsRefused() throws {
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        let text = NSMutableAttributedString(string: "Half")
        text.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 2))
        #expect(
            throws: CellSnapUIKitError(
                call: "UILabel.attributedText .shadow on part of the text",
                reason: "CellSnap draws one shadow under the whole text")
        ) { try F.layout(F.container(height: 80, [label(text)])) }
    }

    @Test func aFlippedLayerMeasuresItsSublayersFramesFromItsBottomEdge() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 20, width: 30, height: 25)
        dot.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(dot)
        #expect(layer.cellSnapDrawnSublayers().sublayers.map(\.frame) == [Rect(x: 10, y: 20, width: 30, height: 25)])
        layer.isGeometryFlipped = true
        #expect(layer.cellSnapDrawnSublayers().sublayers.map(\.frame) == [Rect(x: 10, y: 55, width: 30, height: 25)])
        // The layer's own frame is its superlayer's to place: flipping it moves only its sublayers.
        #expect(dot.cellSnapDrawnSublayers().sublayers.isEmpty && layer.frame.minY == 0)
    }
}
