import Foundation
import Primitives

/// The intrinsic size of an image set's SVG or PDF, measured in Swift so that reading a catalog
/// links no drawing library (CellSnapUIKit links no Cairo). The rules are librsvg's and
/// poppler's, which draw the documents:
///
/// - SVG: the root element's `width` and `height` when both are absolute lengths (unitless or
///   `px` = 1 point, `pt` = 4/3, `pc` = 16, `in` = 96, `cm` = 96/2.54, `mm` = 96/25.4: one SVG
///   pixel is one point, as Xcode imports SVG assets), else the `viewBox`'s size.
/// - PDF: the first page's crop box, else its media box (found in the page objects, which must
///   not be inside a compressed object stream), turned by its `/Rotate`.
enum VectorSize {
    struct Failure: Error {
        var message: String
    }

    static func svg(_ data: Data) throws -> Size {
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(message: "not UTF-8 text") }
        let root: XMLElement
        do {
            root = try XMLReader.parse(text)
        } catch let failure as XMLReader.Failure {
            throw Failure(message: "line \(failure.line): \(failure.message)")
        }
        guard root.name == "svg" else { throw Failure(message: "the root element is <\(root.name)>, not <svg>") }
        var size: Size?
        if let width = root.attributes["width"].flatMap(absoluteLength),
            let height = root.attributes["height"].flatMap(absoluteLength)
        {
            size = Size(width: width, height: height)
        } else if let viewBox = root.attributes["viewBox"] {
            let numbers = viewBox.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
                .map { Double($0) }
            guard numbers.count == 4, let width = numbers[2], let height = numbers[3] else {
                throw Failure(message: "viewBox '\(viewBox)' is not four numbers")
            }
            size = Size(width: width, height: height)
        }
        guard let size else {
            throw Failure(message: "has no size: give its <svg> element a width and a height, or a viewBox")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw Failure(message: "its size, \(size.width) x \(size.height), must be positive")
        }
        return size
    }

    /// A length in SVG pixels, or `nil` for a relative one (`%`, `em`, `ex`) or none.
    static func absoluteLength(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(trimmed)
    }

    static func pdf(_ data: Data) throws -> Size {
        guard data.starts(with: Array("%PDF-".utf8)) else { throw Failure(message: "not a PDF (no %PDF- header)") }
        let text = String(decoding: data, as: Unicode.ASCII.self)
        func box(_ key: String) -> [Double]? {
            guard let range = text.range(of: "/" + key) else { return nil }
            let rest = text[range.upperBound...].drop { $0 == " " || $0.isNewline }
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let numbers = rest[rest.index(after: rest.startIndex)..<close]
                .split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).map { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
            return numbers.map { $0! }
        }
        guard let corners = box("CropBox") ?? box("MediaBox") else {
            throw Failure(
                message:
                    "its page size (/MediaBox) is not in plain text (compressed object streams); save the PDF without object streams (PDF 1.4)"
            )
        }
        var size = Size(width: abs(corners[2] - corners[0]), height: abs(corners[3] - corners[1]))
        if let range = text.range(of: "/Rotate") {
            let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "-" }
            if let rotation = Int(digits), (rotation % 180 + 180) % 180 == 90 {
                size = Size(width: size.height, height: size.width)
            }
        }
        guard size.width > 0, size.height > 0 else {
            throw Failure(message: "its first page's size, \(size.width) x \(size.height), must be positive")
        }
        return size
    }
}

extension VectorImage.Format {
    /// The format a file name's extension names (`.svg`, `.pdf`, any case), or `nil`.
    init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "svg": self = .svg
        case "pdf": self = .pdf
        default: return nil
        }
    }
}
