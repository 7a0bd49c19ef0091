// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import DisplayList
import Foundation
import Primitives
import Rendering

/// A PDF document being drawn: the pages ended so far, the page being drawn (into one Core
/// Graphics context that each new page clears, as a PDF context's pages share their context),
/// and the document's bounds and information. Its bytes are Rendering's PDF of the pages.
final class PDFDocumentRecording {
    /// The default page bounds (a US Letter page, 612 x 792 points, when the bounds given are empty).
    let bounds: CGRect
    let info: PDFDocumentInfo
    let context: CGContext
    private var pages: [DisplayList] = []
    /// The bounds of the page being drawn; `nil` before the first page begins.
    private(set) var pageBounds: CGRect?

    init(bounds: CGRect, documentInfo: [AnyHashable: Any]?) {
        self.bounds = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        info = Self.info(documentInfo)
        context = CGContext(recordingSize: self.bounds.size)
    }

    /// The document information of `documentInfo`'s `kCGPDFContextTitle`, `...Author`,
    /// `...Subject`, `...Keywords` and `...Creator` keys ("Title", "Author" and so on); keywords
    /// may be an array of strings.
    static func info(_ documentInfo: [AnyHashable: Any]?) -> PDFDocumentInfo {
        // Keys may be strings or `CFString`s (`NSString` on Linux, which hashes apart from `String`).
        var byName: [String: Any] = [:]
        for (key, value) in documentInfo ?? [:] {
            if let name = key.base as? String {
                byName[name] = value
            } else if let name = key.base as? NSString {
                byName[name as String] = value
            }
        }
        func text(_ key: String) -> String? {
            guard let value = byName[key] else { return nil }
            if let words = value as? [String] { return words.joined(separator: ", ") }
            return value as? String ?? "\(value)"
        }
        return PDFDocumentInfo(
            title: text(kCGPDFContextTitle as String), author: text(kCGPDFContextAuthor as String),
            subject: text(kCGPDFContextSubject as String), keywords: text(kCGPDFContextKeywords as String),
            creator: text(kCGPDFContextCreator as String))
    }

    /// Ends the page being drawn (if any) and begins one of `bounds` (the document's when `nil`
    /// or empty), drawn in its own space: `bounds`' origin at the page's top-left corner.
    func beginPage(bounds requested: CGRect?) {
        let page = requested.flatMap { $0.isEmpty ? nil : $0 } ?? bounds
        endPage(next: page.size)
        pageBounds = page
        context.translateBy(x: -page.minX, y: -page.minY)
    }

    /// Ends the page being drawn, if any, keeping what it drew.
    private func endPage(next size: CGSize) {
        let items = context.startNewPage(size: size)
        guard let pageBounds else { return }
        pages.append(
            DisplayList(
                size: Size(width: Double(pageBounds.width), height: Double(pageBounds.height)), background: nil,
                items: items))
    }

    /// The document: its pages (one blank page of the bounds when none was begun) as PDF bytes,
    /// or the reason they cannot be written.
    func finish(call: String) -> Result<Data, CellSnapUIKitError> {
        if pageBounds == nil { beginPage(bounds: nil) }
        endPage(next: bounds.size)
        pageBounds = nil
        if let refusal = context.refusal {
            return .failure(CellSnapUIKitError(call: "\(call): \(refusal.call)", reason: refusal.reason))
        }
        do {
            return .success(try Renderer().pdf(pages, info: info).data)
        } catch {
            return .failure(CellSnapUIKitError(call: call, reason: "\(error)"))
        }
    }
}

/// The PDF documents begun with `UIGraphicsBeginPDFContext...` on this thread, and where each goes.
enum PDFContextStack {
    private static let key = "CellSnapUIKit.PDFContextStack"

    final class Stack {
        var entries: [(document: PDFDocumentRecording, destination: Destination)] = []
    }

    enum Destination {
        case data(NSMutableData)
        case file(String)
    }

    static var current: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Writes why a PDF document could not be written to standard error, for the calls that cannot
/// throw (UIKit's return no error either).
func reportPDFFailure(_ error: CellSnapUIKitError) {
    FileHandle.standardError.write(Data("CellSnap: \(error.call): \(error.reason)\n".utf8))
}

/// Starts a PDF document whose pages are `bounds` (US Letter when empty) and whose bytes
/// ``UIGraphicsEndPDFContext()`` appends to `data`; the context is current, and draws once
/// ``UIGraphicsBeginPDFPage()`` begins a page.
public func UIGraphicsBeginPDFContextToData(
    _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
    let document = PDFDocumentRecording(bounds: bounds, documentInfo: documentInfo)
    PDFContextStack.current.entries.append((document, .data(data)))
    UIGraphicsPushContext(document.context)
}

/// Starts a PDF document written to the file at `path` by ``UIGraphicsEndPDFContext()``; `false`
/// (and no document) when the file's folder does not exist.
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?)
    -> Bool
{
    var isFolder: ObjCBool = false
    let folder = (path as NSString).deletingLastPathComponent
    guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder),
        isFolder.boolValue
    else { return false }
    let document = PDFDocumentRecording(bounds: bounds, documentInfo: documentInfo)
    PDFContextStack.current.entries.append((document, .file(path)))
    UIGraphicsPushContext(document.context)
    return true
}

/// Begins a page of the document's bounds in the current PDF document.
public func UIGraphicsBeginPDFPage() { UIGraphicsBeginPDFPageWithInfo(.zero, nil) }

/// Begins a page of `bounds` (the document's when empty) in the current PDF document.
///
/// No visible effect: `pageInfo` (the page's boxes besides its media box) changes no drawing;
/// the page is `bounds`.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    PDFContextStack.current.entries.last?.document.beginPage(bounds: bounds)
}

/// The bounds of the current PDF document's page (the document's before a page begins); `.zero`
/// when no PDF document is current.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let document = PDFContextStack.current.entries.last?.document else { return .zero }
    return document.pageBounds ?? document.bounds
}

/// Ends the current PDF document and writes it to its data or file. A document whose drawing
/// cannot be written (a refused Core Graphics call, a page too large) writes nothing and says why
/// on standard error.
public func UIGraphicsEndPDFContext() {
    guard let (document, destination) = PDFContextStack.current.entries.popLast() else { return }
    UIGraphicsPopContext()
    switch document.finish(call: "UIGraphicsEndPDFContext()") {
    case .success(let bytes):
        switch destination {
        case .data(let data): data.append(bytes)
        case .file(let path):
            do { try bytes.write(to: URL(fileURLWithPath: path)) } catch {
                reportPDFFailure(
                    CellSnapUIKitError(call: "UIGraphicsEndPDFContext() writing \(path)", reason: "\(error)"))
            }
        }
    case .failure(let error): reportPDFFailure(error)
    }
}

/// Makes `rect` of the current page a link to `url`.
///
/// No visible effect: links are not drawn, and CellSnap's PDF documents have none.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {}

/// Names `point` of the current page as a destination of links.
///
/// No visible effect: destinations are not drawn, and CellSnap's PDF documents have none.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {}

/// Makes `rect` of the current page a link to the destination `name`.
///
/// No visible effect: links are not drawn, and CellSnap's PDF documents have none.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {}
