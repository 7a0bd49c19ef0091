import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// The text engine's cache of layouts saves time and nothing else: what a warm engine measures
/// and draws is what a new engine does, and the cache stays within its bound.
@Suite struct TextLayoutCacheTests {
    /// An engine of its own, whose cache nothing else has warmed.
    static func newEngine() throws -> TextEngine { try TextEngine(library: FontLibrary.current()) }

    static let style = TextStyle(font: Font(size: 17), color: .black, maximumLines: 2)

    /// A list of labels in `color`, some wrapped, one right to left, one with a coloured span.
    static func labels(_ color: Color) -> DisplayList {
        func text(_ string: String, y: Double, width: Double, spans: [TextSpan] = []) -> DisplayItem {
            var style = TextLayoutCacheTests.style
            style.color = color
            style.spans = spans
            return .text(TextItem(text: string, style: style, frame: Rect(x: 8, y: y, width: width, height: 44)))
        }
        return DisplayList(
            size: Size(width: 200, height: 200), background: .white,
            items: [
                text("Wi-Fi", y: 0, width: 180),
                text("A label long enough to wrap onto a second line", y: 40, width: 120),
                text("שלום עולם", y: 100, width: 180),
                text(
                    "Bold part", y: 140, width: 180, spans: [TextSpan(start: 0, length: 4, color: Color(hex: 0xFF0000))]
                ),
            ])
    }

    @Test func aWarmEngineDrawsWhatANewOneDraws() throws {
        let cold = try Renderer(textEngine: Self.newEngine()).image(Self.labels(.black), scale: 3).image
        let warm = try Renderer(textEngine: Self.newEngine())
        // The same labels in another colour first: the layouts are kept, and drawn in black after.
        let red = try warm.image(Self.labels(Color(hex: 0xFF0000)), scale: 3).image
        #expect(warm.textEngine.cachedLayoutCount == 4)
        #expect(red != cold)
        #expect(try warm.image(Self.labels(.black), scale: 3).image == cold)
        #expect(warm.textEngine.cachedLayoutCount == 4)
    }

    @Test func aWarmEngineMeasuresWhatANewOneMeasures() throws {
        let engine = try Self.newEngine()
        let texts = ["Inbox", "A label long enough to wrap onto a second line", "مرحبا", "🎉 Party"]
        let first = texts.map { engine.measure($0, style: Self.style, width: 100) }
        let again = texts.map { engine.measure($0, style: Self.style, width: 100) }
        let fresh = try texts.map { try Self.newEngine().measure($0, style: Self.style, width: 100) }
        #expect(first == fresh)
        #expect(again == fresh)
    }

    @Test func theColourIsNotPartOfTheKeyButASpanColourIs() throws {
        let engine = try Self.newEngine()
        var red = Self.style
        red.color = Color(hex: 0xFF0000)
        let layout = engine.layout("Wi-Fi", style: Self.style, width: 100)
        #expect(engine.layout("Wi-Fi", style: red, width: 100) === layout)
        var spanned = Self.style
        spanned.spans = [TextSpan(start: 0, length: 2, color: Color(hex: 0xFF0000))]
        #expect(engine.layout("Wi-Fi", style: spanned, width: 100) !== layout)
        #expect(engine.layout("Wi-Fi", style: Self.style, width: 101) !== layout)
        #expect(engine.layout("Wi-Fi ", style: Self.style, width: 100) !== layout)
    }

    @Test func widthsThatDoNotWrapShareOneLayout() throws {
        let engine = try Self.newEngine()
        let unwrapped = engine.layout("Wi-Fi", style: Self.style, width: nil)
        #expect(engine.layout("Wi-Fi", style: Self.style, width: .infinity) === unwrapped)
        #expect(engine.layout("Wi-Fi", style: Self.style, width: -1) === unwrapped)
        #expect(engine.layout("Wi-Fi", style: Self.style, width: .nan) === unwrapped)
        #expect(engine.layout("Wi-Fi", style: Self.style, width: 0) !== unwrapped)
    }

    @Test func longTextIsLaidOutEachTime() throws {
        let engine = try Self.newEngine()
        let long = String(repeating: "word ", count: TextLayoutCache.longestCachedText / 5 + 1)
        let layout = engine.layout(long, style: Self.style, width: 100)
        #expect(engine.layout(long, style: Self.style, width: 100) !== layout)
        #expect(engine.layout(long, style: Self.style, width: 100).metrics == layout.metrics)
        #expect(engine.cachedLayoutCount == 0)
    }

    @Test func theCacheKeepsAtMostItsCapacityAndTheRecentLayouts() throws {
        let engine = try Self.newEngine()
        let cache = TextLayoutCache(capacity: 8)
        var made = 0
        func layout(_ index: Int) -> TextLayout {
            cache.layout("label \(index)", style: Self.style, width: nil) {
                made += 1
                return engine.layout("label \(index)", style: Self.style, width: nil)
            }
        }
        var counts: [Int] = []
        for index in 0..<40 {
            _ = layout(index)
            counts.append(cache.count)
        }
        #expect(made == 40)
        #expect(counts.max() == 8)
        // The last four are in the current generation, the four before them in the previous one,
        // from which a layout found moves to a new current generation; older ones are made again.
        for index in 36..<40 { _ = layout(index) }
        _ = layout(32)
        #expect(made == 40)
        _ = layout(0)
        _ = layout(33)
        #expect(made == 42)
        #expect(cache.count <= 8)
    }

    @Test func anEngineKeepsAtMostItsCapacity() throws {
        let engine = try Self.newEngine()
        for index in 0..<(TextEngine.layoutCacheCapacity + 300) {
            _ = engine.measure("\(index)", style: Self.style, width: nil)
        }
        #expect(engine.cachedLayoutCount <= TextEngine.layoutCacheCapacity)
        #expect(engine.cachedLayoutCount > TextEngine.layoutCacheCapacity / 2)
    }
}

/// A surface reused from an earlier render is cleared unless the first item paints every pixel.
@Suite struct CanvasCoverTests {
    static func list(first rect: Rect, alpha: Double = 1) -> DisplayList {
        DisplayList(
            size: Size(width: 30, height: 20),
            items: [
                .shape(ShapeItem(shape: .rect(rect), fill: Color(hex: 0x00FF00, alpha: alpha))),
                .shape(ShapeItem(shape: .ellipse(Rect(x: 5, y: 5, width: 10, height: 10)), fill: .black)),
            ])
    }

    /// A render over a surface full of half-transparent red, to compare with a new renderer's.
    static func afterRed(_ list: DisplayList) throws -> RGBAImage {
        let renderer = try Renderer()
        let red = DisplayList(
            size: list.size, background: nil,
            items: [
                .shape(
                    ShapeItem(
                        shape: .rect(Rect(x: 0, y: 0, width: 30, height: 20)), fill: Color(hex: 0xFF0000, alpha: 0.5)))
            ])
        _ = try renderer.image(red, scale: 3)
        return try renderer.image(list, scale: 3).image
    }

    @Test(
        arguments: [
            (Rect(x: 0, y: 0, width: 30, height: 20), 1.0, true),
            (Rect(x: -5, y: -5, width: 40, height: 30), 1.0, true),
            (Rect(x: 0, y: 0, width: 30, height: 20), 0.99, false),
            (Rect(x: 0, y: 0, width: 29.9, height: 20), 1.0, false),
            (Rect(x: 0.1, y: 0, width: 29.9, height: 20), 1.0, false),
            (Rect(x: 0, y: 0, width: 30, height: 19.9), 1.0, false),
        ] as [(Rect, Double, Bool)])
    func aReusedSurfaceGivesWhatANewOneGives(rect: Rect, alpha: Double, covers: Bool) throws {
        let list = Self.list(first: rect, alpha: alpha)
        #expect(Renderer.coversCanvas(list.items.first, pixelWidth: 90, pixelHeight: 60, scale: 3) == covers)
        #expect(
            try Self.afterRed(list)
                == Renderer(textEngine: TextLayoutCacheTests.newEngine()).image(list, scale: 3).image)
    }
}
