import DisplayList
import Foundation
import Primitives
import Testing

@testable import Rendering

/// Measured sizes of text through the bundled fonts, with the fixed font options. These values
/// change only when the fonts, Pango, HarfBuzz or FreeType change.
@Suite struct TextEngineTests {
    let engine: TextEngine

    init() throws { engine = try TextEngine.current() }

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var font: Font
        var width: Double?
        var size: Size
        var firstBaseline: Double
        var lineCount: Int
        var testDescription: String { "\(text) \(font.size) \(font.weight)" }
    }

    @Test(arguments: [
        Case(
            text: "Inbox", font: Font(size: 17), size: Size(width: 43.923828125, height: 20.57421875),
            firstBaseline: 16.46875, lineCount: 1),
        Case(
            text: "Inbox", font: Font(size: 17, weight: .semibold),
            size: Size(width: 45.294921875, height: 20.57421875), firstBaseline: 16.46875, lineCount: 1),
        Case(
            text: "Settings", font: Font(size: 34, weight: .bold),
            size: Size(width: 140.021484375, height: 41.1474609375), firstBaseline: 32.9375, lineCount: 1),
        Case(
            text: "标签", font: Font(size: 17), size: Size(width: 34, height: 24.6162109375),
            firstBaseline: 19.7197265625, lineCount: 1),
        Case(
            text: "中文标签 Tag", font: Font(size: 15, weight: .medium), size: Size(width: 89.8125, height: 21.720703125),
            firstBaseline: 17.400390625, lineCount: 1),
        Case(
            text: "שלום עולם", font: Font(size: 17), size: Size(width: 78.1494140625, height: 23.1201171875),
            firstBaseline: 18.15625, lineCount: 1),
        Case(
            text: "مرحبا بالعالم", font: Font(size: 17), size: Size(width: 81.9072265625, height: 35.904296875),
            firstBaseline: 23.3583984375, lineCount: 1),
        Case(
            text: "The quick brown fox jumps over the lazy dog", font: Font(size: 17), width: 150,
            size: Size(width: 148.4345703125, height: 61.72265625), firstBaseline: 16.46875, lineCount: 3),
    ])
    func measuredSizes(_ fixture: Case) {
        let metrics = engine.measure(fixture.text, style: TextStyle(font: fixture.font), width: fixture.width)
        #expect(metrics.size == fixture.size)
        #expect(metrics.firstBaseline == fixture.firstBaseline)
        #expect(metrics.lineCount == fixture.lineCount)
        #expect(metrics.missingGlyphCount == 0)
        #expect(!metrics.isTruncated)
    }

    @Test(arguments: [Truncation.tail, .head, .middle, .clip])
    func lineLimitTruncates(_ truncation: Truncation) {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let limited = TextStyle(font: Font(size: 17), maximumLines: 2, truncation: truncation)
        let metrics = engine.measure(text, style: limited, width: 150)
        let full = engine.measure(text, style: TextStyle(font: Font(size: 17)), width: 150)
        #expect(full.lineCount == 5 && !full.isTruncated)
        #expect(metrics.lineCount == 2)
        #expect(metrics.isTruncated)
        #expect(metrics.size.height == 41.1484375)
        #expect(metrics.lastBaseline == 37.04296875)
    }

    @Test func singleLineEllipsisKeepsTheWidth() {
        let style = TextStyle(font: Font(size: 17), maximumLines: 1)
        let metrics = engine.measure("A very long line of text that needs to be truncated", style: style, width: 120)
        #expect(metrics.isTruncated && metrics.lineCount == 1)
        #expect(metrics.size.width <= 120 && metrics.size.width > 100)
        #expect(!engine.measure("Short", style: style, width: 120).isTruncated)
    }

    @Test func rightToLeftTextAlignsToTheRightByDefault() {
        let style = TextStyle(font: Font(size: 17))
        let hebrew = engine.measure("שלום עולם", style: style, width: 300)
        let latin = engine.measure("Hello world", style: style, width: 300)
        #expect(hebrew.inkBounds.maxX > 297 && hebrew.inkBounds.minX > 200)
        #expect(latin.inkBounds.minX < 2)
        let forcedLeft = engine.measure(
            "שלום עולם", style: TextStyle(font: Font(size: 17), alignment: .left), width: 300)
        #expect(forcedLeft.inkBounds.minX < 2)
    }

    /// Korean finds the bundled Hangul (KS X 1001's syllables and the compatibility jamo), in the
    /// regular and bold faces; a syllable outside KS X 1001 has no glyph.
    @Test func koreanTextHasGlyphs() {
        for weight in [FontWeight.regular, .bold] {
            let metrics = engine.measure("전체 설정 ㄱㅎ", style: TextStyle(font: Font(size: 17, weight: weight)), width: nil)
            #expect(metrics.missingGlyphCount == 0)
            #expect(metrics.size.width > 80)
        }
        #expect(engine.measure("똠", style: TextStyle(font: Font(size: 17)), width: nil).missingGlyphCount == 1)
    }

    /// Traditional Chinese and Japanese characters GB2312 lacks find Noto Sans CJK TC's glyphs (a
    /// movie title's and a button's from public apps) and Japanese kana and marks it lacks ("ー"), in
    /// the regular and bold faces; a character
    /// outside Big5's first level and JIS X 0208 has none.
    @Test func traditionalChineseAndJapaneseTextHasGlyphs() {
        for weight in [FontWeight.regular, .bold] {
            let style = TextStyle(font: Font(size: 17, weight: weight))
            #expect(engine.measure("湯姆驚魂記 畫面遷移 業務", style: style, width: nil).missingGlyphCount == 0)
            // The kana and marks GB2312 lacks: the prolonged sound mark, the iteration marks, ヴ.
            #expect(engine.measure("ニャーニャー ゝゞヽヾ ヴ", style: style, width: nil).missingGlyphCount == 0)
        }
        #expect(engine.measure("𠀋", style: TextStyle(font: Font(size: 17)), width: nil).missingGlyphCount == 1)
    }

    /// Two skin-tone modifiers alone (left out of the emoji subset) and a playing card.
    @Test func charactersWithoutAFontAreCounted() {
        let metrics = engine.measure("Hi 🏽 🂡 🏿", style: TextStyle(font: Font(size: 17)), width: nil)
        #expect(metrics.missingGlyphCount == 3)
    }

    @Test func onlyBundledFontsAreVisible() throws {
        let library = try FontLibrary.shared.get()
        #expect(
            library.families == [
                "Inter", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans CJK KR", "Noto Sans CJK SC",
                "Noto Sans CJK TC", "Noto Sans Hebrew", "Noto Sans Mono",
            ])
        #expect(library.fontFiles.count == 23)
    }

    @Test func aMissingFontFolderIsAClearError() {
        #expect(
            throws: RenderingError.fonts(
                "no .otf or .ttf files in /nonexistent/Fonts (set CELLSNAP_FONTS to the folder of bundled fonts)")
        ) {
            try FontLibrary(directory: URL(fileURLWithPath: "/nonexistent/Fonts"))
        }
    }
}

@Suite struct LineHeightTests {
    @Test func anAbsoluteLineHeightSetsEveryLine() throws {
        let engine = try TextEngine.current()
        let style = TextStyle(font: Font(size: 17), lineHeight: 22)
        let one = engine.measure("Inbox", style: style, width: 300)
        let three = engine.measure("The quick brown fox jumps over the lazy dog", style: style, width: 150)
        #expect(one.size.height == 22 && three.size.height == 66 && three.lineCount == 3)
        // The text is centred in its line: the baseline moves down by half the added leading.
        let natural = engine.measure("Inbox", style: TextStyle(font: Font(size: 17)), width: 300)
        #expect(abs(one.firstBaseline - (natural.firstBaseline + (22 - natural.size.height) / 2)) < 0.01)
    }
}

@Suite struct AttributedTextTests {
    @Test func aBoldSpanWidensOnlyItsRange() throws {
        let engine = try TextEngine.current()
        let plain = engine.measure("Anna replied", style: TextStyle(font: Font(size: 17)), width: nil)
        let bold = engine.measure(
            "Anna replied",
            style: TextStyle(font: Font(size: 17), spans: [TextSpan(start: 0, length: 4, weight: .bold)]), width: nil)
        let allBold = engine.measure("Anna replied", style: TextStyle(font: Font(size: 17, weight: .bold)), width: nil)
        #expect(plain.size.width < bold.size.width && bold.size.width < allBold.size.width)
        #expect(bold.size.height == plain.size.height)
    }

    @Test func aColouredSpanDrawsInItsColourAndTheRestInTheTextColour() throws {
        // "MM MM": two words; the second in red. Counting pixels by hue shows where each went.
        let style = TextStyle(
            font: Font(size: 17, weight: .heavy), color: .black,
            spans: [TextSpan(start: 3, length: 2, color: Color(hex: 0xFF0000))])
        let list = DisplayList(
            size: Size(width: 90, height: 24), background: .white,
            items: [
                .text(TextItem(text: "MM MM", style: style, frame: Rect(x: 0, y: 0, width: 90, height: 24)))
            ])
        let image = try Renderer().image(list, scale: 1).image
        // Split the image in the middle of the space between the words.
        let engine = try TextEngine.current()
        let split = Int(
            (engine.measure("MM", style: style, width: nil).size.width
                + engine.measure("MM ", style: style, width: nil).size.width) / 2)
        var red = (left: 0, right: 0), dark = (left: 0, right: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let isRed = pixel.red > 200 && pixel.green < 60
                let isDark = pixel.red < 60 && pixel.green < 60
                if x < split {
                    red.left += isRed ? 1 : 0
                    dark.left += isDark ? 1 : 0
                } else {
                    red.right += isRed ? 1 : 0
                    dark.right += isDark ? 1 : 0
                }
            }
        }
        #expect(red.left == 0 && dark.right == 0)
        #expect(red.right > 50 && dark.left > 50)
    }

    @Test func spansCountCharactersNotBytes() throws {
        // "é" and "标" are several UTF-8 bytes; the span over "x" must still bolden only "x".
        let engine = try TextEngine.current()
        let plain = engine.measure("é标x", style: TextStyle(font: Font(size: 17)), width: nil)
        let boldX = engine.measure(
            "é标x", style: TextStyle(font: Font(size: 17), spans: [TextSpan(start: 2, length: 1, weight: .heavy)]),
            width: nil)
        let boldFirst = engine.measure("é", style: TextStyle(font: Font(size: 17, weight: .heavy)), width: nil)
        let plainFirst = engine.measure("é", style: TextStyle(font: Font(size: 17)), width: nil)
        let plainX = engine.measure("x", style: TextStyle(font: Font(size: 17)), width: nil)
        let heavyX = engine.measure("x", style: TextStyle(font: Font(size: 17, weight: .heavy)), width: nil)
        #expect(abs((boldX.size.width - plain.size.width) - (heavyX.size.width - plainX.size.width)) < 0.01)
        #expect(boldFirst.size.width != plainFirst.size.width)
    }

    @Test func spansOutsideTheTextAreIgnored() throws {
        let engine = try TextEngine.current()
        let plain = engine.measure("Inbox", style: TextStyle(font: Font(size: 17)), width: nil)
        let outside = engine.measure(
            "Inbox",
            style: TextStyle(
                font: Font(size: 17),
                spans: [TextSpan(start: 9, length: 3, weight: .bold), TextSpan(start: 2, length: 0, weight: .bold)]),
            width: nil)
        #expect(outside.size == plain.size)
    }
}

@Suite struct BodyBaselineTests {
    @Test func bodyTextInA44PointRowSitsOnIOSBaseline() throws {
        // iOS sets body text (SF Pro 17 pt) in a 44 pt row with its baseline about 28 pt from the
        // top. CellSnap's list row centres SF Pro's 20.29 pt line, grown to 20.333 pt, on whole
        // pixels (12 pt down), and sets Inter's baseline where SF Pro's would be in it:
        let engine = try TextEngine.current()
        let style = TextStyle(font: Font(size: 17), lineHeight: 61.0 / 3, baselineMetrics: .sfPro)
        let line = engine.measure("Inbox", style: style, width: 353)
        let baseline = 12 + line.firstBaseline
        #expect(abs(baseline - 28.21) < 0.005)
        #expect(abs(baseline - 28.0) < 0.25)
    }
}

/// Inter standing in for SF Pro: SF Pro's baseline in the same line box, and tracking.
@Suite struct StandInTextTests {
    let engine: TextEngine

    init() throws { engine = try TextEngine.current() }

    /// The baseline sits where SF Pro's would, centred in the line box; the box keeps its height.
    @Test(arguments: [(17.0, 61.0 / 3), (40.0, 48.0), (13.0, 47.0 / 3)] as [(Double, Double)])
    func baselineMetricsPlaceTheBaselineAsThatFontWould(size: Double, lineHeight: Double) {
        let sf = FontVerticalMetrics.sfPro
        let style = TextStyle(font: Font(size: size), lineHeight: lineHeight, baselineMetrics: sf)
        let line = engine.measure("Inbox", style: style, width: 353)
        #expect(abs(line.firstBaseline - ((lineHeight - sf.lineHeight * size) / 2 + sf.ascender * size)) < 0.001)
        #expect(abs(line.size.height - lineHeight) < 0.001)
        // Inter's own baseline is 0.0082 em lower (its ascender is 0.969 em, SF Pro's 0.952).
        let own = engine.measure("Inbox", style: TextStyle(font: Font(size: size), lineHeight: lineHeight), width: 353)
        #expect(abs(own.firstBaseline - line.firstBaseline - 0.00817 * size) < 0.01)
    }

    /// Tracking spaces the characters apart and takes half of it off each end of the line: ten
    /// characters are ten times the tracking narrower; the first glyph's ink moves by half of it.
    @Test(arguments: [-1.0, 0.5])
    func trackingSpacesCharactersAndTheEnds(tracking: Double) {
        let plain = engine.measure("Clean Code", style: TextStyle(font: Font(size: 17)), width: nil)
        let tracked = engine.measure(
            "Clean Code", style: TextStyle(font: Font(size: 17), tracking: tracking), width: nil)
        #expect(abs(tracked.size.width - (plain.size.width + 10 * tracking)) < 0.01)
        #expect(abs(tracked.inkBounds.minX - (plain.inkBounds.minX + tracking / 2)) < 0.01)
        #expect(abs(tracked.inkBounds.width - (plain.inkBounds.width + 9 * tracking)) < 0.01)
    }

    /// Tracking is Inter's, standing in for SF Pro's: Chinese, Hebrew, Arabic and emoji keep their
    /// own fonts' spacing; in mixed text only the Latin characters (spaces among them) move apart.
    @Test(arguments: ["发布会明天", "שלום עולם", "مرحبا", "🎉🚀❤️", "©️ 2026"])
    func trackingLeavesOtherScriptsAndEmojiAlone(text: String) {
        let plain = engine.measure(text, style: TextStyle(font: Font(size: 17)), width: nil)
        let tracked = engine.measure(text, style: TextStyle(font: Font(size: 17), tracking: -1), width: nil)
        let latin = text.filter(\.isASCII).count
        #expect(abs(tracked.size.width - plain.size.width) <= Double(latin) + 0.01, "\(text)")
        if latin == 0 { #expect(tracked.size.width == plain.size.width, "\(text)") }
    }

    /// The lines a text is laid out in are Pango's: their characters (UTF-16 units, a line running
    /// to the next one's start) cover the text, they stack by the measured height, and each
    /// character's leading edge follows the one before in left-to-right text.
    @Test func linesCoverTheText() throws {
        let text = "Alpha beta 😀 gamma delta\nEpsilon"
        let style = TextStyle(font: Font(size: 17))
        let metrics = engine.measure(text, style: style, width: 100)
        let lines = try #require(engine.lines(of: text, style: style, width: 100))
        #expect(lines.count == metrics.lineCount)
        #expect(lines.first?.characters.lowerBound == 0 && lines.last?.characters.upperBound == text.utf16.count)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line.characters.upperBound == next.characters.lowerBound)
            #expect(line.frame.maxY == next.frame.minY)
        }
        #expect(lines.last?.frame.maxY == metrics.size.height)
        #expect(lines.first?.baseline == metrics.firstBaseline)
        for line in lines {
            #expect(line.characterOffsets.count == line.characters.count)
            #expect(zip(line.characterOffsets, line.characterOffsets.dropFirst()).allSatisfy { $0 <= $1 })
        }
        // A line limit with truncation is Pango's per paragraph: the first line of each.
        let limitedStyle = TextStyle(font: Font(size: 17), maximumLines: 1)
        let limited = try #require(engine.lines(of: text, style: limitedStyle, width: 100))
        #expect(limited.count == engine.measure(text, style: limitedStyle, width: 100).lineCount)
        #expect(limited.map(\.characters.lowerBound) == [0, 26])
    }
}
