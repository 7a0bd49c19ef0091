// Linux only: a view's draw(_:) with Core Graphics and UIKit's drawing calls, drawn into the view's
// snapshot: pixels at known points in both layout directions (what a view draws is never mirrored;
// its frame is), clipping, transforms, dashes, text, and what cannot be drawn refused by name.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@MainActor @Suite struct CustomDrawingTests {
    typealias F = ControlFixtures

    /// A view that draws with a closure, as an app's `draw(_:)` override would.
    final class SketchView: UIView {
        var sketch: (CGContext, CGRect) -> Void = { _, _ in }
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            sketch(context, rect)
        }
    }

    func sketch(width: CGFloat = 100, height: CGFloat = 60, _ body: @escaping (CGContext, CGRect) -> Void)
        -> SketchView
    {
        let view = SketchView(frame: CGRect(x: 10, y: 10, width: width, height: height))
        view.sketch = body
        return view
    }

    /// A 390-point-wide container holding `view` 10 pt from its leading and top edges, by constraints
    /// (so that it moves to the right in a right-to-left layout).
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

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255], green = [0, 255, 0]

    @Test(arguments: [false, true]) func aFilledPathIsDrawnInTheViewsSpaceUnmirrored(rightToLeft: Bool) throws {
        let view = sketch { context, _ in
            context.setFillColor(UIColor.red.cgColor)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 40, y: 0))
            context.addLine(to: CGPoint(x: 0, y: 40))
            context.closePath()
            context.fillPath()
        }
        let image = try F.pixels(leading(view, width: 100, height: 60), rightToLeft: rightToLeft)
        // The view's frame is mirrored in right to left (x 280...380); its drawing is not.
        let left: Double = rightToLeft ? 280 : 10
        #expect(rgb(image, left + 5, 15) == red)
        #expect(rgb(image, left + 35, 45) == white)
        #expect(rgb(image, left + 38, 11) == red)
        #expect(rgb(image, left + 90, 15) == white)
    }

    @Test func aStrokeHasItsWidthCapsAndDashes() throws {
        let view = sketch(width: 200) { context, _ in
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(10)
            context.setLineCap(.butt)
            context.setLineDash(phase: 0, lengths: [20, 10])
            context.move(to: CGPoint(x: 0, y: 20))
            context.addLine(to: CGPoint(x: 200, y: 20))
            context.strokePath()
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        // Dashes 20 on, 10 off from the view's left edge (x 10), 10 pt tall around y 30.
        #expect(rgb(image, 20, 30) == blue)
        #expect(rgb(image, 35, 30) == white)
        #expect(rgb(image, 50, 30) == blue)
        #expect(rgb(image, 20, 36) == white)
        #expect(rgb(image, 20, 25.5) == blue)
    }

    /// The distinct colours of the device pixels of the points' rectangle x 10...60, y 10...60.
    func colours(_ image: RGBAImage) -> Set<[UInt8]> {
        var found: Set<[UInt8]> = []
        for y in 30..<180 {
            for x in 30..<180 {
                let offset = (y * image.width + x) * 4
                found.insert(Array(image.bytes[offset..<offset + 3]))
            }
        }
        return found
    }

    /// A triangle and a slanted line drawn with the state's antialiasing flags, then (after the
    /// state is restored) a small square.
    func slanted(should: Bool, allows: Bool) -> SketchView {
        sketch { context, _ in
            context.saveGState()
            context.setShouldAntialias(should)
            context.setAllowsAntialiasing(allows)
            context.setFillColor(UIColor.red.cgColor)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 47, y: 0))
            context.addLine(to: CGPoint(x: 0, y: 33))
            context.closePath()
            context.fillPath()
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(1.3)
            context.move(to: CGPoint(x: 10, y: 50))
            context.addLine(to: CGPoint(x: 49, y: 37))
            context.strokePath()
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 70.2, y: 0.2, width: 20, height: 20))
        }
    }

    @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
    func shapesAreAliasedWhenTheStateTurnsAntialiasingOff(should: Bool, allows: Bool) throws {
        let image = try F.pixels(F.container(height: 100, [slanted(should: should, allows: allows)]))
        let inside = colours(image)
        if should && allows {
            #expect(inside.count > 2, "antialiased edges blend red into white")
        } else {
            #expect(inside == [[255, 0, 0], [255, 255, 255]], "aliased edges: each pixel red or white")
        }
        #expect(rgb(image, 12, 12) == red)
        #expect(rgb(image, 55, 55) == white)
        // After restoreGState the square (at a fraction of a pixel) is antialiased again.
        #expect(rgb(image, 90, 20) == blue)
        let column = (0..<image.height).map { y in image.bytes[(y * image.width + 240) * 4] }
        #expect(column.contains { $0 != 0 && $0 != 255 }, "the square's top edge blends")
    }

    @Test func aCGLayerIsDrawnScaledIntoEachRectangle() throws {
        let view = sketch(width: 200) { context, _ in
            guard let stamp = CGLayer(context, size: CGSize(width: 20, height: 10), auxiliaryInfo: nil) else { return }
            stamp.context?.setFillColor(UIColor.red.cgColor)
            stamp.context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            stamp.context?.setFillColor(UIColor.blue.cgColor)
            stamp.context?.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            context.draw(stamp, at: CGPoint(x: 0, y: 0))
            context.translateBy(x: 100, y: 0)
            context.draw(stamp, in: CGRect(x: 0, y: 20, width: 40, height: 20))
        }
        #expect(CGLayer(CGContext(recordingSize: CGSize(width: 1, height: 1)), size: .zero, auxiliaryInfo: nil) == nil)
        let image = try F.pixels(F.container(height: 100, [view]))
        // At its size at (0, 0) of the view (10, 10 in the container), then twice as big at (100, 20).
        #expect(rgb(image, 15, 15) == red)
        #expect(rgb(image, 25, 15) == blue)
        #expect(rgb(image, 35, 15) == white)
        #expect(rgb(image, 115, 35) == red)
        #expect(rgb(image, 135, 45) == blue)
        #expect(rgb(image, 155, 35) == white)
        #expect(rgb(image, 115, 25) == white)
    }

    @Test func aClipLimitsLaterPaintUntilTheStateIsRestored() throws {
        let view = sketch { context, rect in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 60))
            context.setFillColor(UIColor.red.cgColor)
            context.fill(rect)
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 80, y: 0, width: 20, height: 20))
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        #expect(rgb(image, 15, 40) == red)
        #expect(rgb(image, 70, 40) == white)
        #expect(rgb(image, 100, 15) == blue)
    }

    @Test func theTransformMovesScalesAndRotatesWhatIsDrawn() throws {
        let view = sketch { context, _ in
            context.translateBy(x: 50, y: 30)
            context.rotate(by: .pi / 2)
            context.scaleBy(x: 2, y: 1)
            // 10 x 5 at (0, 0): scaled to 20 x 5, turned a quarter clockwise: x -5...0, y 0...20.
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        #expect(rgb(image, 10 + 47.5, 10 + 40) == green)
        #expect(rgb(image, 10 + 47.5, 10 + 52) == white)
        #expect(rgb(image, 10 + 52, 10 + 40) == white)
    }

    @Test func drawingIsClippedToTheBoundsAndBelowTheSubviews() throws {
        let view = sketch { context, _ in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: -20, y: 0, width: 200, height: 60))
        }
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(badge)
        let image = try F.pixels(F.container(height: 100, [view]))
        #expect(rgb(image, 5, 30) == white)
        #expect(rgb(image, 120, 30) == white)
        #expect(rgb(image, 100, 30) == red)
        #expect(rgb(image, 15, 15) == blue)
    }

    @Test func uikitsDrawingCallsDrawIntoTheViewsContext() throws {
        let view = sketch { _, rect in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            let oval = UIBezierPath(ovalIn: CGRect(x: 40, y: 0, width: 40, height: 40))
            UIColor.blue.setFill()
            oval.fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 100, y: 50))
            line.lineWidth = 4
            UIColor.green.setStroke()
            line.stroke()
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        #expect(rgb(image, 20, 20) == red)
        #expect(rgb(image, 70, 30) == blue)
        #expect(rgb(image, 52, 12) == white)  // outside the oval, inside its box
        #expect(rgb(image, 50, 60) == green)
        #expect(rgb(image, 50, 63) == white)
    }

    @Test(arguments: [false, true]) func textDrawnInARectangleIsDrawnWithTheLabelsEngine(rightToLeft: Bool) throws {
        let view = sketch(width: 200, height: 40) { _, _ in
            ("Hello" as NSString).draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 40),
                withAttributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
        }
        let layout = try F.layout(leading(view, width: 200, height: 40), rightToLeft: rightToLeft)
        let node = try #require(layout.root.allNodes.first { $0.role.rawValue.hasSuffix("contents") })
        guard case .drawing(let items) = node.content, let (_, text) = clippedText(in: items) else {
            Issue.record("no text in \(node)")
            return
        }
        #expect(text.text == "Hello" && text.style.font.size == 30)
        #expect(text.frame.minX == 0 && text.frame.minY == 0 && text.frame.width == 200)
        #expect(node.frame.minX == (rightToLeft ? 180 : 10))
        let image = try F.pixels(leading(view, width: 200, height: 40), rightToLeft: rightToLeft)
        let left: Double = rightToLeft ? 180 : 10
        let reds = stride(from: left, to: left + 80, by: 0.5).filter { x in
            stride(from: 10.0, to: 50, by: 1).contains { y in
                let c = rgb(image, x, y)
                return c[0] > 200 && c[1] < 80
            }
        }
        #expect(!reds.isEmpty)
    }

    /// A context's arc after a line continues the subpath: a doughnut slice filled even-odd, as
    /// pie charts draw them, is one ring segment.
    @Test(arguments: [false, true]) func anArcAfterALineContinuesTheContextsPath(rightToLeft: Bool) throws {
        let view = sketch(width: 100, height: 100) { context, _ in
            context.setFillColor(UIColor.red.cgColor)
            context.move(to: CGPoint(x: 90, y: 50))
            context.addArc(
                center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            context.addLine(to: CGPoint(x: 50, y: 70))
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .pi / 2, endAngle: 0, clockwise: true)
            context.closePath()
            context.fillPath(using: .evenOdd)
        }
        let image = try F.pixels(leading(view, width: 100, height: 100), rightToLeft: rightToLeft)
        let left = rightToLeft ? 280.0 : 10  // the view's leading edge
        func at(_ radius: Double, _ angle: Double) -> [Int] {
            rgb(image, left + 50 + radius * cos(angle), 10 + 50 + radius * sin(angle))
        }
        #expect(at(25, 0.1) == red)  // where a chord from the inner arc's end would cut the ring
        #expect(at(35, .pi / 4) == red)
        #expect(at(10, .pi / 4) == white)
        #expect(at(45, .pi / 4) == white)
    }

    @Test func textIsMeasuredAsALabelMeasuresIt() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let (size, bounding, label) = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let label = UILabel()
            label.font = font
            label.text = "Measured text"
            return (
                "Measured text".size(withAttributes: [.font: font]),
                ("Measured text" as NSString).boundingRect(
                    with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
                    context: nil),
                label.intrinsicContentSize
            )
        }
        // The label rounds its size up to whole pixels at 3x; the string's size is exact.
        #expect(size.width > 0 && abs(label.width - size.width) < 1.0 / 3 + 1e-9)
        #expect(abs(label.height - size.height) < 1.0 / 3 + 1e-9)
        #expect(bounding.width <= 60 && bounding.height > size.height)
    }

    @Test func aViewThatDrawsNothingAddsNoNode() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layout = try F.layout(F.container(height: 60, [plain]))
        #expect(!layout.root.allNodes.contains { $0.role.rawValue.hasSuffix("contents") })
    }

    /// `setShadow(offset:blur:color:)` shadows each later paint: moved by the offset in the
    /// context's base space (down on iOS), whatever the transform, blurred, in its colour with the
    /// context's alpha; `nil` turns it off, and restoring the state brings the earlier one back.
    @Test(arguments: [false, true]) func paintsCastTheContextsShadow(rightToLeft: Bool) throws {
        let view = sketch { context, _ in
            context.saveGState()
            context.translateBy(x: 0, y: 60)
            context.scaleBy(x: 1, y: -1)  // a flipped transform does not flip the offset
            context.setShadow(offset: CGSize(width: 10, height: 20), blur: 0, color: UIColor.blue.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 40, width: 20, height: 20))  // (0, 0) to (20, 20) on screen
            context.restoreGState()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 60, y: 0, width: 20, height: 20))  // no shadow after the restore
        }
        let image = try F.pixels(leading(view, width: 100, height: 60), rightToLeft: rightToLeft)
        let left = rightToLeft ? 280.0 : 10  // the view's leading edge
        #expect(rgb(image, left + 5, 15) == red)
        #expect(rgb(image, left + 25, 35) == blue)  // the shadow, 10 right and 20 down
        #expect(rgb(image, left + 5, 35) == white)
        #expect(rgb(image, left + 70, 15) == green)
        #expect(rgb(image, left + 70, 35) == white)
    }

    /// A blurred context shadow fades out: a Gaussian of half the blur, here 4 pt.
    @Test func aBlurredContextShadowFadesOut() throws {
        let view = sketch { context, _ in
            context.setShadow(offset: .zero, blur: 8, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 30, y: 20, width: 40, height: 20))
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        // The view is at (10, 10): the rectangle spans x 40...80. One standard deviation (4 pt)
        // outside its edge the shadow is black at 1 - Φ(1), 16 %: the background 84 % white.
        let outside = rgb(image, 80 + 4, 40)[0]
        #expect(abs(outside - 214) <= 8)
        #expect(rgb(image, 80 + 14, 40) == white)  // 3.5 standard deviations out: nothing
        #expect(rgb(image, 60, 40) == white)  // the white fill over its shadow
    }

    @Test func whatCannotBeDrawnIsRefusedByName() throws {
        let unbounded = sketch { context, _ in
            context.setShadow(offset: CGSize(width: 0, height: CGFloat.nan), blur: 4)
        }
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [unbounded])) }
        let blended = sketch { context, _ in context.setBlendMode(.multiply) }
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [blended])) }
        let erased = sketch { context, rect in
            context.fill(rect)
            context.clear(rect)
        }
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [erased])) }
        let outlined = sketch { context, _ in
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.replacePathWithStrokedPath()
            context.clip()
        }
        let error = #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 100, [outlined])) }
        #expect(error?.description.contains("replacePathWithStrokedPath()") == true)
        // With nothing to outline, the call does nothing.
        let empty = sketch { context, rect in
            context.replacePathWithStrokedPath()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(rect)
        }
        #expect(rgb(try F.pixels(F.container(height: 100, [empty])), 20, 20) == red)
    }

    @Test func aLinearGradientFillsTheClipBetweenItsPoints() throws {
        let view = sketch(width: 100, height: 40) { context, _ in
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 20))
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [.drawsAfterEndLocation])
        }
        let image = try F.pixels(F.container(height: 60, [view]))
        #expect(rgb(image, 10 + 10, 15) == white)  // before the start: not drawn
        #expect(rgb(image, 10 + 21, 15)[0] > 240)
        #expect(rgb(image, 10 + 95, 15) == blue)  // past the end: drawn
        #expect(rgb(image, 10 + 50, 35) == white)  // outside the clip
        let middle = rgb(image, 10 + 50, 15)
        #expect(abs(middle[0] - 128) < 8 && abs(middle[2] - 128) < 8)
    }

    @Test func anImageDrawnWithCoreGraphicsIsUpsideDownAndUIImageIsUpright() throws {
        // 1 x 2 pixels: red on top, blue below.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let bitmap = try #require(CGImage(width: 1, height: 2, rgba: bytes))
        let image = UIImage(cgImage: bitmap)
        let view = sketch(width: 100, height: 40) { context, _ in
            context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 20, height: 40))
            image.draw(in: CGRect(x: 40, y: 0, width: 20, height: 40))
        }
        let pixels = try F.pixels(F.container(height: 60, [view]))
        #expect(rgb(pixels, 20, 15) == blue)
        #expect(rgb(pixels, 20, 45) == red)
        #expect(rgb(pixels, 60, 15) == red)
        #expect(rgb(pixels, 60, 45) == blue)
    }
}
