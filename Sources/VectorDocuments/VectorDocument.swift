import Foundation
import Primitives

// Implementation-only, as Pixels imports CPNGShim (PNG.swift says why): CellSnapUIKit loads VectorDocuments
// (for the PDFs an app draws), and a module that imports CellSnap's UIKit without depending on
// CPoppler, CRsvg and CCellSnapZlib, such as swift-custom-dump's or swift-snapshot-testing's
// `#if canImport(UIKit)` branch, cannot find the C module's map. Every file of VectorDocuments imports its C modules this way; no type
// here stores a C type.
@_implementationOnly import CPoppler
@_implementationOnly import CRsvg

/// Why an SVG or PDF document cannot be used, with the library's own message where it gave one.
public struct VectorDocumentError: Error, Equatable, CustomStringConvertible {
    /// The document's name as given: its file name, or what the caller called it.
    public var document: String
    /// What is wrong.
    public var message: String

    /// Creates an error about `document`.
    public init(document: String, message: String) {
        self.document = document
        self.message = message
    }

    public var description: String { "\(document): \(message)" }
}

/// Reads SVG documents with librsvg and PDF documents with poppler-glib: checks them, measures
/// them, and makes the ``VectorImage`` values that layout places and the renderer draws.
///
/// A document may use nothing outside itself: an SVG that refers to another file or a web address
/// (`href`, `url(...)`) is refused (embed images as `data:` URLs), and so is a PDF whose fonts are
/// not embedded (they would be looked up among the system's fonts).
///
/// ```swift
/// let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>"#.utf8)
/// let icon = try VectorDocument.load(svg, format: .svg, name: "icon.svg")   // 24 x 24 pt
/// ```
public enum VectorDocument {
    /// The largest document read, in bytes (8 MiB, as large as a spec file may be).
    public static let maximumByteCount = 8 << 20

    /// The format a file name's extension names (`.svg` or `.pdf`, in any case), or `nil`.
    public static func format(ofFileNamed name: String) -> VectorImage.Format? {
        VectorImage.Format(rawValue: (name as NSString).pathExtension.lowercased())
    }

    /// Reads, checks and measures the SVG or PDF file at `url` (its format from its extension).
    ///
    /// - Throws: ``VectorDocumentError`` naming the file: not `.svg` or `.pdf`, unreadable, larger
    ///   than ``maximumByteCount``, or refused by ``load(_:format:name:isTemplate:)``.
    public static func load(contentsOf url: URL, isTemplate: Bool = false) throws -> VectorImage {
        let name = url.lastPathComponent
        guard let format = format(ofFileNamed: name) else {
            throw VectorDocumentError(document: name, message: "not an SVG or PDF file (.svg or .pdf)")
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VectorDocumentError(document: name, message: "no such file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumByteCount else {
            throw VectorDocumentError(
                document: name, message: "the file is \(size) bytes; the limit is \(maximumByteCount) bytes")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumByteCount + 1) ?? Data()
        } catch {
            throw VectorDocumentError(document: name, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try load(data, format: format, name: name, isTemplate: isTemplate)
    }

    /// Checks `data` as a document of `format` and measures it.
    ///
    /// - Throws: ``VectorDocumentError`` naming `name`: larger than ``maximumByteCount``; a document
    ///   the library cannot read (with its message); an SVG without a size or referring to other
    ///   files; a PDF without pages or with fonts that are not embedded.
    public static func load(_ data: Data, format: VectorImage.Format, name: String, isTemplate: Bool = false) throws
        -> VectorImage
    {
        guard data.count <= maximumByteCount else {
            throw VectorDocumentError(
                document: name, message: "the document is larger than \(maximumByteCount) bytes")
        }
        let size: Size
        switch format {
        case .svg: size = try SVGDocument(data, name: name).size
        case .pdf: size = try PDFDocument(data, name: name).size
        }
        return VectorImage(format: format, data: data, size: size, isTemplate: isTemplate)
    }

    /// A PDF's first page as a vector image, and how many pages the document has.
    package static func loadPDF(_ data: Data, name: String) throws -> (firstPage: VectorImage, pageCount: Int) {
        guard data.count <= maximumByteCount else {
            throw VectorDocumentError(document: name, message: "the document is larger than \(maximumByteCount) bytes")
        }
        let document = try PDFDocument(data, name: name)
        return (VectorImage(format: .pdf, data: data, size: document.size), document.pageCount)
    }
}

/// The one kind of document object the renderer draws, whatever its format.
package protocol DrawableDocument: AnyObject {
    /// The intrinsic size in points.
    var size: Size { get }
    /// Draws the document scaled into `frame` (points, in the context's user space) on the Cairo
    /// context `cairo`, as vector drawing.
    func draw(into cairo: OpaquePointer, in frame: Rect) throws
}

extension VectorImage {
    /// The library object that draws this image; it belongs to the calling thread.
    package func makeDocument(name: String) throws -> any DrawableDocument {
        switch format {
        case .svg: try SVGDocument(data, name: name)
        case .pdf: try PDFDocument(data, name: name)
        }
    }
}

extension VectorDocument {
    /// The versions of librsvg and poppler this process runs with, as `2.54.7` and `22.12.0`.
    public static let libraryVersions: (librsvg: String, poppler: String) = (
        "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
        poppler_get_version().map { String(cString: $0) } ?? "unknown"
    )
}
