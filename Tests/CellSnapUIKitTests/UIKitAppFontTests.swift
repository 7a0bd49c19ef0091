// Linux only: an app's cell code using its own font by name, as on iOS.
// References: Snapshots/UIKitAppFontTests/.
import AppFonts
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@testable import CellSnapUIKit

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
        // Its full name (name ID 4), as Core Text matches it after the PostScript name.
        #expect(UIFont(name: "CellSnap Blocks Bold", size: 17)?.fontName == "CellSnapBlocks-Bold")
        #expect(UIFont(name: "cellsnap blocks bold", size: 17)?.fontName == "CellSnapBlocks-Bold")
        let italic = try #require(UIFont(name: "CellSnapBlocks-Italic", size: 17))
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(
            try italic.drawnModel(adjustsForContentSizeCategory: false, category: .large)
                == .fixed(Font(family: "CellSnap Blocks", size: 17, weight: .regular, isItalic: true)))
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
    }

    /// A font iOS installs for every app, which the app does not bundle: made with iOS's names
    /// (by PostScript, family or full name), drawn in a stand-in of its weight (the system font's face,
    /// the monospaced system font's for Menlo and Courier New; the system font's italic for an
    /// italic or oblique face); a condensed face or a monospaced italic one is made and refused
    /// when drawn; a name neither iOS nor the app has is `nil`.
    @Test func aFontIOSInstallsIsMadeAndDrawnInAStandInOfItsWeight() throws {
        let cases: [(String, String, String, Font)] = [
            ("Avenir-Heavy", "Avenir-Heavy", "Avenir", Font(family: Font.defaultFamily, size: 17, weight: .heavy)),
            (
                "Helvetica Neue", "HelveticaNeue", "Helvetica Neue",
                Font(family: Font.defaultFamily, size: 17, weight: .regular)
            ),
            (
                "SavoyeLetPlain", "SavoyeLetPlain", "Savoye LET",
                Font(family: Font.defaultFamily, size: 17, weight: .regular)
            ),
            (
                "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLight", "Helvetica Neue",
                Font(family: Font.defaultFamily, size: 17, weight: .ultraLight)
            ),
            (
                "AppleSDGothicNeo-SemiBold", "AppleSDGothicNeo-SemiBold", "Apple SD Gothic Neo",
                Font(family: Font.defaultFamily, size: 17, weight: .semibold)
            ),
            ("Menlo-Bold", "Menlo-Bold", "Menlo", Font(family: Font.monospacedFamily, size: 17, weight: .bold)),
            // By full name, as Core Text matches it after the PostScript name.
            (
                "Helvetica Neue Bold", "HelveticaNeue-Bold", "Helvetica Neue",
                Font(family: Font.defaultFamily, size: 17, weight: .bold)
            ),
            (
                "avenir next demi bold", "AvenirNext-DemiBold", "Avenir Next",
                Font(family: Font.defaultFamily, size: 17, weight: .semibold)
            ),
        ]
        for (name, fontName, familyName, drawn) in cases {
            let font = try #require(UIFont(name: name, size: 17), "\(name)")
            #expect(font.fontName == fontName && font.familyName == familyName, "\(name)")
            #expect(
                try font.drawnModel(adjustsForContentSizeCategory: false, category: .large) == .fixed(drawn), "\(name)")
            #expect(font.withSize(20).fontName == fontName && font.fontDescriptor.postscriptName == fontName)
        }
        #expect(UIFont(name: "Avenir-Heavy", size: 17) != UIFont.systemFont(ofSize: 17, weight: .heavy))
        let oblique = try #require(UIFont(name: "Avenir-HeavyOblique", size: 17))
        #expect(
            try oblique.drawnModel(adjustsForContentSizeCategory: false, category: .large)
                == .fixed(Font(family: Font.defaultFamily, size: 17, weight: .heavy, isItalic: true)))
        #expect(
            throws: CellSnapUIKitError(
                call: "UIFont(name: \"Menlo-Italic\", size: 17.0)",
                reason: "Menlo-Italic is an italic face of Menlo, a font iOS installs; CellSnap draws iOS's "
                    + "fonts in stand-ins of its own and has no italic one (register the font's files with "
                    + "AppFonts.register(_:) to draw it)")
        ) {
            try UIFont(name: "Menlo-Italic", size: 17)?.drawnModel(
                adjustsForContentSizeCategory: false, category: .large)
        }
        #expect(UIFont(name: "HelveticaNeue-CondensedBold", size: 17)?.refusal != nil)
        #expect(UIFont(name: "NoSuchSans-Regular", size: 17) == nil)
        // A private name of the system font is Times New Roman at the size asked, as on iOS 13 and later.
        for name in [".SFUIText-Medium", ".SFUIDisplay-Bold", ".AppleSystemUIFont"] {
            let font = try #require(UIFont(name: name, size: 14))
            #expect(
                font.fontName == "TimesNewRomanPSMT" && font.familyName == "Times New Roman" && font.pointSize == 14)
        }
        #expect(UIFont.fontNames(forFamilyName: "Marker Felt") == ["MarkerFelt-Thin", "MarkerFelt-Wide"])
        #expect(UIFont.familyNames.contains("Avenir Next") && UIFont.familyNames.contains("CellSnap Blocks"))
        let bold = UIFont(
            descriptor: UIFontDescriptor(name: "HelveticaNeue", size: 0).withSymbolicTraits(.traitBold)!, size: 15)
        #expect(bold.fontName == "HelveticaNeue-Bold" && bold.refusal == nil)
        let georgia = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Georgia"]), size: 15)
        #expect(georgia.fontName == "Georgia" && georgia.familyName == "Georgia" && georgia.refusal == nil)
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Avenir Heavy 17"
        content.textProperties.font = try #require(UIFont(name: "Avenir-Heavy", size: 17))
        content.secondaryText = "Savoye LET 15, in a stand-in"
        content.secondaryTextProperties.font = try #require(UIFont(name: "SavoyeLetPlain", size: 15))
        cell.contentConfiguration = content
        assertSnapshot(of: cell, as: .image(width: 390), named: "installed")
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
