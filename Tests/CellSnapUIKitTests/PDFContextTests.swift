// UIKit's PDF drawing: UIGraphicsPDFRenderer and the UIGraphicsBeginPDFContext... functions write
// PDF documents whose pages are what was drawn (read back here through poppler, as CellSnap draws
// a PDF image), one page per beginPage at its bounds, the document's information, the same bytes
// every time; a print page renderer's pages become a PDF the way apps make one.
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PDFContextTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
    func pageCount(_ data: Data) -> Int { text(data).components(separatedBy: "/Type /Page %").count - 1 }

    /// The colour of point `x`, `y` of the PDF's first page (`size` points) drawn at 1x over white.
    func rgb(_ data: Data, size: Size, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = VectorImage(format: .pdf, data: data, size: size)
        let item = DisplayItem.vectorImage(
            VectorImageItem(image: image, frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        let rendered = try Renderer().bitmap(DisplayList(size: size, background: .white, items: [item]), scale: 1)
        let pixels = rendered.image.rgba()
        let offset = (y * pixels.width + x) * 4
        return Array(pixels.bytes[offset..<offset + 3])
    }

    func invoice(_ context: UIGraphicsPDFRendererContext) {
        context.beginPage()
        UIColor.red.setFill()
        context.fill(CGRect(x: 20, y: 10, width: 40, height: 30))
        ("Invoice" as NSString).draw(
            at: CGPoint(x: 20, y: 60), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 100), pageInfo: [:])
    }

    @Test func aRendererWritesAPageForEachBeginPageDrawnInUIKitsSpace() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Invoice 7", kCGPDFContextAuthor as String: "Ada"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 150), format: format)
        let data = renderer.pdfData(actions: invoice)
        let pdf = text(data)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pageCount(data) == 2)
        #expect(pdf.contains("/MediaBox [ 0 0 200 150 ]") && pdf.contains("/MediaBox [ 0 0 300 100 ]"))
        #expect(pdf.contains("/Title (Invoice 7)") && pdf.contains("/Author (Ada)"))
        // The rectangle is 10 pt below the page's top, as UIKit's space puts it.
        let size = Size(width: 200, height: 150)
        #expect(try rgb(data, size: size, 40, 25) == [255, 0, 0])
        #expect(try rgb(data, size: size, 40, 5) == [255, 255, 255])
        #expect(try rgb(data, size: size, 40, 120) == [255, 255, 255])
        #expect(renderer.pdfData(actions: invoice) == data)
    }

    @Test func writePDFWritesTheSameBytesToAFile() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 150))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(to: url, withActions: invoice)
        #expect(try Data(contentsOf: url) == renderer.pdfData(actions: invoice))
    }

    @Test func anEmptyBoundsIsAUSLetterPageAndNoPageBegunIsOneBlankPage() {
        let data = UIGraphicsPDFRenderer(bounds: .zero).pdfData { _ in }
        #expect(pageCount(data) == 1 && text(data).contains("/MediaBox [ 0 0 612 792 ]"))
    }

    @Test func theContextFunctionsWriteTheDocumentIntoTheData() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 120, height: 80), [kCGPDFContextTitle: "Notes"])
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 120, height: 80))
        UIGraphicsBeginPDFPage()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 20))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 60, height: 60))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetPDFContextBounds() == .zero)
        let pdf = data as Data
        #expect(pageCount(pdf) == 2 && text(pdf).contains("/Title (Notes)"))
        #expect(try rgb(pdf, size: Size(width: 120, height: 80), 10, 10) == [0, 0, 255])
        #expect(try rgb(pdf, size: Size(width: 120, height: 80), 40, 10) == [255, 255, 255])
    }

    @Test func aFileContextNeedsAnExistingFolder() throws {
        #expect(!UIGraphicsBeginPDFContextToFile("/nonexistent-cellsnap/a.pdf", .zero, nil))
        #expect(UIGraphicsGetCurrentContext() == nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: path) }
        #expect(UIGraphicsBeginPDFContextToFile(path.path, CGRect(x: 0, y: 0, width: 50, height: 50), nil))
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(pageCount(try Data(contentsOf: path)) == 1)
    }

    /// A print page renderer that draws a page number, as an app's does.
    final class NumberedPages: UIPrintPageRenderer {
        override var numberOfPages: Int { 3 }
        override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(
                CGRect(x: contentRect.minX, y: contentRect.minY, width: CGFloat(10 * (pageIndex + 1)), height: 10))
        }
    }

    @Test func aPrintPageRenderersPagesBecomeAPDF() throws {
        let renderer = NumberedPages()
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, renderer.paperRect, nil)
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: renderer.numberOfPages))
        for page in 0..<renderer.numberOfPages {
            UIGraphicsBeginPDFPage()
            renderer.drawPage(at: page, in: UIGraphicsGetPDFContextBounds())
        }
        UIGraphicsEndPDFContext()
        #expect(pageCount(data as Data) == 3)
        #expect(text(data as Data).contains("/MediaBox [ 0 0 612 792 ]"))
    }

    @Test func drawingThatCannotBeWrittenIsRefused() {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let blended: UIGraphicsPDFRenderer.DrawingActions = { context in
            context.beginPage()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply)
        }
        #expect(renderer.pdfData(actions: blended).isEmpty)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString).pdf")
        #expect(throws: CellSnapUIKitError.self) { try renderer.writePDF(to: url, withActions: blended) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
