import CoreGraphics
import DisplayList
import Foundation
import Primitives
import VectorDocuments

/// The boxes of a PDF page, as Core Graphics' `CGPDFBox`.
public enum CGPDFBox: Int32, Hashable, Sendable {
    case mediaBox = 0, cropBox, bleedBox, trimBox, artBox
}

/// A PDF document, as Core Graphics' `CGPDFDocument`, read with poppler when it is made.
///
/// CellSnap draws a PDF's first page (the one its asset catalogs and `UIImage` draw too), as
/// vector drawing: ``page(at:)`` gives page 1 and is `nil` for the others (and says so on standard
/// error). A document poppler cannot read, one over 8 MB, or one whose first page uses a font it
/// does not embed makes no document (`nil`, the reason on standard error), as a font from the
/// machine would make renders differ from machine to machine.
///
/// ```swift
/// func thumbnail(of url: URL) -> UIImage? {
///     guard let page = CGPDFDocument(url as CFURL)?.page(at: 1) else { return nil }
///     let box = page.getBoxRect(.mediaBox)
///     return UIGraphicsImageRenderer(size: box.size).image { context in
///         context.cgContext.translateBy(x: 0, y: box.height)
///         context.cgContext.scaleBy(x: 1, y: -1)
///         context.cgContext.drawPDFPage(page)
///     }
/// }
/// ```
public final class CGPDFDocument {
    let firstPage: VectorImage
    private let name: String
    /// How many pages the document has.
    public let numberOfPages: Int

    /// The document in the file at `url`; `nil` when it cannot be read (see the type).
    public convenience init?(_ url: CFURL) {
        guard let fileURL = url.absoluteURL, let data = try? Data(contentsOf: fileURL) else {
            reportToStandardError("CGPDFDocument(\(url)): the file cannot be read")
            return nil
        }
        self.init(data: data, name: fileURL.lastPathComponent)
    }

    /// The document in `provider`'s bytes; `nil` when they are not one CellSnap reads.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data else { return nil }
        self.init(data: data as Data, name: provider.file?.lastPathComponent ?? "a CGDataProvider's PDF")
    }

    private init?(data: Data, name: String) {
        do {
            (firstPage, numberOfPages) = try VectorDocument.loadPDF(data, name: name)
            self.name = name
        } catch {
            reportToStandardError("CGPDFDocument: \(error)")
            return nil
        }
    }

    /// The page numbered `pageNumber` (from 1): the first page; `nil` for another.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        guard pageNumber == 1 else {
            if (2...max(2, numberOfPages)).contains(pageNumber) {
                reportToStandardError(
                    "CGPDFDocument.page(at: \(pageNumber)) of \(name): CellSnap draws only a PDF's first page")
            }
            return nil
        }
        return CGPDFPage(document: self)
    }

    /// Whether the document is encrypted: CellSnap reads none that is.
    public var isEncrypted: Bool { false }
    /// Whether the document is unlocked: always, being unencrypted.
    public var isUnlocked: Bool { true }
}

/// A page of a ``CGPDFDocument``, as Core Graphics' `CGPDFPage`.
public final class CGPDFPage {
    /// The document the page is in.
    public let document: CGPDFDocument?
    /// The page's number, from 1.
    public let pageNumber = 1

    init(document: CGPDFDocument) { self.document = document }

    private var size: CGSize {
        CGSize(width: document?.firstPage.size.width ?? 0, height: document?.firstPage.size.height ?? 0)
    }

    /// The rectangle of `box`, in the PDF's space: the page's size from the origin, for every box
    /// (poppler gives CellSnap one size of a page; its other boxes are not read).
    public func getBoxRect(_ box: CGPDFBox) -> CGRect { CGRect(origin: .zero, size: size) }

    /// How many degrees the page is turned when shown: 0 (CellSnap draws pages as they are).
    public var rotationAngle: Int32 { 0 }

    /// The transform that maps `box` into `rect`, as Core Graphics' `getDrawingTransform`: turned
    /// by `rotate` degrees (a multiple of 90, clockwise), centred in `rect`, and scaled down to fit
    /// it (never up), keeping the aspect ratio when `preserveAspectRatio` is set.
    public func getDrawingTransform(_ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool)
        -> CGAffineTransform
    {
        let page = getBoxRect(box)
        let quarterTurns = ((Int(rotate) / 90) % 4 + 4) % 4
        let turned = quarterTurns % 2 == 1 ? CGSize(width: page.height, height: page.width) : page.size
        guard turned.width > 0, turned.height > 0 else { return .identity }
        var scaleX = min(1, rect.width / turned.width), scaleY = min(1, rect.height / turned.height)
        if preserveAspectRatio { (scaleX, scaleY) = (min(scaleX, scaleY), min(scaleX, scaleY)) }
        return CGAffineTransform(translationX: -page.midX, y: -page.midY)
            .concatenating(CGAffineTransform(rotationAngle: -CGFloat(quarterTurns) * .pi / 2))
            .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
    }
}

extension CGContext {
    /// Draws `page` (its box from the origin, in the PDF's space: y upwards), as vector drawing,
    /// as Core Graphics' `drawPDFPage(_:)`: upside down in UIKit's space, as Core Graphics draws
    /// it, so apps flip the context first.
    public func drawPDFPage(_ page: CGPDFPage) {
        guard let image = page.document?.firstPage else { return }
        let frame = Rect(x: 0, y: 0, width: image.size.width, height: image.size.height)
        let flip = Primitives.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: frame.height)
        record(.vectorImage(VectorImageItem(image: image, frame: frame)), transform: flip)
    }
}
