// CATextLayer: a sublayer that draws its string in its font, size and colour, from the top of its
// bounds, aligned and wrapped as set, without being asked to display; pixels in both layout
// directions (a layer is never mirrored); Core Text's CTFontCreateWithName; refusals by name.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct TextLayerTests {
    typealias F = ControlFixtures

    /// A 390 x 60 white view with a text layer at `frame`, set up as chart code sets one up.
    func view(
        _ string: Any?, frame: CGRect, alignment: CATextLayerAlignmentMode = .natural, wrapped: Bool = false,
        configure: (CATextLayer) -> Void = { _ in }
    ) -> (UIView, CATextLayer) {
        let view = F.container(height: 60, [])
        let label = CATextLayer()
        label.frame = frame
        label.foregroundColor = UIColor.red.cgColor
        label.alignmentMode = alignment
        label.isWrapped = wrapped
        label.contentsScale = 3
        label.font = CTFontCreateWithName(UIFont.systemFont(ofSize: 0).fontName as CFString, 0, nil)
        label.fontSize = 17
        label.string = string
        configure(label)
        view.layer.addSublayer(label)
        return (view, label)
    }

    /// The box (in points) of the red pixels of a 3x image, or `nil` when there are none.
    func redBox(_ image: RGBAImage) -> Rect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        let bytes = image.bytes
        for y in 0..<image.height {
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                guard bytes[offset] > 200, bytes[offset + 1] < 120, bytes[offset + 2] < 120 else { continue }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(
            x: Double(minX) / 3, y: Double(minY) / 3, width: Double(maxX - minX + 1) / 3,
            height: Double(maxY - minY + 1) / 3)
    }

    /// The text items `view` draws, in drawing order.
    func texts(_ view: UIView) throws -> [TextItem] {
        func walk(_ items: [DisplayItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let text): [text]
                case .group(let group): walk(group.items)
                default: []
                }
            }
        }
        return walk(try F.layout(view).displayList(background: Color(hex: 0xFFFFFF)).items)
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil && layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(CATextLayerAlignmentMode.center.rawValue == "center" && CATextLayerTruncationMode.end.rawValue == "end")
    }

    /// Where the text of a 100 pt wide layer at x = 40 lies for each alignment: its left edge,
    /// its middle or its right edge, in points (within a pixel or two of the glyphs' side bearings).
    @Test(arguments: [false, true]) func aTextLayerDrawsItsStringAlignedInItsBounds(rightToLeft: Bool) throws {
        let frame = CGRect(x: 40, y: 10, width: 100, height: 24)
        for (alignment, edge) in [(CATextLayerAlignmentMode.left, 40.0), (.center, 90), (.right, 140)] {
            let (view, _) = self.view("Mon", frame: frame, alignment: alignment)
            let box = try #require(redBox(try F.pixels(view, rightToLeft: rightToLeft)))
            // Drawn in the layer, from its top: 17 pt text is some 12 pt tall, its cap height below 10 + 3.
            #expect(box.minX >= 40 && box.maxX <= 140 && box.minY >= 10 && box.maxY <= 34, "\(alignment) \(box)")
            #expect(box.minY < 17 && box.width > 25 && box.width < 40, "\(alignment) \(box)")
            switch alignment {
            case .left: #expect(abs(box.minX - edge) < 2.5, "\(box)")
            case .center: #expect(abs(box.midX - edge) < 1.5, "\(box)")
            default: #expect(abs(box.maxX - edge) < 2.5, "\(box)")
            }
        }
    }

    @Test(arguments: [false, true]) func unwrappedTextIsCutAtTheBoundsAndWrappedTextRunsDown(rightToLeft: Bool) throws {
        let long = "Light rain in the afternoon"
        let frame = CGRect(x: 10, y: 4, width: 80, height: 52)
        let (line, _) = view(long, frame: frame)
        let cut = try #require(redBox(try F.pixels(line, rightToLeft: rightToLeft)))
        #expect(cut.maxX <= 90 && cut.maxY < 26, "\(cut)")
        let (wrapped, _) = view(long, frame: frame, wrapped: true)
        let lines = try #require(redBox(try F.pixels(wrapped, rightToLeft: rightToLeft)))
        #expect(lines.maxX <= 90 && lines.maxY > 30 && lines.maxY <= 56, "\(lines)")
    }

    @Test func truncationAndTheTextStyle() throws {
        let (view, _) = view("Light rain in the afternoon", frame: CGRect(x: 10, y: 4, width: 80, height: 20)) {
            $0.truncationMode = .end
        }
        let text = try #require(try texts(view).first)
        #expect(text.text == "Light rain in the afternoon")
        #expect(text.style.maximumLines == 1 && text.style.truncation == .tail)
        #expect(text.style.font.size == 17)
    }

    @Test func anAttributedStringKeepsItsAttributesAndAPlainStringTakesTheLayers() throws {
        let attributed = NSAttributedString(
            string: "12°", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        let (view, _) = view(attributed, frame: CGRect(x: 10, y: 4, width: 80, height: 30)) {
            $0.foregroundColor = UIColor.blue.cgColor
            $0.fontSize = 40
        }
        let text = try #require(try texts(view).first)
        #expect(text.style.font.size == 20 && text.style.font.weight == .semibold)
        #expect(redBox(try F.pixels(view)) != nil)
        let (plain, _) = self.view("12°", frame: CGRect(x: 10, y: 4, width: 80, height: 30)) { $0.fontSize = 9 }
        let small = try #require(try texts(plain).first)
        #expect(small.style.font.size == 9)
    }

    @Test func coreTextFontsByName() {
        let system = CTFontCreateWithName(".SFUI-Semibold" as CFString, 0, nil)
        #expect(system.pointSize == 12 && system.fontName == ".SFUI-Semibold" && CTFontGetSize(system) == 12)
        #expect(
            CTFontCreateWithName(UIFont.systemFont(ofSize: 3).fontName as CFString, 15, nil).fontName == ".SFUI-Regular"
        )
        let mono = CTFontCreateWithName(".SFMono-Bold" as CFString, 11, nil)
        #expect(mono.fontName == ".SFMono-Bold" && (CTFontCopyPostScriptName(mono) as String) == ".SFMono-Bold")
    }

    @Test func whatCannotBeDrawnIsRefusedByName() throws {
        let (number, _) = view(42, frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(
            throws: CellSnapUIKitError(
                call: "CATextLayer.draw(in:): CATextLayer.string = Int",
                reason: "a text layer draws a String or an NSAttributedString")
        ) { try F.layout(number) }
        let (colourFont, _) = view("Mon", frame: CGRect(x: 0, y: 0, width: 80, height: 20)) { $0.font = UIColor.red }
        #expect(
            throws: CellSnapUIKitError(
                call: "CATextLayer.draw(in:): CATextLayer.font = UIColor",
                reason: "a text layer's font is a CTFont, a UIFont or a font name")
        ) { try F.layout(colourFont) }
        let (palatino, _) = view("Mon", frame: CGRect(x: 0, y: 0, width: 80, height: 20)) {
            $0.font = "Brand-Semibold" as NSString  // a font neither iOS nor the app has
        }
        #expect(
            throws: CellSnapUIKitError(
                call: "CATextLayer.draw(in:): CTFontCreateWithName(\"Brand-Semibold\", 17.0, nil)",
                reason: "CellSnap draws the system fonts and the fonts the package bundles")
        ) { try F.layout(palatino) }
    }

    @Test func snapshot() {
        let view = F.container(height: 60, [])
        let labels: [(String, CATextLayerAlignmentMode, CGFloat, UIColor)] = [
            ("Mon", .center, 0, .systemBlue), ("Tue", .center, 60, .darkGray), ("18°", .right, 120, .systemRed),
            ("Light rain in the afternoon", .left, 200, .label),
        ]
        for (string, alignment, x, color) in labels {
            let label = CATextLayer()
            label.frame = CGRect(x: 10 + x, y: 8, width: x == 200 ? 170 : 56, height: 44)
            label.isWrapped = x == 200
            label.string = string
            label.fontSize = 15
            label.alignmentMode = alignment
            label.foregroundColor = color.cgColor
            label.backgroundColor = UIColor.systemGray6.cgColor
            view.layer.addSublayer(label)
        }
        assertSnapshot(of: view, as: .screen(), named: "light", lint: .off)
        assertSnapshot(
            of: view, as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl", lint: .off)
    }
}
