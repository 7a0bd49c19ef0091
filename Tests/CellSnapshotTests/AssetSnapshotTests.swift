import CellModel
import CellSnapTesting
import Foundation
import Primitives
import Testing
import VectorDocuments

/// Emoji beside Latin and Chinese text, and SVG and PDF images in list cells, under snapshot
/// test. References: `Snapshots/AssetSnapshotTests/`.
@Suite struct AssetSnapshotTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Vector")

    static func cell(_ text: String, secondary: String? = nil, image: ImageContent? = nil) -> ListCell {
        var content = ListContentConfiguration.subtitleCell()
        content.text = text
        content.secondaryText = secondary
        content.image = image
        return ListCell(content: .list(content))
    }

    /// Titles and tags mixing Latin, Chinese and emoji, light and dark.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func emojiInTitlesAndTags(style: UserInterfaceStyle) {
        var traits = Traits()
        traits.style = style
        let cells = [
            Self.cell("Launch party 🎉🚀", secondary: "发布会 · 明天 ⏰ 18:00"),
            Self.cell("Favourites ❤️⭐", secondary: "👍 12  😀 4  🔥 hot"),
            Self.cell("收件箱 📧", secondary: "✅ Done · ⚠️ Review · ❌ Declined"),
        ]
        let list = ListDescription(appearance: .insetGrouped, sections: [ListSection(cells: cells)], traits: traits)
        assertSnapshot(of: list, as: .image(), named: style.rawValue)
    }

    /// An SVG at its size, the same shrunk to 24 pt, a PDF page, and a template SVG in the tint.
    @Test func vectorImagesInCells() throws {
        func load(_ name: String, template: Bool = false) throws -> ImageContent {
            .vector(
                try VectorDocument.load(contentsOf: Self.fixtures.appendingPathComponent(name), isTemplate: template))
        }
        var shrunk = Self.cell("SVG, at most 24 pt", secondary: "red-circle.svg", image: try load("red-circle.svg"))
        if case .list(var content) = shrunk.content {
            content.imageProperties.maximumSize = Size(width: 24, height: 24)
            shrunk.content = .list(content)
        }
        let cells = [
            Self.cell("SVG", secondary: "red-circle.svg, 40 x 20 pt", image: try load("red-circle.svg")),
            shrunk,
            Self.cell("PDF", secondary: "green-red.pdf, 22.5 x 45 pt", image: try load("green-red.pdf")),
            Self.cell(
                "Template SVG", secondary: "in the tint colour", image: try load("template-star.svg", template: true)),
        ]
        let list = ListDescription(appearance: .insetGrouped, sections: [ListSection(cells: cells)])
        assertSnapshot(of: list, as: .image(), named: "light")
    }
}
