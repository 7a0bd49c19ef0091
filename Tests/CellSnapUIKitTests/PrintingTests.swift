// Printing: the page geometry of UIPrintPageRenderer and its formatters on CellSnap's US Letter
// paper (exact rectangles and page counts), a page drawn with a header, a footer and a simple
// text formatter (a reference), HTML refused where it is drawn, and the print panel, printer and
// picker, which a test without a printer answers as iOS does when printing is unavailable.
import CellSnapUIKitTesting
import Foundation
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PrintingTests {
    /// A renderer that draws a ruled header and a page number in the footer, as apps subclass it.
    final class ReceiptRenderer: UIPrintPageRenderer {
        var drawn: [String] = []
        static func describe(_ rect: CGRect) -> String { "\(rect.minX) \(rect.minY) \(rect.width) \(rect.height)" }
        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            drawn.append("header \(pageIndex) \(Self.describe(headerRect))")
            UIColor.systemBlue.setFill()
            UIRectFill(CGRect(x: headerRect.minX, y: headerRect.maxY - 4, width: headerRect.width, height: 4))
            ("Receipt" as NSString).draw(
                at: CGPoint(x: headerRect.minX, y: headerRect.minY + 4),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.black])
        }
        override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
            drawn.append("content \(pageIndex) \(Self.describe(contentRect))")
        }
        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            drawn.append("footer \(pageIndex) \(Self.describe(footerRect))")
            ("Page \(pageIndex + 1)" as NSString).draw(
                at: CGPoint(x: footerRect.minX, y: footerRect.minY + 8),
                withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.darkGray])
        }
    }

    /// A view that shows page `page` of `renderer` at half size, as a print preview does.
    final class PagePreview: UIView {
        let renderer: UIPrintPageRenderer
        let page: Int
        init(renderer: UIPrintPageRenderer, page: Int) {
            (self.renderer, self.page) = (renderer, page)
            super.init(frame: CGRect(x: 0, y: 0, width: 306, height: 396))
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.scaleBy(x: 0.5, y: 0.5)
            renderer.drawPage(at: page, in: renderer.printableRect)
        }
    }

    static let lines = (1...60).map { "Line \($0): two apples, three pears" }.joined(separator: "\n")

    func receipt() -> (ReceiptRenderer, UISimpleTextPrintFormatter) {
        let renderer = ReceiptRenderer()
        renderer.headerHeight = 36
        renderer.footerHeight = 24
        let formatter = UISimpleTextPrintFormatter(text: PrintingTests.lines)
        formatter.font = .systemFont(ofSize: 17)
        formatter.perPageContentInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        return (renderer, formatter)
    }

    @Test func pageGeometryIsCellSnapsLetterPaper() {
        let renderer = UIPrintPageRenderer()
        #expect(renderer.paperRect == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(renderer.printableRect == CGRect(x: 18, y: 18, width: 576, height: 756))
        #expect(renderer.numberOfPages == 0 && renderer.printFormatters == nil)
        let paper = UIPrintPaper.bestPaper(forPageSize: CGSize(width: 612, height: 792), withPapersFrom: [])
        #expect(paper.paperSize == CGSize(width: 612, height: 792))
        #expect(paper.printableRect == CGRect(x: 18, y: 18, width: 576, height: 756))
        let small = UIPrintPaper(size: CGSize(width: 300, height: 400))
        let large = UIPrintPaper(size: CGSize(width: 700, height: 1000))
        #expect(
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: 290, height: 390), withPapersFrom: [large, small])
                === small)
        #expect(
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: 800, height: 390), withPapersFrom: [small, large])
                === large)
    }

    /// The content rectangle of each page: the printable rect less header (36) and footer (24),
    /// less the per-page insets; text breaks between whole lines, as the text engine spaces them.
    @Test func formatterPagesFollowTheRenderersGeometry() throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let (renderer, formatter) = receipt()
            let page = CGRect(x: 38, y: 66, width: 536, height: 672)
            #expect(formatter.rectForPage(at: 0).origin == page.origin)
            #expect(formatter.rectForPage(at: 0).size.width == page.width)
            // The text engine's own figures: one line, two lines, and the whole text at the page width.
            let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            func height(_ text: String, width: CGFloat = 10_000) -> CGFloat {
                NSAttributedString(string: text, attributes: font)
                    .boundingRect(
                        with: CGSize(width: width, height: 10_000), options: .usesLineFragmentOrigin, context: nil
                    ).height
            }
            let pitch = height("X\nX") - height("X")
            let perPage = (page.height / pitch).rounded(.down) * pitch
            #expect(formatter.rectForPage(at: 0).height == perPage)
            let total = height(PrintingTests.lines, width: page.width).rounded(.up)
            #expect(formatter.rectForPage(at: 1) == CGRect(x: 38, y: 66, width: 536, height: total - perPage))
            #expect(formatter.pageCount == 2 && renderer.numberOfPages == 2)
            #expect(formatter.rectForPage(at: 2) == .zero)
            #expect(renderer.printFormattersForPage(at: 1)?.first === formatter)
            #expect(renderer.printFormattersForPage(at: 2) == nil)
            formatter.startPage = 3
            #expect(renderer.numberOfPages == 5 && formatter.rectForPage(at: 3).minY == 66)
            formatter.maximumContentHeight = 100
            #expect(abs(formatter.rectForPage(at: 3).minY - (738 - 100)) < 0.001)
            formatter.removeFromPrintPageRenderer()
            #expect(formatter.printPageRenderer == nil && formatter.pageCount == 0 && renderer.numberOfPages == 0)
        }
    }

    @Test func simpleTextStylesOnlyWhatHasNoStyle() throws {
        let attributed = NSMutableAttributedString(string: "Bold plain")
        attributed.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 0, length: 4))
        let formatter = UISimpleTextPrintFormatter(attributedText: attributed)
        #expect(formatter.text == "Bold plain" && formatter.font == nil && formatter.color == nil)
        #expect(formatter.textAlignment == .natural)
        formatter.text = "Plain"
        #expect(formatter.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)
        let copy = try #require(formatter.copy() as? UISimpleTextPrintFormatter)
        #expect(copy !== formatter && copy.text == "Plain" && copy.printPageRenderer == nil)
    }

    /// Page 1 of the receipt: the subclass's header and footer, and the formatter's text, in the
    /// order UIKit calls them.
    @Test func aPageIsDrawnWithHeaderContentFormatterAndFooter() throws {
        let (renderer, _) = receipt()
        assertSnapshot(of: PagePreview(renderer: renderer, page: 0), as: .screen(), named: "page1", lint: .off)
        #expect(renderer.drawn.contains("header 0 18.0 18.0 576.0 36.0"))
        #expect(renderer.drawn.contains("content 0 18.0 54.0 576.0 696.0"))
        #expect(renderer.drawn.contains("footer 0 18.0 750.0 576.0 24.0"))
        assertSnapshot(of: PagePreview(renderer: renderer, page: 1), as: .screen(), named: "page2", lint: .off)
    }

    @Test func markupTextIsRefusedWhereItIsDrawn() throws {
        let renderer = UIPrintPageRenderer()
        let markup = UIMarkupTextPrintFormatter(markupText: "<h1>Receipt</h1>")
        renderer.printFormatters = [markup]
        #expect(markup.printPageRenderer === renderer && markup.pageCount == 0)
        let view = PagePreview(renderer: renderer, page: 0)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            markup.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), forPageAt: 0)
        }
        let holder = UIImageView(image: image)
        holder.frame = view.bounds
        #expect(throws: CellSnapUIKitError.self) { try ControlFixtures.pixels(holder) }
    }

    @Test func aViewFormatterScalesTheViewToThePageWidth() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 288, height: 100))
        let formatter = card.viewPrintFormatter()
        #expect(formatter.view === card && formatter.pageCount == 0)
        UIPrintPageRenderer().addPrintFormatter(formatter, startingAtPageAt: 0)
        #expect(formatter.pageCount == 0)  // the renderer went away: the formatter's link is weak
        let renderer = UIPrintPageRenderer()
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        #expect(formatter.rectForPage(at: 0) == CGRect(x: 18, y: 18, width: 576, height: 200))
    }

    final class Printer: UIViewController {
        var printed = 0
        override func printContent(_ sender: Any?) { printed += 1 }
    }

    @Test func thePanelPrinterAndPickerAnswerAsWithoutAPrinter() {
        let controller = UIPrintInteractionController()
        let formatter = UISimpleTextPrintFormatter(text: "Receipt")
        let renderer = UIPrintPageRenderer()
        controller.printFormatter = formatter
        controller.printPageRenderer = renderer
        controller.printInfo = UIPrintInfo(dictionary: nil)
        #expect(controller.printFormatter === formatter && controller.printPageRenderer === renderer)
        #expect(controller.printInfo?.outputType == .general && controller.printPaper == nil)
        var results: [String] = []
        #expect(!controller.present(animated: true) { _, done, error in results.append("\(done) \(error == nil)") })
        let printer = UIPrinter(url: URL(string: "ipp://office.local/printer")!)
        #expect(printer.displayName == "office.local" && printer.supportedJobTypes.isEmpty && !printer.supportsColor)
        #expect(
            !controller.print(to: printer) { _, done, error in
                results.append("\(done) \((error as? UIPrintError)?.code == .notAvailable)")
            })
        printer.contactPrinter { results.append("contact \($0)") }
        let picker = UIPrinterPickerController(initiallySelectedPrinter: printer)
        #expect(!picker.present(animated: true) { picked, done, _ in results.append("picker \(done)") })
        #expect(picker.selectedPrinter === printer)
        #expect(results == ["false true", "false true", "contact false", "picker false"])
        #expect(UIPrintError.errorDomain == UIPrintErrorDomain && UIPrintError(.jobFailed).errorCode == 4)
        #expect(UIPrintRenderingQuality.responsive == renderer.currentRenderingQuality(forRequested: .responsive))
        let responder = Printer()
        responder.printContent(nil)
        (responder as UIResponder).printContent(nil)
        #expect(responder.printed == 2)
    }
}
