import CellModel
import DisplayList
import Foundation
import Primitives
import Symbols
import Testing

@testable import CellLayout

/// Symbols at the small, medium and large scales: frames, baselines and strokes, and list rows
/// laid out in both directions (the fixed-width measurer: a body character is 8.5 pt).
@Suite struct SymbolScaleLayoutTests {
    /// `circle` at 17 pt regular: the design is 100 units square with an 8.5-unit stroke; the
    /// glyph grows by the scale's factor, the stroke stays 8.5 * 0.17 = 1.445 pt.
    static let circles: [(SymbolScale, Double)] = [(.small, 14.705), (.medium, 18.445), (.large, 23.375)]

    @Test(arguments: circles)
    func circleFramesGrowByTheFactorAndKeepTheStroke(scale: SymbolScale, side: Double) throws {
        let circle = try #require(SymbolCatalog.symbol(named: "circle"))
        let image = circle.image(pointSize: 17, weight: .regular, scale: scale)
        #expect(abs(image.size.width - side) < 1e-9 && abs(image.size.height - side) < 1e-9)
        // Centred on the middle of capital letters at every scale: 36.35 units above the baseline.
        #expect(abs(image.baseline - image.size.height / 2 - 36.35 * 0.17) < 1e-9)
        let widths = image.layers.compactMap { layer -> Double? in
            if case .stroke(let width) = layer.paint { width } else { nil }
        }
        #expect(!widths.isEmpty && widths.allSatisfy { abs($0 - 1.445) < 1e-9 })
        let metrics = circle.metrics(pointSize: 17, weight: .regular, scale: scale)
        #expect(metrics.size == image.size && metrics.baseline == image.baseline)
    }

    @Test func theMediumScaleIsTheDefault() throws {
        let chevron = try #require(SymbolCatalog.symbol(named: "chevron.right"))
        #expect(
            chevron.image(pointSize: 17, weight: .semibold, scale: .medium)
                == chevron.image(pointSize: 17, weight: .semibold))
    }

    @Test(arguments: SymbolScale.allCases)
    func thePlaceholderScalesAsASymbol(scale: SymbolScale) throws {
        let circle = try #require(SymbolCatalog.symbol(named: "circle"))
        let unknown = SymbolNode("humidity", pointSize: 17, scale: scale, color: .black).image
        let expected = circle.metrics(pointSize: 17, weight: .regular, scale: scale)
        #expect(unknown.size == expected.size && unknown.baseline == expected.baseline)
    }

    /// The cell's, image's and text's lines of an "Inbox" row with a `circle` image, 393 pt wide,
    /// its image properties set by `configure`.
    func rowLines(direction: LayoutDirection, _ configure: (inout ImageProperties) -> Void) -> [String] {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        content.image = .symbol("circle")
        configure(&content.imageProperties)
        var cell = ListCell(content: content)
        cell.state.traits.direction = direction
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 393), width: 393, context: context)
        return layout.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("image") || $0.hasPrefix("text") || $0.hasPrefix("cell") }
    }

    /// The image (centred in the reserved width, mirrored right to left) and the text beside it:
    /// a large symbol is taller than the text line and moves it down to stay centred with it.
    static let rows: [(SymbolScale?, LayoutDirection, [String])] = [
        (nil, .leftToRight, ["image circle (25.333, 12.667, 18.333x18.667)", "text \"Inbox\" (65, 12, 308x20.333)"]),
        (.small, .leftToRight, ["image circle (27, 14.667, 15x14.667)", "text \"Inbox\" (65, 12, 308x20.333)"]),
        (
            .large, .leftToRight,
            ["image circle (22.667, 11, 23.667x23.333)", "text \"Inbox\" (65, 12.667, 308x20.333)"]
        ),
        (nil, .rightToLeft, ["image circle (349.333, 12.667, 18.333x18.667)", "text \"Inbox\" (20, 12, 308x20.333)"]),
        (.small, .rightToLeft, ["image circle (351, 14.667, 15x14.667)", "text \"Inbox\" (20, 12, 308x20.333)"]),
        (
            .large, .rightToLeft,
            ["image circle (346.667, 11, 23.667x23.333)", "text \"Inbox\" (20, 12.667, 308x20.333)"]
        ),
    ]

    @Test(arguments: rows)
    func listRowsPlaceTheScaledSymbol(scale: SymbolScale?, direction: LayoutDirection, expected: [String]) {
        #expect(rowLines(direction: direction) { $0.symbolScale = scale }.dropFirst() == ArraySlice(expected))
    }

    /// A symbol's own point size (`SymbolConfiguration(pointSize:)`): it grows from the text's
    /// 17 pt, widens its column past the reserved width (moving the text) and, taller than the
    /// text, makes the row taller with the text centred on it.
    static let pointSizes: [(Double?, LayoutDirection, [String])] = [
        (
            nil, .leftToRight,
            [
                "cell (0, 0, 393x44)", "image circle (25.333, 12.667, 18.333x18.667)",
                "text \"Inbox\" (65, 12, 308x20.333)",
            ]
        ),
        // 18.445 * 22 / 17 = 23.87 pt: still inside the reserved width; the row 11 + 24 + 11.
        (
            22, .leftToRight,
            ["cell (0, 0, 393x46)", "image circle (22.667, 11, 23.667x24)", "text \"Inbox\" (65, 12.667, 308x20.333)"]
        ),
        // 32.55 pt: wider than the reserved width, so the text starts 16 pt after it.
        (
            30, .leftToRight,
            [
                "cell (0, 0, 393x54.667)", "image circle (20, 11, 32.667x32.667)",
                "text \"Inbox\" (68.667, 17, 304.667x20.333)",
            ]
        ),
        (
            nil, .rightToLeft,
            [
                "cell (0, 0, 393x44)", "image circle (349.333, 12.667, 18.333x18.667)",
                "text \"Inbox\" (20, 12, 308x20.333)",
            ]
        ),
        (
            22, .rightToLeft,
            ["cell (0, 0, 393x46)", "image circle (346.667, 11, 23.667x24)", "text \"Inbox\" (20, 12.667, 308x20.333)"]
        ),
        (
            30, .rightToLeft,
            [
                "cell (0, 0, 393x54.667)", "image circle (340.333, 11, 32.667x32.667)",
                "text \"Inbox\" (20, 17, 304.667x20.333)",
            ]
        ),
    ]

    @Test(arguments: pointSizes)
    func listRowsPlaceASymbolOfItsOwnSize(pointSize: Double?, direction: LayoutDirection, expected: [String]) {
        #expect(rowLines(direction: direction) { $0.symbolPointSize = pointSize } == expected)
    }

    /// A reserved height (`reservedLayoutSize.height`): the image is centred in it and the row,
    /// taller than the text needs, grows to hold it, the text centred beside it.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aReservedHeightCentresTheImageAndGrowsTheRow(direction: LayoutDirection) {
        let lines = rowLines(direction: direction) { $0.reservedLayoutHeight = 60 }
        let ltr = direction == .leftToRight
        #expect(
            lines == [
                "cell (0, 0, 393x82)", "image circle (\(ltr ? "25.333" : "349.333"), 31.667, 18.333x18.667)",
                "text \"Inbox\" (\(ltr ? 65 : 20), 31, 308x20.333)",
            ])
    }
}
