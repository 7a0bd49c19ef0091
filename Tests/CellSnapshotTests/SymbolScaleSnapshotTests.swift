import AssetCatalog
import CellModel
import CellSnapTesting
import Foundation
import Primitives
import Testing

/// A built-in and a custom symbol at the small, medium and large scales, beside the same text.
/// References: `Snapshots/SymbolScaleSnapshotTests/`.
@Suite struct SymbolScaleSnapshotTests {
    static let sampleCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets")

    @Test func smallMediumAndLargeSymbols() throws {
        try AssetCatalogs.register(at: Self.sampleCatalog)
        func cell(_ symbol: String, _ scale: SymbolScale) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = "\(symbol), \(scale.rawValue)"
            content.image = .symbol(symbol)
            content.imageProperties.symbolScale = scale
            return ListCell(content: content)
        }
        let sections = ["star.fill", "brand.star"].map { symbol in
            ListSection(cells: SymbolScale.allCases.map { cell(symbol, $0) })
        }
        let list = ListDescription(appearance: .insetGrouped, sections: sections)
        assertSnapshot(of: list, as: .image(), named: "light")
    }
}
