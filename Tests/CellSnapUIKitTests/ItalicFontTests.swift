// Italic text, drawn in the family's italic face: Inter's italic for the system font and its text
// styles, an app family's own italic face; the monospaced system font's italic, which its stand-in
// lacks, is refused (FontDescriptorTests).
import AppFonts
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import SwiftUI
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ItalicFontTests {
    init() throws {
        UIView.cellSnapInstallTextMeasurer()
        try AppFonts.register(UIKitAppFontTests.sampleFonts)
    }

    /// Each italic font and the font CellModel draws it with.
    @Test func italicFontsAreDrawnInTheirFamilysItalicFace() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let cases: [(String, UIFont, CellModel.ContentSizeCategory, Primitives.Font)] = [
            ("italic system font", .italicSystemFont(ofSize: 15), .large, Font(size: 15, isItalic: true)),
            (
                "bold italic by traits",
                UIFont(descriptor: body.withSymbolicTraits([.traitItalic, .traitBold])!, size: 0),
                .large, Font(size: 17, weight: .bold, isItalic: true)
            ),
            (
                "slanted",
                UIFont(descriptor: body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.slant: 0.2]]), size: 0),
                .large, Font(size: 17, isItalic: true)
            ),
            (
                "body italic at xxxLarge", UIFont(descriptor: body.withSymbolicTraits(.traitItalic)!, size: 0),
                .extraExtraExtraLarge, Font(size: 23, isItalic: true)
            ),
            (
                "an app's italic face", UIFont(name: "CellSnapBlocks-Italic", size: 20)!, .large,
                Font(family: "CellSnap Blocks", size: 20, isItalic: true)
            ),
        ]
        for (name, font, category, drawn) in cases {
            #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic), "\(name)")
            #expect(
                try font.drawnModel(adjustsForContentSizeCategory: true, category: category) == .fixed(drawn), "\(name)"
            )
        }
    }

    /// An upright font encodes as it did before fonts could be italic; an italic one says so.
    @Test func onlyAnItalicFontEncodesItsSlant() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let upright = String(decoding: try encoder.encode(Font(size: 17)), as: UTF8.self)
        let italic = String(decoding: try encoder.encode(Font(size: 17, isItalic: true)), as: UTF8.self)
        #expect(upright == #"{"family":"Inter","size":17,"weight":"regular"}"#)
        #expect(italic == #"{"family":"Inter","isItalic":true,"size":17,"weight":"regular"}"#)
        #expect(try JSONDecoder().decode(Font.self, from: Data(upright.utf8)) == Font(size: 17))
        #expect(try JSONDecoder().decode(Font.self, from: Data(italic.utf8)) == Font(size: 17, isItalic: true))
    }

    /// The horizontal middle of a bar's ink in its top and bottom rows, as an "l" drawn 60 pt tall
    /// in `font`: upright, one above the other; italic, the top to the right of the bottom.
    func lean(of font: UIFont) throws -> Double {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        label.text = "l"
        label.font = font
        label.textColor = .black
        controller.view.addSubview(label)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 100).snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        let inked = (0..<pixels.height).compactMap { y -> Double? in
            let xs = (0..<pixels.width).filter { pixels[$0, y].red < 128 }
            return xs.isEmpty ? nil : Double(xs.reduce(0, +)) / Double(xs.count)
        }
        let rows = max(1, inked.count / 5)
        let top = inked.prefix(rows).reduce(0, +) / Double(rows)
        let bottom = inked.suffix(rows).reduce(0, +) / Double(rows)
        return top - bottom
    }

    @Test func italicTextLeansAndUprightTextDoesNot() throws {
        #expect(abs(try lean(of: .systemFont(ofSize: 60))) < 3)
        #expect(try lean(of: .italicSystemFont(ofSize: 60)) > 12)
        // An app family's italic face is the one drawn: CellSnap Blocks' "l" is a block whose ink
        // leans 6.5 pt left upright and 15 pt right in its italic face.
        let upright = try lean(of: UIFont(name: "CellSnapBlocks-Regular", size: 60)!)
        #expect(try lean(of: UIFont(name: "CellSnapBlocks-Italic", size: 60)!) > upright + 15)
    }

    /// SwiftUI's `.italic()` on text and on a font draws; the monospaced design's is refused
    /// (SwiftUIHostingTests).
    @Test func swiftUIItalicTextDraws() throws {
        for configuration in [
            UIHostingConfiguration { Text("Note").italic() },
            UIHostingConfiguration { Text("Note").font(.body.italic()) },
        ] {
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = configuration
            _ = try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
    }
}
