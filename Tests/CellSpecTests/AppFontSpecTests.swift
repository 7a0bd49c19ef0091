import CellModel
import Foundation
import Primitives
import Testing

@testable import CellSpec

/// A spec's `fonts:` folders and `font: {name: ..., size: ...}`: the app's fonts by PostScript
/// or family name, at a fixed size, an italic face italic.
@Suite struct AppFontSpecTests {
    /// The sample app's folder: its fonts are in `Fonts/`.
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    func parse(_ yaml: String) throws -> Spec {
        try Spec.parse(yaml, file: "brand.yaml", folder: Self.sampleApp, defaultName: "brand")
    }

    @Test(arguments: [
        ("{name: CellSnapBlocks-Bold, size: 17}", Font(family: "CellSnap Blocks", size: 17, weight: .bold)),
        ("{name: CellSnapBlocks-Light, size: 13.5}", Font(family: "CellSnap Blocks", size: 13.5, weight: .light)),
        ("{name: CellSnap Blocks, size: 20}", Font(family: "CellSnap Blocks", size: 20, weight: .regular)),
        (
            "{name: CellSnapBlocks-Italic, size: 17}",
            Font(family: "CellSnap Blocks", size: 17, weight: .regular, isItalic: true)
        ),
    ])
    func namedFontsAreTheirFamilyAndWeight(yaml: String, font: Font) throws {
        let spec = try parse("fonts: [Fonts]\ncell:\n  content: {text: Brand, font: \(yaml)}")
        #expect(spec.fontFolders.map(\.lastPathComponent) == ["Fonts"])
        guard case .cell(let cell) = spec.subject, case .list(let content) = cell.content else {
            Issue.record("not a list cell")
            return
        }
        #expect(content.textProperties.font == .fixed(font))
        let tag = try parse("fonts: [Fonts]\ncell:\n  content: {type: tag, text: New, font: \(yaml)}")
        guard case .cell(let tagCell) = tag.subject, case .tag(let tagContent) = tagCell.content else {
            Issue.record("not a tag")
            return
        }
        #expect(tagContent.font == .fixed(font))
    }

    /// A text run's own font: a Dynamic Type style or an app font, beside runs in the text's.
    @Test func runsTakeFontsOfTheirOwn() throws {
        let spec = try parse(
            "fonts: [Fonts]\ncell:\n  content:\n    attributedText: [{text: \"Due \"}, {text: \"12\", font: title1},"
                + " {text: \" Brand\", font: {name: CellSnapBlocks-Bold, size: 17}, color: systemRed}]")
        guard case .cell(let cell) = spec.subject, case .list(let content) = cell.content else {
            Issue.record("not a list cell")
            return
        }
        #expect(
            content.attributedText == [
                TextRun("Due "), TextRun("12", font: .textStyle(.title1)),
                TextRun(
                    " Brand", color: .semantic(.systemRed),
                    font: .fixed(Font(family: "CellSnap Blocks", size: 17, weight: .bold))),
            ])
    }

    @Test(arguments: [
        (
            "fonts: [Fonts]\ncell:\n  content: {text: Hi, font: {name: CellSnapBlocks-Bold}}",
            "brand.yaml:3:29: cell.content.font: missing key 'size'"
        ),
        (
            "fonts: [Fonts]\ncell:\n  content: {text: Hi, font: {name: CellSnapBlocks-Bold, size: 0}}",
            "brand.yaml:3:63: cell.content.font.size: '0' is out of range; expected 1 to 1000"
        ),
        (
            "fonts: [Fonts]\ncell:\n  content: {text: Hi, font: {name: CellSnapBlocks-Bold, size: 17, weight: bold}}",
            "brand.yaml:3:67: cell.content.font.weight: unknown key 'weight' in a font; expected one of: name, size"
        ),
        (
            "fonts: [Fonts]\ncell:\n  content: {text: Hi, font: {family: CellSnap Blocks, size: 17}}",
            "brand.yaml:3:30: cell.content.font.family: unknown key 'family' in a font; expected one of: name, size"
        ),
        ("fonts: [/tmp]\ncell: Hi", "brand.yaml:1:9: fonts[0]: '/tmp' must be a path relative to the spec's folder"),
    ])
    func badFontKeysAreRefused(yaml: String, message: String) {
        #expect(throws: SpecError.self) { try parse(yaml) }
        do { _ = try parse(yaml) } catch { #expect("\(error)" == message) }
    }

    @Test func aNameNoRegisteredFontAnswersToListsTheFaces() throws {
        do {
            _ = try parse("fonts: [Fonts]\ncell:\n  content: {text: Hi, font: {name: Brand-Semibold, size: 17}}")
            Issue.record("no error")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("brand.yaml:3:36: cell.content.font.name: no font named 'Brand-Semibold' in "))
            #expect(message.contains("SampleApp/Fonts"))
            #expect(
                message.hasSuffix(
                    "; they hold CellSnapBlocks-Bold, CellSnapBlocks-Italic, CellSnapBlocks-Light, CellSnapBlocks-Regular"
                ))
        }
    }
}
