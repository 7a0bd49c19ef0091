import DisplayList
import Foundation
import Primitives
import Testing

@testable import Rendering

/// PDF documents: a page per display list at its size, the document's information, and the same
/// bytes for the same pages however much later they are written (the creation date is pinned).
@Suite struct PDFRenderingTests {
    static let pages = [
        DisplayList(
            size: Size(width: 200, height: 100), background: nil,
            items: [
                .shape(ShapeItem(shape: .rect(Rect(x: 10, y: 10, width: 50, height: 30)), fill: Color(hex: 0xFF0000))),
                .text(
                    TextItem(
                        text: "Invoice", style: TextStyle(font: Font(size: 17)),
                        frame: Rect(x: 10, y: 50, width: 180, height: 22))),
            ]),
        DisplayList(size: Size(width: 300, height: 150)),
    ]

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func aPageIsWrittenForEachDisplayListAtItsSize() throws {
        let pdf = text(try Renderer().pdf(Self.pages).data)
        #expect(pdf.hasPrefix("%PDF-1."))
        #expect(pdf.components(separatedBy: "/Type /Page %").count - 1 == 2, "\(pdf.prefix(2000))")
        #expect(pdf.contains("/MediaBox [ 0 0 200 100 ]") && pdf.contains("/MediaBox [ 0 0 300 150 ]"))
        #expect(pdf.contains("/CreationDate (20010101000000Z)"))
    }

    @Test func theDocumentsInformationIsWritten() throws {
        let info = PDFDocumentInfo(title: "Quarterly", author: "Ada", creator: "CellSnap tests")
        let pdf = text(try Renderer().pdf(Self.pages, info: info).data)
        #expect(
            pdf.contains("/Title (Quarterly)") && pdf.contains("/Author (Ada)")
                && pdf.contains("/Creator (CellSnap tests)"))
    }

    @Test func theSamePagesGiveTheSameBytesLater() async throws {
        let first = try Renderer().pdf(Self.pages).data
        try await Task.sleep(nanoseconds: 1_100_000_000)  // past a second: an unpinned date would differ
        #expect(try Renderer().pdf(Self.pages).data == first)
    }

    @Test func noPagesIsRefused() throws {
        #expect(throws: RenderingError.self) { try Renderer().pdf([]) }
    }
}
