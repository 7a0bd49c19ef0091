// Linux only: the monospaced system font (SF Mono on iOS), drawn in the bundled Noto Sans Mono.
// References: Snapshots/MonospacedFontTests/.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@testable import AppFonts

/// A cell showing the monospaced system font as apps ask for it: by weight, and as a text
/// style's monospaced design.
final class MonospacedSampleCell: UICollectionViewListCell {
    var title = ""
    var detail = ""
    var titleFont = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        content.textProperties.font = titleFont
        content.secondaryText = detail
        let subheadline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline)
        content.secondaryTextProperties.font = UIFont(descriptor: subheadline.withDesign(.monospaced)!, size: 0)
        contentConfiguration = content
    }
}

@MainActor @Suite struct MonospacedFontTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    init() { UIView.cellSnapInstallTextMeasurer() }

    /// The metrics the monospaced system font states are those of the bundled files: 1000 units,
    /// ascender 1069, descender -293, no line gap, cap height 714, x height 536 (regular) and
    /// 546 (bold).
    @Test func metricsAreTheBundledFiles() throws {
        let faces = try AppFonts.readFaces(in: Self.repository.appendingPathComponent("Fonts"))
        let mono = faces.filter { $0.family == Font.monospacedFamily }.sorted { $0.weightClass < $1.weightClass }
        #expect(mono.map(\.postScriptName) == ["NotoSansMono-Regular", "NotoSansMono-Bold"])
        #expect(mono.map(\.weightClass) == [400, 700])
        for (face, xHeight) in zip(mono, [536, 546]) {
            let metrics = try #require(face.metrics, "\(face.postScriptName)")
            #expect(metrics.unitsPerEm == 1000 && metrics.ascender == 1069 && metrics.descender == -293)
            #expect(metrics.lineGap == 0 && metrics.capHeight == 714 && metrics.xHeight == xHeight)
        }
    }

    /// Names, family, metrics and traits of the monospaced system font, as UIKit gives them.
    @Test func fontTable() {
        let rows: [(UIFont, name: String, size: CGFloat, xHeight: CGFloat)] = [
            (.monospacedSystemFont(ofSize: 17, weight: .regular), ".SFMono-Regular", 17, 17 * 0.536),
            (.monospacedSystemFont(ofSize: 13, weight: .medium), ".SFMono-Medium", 13, 13 * 0.536),
            (.monospacedSystemFont(ofSize: 20, weight: .semibold), ".SFMono-Semibold", 20, 20 * 0.546),
            (.monospacedSystemFont(ofSize: 15, weight: .bold), ".SFMono-Bold", 15, 15 * 0.546),
        ]
        for row in rows {
            let font = row.0
            #expect(font.fontName == row.name && font.familyName == "Noto Sans Mono" && font.pointSize == row.size)
            #expect(abs(font.ascender - row.size * 1.069) < 1e-9 && abs(font.descender + row.size * 0.293) < 1e-9)
            #expect(abs(font.lineHeight - row.size * 1.362) < 1e-9 && font.leading == 0)
            #expect(abs(font.capHeight - row.size * 0.714) < 1e-9 && abs(font.xHeight - row.xHeight) < 1e-9)
            #expect(font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
            #expect(font.withSize(30).fontName == row.name)
        }
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        #expect(mono != .systemFont(ofSize: 17) && mono == .monospacedSystemFont(ofSize: 17, weight: .regular))
        #expect(mono.fontDescriptor.object(forKey: .family) == nil)
    }

    /// The monospaced design and the `traitMonoSpace` trait of the system font give the
    /// monospaced system font; a text style's keeps the style's size; descriptors round-trip.
    @Test func descriptorsResolveToTheMonospacedFace() throws {
        let subheadline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline)
        let design = UIFont(descriptor: try #require(subheadline.withDesign(.monospaced)), size: 0)
        #expect(design.pointSize == 15 && design.fontName == ".SFMono-Regular")
        let trait = UIFont(descriptor: try #require(subheadline.withSymbolicTraits(.traitMonoSpace)), size: 0)
        #expect(trait.pointSize == 15 && trait.fontName == ".SFMono-Regular")
        let boldTitle = try #require(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).withDesign(.monospaced)?
                .withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: boldTitle, size: 0).fontName == ".SFMono-Bold")
        let semibold = UIFont.monospacedSystemFont(ofSize: 11, weight: .semibold)
        #expect(UIFont(descriptor: semibold.fontDescriptor, size: 0) == semibold)
        #expect(
            UIFont(descriptor: UIFontDescriptor(name: ".SFMono-Heavy", size: 9), size: 0).fontName == ".SFMono-Heavy")
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .monospacedSystemFont(ofSize: 17, weight: .medium))
        #expect(scaled.fontName == ".SFMono-Medium" && scaled.pointSize == 17)
    }

    /// Every glyph advances 0.6 em, so strings of as many characters measure the same.
    @Test func everyCharacterHasTheSameWidth() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
        ]
        let widths = ["iiiii", "WWWWW", "12:30", "-.,;'"].map {
            ($0 as NSString).size(withAttributes: attributes).width
        }
        #expect(widths == [60, 60, 60, 60])
        let proportional = ["iiiii", "WWWWW"].map {
            ($0 as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        }
        #expect(proportional[0] < proportional[1])
    }

    /// The weights UIKit offers resolve to the nearest bundled face, as the system font's do:
    /// up to medium the regular face, from semibold the bold one.
    @Test func weightsResolveToTheNearestFace() throws {
        func drawn(_ weight: UIFont.Weight) throws -> RGBAImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
            label.text = "Mono 0123"
            label.font = .monospacedSystemFont(ofSize: 17, weight: weight)
            return try ControlFixtures.pixels(label)
        }
        let regular = try drawn(.regular)
        let bold = try drawn(.bold)
        #expect(regular != bold)
        #expect(try drawn(.regular) == regular)
        for weight in [UIFont.Weight.ultraLight, .thin, .light, .medium] { #expect(try drawn(weight) == regular) }
        for weight in [UIFont.Weight.semibold, .heavy, .black] { #expect(try drawn(weight) == bold) }
    }

    /// A list cell in the monospaced font: a fixed font in CellModel, drawn.
    @Test func aCellInTheMonospacedFont() throws {
        let cell = MonospacedSampleCell()
        cell.title = "0x1F4A9 → 128169"
        cell.detail = "Likes: 1,024  Views: 88,311"
        guard case .list(let content) = try cell.cellSnapListCell().content else {
            Issue.record("not list content")
            return
        }
        #expect(content.textProperties.font == .fixed(Font(family: "Noto Sans Mono", size: 17, weight: .regular)))
        #expect(content.secondaryTextProperties.font == .fixed(Font(family: "Noto Sans Mono", size: 15)))
        assertSnapshot(of: cell, as: .image(width: 390), named: "regular")
        cell.titleFont = .monospacedSystemFont(ofSize: 17, weight: .bold)
        cell.setNeedsUpdateConfiguration()
        assertSnapshot(of: cell, as: .image(width: 390), named: "bold")
    }
}
