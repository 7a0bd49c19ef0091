// Linux only: a layer's anchor point (its position and the pivot of its transform), its z
// position (the order of siblings), and a view drawn into an image (`drawHierarchy`) or copied
// into a view (`snapshotView`): real pixels, measured in both layout directions (frames set by
// hand are physical, so the expectations are the same in both).
import CellModel
import CellSnapUIKitTesting
import Pixels
import Primitives
import Testing
import UIKit

@MainActor @Suite struct AnchorOrderAndSnapshotViewTests {
    typealias F = ControlFixtures
    static let red = Color(red255: 255, green: 0, blue: 0)
    static let blue = Color(red255: 0, green: 0, blue: 255)
    static let green = Color(red255: 0, green: 255, blue: 0)
    static let white = Color(red255: 255, green: 255, blue: 255)

    // MARK: anchorPoint

    /// Setting the anchor keeps the position and moves the frame; the position names the anchor.
    @Test(arguments: [
        (CGPoint(x: 0.5, y: 0.5), CGRect(x: 10, y: 20, width: 100, height: 40)),
        (CGPoint(x: 0, y: 0), CGRect(x: 60, y: 40, width: 100, height: 40)),
        (CGPoint(x: 1, y: 1), CGRect(x: -40, y: 0, width: 100, height: 40)),
        (CGPoint(x: 0.25, y: 0.75), CGRect(x: 35, y: 10, width: 100, height: 40)),
    ])
    func theAnchorKeepsThePositionAndMovesTheFrame(anchor: CGPoint, frame: CGRect) {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5) && view.layer.position == CGPoint(x: 60, y: 40))
        view.anchorPoint = anchor
        #expect(view.frame == frame && view.layer.anchorPoint == anchor)
        #expect(view.center == CGPoint(x: 60, y: 40) && view.layer.position == CGPoint(x: 60, y: 40))
        // Resizing keeps the anchor where it was; moving the centre moves the anchor there.
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        #expect(view.layer.position == CGPoint(x: 60, y: 40) && view.frame.size == CGSize(width: 200, height: 80))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame.origin == CGPoint(x: -anchor.x * 200, y: -anchor.y * 80))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = anchor
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.frame.origin == CGPoint(x: 5 - anchor.x * 10, y: 5 - anchor.y * 10))
    }

    /// A 60 x 10 bar turned a quarter turn about its anchor. Anchored at its leading end
    /// (0, 0.5), it keeps its position (50, 45), so its frame moves right to start there, and it
    /// hangs down from that point; about its centre it crosses its middle.
    @Test(arguments: [false, true])
    func aTransformTurnsAboutTheAnchorPoint(rightToLeft: Bool) throws {
        func bar(anchor: CGPoint, color: UIColor = .red, angle: CGFloat = .pi / 2, y: CGFloat = 40) -> UIView {
            let bar = UIView(frame: CGRect(x: 20, y: y, width: 60, height: 10))
            bar.backgroundColor = color
            bar.anchorPoint = anchor
            bar.transform = CGAffineTransform(rotationAngle: angle)
            return bar
        }
        let leadingAnchored = bar(anchor: CGPoint(x: 0, y: 0.5))
        #expect(leadingAnchored.layer.position == CGPoint(x: 50, y: 45))
        #expect(leadingAnchored.frame == CGRect(x: 50, y: 40, width: 60, height: 10))
        let turned = try F.pixels(F.container(width: 120, height: 120, [leadingAnchored]), rightToLeft: rightToLeft)
        // About (50, 45): x 45 to 55, y 45 to 105.
        #expect(F.color(turned, at: Point(x: 50, y: 100)) == Self.red)
        #expect(F.color(turned, at: Point(x: 50, y: 50)) == Self.red)
        #expect(F.color(turned, at: Point(x: 50, y: 40)) == Self.white)
        #expect(F.color(turned, at: Point(x: 80, y: 45)) == Self.white)
        let centred = try F.pixels(
            F.container(width: 120, height: 120, [bar(anchor: CGPoint(x: 0.5, y: 0.5))]), rightToLeft: rightToLeft)
        // About its centre (50, 45): x 45 to 55, y 15 to 75.
        #expect(F.color(centred, at: Point(x: 50, y: 20)) == Self.red)
        #expect(F.color(centred, at: Point(x: 50, y: 100)) == Self.white)
        if !rightToLeft {
            // Three bars, each keeping the position of its grey copy's centre, turned by a sixth
            // of a turn about their leading end (red), centre (green) and trailing end (blue).
            var views: [UIView] = []
            for (index, anchor) in [0.0, 0.5, 1].enumerated() {
                let y = 15 + CGFloat(index) * 45
                let ghost = UIView(frame: CGRect(x: 20, y: y, width: 60, height: 10))
                ghost.backgroundColor = .systemGray4
                let colors: [UIColor] = [.red, .green, .blue]
                views += [ghost, bar(anchor: CGPoint(x: anchor, y: 0.5), color: colors[index], angle: .pi / 6, y: y)]
            }
            assertSnapshot(of: F.container(width: 160, height: 140, views), as: .screen(), lint: .off)
        }
    }

    // MARK: zPosition

    /// Three overlapping squares: the one with the largest z position is drawn on top, the others
    /// in their order; sublayers of a view's layer too.
    @Test(arguments: [false, true])
    func zPositionOrdersSiblings(rightToLeft: Bool) throws {
        let colors: [UIColor] = [.red, .green, .blue]
        let squares = colors.enumerated().map { index, color in
            let square = UIView(frame: CGRect(x: 10 + index * 15, y: 10, width: 30, height: 30))
            square.backgroundColor = color
            return square
        }
        let container = F.container(width: 100, height: 50, squares)
        // Red covers x 10 to 40, green 25 to 55, blue 40 to 70: later siblings on top.
        #expect(F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 45, y: 20)) == Self.blue)
        #expect(F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 30, y: 20)) == Self.green)
        squares[1].layer.zPosition = 1
        #expect(F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 45, y: 20)) == Self.green)
        #expect(F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 60, y: 20)) == Self.blue)
        squares[0].layer.zPosition = 2
        #expect(F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 30, y: 20)) == Self.red)
        // Sublayers of one layer.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let (below, above) = (CALayer(), CALayer())
        below.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        below.backgroundColor = UIColor.red.cgColor
        above.frame = CGRect(x: 20, y: 0, width: 40, height: 30)
        above.backgroundColor = UIColor.blue.cgColor
        host.layer.addSublayer(below)
        host.layer.addSublayer(above)
        let layered = F.container(width: 60, height: 30, [host])
        #expect(F.color(try F.pixels(layered, rightToLeft: rightToLeft), at: Point(x: 30, y: 15)) == Self.blue)
        below.zPosition = 5
        #expect(F.color(try F.pixels(layered, rightToLeft: rightToLeft), at: Point(x: 30, y: 15)) == Self.red)
    }

    // MARK: drawHierarchy(in:afterScreenUpdates:) and snapshotView(afterScreenUpdates:)

    /// A 120 x 60 card: blue, a red square at its leading corner, a label.
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        card.backgroundColor = .blue
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        card.addSubview(square)
        let label = UILabel(frame: CGRect(x: 40, y: 10, width: 70, height: 20))
        label.text = "Card"
        label.textColor = .white
        card.addSubview(label)
        return card
    }

    /// The card drawn into an image renderer and shown by an image view draws the card's pixels.
    @Test(arguments: [false, true])
    func aDrawnHierarchyIsTheViewsPixels(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let original = card()
        let image = UIGraphicsImageRenderer(size: original.bounds.size).image { _ in
            #expect(original.drawHierarchy(in: original.bounds, afterScreenUpdates: true))
        }
        #expect(image.size == CGSize(width: 120, height: 60))
        let shown = UIImageView(image: image)
        shown.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        // The image holds the card as it was drawn (left to right, its own traits); an image is
        // never mirrored, so a right-to-left screen shows the same pixels.
        let direct = try F.pixels(F.container(width: 120, height: 60, [card()]))
        let drawn = try F.pixels(F.container(width: 120, height: 60, [shown]), rightToLeft: rightToLeft)
        #expect(drawn == direct)
        #expect(
            F.color(drawn, at: Point(x: 20, y: 20)) == Self.red && F.color(drawn, at: Point(x: 5, y: 50)) == Self.blue)
        // Stretched into half the size: the red square is at (5...15, 5...15).
        let half = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            original.drawHierarchy(in: CGRect(x: 0, y: 0, width: 60, height: 30), afterScreenUpdates: false)
        }
        let small = UIImageView(image: half)
        small.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let halfPixels = try F.pixels(F.container(width: 60, height: 30, [small]), rightToLeft: rightToLeft)
        #expect(F.color(halfPixels, at: Point(x: 10, y: 10)) == Self.red)
        #expect(F.color(halfPixels, at: Point(x: 18, y: 10)) == Self.blue)
    }

    /// Without a graphics context there is nothing to draw into; without an installed measurer
    /// the text is measured with the renderer's engine over the bundled fonts, as iOS always
    /// measures text.
    @Test func drawingAHierarchyNeedsAContextAndMeasuresWithTheBundledFontsWithoutAMeasurer() throws {
        #expect(!card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true))
        let saved = UIView.cellSnapTextMeasurer
        UIView.cellSnapTextMeasurer = nil
        defer { UIView.cellSnapTextMeasurer = saved }
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            drew = card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    /// A snapshot view shows the card as it was when it was taken, at the card's bounds.
    @Test(arguments: [false, true])
    func aSnapshotViewKeepsWhatTheViewShowed(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let original = card()
        original.frame.origin = CGPoint(x: 30, y: 5)
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        original.backgroundColor = .green
        let pixels = try F.pixels(F.container(width: 120, height: 60, [snapshot]), rightToLeft: rightToLeft)
        original.backgroundColor = .blue
        original.frame.origin = .zero
        #expect(pixels == (try F.pixels(F.container(width: 120, height: 60, [original]))))
    }

    @Test func theScreensSnapshotIsTheKeyWindowsAtTheScreensBounds() throws {
        UIView.cellSnapInstallTextMeasurer()
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: false)
        #expect(snapshot.frame == UIScreen.main.bounds)
    }
}
