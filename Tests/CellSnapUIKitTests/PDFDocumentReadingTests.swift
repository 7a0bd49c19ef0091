// Core Graphics' PDF documents: a PDF made with UIGraphicsPDFRenderer read back with
// CGPDFDocument, its page's box and drawing transform, and the page drawn into an image.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PDFDocumentReadingTests {
    /// A two-page PDF of 100 x 50 pt pages: the first red on its left half, the second blue.
    func twoPages() -> Data {
        UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50)).pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.beginPage()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 50))
        }
    }

    @Test func aDocumentReadFromAFileHasItsPagesAndTheFirstPagesBox() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString).pdf")
        try twoPages().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(CGPDFDocument(url as CFURL))
        #expect(document.numberOfPages == 2)
        let page = try #require(document.page(at: 1))
        #expect(page.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(document.page(at: 2) == nil && document.page(at: 0) == nil)
        #expect(CGPDFDocument(URL(fileURLWithPath: "/nonexistent/cellsnap.pdf") as CFURL) == nil)
        #expect(CGPDFDocument(try #require(CGDataProvider(data: Data("not a pdf".utf8) as CFData))) == nil)
    }

    /// The transform maps the box into a rectangle, centred, scaled down to fit and never up.
    @Test func theDrawingTransformFitsTheBoxIntoTheRectangle() throws {
        let provider = try #require(CGDataProvider(data: twoPages() as CFData))
        let page = try #require(CGPDFDocument(provider)?.page(at: 1))
        let smaller = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 50, height: 50), rotate: 0, preserveAspectRatio: true)
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 50).applying(smaller) == CGRect(x: 0, y: 12.5, width: 50, height: 25)
        )
        let larger = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 300, height: 300), rotate: 0, preserveAspectRatio: true)
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 50).applying(larger)
                == CGRect(x: 100, y: 125, width: 100, height: 50))
        let turned = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 50, height: 100), rotate: 90, preserveAspectRatio: true)
        let box = CGRect(x: 0, y: 0, width: 100, height: 50).applying(turned)
        #expect(abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9 && abs(box.minX) < 1e-9)
    }

    /// Drawn into a flipped image context, the page comes out as it looks: red on its left half.
    @Test func aPageDrawnIntoAFlippedContextLooksAsItDoes() throws {
        let provider = try #require(CGDataProvider(data: twoPages() as CFData))
        let page = try #require(CGPDFDocument(provider)?.page(at: 1))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { context in
            context.cgContext.translateBy(x: 0, y: 50)
            context.cgContext.scaleBy(x: 1, y: -1)
            context.cgContext.drawPDFPage(page)
        }
        let pixels = try #require(image.cgImage)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.rgba[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) }
        #expect(pixel(10, 10) == [255, 0, 0, 255] && pixel(10, 45) == [255, 0, 0, 255])
        #expect(pixel(90, 10)[3] < 255)
    }
}
