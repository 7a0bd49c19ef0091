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
        Case(text: "Inbox", font: Font(size: 17), size: Size(width: 43.923828125, height: 20.57421875), firstBaseline: 16.46875, lineCount: 1),
        Case(text: "Inbox", font: Font(size: 17, weight: .semibold), size: Size(width: 45.294921875, height: 20.57421875), firstBaseline: 16.46875, lineCount: 1),
        Case(text: "Settings", font: Font(size: 34, weight: .bold), size: Size(width: 140.021484375, height: 41.1474609375), firstBaseline: 32.9375, lineCount: 1),
        Case(text: "标签", font: Font(size: 17), size: Size(width: 34, height: 24.6162109375), firstBaseline: 19.7197265625, lineCount: 1),
        Case(text: "中文标签 Tag", font: Font(size: 15, weight: .medium), size: Size(width: 89.8125, height: 21.720703125), firstBaseline: 17.400390625, lineCount: 1),
        Case(text: "שלום עולם", font: Font(size: 17), size: Size(width: 78.1494140625, height: 23.1201171875), firstBaseline: 18.15625, lineCount: 1),
        Case(text: "مرحبا بالعالم", font: Font(size: 17), size: Size(width: 81.9072265625, height: 35.904296875), firstBaseline: 23.3583984375, lineCount: 1),
        Case(text: "The quick brown fox jumps over the lazy dog", font: Font(size: 17), width: 150, size: Size(width: 148.4345703125, height: 61.72265625), firstBaseline: 16.46875, lineCount: 3),
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
        let forcedLeft = engine.measure("שלום עולם", style: TextStyle(font: Font(size: 17), alignment: .left), width: 300)
        #expect(forcedLeft.inkBounds.minX < 2)
    }

    @Test func charactersWithoutAFontAreCounted() {
        let metrics = engine.measure("Hi 😀 ✈︎ ☃", style: TextStyle(font: Font(size: 17)), width: nil)
        #expect(metrics.missingGlyphCount == 3)
    }

    @Test func onlyBundledFontsAreVisible() throws {
        let library = try FontLibrary.shared.get()
        #expect(library.families == ["Inter", "Noto Sans Arabic", "Noto Sans CJK SC", "Noto Sans Hebrew"])
        #expect(library.fontFiles.count == 11)
    }

    @Test func aMissingFontFolderIsAClearError() {
        #expect(throws: RenderingError.fonts("no .otf or .ttf files in /nonexistent/Fonts (set CELLSNAP_FONTS to the folder of bundled fonts)")) {
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
