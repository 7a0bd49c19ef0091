import AppFonts
import DisplayList
import Foundation
import Primitives
import Testing
import VectorDocuments

@testable import Rendering

/// SVG and PDF images, the app's fonts and emoji render to the same bytes run after run and on
/// several threads at once, and app fonts are drawn in their own faces.
@Suite struct AssetDeterminismTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A red-circle SVG, a PDF page, a title in the sample app's CellSnap Blocks Bold, and emoji.
    static func assets() throws -> DisplayList {
        try AppFonts.register(fixtures.appendingPathComponent("SampleApp/Fonts"))
        let svg = try VectorDocument.load(contentsOf: fixtures.appendingPathComponent("Vector/red-circle.svg"))
        let pdf = try VectorDocument.load(contentsOf: fixtures.appendingPathComponent("Vector/green-red.pdf"))
        let brand = try #require(AppFonts.face(named: "CellSnapBlocks-Bold")).font(size: 17)
        return DisplayList(
            size: Size(width: 240, height: 60), background: .white,
            items: [
                .vectorImage(VectorImageItem(image: svg, frame: Rect(x: 8, y: 8, width: 40, height: 20))),
                .vectorImage(
                    VectorImageItem(image: pdf, frame: Rect(x: 8, y: 30, width: 11.25, height: 22.5), cornerRadius: 3)),
                .text(
                    TextItem(
                        text: "Brand 标签", style: TextStyle(font: brand),
                        frame: Rect(x: 56, y: 6, width: 180, height: 22))),
                .text(
                    TextItem(
                        text: "Tags 😀🎉❤️👍", style: TextStyle(font: Font(size: 15)),
                        frame: Rect(x: 56, y: 32, width: 180, height: 20))),
            ])
    }

    @Test func assetsRenderByteIdenticallyAcrossFourThreads() throws {
        let list = try Self.assets()
        let renderer = try Renderer(missingGlyphs: .fail)
        let reference = try renderer.png(list, scale: 3).data
        #expect(try renderer.png(list, scale: 3).data == reference)
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                let renderer = try Renderer(missingGlyphs: .fail)  // this thread's own text engine
                for _ in 0..<5 { results.append(try renderer.png(list, scale: 3).data) }
            } catch {
                results.fail(error)
            }
        }
        #expect(results.errors.isEmpty, "\(results.errors)")
        #expect(results.values.count == 20)
        #expect(results.values.allSatisfy { $0 == reference })
        let svg = try renderer.svg(list).data
        #expect(try Renderer().svg(list).data == svg)
    }

    /// The app's font is the one laid out: each CellSnap Blocks face sets "Brand Semibold" to its own
    /// width, the sum of its advances at 17 pt (600 units a five-cell glyph, 400 for i, l and the
    /// space, 100 more a glyph in bold: 132.6 and 154.7 pt, to Pango's units), other than Inter's.
    @Test func appFontsAreLaidOutInTheirOwnFaces() throws {
        _ = try Self.assets()
        let engine = try TextEngine.current()
        #expect(engine.library.appFolders.contains { $0.path.hasSuffix("SampleApp/Fonts") })
        func width(_ family: String, _ weight: FontWeight) -> Double {
            engine.measure(
                "Brand Semibold", style: TextStyle(font: Font(family: family, size: 17, weight: weight)), width: nil
            ).size.width
        }
        let blocksBold = width("CellSnap Blocks", .bold), interBold = width("Inter", .bold)
        let blocksRegular = width("CellSnap Blocks", .regular)
        #expect(blocksBold == 154.7041015625)
        #expect(blocksRegular == 132.6015625)
        #expect(abs(blocksBold - interBold) > 2, "CellSnap Blocks \(blocksBold), Inter \(interBold)")
    }
}
