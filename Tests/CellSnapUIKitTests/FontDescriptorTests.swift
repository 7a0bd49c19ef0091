import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

// Linux only: UIFontDescriptor and UIFont's metrics as UIKit documents them (issue 40): metrics
// measured from the fonts CellSnap draws with (the bundled files and the sample app's fonts),
// descriptors resolved to CellSnap's faces, and what they lack refused by name when drawn.
@testable import AppFonts
@testable import CellSnapUIKit

@MainActor @Suite struct FontDescriptorTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    init() throws {
        UIView.cellSnapInstallTextMeasurer()
        try AppFonts.register(UIKitAppFontTests.sampleFonts)
    }

    /// Inter's cap and x heights, which the system font's metrics use, are those of every
    /// bundled weight's file, upright and italic (2048 and 1536 of 2816 units).
    @Test func interMetricsAreTheBundledFiles() throws {
        let faces = try AppFonts.readFaces(in: Self.repository.appendingPathComponent("Fonts"))
        let inter = faces.filter { $0.family == "Inter" }
        #expect(inter.count == 10 && inter.filter(\.isItalic).count == 5)
        for face in inter {
            let metrics = try #require(face.metrics, "\(face.postScriptName)")
            #expect(metrics.unitsPerEm == 2816 && metrics.capHeight == 2048 && metrics.xHeight == 1536)
            #expect(metrics.ascender == 2728 && metrics.descender == -680 && metrics.lineGap == 0)
        }
    }

    /// The metrics of the system font (SF Pro's line box, Inter's glyphs) and of an app font
    /// (CellSnap Blocks: 1000 units, ascender 900, descender -250, cap 700, x 500, no gap).
    @Test func metricsTable() throws {
        let blocks = try #require(UIFont(name: "CellSnapBlocks-Regular", size: 20))
        let rows: [(UIFont, ascender: CGFloat, descender: CGFloat, leading: CGFloat, cap: CGFloat, x: CGFloat)] = [
            (.systemFont(ofSize: 17), 17 * 1950 / 2048, -17 * 494 / 2048, 0, 17 * 2048 / 2816, 17 * 1536 / 2816),
            (.boldSystemFont(ofSize: 34), 34 * 1950 / 2048, -34 * 494 / 2048, 0, 34 * 2048 / 2816, 34 * 1536 / 2816),
            (blocks, 18, -5, 0, 14, 10),
        ]
        for row in rows {
            let font = row.0
            #expect(abs(font.ascender - row.ascender) < 1e-9, "\(font)")
            #expect(abs(font.descender - row.descender) < 1e-9, "\(font)")
            #expect(font.leading == row.leading)
            #expect(abs(font.capHeight - row.cap) < 1e-9 && abs(font.xHeight - row.x) < 1e-9, "\(font)")
            #expect(abs(font.lineHeight - (row.ascender - row.descender)) < 1e-9)
        }
        // UIKit's body line height: 20.29 pt.
        #expect(abs(UIFont.preferredFont(forTextStyle: .body).lineHeight - 20.287) < 0.001)
        // The app's families (other suites of this process register more) and iOS's, sorted.
        let appFamilies = Set(AppFonts.faces.filter { !$0.isItalic }.map(\.family))
        #expect(appFamilies.contains("CellSnap Blocks"))
        #expect(UIFont.familyNames == appFamilies.union(InstalledFonts.familyNames).sorted())
        #expect(
            UIFont.fontNames(forFamilyName: "CellSnap Blocks")
                == ["CellSnapBlocks-Bold", "CellSnapBlocks-Light", "CellSnapBlocks-Regular"])
    }

    /// `boldSystemFont(ofSize:)` is the system font's semibold face with the bold trait, as iOS 9
    /// and later make it (`.SFUI-Semibold`); the bold weight is `systemFont(ofSize:weight: .bold)`.
    @Test func theBoldSystemFontIsSemibold() throws {
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(bold.fontName == ".SFUI-Semibold" && bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(
            try bold.drawnModel(adjustsForContentSizeCategory: false, category: .large)
                == .fixed(Font(size: 17, weight: .semibold)))
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold).fontName == ".SFUI-Bold")
    }

    /// Every text style of UIKit exists; the two CellSnap has not measured are refused when drawn.
    @Test func textStyles() throws {
        let measured: [UIFont.TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
            .caption1, .caption2,
        ]
        let sizes = measured.map { UIFont.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        for style in [UIFont.TextStyle.extraLargeTitle, .extraLargeTitle2] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            label.text = "Title"
            label.font = .preferredFont(forTextStyle: style)
            let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(label) }
            #expect(error.call == "UIFont.preferredFont(forTextStyle: \(style.rawValue))")
        }
    }

    /// Descriptors as apps write them: a bold text style keeps its size and Dynamic Type; a
    /// descriptor of an app font by name or family; attributes read back.
    @Test func descriptorsResolveToCellSnapsFaces() throws {
        let descriptor = try #require(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 28 && bold.fontName == ".SFUI-Bold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.fontDescriptor.object(forKey: .textStyle) as? String == UIFont.TextStyle.title1.rawValue)
        #expect(UIFont(descriptor: descriptor, size: 40).pointSize == 40)
        let heavy = UIFont(
            descriptor: UIFontDescriptor(fontAttributes: [
                .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]
            ]),
            size: 15)
        #expect(heavy == .systemFont(ofSize: 15, weight: .heavy))
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 13).fontDescriptor, size: 0) == .systemFont(ofSize: 13))
        let named = UIFont(descriptor: UIFontDescriptor(name: "CellSnapBlocks-Light", size: 12), size: 0)
        #expect(named.fontName == "CellSnapBlocks-Light" && named.pointSize == 12)
        let family = UIFont(descriptor: UIFontDescriptor().withFamily("CellSnap Blocks").withSize(18), size: 0)
        #expect(family.fontName == "CellSnapBlocks-Regular" && family.pointSize == 18)
        let boldFamily = try #require(
            UIFontDescriptor(name: "CellSnapBlocks-Regular", size: 14).withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: boldFamily, size: 0).fontName == "CellSnapBlocks-Bold")
        let described = UIFontDescriptor(name: "CellSnapBlocks-Bold", size: 11)
        #expect(described.pointSize == 11 && described.postscriptName == "CellSnapBlocks-Bold")
        #expect(described.addingAttributes([.size: 9]).pointSize == 9 && described.withDesign(.rounded) == nil)
    }

    /// What CellSnap's fonts do not have is refused, by name, when text in it is drawn.
    @Test func missingFacesAreRefusedWhenDrawn() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let cases: [(UIFont, String)] = [
            (
                UIFont(
                    descriptor: UIFont.monospacedSystemFont(ofSize: 15, weight: .regular).fontDescriptor
                        .withSymbolicTraits([.traitMonoSpace, .traitItalic])!, size: 0),
                "UIFont(descriptor:size:) with italic of the monospaced system font"
            ),
            (
                UIFont(
                    descriptor: UIFontDescriptor(name: "CellSnapBlocks-Regular", size: 14)
                        .withSymbolicTraits([.traitBold, .traitItalic])!, size: 0),
                "UIFont(descriptor:size:) with weight bold italic of CellSnap Blocks"
            ),
            (
                UIFont(descriptor: body.withSymbolicTraits(.traitCondensed)!, size: 0),
                "UIFont(descriptor:size:) with traitCondensed"
            ),
            (
                UIFont(descriptor: body.withDesign(.rounded)!, size: 0),
                "UIFont(descriptor:size:) with withDesign(NSCTFontUIFontDesignRounded)"
            ),
            (
                UIFont(descriptor: body.withDesign(.serif)!, size: 0),
                "UIFont(descriptor:size:) with withDesign(NSCTFontUIFontDesignSerif)"
            ),
            (
                UIFont(
                    descriptor: body.addingAttributes([
                        .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, .selector: 0]]
                    ]), size: 0), "UIFont(descriptor:size:) with attribute NSFontFeatureSettingsAttribute"
            ),
            (
                UIFont(descriptor: UIFontDescriptor(name: "NoSuchSans-Regular", size: 12), size: 0),
                "UIFont(descriptor:size:) with name NoSuchSans-Regular"
            ),
            (
                .systemFont(ofSize: 17, weight: .bold, width: .condensed),
                "UIFont.systemFont(ofSize:weight:width:) with width -0.2"
            ),
            (
                UIFont(
                    descriptor: UIFontDescriptor(name: "CellSnapBlocks-Regular", size: 14)
                        .withSymbolicTraits(.traitMonoSpace)!, size: 0),
                "UIFont(descriptor:size:) with traitMonoSpace of CellSnap Blocks"
            ),
        ]
        for (font, call) in cases {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            label.text = "12:30"
            label.font = font
            let error = try #require(throws: CellSnapUIKitError.self, "\(call)") { try ControlFixtures.layout(label) }
            #expect(error.call == call)
        }
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(
            UIFont.systemFont(ofSize: 17, weight: .bold, width: .standard) == .systemFont(ofSize: 17, weight: .bold))
        // The default design draws.
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        plain.text = "Plain"
        plain.font = UIFont(descriptor: body.withDesign(.default)!, size: 0)
        _ = try ControlFixtures.layout(plain)
    }

    /// `monospacedDigitSystemFont` draws tabular figures: "11:11" is as wide as "88:88", where
    /// the proportional system font draws the ones narrower; a label in it is drawn.
    @Test func monospacedDigitsAreAllOneWidth() throws {
        func width(_ text: String, _ font: UIFont) -> CGFloat {
            let label = UILabel()
            label.font = font
            label.text = text
            return label.intrinsicContentSize.width
        }
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
        #expect(width("11:11", tabular) == width("88:88", tabular))
        #expect(width("11:11", .systemFont(ofSize: 17, weight: .medium)) < width("88:88", tabular))
        #expect(tabular != .systemFont(ofSize: 17, weight: .medium) && tabular.withSize(20).pointSize == 20)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        label.text = "12:30"
        label.font = tabular
        _ = try ControlFixtures.layout(label)
    }
}
