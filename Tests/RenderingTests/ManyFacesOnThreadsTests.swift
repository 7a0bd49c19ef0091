import DisplayList
import Foundation
import Primitives
import Testing

@testable import Rendering

/// Text in more font faces than Cairo keeps open at once, drawn on several threads at sizes whose
/// glyphs no cache holds yet: every face is opened, used and (left to Cairo) closed again while
/// other threads draw with it. The renders must neither crash nor differ from a serial render.
@Suite struct ManyFacesOnThreadsTests {
    /// One line in each of the bundled faces: Inter's ten, Noto Sans Mono's two, and the Hebrew,
    /// Arabic, Chinese, Japanese, Korean and emoji fallbacks.
    static func manyFaces(size: Double) -> DisplayList {
        let upright = FontWeight.allCases.map { Font(size: size, weight: $0) }
        let italic = [FontWeight.regular, .medium, .semibold, .bold, .heavy].map {
            Font(size: size, weight: $0, isItalic: true)
        }
        let mono = [FontWeight.regular, .bold].map { Font(family: Font.monospacedFamily, size: size, weight: $0) }
        let latin = (upright + italic + mono).map { ("Quartz glyph jumps \(size)", $0) }
        let scripts = [FontWeight.regular, .bold].flatMap { weight in
            ["שלום עולם", "مرحبا بالعالم", "汉字简体", "漢字繁體", "ひらがな", "한국어", "😀🎉"].map {
                ($0, Font(size: size, weight: weight))
            }
        }
        let lines = latin + scripts
        return DisplayList(
            size: Size(width: 320, height: Double(lines.count) * 24), background: .white,
            items: lines.enumerated().map { index, line in
                .text(
                    TextItem(
                        text: line.0, style: TextStyle(font: line.1, maximumLines: 1),
                        frame: Rect(x: 8, y: Double(index) * 24, width: 304, height: 24)))
            })
    }

    static let sizes = (0..<16).map { 11 + Double($0) * 0.37 }

    @Test func textInEveryFaceOnFourThreadsIsTheSerialRender() throws {
        let renderer = try Renderer()
        let serial = try Self.sizes.map { try renderer.png(Self.manyFaces(size: $0), scale: 2).data }
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            do {
                let renderer = try Renderer()  // this thread's own text engine
                // Thread 0 draws the serial sizes; the others sizes no other thread draws first.
                let pngs = try Self.sizes.map {
                    try renderer.png(Self.manyFaces(size: $0 + Double(thread) * 0.01), scale: 2).data
                }
                if thread == 0, pngs != serial { results.fail(SerialRenderDiffers()) }
                pngs.forEach(results.append)
            } catch {
                results.fail(error)
            }
        }
        #expect(results.errors.isEmpty)
        #expect(results.values.count == Self.sizes.count * 4)
    }
}

/// Thread 0's renders were not the serial renders of the same sizes.
struct SerialRenderDiffers: Error {}
