// Linux only: a layer's delegate and actions (`CALayerDelegate`, `CAAction`, `action(forKey:)`)
// and a layer that draws itself (`draw(in:)`, the delegate's `draw(_:in:)`): drawn once marked
// for display, at the layer's frame, which no layout direction flips.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct LayerDelegateTests {
    typealias F = ControlFixtures

    /// Draws a red square in the top-left quarter of a layer; counts what it was asked.
    final class Painter: NSObject, CALayerDelegate {
        var heard: [String] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            heard.append("draw")
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height / 2))
        }
        func layerWillDraw(_ layer: CALayer) { heard.append("will draw") }
        func layoutSublayers(of layer: CALayer) { heard.append("layout") }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            event == "hidden" ? NSNull() : nil
        }
    }

    /// A layer that draws a blue bar across its bottom half itself.
    final class BarLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2))
        }
    }

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    @Test func aViewIsItsLayersDelegateAndActionsAreSearchedAsCoreAnimationDoes() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        let layer = CALayer()
        #expect(layer.delegate == nil && layer.actions == nil)
        #expect(layer.action(forKey: "opacity") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade, "position": NSNull()]
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "position") == nil)
        let painter = Painter()
        layer.delegate = painter
        layer.actions?["hidden"] = fade
        #expect(layer.action(forKey: "hidden") == nil)  // the delegate's NSNull stops the search
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        fade.isRemovedOnCompletion = false  // kept, so that the layer shows it was added
        fade.run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["opacity"])
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(painter.heard == ["layout"])
    }

    @Test(arguments: [false, true]) func aLayerMarkedForDisplayDrawsWhatItsDelegateDraws(rightToLeft: Bool) throws {
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 10, width: 80, height: 40)
        layer.delegate = painter
        let container = F.container(height: 60, [])
        container.layer.addSublayer(layer)
        // Not yet displayed: Core Animation shows no content.
        var image = try F.pixels(container, rightToLeft: rightToLeft)
        #expect(rgb(image, 30, 15) == [255, 255, 255])
        #expect(painter.heard == ["layout"])  // a new layer is laid out once, not drawn
        layer.setNeedsDisplay()
        image = try F.pixels(container, rightToLeft: rightToLeft)
        // The layer's frame is physical: the same place in both directions.
        #expect(rgb(image, 30, 15) == [255, 0, 0])
        #expect(rgb(image, 90, 15) == [255, 255, 255])
        #expect(rgb(image, 30, 45) == [255, 255, 255])
        #expect(painter.heard.filter { $0 != "layout" }.prefix(2) == ["will draw", "draw"])
    }

    @Test(arguments: [false, true]) func aLayerSubclassDrawsItselfOnceDisplayed(rightToLeft: Bool) throws {
        let bar = BarLayer()
        bar.frame = CGRect(x: 200, y: 0, width: 100, height: 60)
        bar.backgroundColor = UIColor.systemYellow.cgColor
        let container = F.container(height: 60, [])
        container.layer.addSublayer(bar)
        bar.display()
        let image = try F.pixels(container, rightToLeft: rightToLeft)
        #expect(rgb(image, 250, 50) == [0, 0, 255])
        #expect(rgb(image, 250, 10) != [0, 0, 255] && rgb(image, 250, 10) != [255, 255, 255])
        #expect(rgb(image, 150, 50) == [255, 255, 255])
        if !rightToLeft { assertSnapshot(of: container, as: .screen(), lint: .off) }
    }
}
