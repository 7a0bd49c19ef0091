import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// Emoji come from the bundled subset of Noto Color Emoji, in colour, after Inter and the Noto
/// faces: a line mixing Latin, Chinese and emoji draws every part.
@Suite struct EmojiTests {
    static let style = TextStyle(font: Font(size: 17), color: .black)

    /// How many pixels of `image` between `minX` and `maxX` are inked (darker than light grey),
    /// and how many are coloured (channels at least 80 apart).
    static func ink(in image: RGBAImage, from minX: Int, to maxX: Int) -> (inked: Int, coloured: Int) {
        var inked = 0, coloured = 0
        for y in 0..<image.height {
            for x in max(0, minX)..<min(image.width, maxX) {
                let pixel = image[x, y]
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                if channels.min()! < 200 { inked += 1 }
                if channels.max()! - channels.min()! >= 80 { coloured += 1 }
            }
        }
        return (inked, coloured)
    }

    /// "Inbox 收件箱 😀🎉❤️": the Latin and Chinese parts are inked in black only, the emoji part
    /// in colour; the text engine measures the parts so that each is looked at where it is drawn.
    @Test func aLineMixingLatinChineseAndEmojiDrawsEachInItsFont() throws {
        let parts = ["Inbox ", "收件箱 ", "😀🎉❤️"]
        let text = parts.joined()
        let scale = 3.0
        let renderer = try Renderer(missingGlyphs: .fail)
        let list = DisplayList(
            size: Size(width: 240, height: 30), background: .white,
            items: [.text(TextItem(text: text, style: Self.style, frame: Rect(x: 10, y: 4, width: 220, height: 22)))])
        let image = try renderer.image(list, scale: scale).image
        var start = 10.0
        var regions: [(inked: Int, coloured: Int)] = []
        for index in parts.indices {
            let end =
                10 + renderer.textEngine.measure(parts[...index].joined(), style: Self.style, width: nil).size.width
            regions.append(Self.ink(in: image, from: Int(start * scale), to: Int(end * scale)))
            start = end
        }
        #expect(regions[0].inked > 300 && regions[0].coloured == 0, "Latin: \(regions[0])")
        #expect(regions[1].inked > 600 && regions[1].coloured == 0, "Chinese: \(regions[1])")
        #expect(regions[2].coloured > 1500, "emoji: \(regions[2])")
    }

    /// The emoji face is one of the fonts fontconfig found in `Fonts/`.
    @Test func theColourEmojiFontIsBundled() throws {
        let library = try FontLibrary.shared.get()
        #expect(library.fontFiles.contains("NotoColorEmoji-Subset.ttf"))
        #expect(library.families.contains("Noto Color Emoji"))
        #expect(FontLibrary.fallbackFamilies.last == "Noto Color Emoji")
    }

    /// Emoji in the SVG output are colour bitmaps (Cairo writes CBDT glyphs as images).
    @Test func svgOutputDrawsEmojiInColour() throws {
        let list = DisplayList(
            size: Size(width: 60, height: 30), background: .white,
            items: [.text(TextItem(text: "😀", style: Self.style, frame: Rect(x: 10, y: 4, width: 40, height: 22)))])
        let svg = String(decoding: try Renderer().svg(list).data, as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(svg.contains("data:image/png;base64,"))
    }
}
