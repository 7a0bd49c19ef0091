import DisplayList
import Pixels
import Primitives
import Symbols
import Testing

@testable import Rendering

/// Symbols as drawn: every catalog symbol leaves ink inside its frame in every weight, and a
/// placeholder is its outlined box with the name's initials in the middle.
@Suite struct SymbolRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// The bounds (in pixels, inclusive) of the pixels with any ink in `region`, and their count.
    func ink(_ image: RGBAImage, in region: (x: Range<Int>, y: Range<Int>)? = nil) -> (box: [Int], count: Int) {
        var box = [Int.max, Int.max, Int.min, Int.min], count = 0
        for y in region?.y ?? 0..<image.height {
            for x in region?.x ?? 0..<image.width where image[x, y].alpha > 0 {
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
                count += 1
            }
        }
        return (box, count)
    }

    @Test(arguments: SymbolCatalog.names)
    func everySymbolDrawsInkInsideItsFrameInEveryWeight(name: String) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        for weight in FontWeight.allCases {
            let metrics = symbol.metrics(pointSize: 17, weight: weight)
            let frame = Rect(x: 2, y: 2, width: metrics.size.width, height: metrics.size.height)
            let list = DisplayList(
                size: Size(width: frame.width + 4, height: frame.height + 4),
                items: [.symbol(SymbolItem(name: name, frame: frame, pointSize: 17, weight: weight, color: .black))])
            let image = try renderer.image(list, scale: 3).image
            let drawn = ink(image)
            // At least a stroke's length of ink: a 17 pt symbol is never a speck.
            #expect(drawn.count >= 60, "\(name) \(weight): \(drawn.count) pixels")
            #expect(drawn.box[0] >= 6 && drawn.box[1] >= 6, "\(name) \(weight)")
            #expect(
                Double(drawn.box[2]) < (frame.maxX * 3).rounded(.up)
                    && Double(drawn.box[3]) < (frame.maxY * 3).rounded(.up),
                "\(name) \(weight)")
        }
    }

    /// The placeholder at 20 pt regular, scale 3: its outline fills the frame (21.7 pt square from
    /// (2, 2): pixels 6 to 71), and the initials `CR` sit in its middle.
    @Test func thePlaceholderIsAnOutlinedBoxWithTheInitials() throws {
        let box = SymbolPlaceholder.image(pointSize: 20, weight: .regular)
        #expect(abs(box.size.width - 21.7) < 1e-9 && abs(box.size.height - 21.7) < 1e-9)
        let frame = Rect(x: 2, y: 2, width: box.size.width, height: box.size.height)
        let colour = Color(hex: 0x007AFF)
        let list = DisplayList(
            size: Size(width: 26, height: 26),
            items: [
                .symbol(
                    SymbolItem(
                        name: "cloud.sun.rain", frame: frame, pointSize: 20, weight: .regular, color: colour,
                        isPlaceholder: true))
            ])
        let image = try renderer.image(list, scale: 3).image
        #expect(ink(image).box == [6, 6, 71, 71])
        // The middle of the left edge is the outline, in the symbol's colour.
        #expect(image[7, 38] == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
        // Inside the outline (1.7 pt = 5.1 px wide at regular) only the initials have ink.
        let initials = ink(image, in: (x: 16..<62, y: 16..<62))
        #expect(initials.box == [23, 29, 53, 47])
        #expect(abs(Double(initials.box[0] + initials.box[2]) / 2 - 38.5) <= 1)
        #expect(abs(Double(initials.box[1] + initials.box[3]) / 2 - 38.5) <= 1)
    }

    @Test func aPlaceholderIsDrawnTheSameInSVG() throws {
        let item = SymbolItem(
            name: "xmark.bin.fill", frame: Rect(x: 0, y: 0, width: 18.445, height: 18.445), pointSize: 17,
            color: .black, isPlaceholder: true)
        let svg = String(
            decoding: try renderer.svg(DisplayList(size: Size(width: 20, height: 20), items: [.symbol(item)])).data,
            as: UTF8.self)
        // The outline is a path, the initials "XF" two glyphs.
        #expect(svg.contains("<path"))
        #expect(svg.components(separatedBy: "<use").count - 1 == 2)
    }

    @Test func anUnknownNameNotMarkedAsAPlaceholderIsRefused() throws {
        let list = DisplayList(
            size: Size(width: 20, height: 20),
            items: [
                .symbol(
                    SymbolItem(
                        name: "no.such.symbol", frame: Rect(x: 0, y: 0, width: 18, height: 18), pointSize: 17,
                        color: .black))
            ])
        #expect(throws: RenderingError.unknownSymbol("no.such.symbol")) { try renderer.image(list, scale: 1) }
    }
}
