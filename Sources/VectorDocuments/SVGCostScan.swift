import Foundation

/// The limits on what an SVG document may ask librsvg to draw, checked by ``SVGCostScan`` before
/// the document is handed to librsvg: each bounds a way a small file can make drawing take minutes
/// or gigabytes. They are far above what icons and illustrations use.
package enum SVGLimits {
    /// Elements in the document (a detailed illustration has a few thousand).
    package static let elements = 50_000
    /// Elements drawn once every `<use>` and every `url(#...)` reference is followed: a chain of
    /// `<use>` elements that each draw the one before twice doubles the count at every level.
    package static let drawnElements = 100_000
    /// Elements nested inside one another.
    package static let depth = 100
    /// Bytes of path data (`d` and `points` attributes) in the whole document.
    package static let pathDataBytes = 1 << 20
    /// Bytes of text inside `<text>` elements (as a spec's text: 10,000 bytes).
    package static let textBytes = 10_000
    /// A font size in user units, after relative sizes (`em`, `%`) are applied (Pango fails past
    /// about two million).
    package static let fontSize = 10_000.0
    /// Filter primitives (`fe...` elements) applied, counting each element a filter is applied to.
    package static let filterPrimitivesApplied = 1_000
    /// `numOctaves` of `feTurbulence`: each octave adds its cost to every pixel, and past about
    /// ten an octave changes no 8-bit colour.
    package static let turbulenceOctaves = 24
    /// Pixels of an image embedded as a `data:` URL (PNG, JPEG or GIF): 4096 x 4096, and 16384 on a side.
    package static let embeddedImagePixels = 1 << 24
    package static let embeddedImageSide = 16_384
    /// The side of an `feConvolveMatrix` kernel (`order`); librsvg 2.54 aborts the process on
    /// kernels of 21 x 21 and more.
    package static let convolveOrder = 20
}

/// A scan of an SVG document's markup, without building it: counts what librsvg would draw and
/// refuses, with a message naming the limit, a document past one of ``SVGLimits``.
///
/// The scan reads tags and attributes only; text, comments, CDATA sections, processing
/// instructions and the doctype are skipped (librsvg bounds entity expansion itself).
struct SVGCostScan {
    private struct Element {
        var name: String
        var parent: Int?
        var children: [Int] = []
        /// `#id` references: `href` of `<use>`, and every `url(#id)` in an attribute.
        var references: [String] = []
        /// Filter primitives among the children (for `<filter>` elements).
        var primitives = 0
    }

    private var elements: [Element] = []
    private var ids: [String: Int] = [:]
    private var pathDataBytes = 0
    private var textBytes = 0
    private var embeddedImages: [String] = []

    /// The reason `data` is refused, or `nil` when it is within every limit.
    static func refusal(of data: Data) -> String? {
        var scan = SVGCostScan()
        if let refusal = scan.read([UInt8](data)) { return refusal }
        for image in scan.embeddedImages {
            if let refusal = EmbeddedImage.refusal(ofDataURL: image) { return refusal }
        }
        return scan.refusalOfDrawing()
    }

    private mutating func read(_ bytes: [UInt8]) -> String? {
        var open: [Int] = []
        var fontSizes = [16.0]  // librsvg's default, then that of each open element
        var openTexts = 0
        var index = 0
        while index < bytes.count, let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if openTexts > 0 {
                textBytes += start - index
                guard textBytes <= SVGLimits.textBytes else {
                    return "it has more than \(SVGLimits.textBytes) bytes of text; the limit is \(SVGLimits.textBytes)"
                }
            }
            index = start + 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "!"):
                index = Self.skipDeclaration(bytes, from: index)
            case UInt8(ascii: "?"):
                index = Self.skip(past: "?>", in: bytes, from: index)
            case UInt8(ascii: "/"):
                index = Self.skip(past: ">", in: bytes, from: index)
                if let closed = open.popLast() {
                    fontSizes.removeLast()
                    if elements[closed].name == "text" { openTexts -= 1 }
                }
            default:
                let (tag, end) = Self.tag(bytes, from: index)
                index = end
                guard !tag.name.isEmpty else { continue }
                guard elements.count < SVGLimits.elements else {
                    return "it has more than \(SVGLimits.elements) elements; the limit is \(SVGLimits.elements)"
                }
                let element = add(tag, parent: open.last)
                if let refusal = check(tag) { return refusal }
                let fontSize = Self.fontSize(of: tag, inside: fontSizes.last!)
                guard fontSize <= SVGLimits.fontSize else {
                    return "it sets a font size of \(Self.count(fontSize)); the limit is \(Int(SVGLimits.fontSize))"
                }
                if !tag.isEmpty {
                    open.append(element)
                    fontSizes.append(fontSize)
                    if tag.name == "text" { openTexts += 1 }
                    guard open.count <= SVGLimits.depth else {
                        return "its elements nest more than \(SVGLimits.depth) deep; the limit is \(SVGLimits.depth)"
                    }
                }
            }
        }
        guard pathDataBytes <= SVGLimits.pathDataBytes else {
            return "it has \(pathDataBytes) bytes of path data; the limit is \(SVGLimits.pathDataBytes)"
        }
        return nil
    }

    /// Adds the element `tag` describes and returns its index.
    private mutating func add(_ tag: Tag, parent: Int?) -> Int {
        var element = Element(name: tag.name, parent: parent)
        for (name, value) in tag.attributes {
            if name == "href" || name.hasSuffix(":href"), value.hasPrefix("#") {
                element.references.append(String(value.dropFirst()))
            }
            if name == "d" || name == "points" { pathDataBytes += value.utf8.count }
            if tag.name == "image", name == "href" || name.hasSuffix(":href"), value.lowercased().hasPrefix("data:") {
                embeddedImages.append(value)
            }
            element.references += Self.urlReferences(in: value)
        }
        let index = elements.count
        elements.append(element)
        if let parent {
            elements[parent].children.append(index)
            if tag.name.hasPrefix("fe"), elements[parent].name == "filter" { elements[parent].primitives += 1 }
        }
        if let id = tag.attributes["id"], ids[id] == nil { ids[id] = index }
        return index
    }

    /// The refusal of one element's own attributes.
    private func check(_ tag: Tag) -> String? {
        if tag.name == "feTurbulence", let octaves = tag.number("numOctaves"),
            octaves > Double(SVGLimits.turbulenceOctaves)
        {
            return
                "its feTurbulence has numOctaves=\"\(tag.attributes["numOctaves"]!)\"; the limit is \(SVGLimits.turbulenceOctaves)"
        }
        if tag.name == "feConvolveMatrix", let order = tag.attributes["order"] {
            let sides = order.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if sides.contains(where: { !($0 <= Double(SVGLimits.convolveOrder)) }) {
                return "its feConvolveMatrix has order=\"\(order)\"; the limit is \(SVGLimits.convolveOrder)"
            }
        }
        return nil
    }

    /// The refusal of what drawing the document costs once references are followed.
    ///
    /// Each element's cost (elements drawn, filter primitives applied) is its own plus its
    /// children's plus that of every element it refers to, computed depth first without recursion;
    /// a reference back to an element still being summed (a cycle, which librsvg refuses) adds nothing.
    private func refusalOfDrawing() -> String? {
        guard !elements.isEmpty else { return nil }
        var costs = [(elements: Double, primitives: Double)?](repeating: nil, count: elements.count)
        var started = [Bool](repeating: false, count: elements.count)
        func targets(_ element: Element) -> [Int] { element.children + element.references.compactMap { ids[$0] } }
        var stack = [(index: 0, summing: false)]
        while let (index, summing) = stack.popLast() {
            let element = elements[index]
            if summing {
                var total = (elements: 1.0, primitives: element.name == "filter" ? Double(element.primitives) : 0)
                for target in targets(element) {
                    guard let cost = costs[target] else { continue }
                    total = (total.elements + cost.elements, total.primitives + cost.primitives)
                }
                costs[index] = total
                continue
            }
            guard !started[index] else { continue }
            started[index] = true
            stack.append((index, true))
            stack += targets(element).filter { !started[$0] }.map { ($0, false) }
        }
        let total = costs[0] ?? (0, 0)
        if total.elements > Double(SVGLimits.drawnElements) {
            return
                "it draws \(Self.count(total.elements)) elements once its <use> and url(#...) references are followed; the limit is \(SVGLimits.drawnElements)"
        }
        if total.primitives > Double(SVGLimits.filterPrimitivesApplied) {
            return
                "it applies \(Self.count(total.primitives)) filter primitives once its references are followed; the limit is \(SVGLimits.filterPrimitivesApplied)"
        }
        return nil
    }

    /// The font size `tag` sets (its `font-size` attribute or style property), in user units.
    private static func fontSize(of tag: Tag, inside parent: Double) -> Double {
        var written = tag.attributes["font-size"]
        if let style = tag.attributes["style"], let found = style.range(of: "font-size") {
            written = String(style[found.upperBound...].drop { $0 == " " || $0 == ":" }.prefix { $0 != ";" })
        }
        guard let written = written?.trimmingCharacters(in: .whitespaces).lowercased() else { return parent }
        let characters = Array(written)
        var length = 0
        while length < characters.count {
            let character = characters[length]
            let exponent =
                (character == "e" || character == "E") && length + 1 < characters.count
                && (characters[length + 1].isNumber || "+-".contains(characters[length + 1]))
            guard character.isNumber || "+-.".contains(character) || exponent else { break }
            length += 1
        }
        let number = String(characters[..<length])
        guard let value = Double(number) else { return written == "larger" ? parent * 1.2 : parent }
        let units: [String: Double] = [
            "em": parent, "ex": parent / 2, "%": parent / 100, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54,
            "mm": 96 / 25.4,
        ]
        return abs(value) * (units[String(written.dropFirst(number.count))] ?? 1)
    }

    private static func count(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : "more than \(Int(1e15))"
    }

    // MARK: Markup

    private struct Tag {
        var name: String
        var attributes: [String: String]
        /// Closed by `/>`.
        var isEmpty: Bool

        func number(_ attribute: String) -> Double? {
            attributes[attribute].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    /// The tag starting at `index` (after `<`): its local name, attributes, and the index after it.
    private static func tag(_ bytes: [UInt8], from start: Int) -> (Tag, Int) {
        var index = start
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func name() -> String {
            let from = index
            while index < bytes.count, !isSpace(bytes[index]), !"/>=".utf8.contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[from..<index], as: UTF8.self)
        }
        let qualified = name()
        var tag = Tag(name: String(qualified.split(separator: ":").last ?? ""), attributes: [:], isEmpty: false)
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") { return (tag, index + 1) }
            if bytes[index] == UInt8(ascii: "/") {
                tag.isEmpty = true
                index += 1
                continue
            }
            let attribute = name()
            guard !attribute.isEmpty else {
                index += 1
                continue
            }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                continue
            }
            let quote = bytes[index]
            let from = index + 1
            index = bytes[from...].firstIndex(of: quote) ?? bytes.count
            tag.attributes[attribute] = String(decoding: bytes[from..<index], as: UTF8.self)
            index = Swift.min(index + 1, bytes.count)
        }
        return (tag, index)
    }

    /// The index after a comment, CDATA section or declaration starting at `index` (its `!`).
    private static func skipDeclaration(_ bytes: [UInt8], from index: Int) -> Int {
        if bytes[index...].starts(with: "!--".utf8) { return skip(past: "-->", in: bytes, from: index) }
        if bytes[index...].starts(with: "![CDATA[".utf8) { return skip(past: "]]>", in: bytes, from: index) }
        var inSubset = false
        var position = index
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset: return position + 1
            default: break
            }
            position += 1
        }
        return position
    }

    private static func skip(past marker: String, in bytes: [UInt8], from index: Int) -> Int {
        let pattern = Array(marker.utf8)
        var position = index
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], bytes[position..<position + pattern.count].elementsEqual(pattern) {
                return position + pattern.count
            }
            position += 1
        }
        return bytes.count
    }

    /// The ids named by `url(#id)` in an attribute's value (a `fill`, a `filter`, a `style`...).
    private static func urlReferences(in value: String) -> [String] {
        guard value.contains("url(") else { return [] }
        return value.components(separatedBy: "url(").dropFirst().compactMap { rest in
            let inside = rest.prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            return inside.hasPrefix("#") ? String(inside.dropFirst()) : nil
        }
    }
}
