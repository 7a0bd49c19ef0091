// Linux only: an app's cell code using its own font by name, as on iOS.
// References: Snapshots/UIKitAppFontTests/.
import AppFonts
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

/// A cell as an app writes it: its title in the app's font, `UIFont(name:size:)`.
final class BrandCell: UICollectionViewListCell {
    var title = ""

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        content.textProperties.font = UIFont(name: "CellSnapBlocks-Bold", size: 17) ?? .systemFont(ofSize: 17)
        content.secondaryText = "In the app's font"
        content.secondaryTextProperties.font = UIFont(name: "CellSnap Blocks", size: 15) ?? .systemFont(ofSize: 15)
        content.image = UIImage(systemName: "star.fill")
        contentConfiguration = content
    }
}

@MainActor @Suite struct UIKitAppFontTests {
    static let sampleFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Fonts")

    /// The app's fonts are registered once, as iOS registers an app's `UIAppFonts`.
    init() throws { try AppFonts.register(Self.sampleFonts) }

    @Test func namedFontsAreFoundByPostScriptOrFamilyName() throws {
        let bold = try #require(UIFont(name: "CellSnapBlocks-Bold", size: 17))
        #expect(bold.fontName == "CellSnapBlocks-Bold")
        #expect(bold.familyName == "CellSnap Blocks")
        #expect(bold.pointSize == 17)
        #expect(bold.withSize(20).fontName == "CellSnapBlocks-Bold")
        let family = try #require(UIFont(name: "CellSnap Blocks", size: 15))
        #expect(family.fontName == "CellSnapBlocks-Regular")
        #expect(UIFont(name: "Brand-Semibold", size: 17) == nil)
        #expect(UIFont(name: "CellSnapBlocks-Italic", size: 17) == nil)  // an italic face cannot be drawn
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
    }

    @Test func aCellInTheAppsFontIsTheModelsFixedFont() throws {
        let cell = BrandCell()
        cell.title = "Brand"
        let converted = try cell.cellSnapListCell()
        guard case .list(let content) = converted.content else {
            Issue.record("not list content")
            return
        }
        #expect(content.textProperties.font == .fixed(Font(family: "CellSnap Blocks", size: 17, weight: .bold)))
        #expect(
            content.secondaryTextProperties.font == .fixed(Font(family: "CellSnap Blocks", size: 15, weight: .regular)))
        assertSnapshot(of: cell, as: .image(width: 390), named: "brand")
    }

    /// A run in the app's font is drawn in it, beside text in the system font, as on iOS.
    @Test func aRunInAnotherFamilyIsDrawnInIt() throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        let text = NSMutableAttributedString(string: "Brand name")
        text.addAttribute(
            .font, value: try #require(UIFont(name: "CellSnapBlocks-Bold", size: 17)),
            range: NSRange(location: 0, length: 5)
        )
        content.attributedText = text
        cell.contentConfiguration = content
        guard case .list(let model) = try cell.cellSnapListCell().content else {
            Issue.record("not list content")
            return
        }
        #expect(
            model.attributedText == [
                TextRun("Brand", font: .fixed(Font(family: "CellSnap Blocks", size: 17, weight: .bold))),
                TextRun(" name"),
            ])
        assertSnapshot(of: cell, as: .image(width: 390), named: "brandRun")
    }
}
