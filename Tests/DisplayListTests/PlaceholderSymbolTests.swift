import Primitives
import Testing

@testable import DisplayList

@Suite struct PlaceholderSymbolTests {
    func symbol(_ name: String, placeholder: Bool, x: Double = 0) -> DisplayItem {
        .symbol(
            SymbolItem(
                name: name, frame: Rect(x: x, y: 2, width: 18.445, height: 18.445), pointSize: 17, color: .black,
                isPlaceholder: placeholder))
    }

    /// Placeholders are collected through groups, each name once, in drawing order.
    @Test func theListNamesItsPlaceholdersOnceInDrawingOrder() {
        let list = DisplayList(
            size: Size(width: 100, height: 20),
            items: [
                symbol("cloud.sun.rain", placeholder: true), symbol("star", placeholder: false),
                .group(
                    GroupItem(
                        items: [
                            symbol("xmark.bin.fill", placeholder: true), symbol("cloud.sun.rain", placeholder: true),
                        ],
                        opacity: 0.5)),
            ])
        #expect(list.placeholderSymbols == ["cloud.sun.rain", "xmark.bin.fill"])
        #expect(
            DisplayList(size: Size(width: 1, height: 1), items: [symbol("star", placeholder: false)]).placeholderSymbols
                .isEmpty)
    }

    @Test func theTextFormMarksPlaceholders() {
        let list = DisplayList(
            size: Size(width: 100, height: 20),
            items: [symbol("cloud.sun.rain", placeholder: true), symbol("star", placeholder: false, x: 40)])
        #expect(
            list.description == """
                canvas 100x20
                symbol cloud.sun.rain (0, 2, 18.445x18.445) 17pt regular #000000 placeholder
                symbol star (40, 2, 18.445x18.445) 17pt regular #000000
                """)
    }
}
