import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// A symbol no catalog has takes the placeholder's size (the `circle` symbol's frame) and its
/// display item is marked, in both directions.
@Suite struct PlaceholderLayoutTests {
    @Test func anUnknownSymbolHasThePlaceholdersSize() {
        let unknown = SymbolNode("humidity", pointSize: 17, color: .black).image
        #expect(abs(unknown.size.width - 18.445) < 1e-9 && abs(unknown.size.height - 18.445) < 1e-9)
        #expect(abs(unknown.baseline - 15.402) < 1e-9)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theDisplayItemIsMarkedAsAPlaceholder(direction: LayoutDirection) {
        let row = StackNode(
            .horizontal, spacing: 8, alignment: .center,
            [
                SymbolNode("humidity", pointSize: 17, color: .black),
                SymbolNode("chevron.right", pointSize: 17, color: .black),
            ])
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let list = LayoutEngine.layout(row, width: 100, context: context).displayList()
        let symbols = list.items.compactMap { item -> SymbolItem? in
            if case .symbol(let symbol) = item { symbol } else { nil }
        }
        let expected: [(String, Bool, Double)] =
            direction == .leftToRight
            ? [("humidity", true, 0), ("chevron.right", false, 26.333)]
            : [("humidity", true, 81.667), ("chevron.left", false, 67)]
        #expect(symbols.map(\.name) == expected.map(\.0))
        #expect(symbols.map(\.isPlaceholder) == expected.map(\.1))
        #expect(zip(symbols, expected).allSatisfy { abs($0.frame.minX - $1.2) < 0.001 }, "\(symbols.map(\.frame))")
        #expect(list.placeholderSymbols == ["humidity"])
    }
}
