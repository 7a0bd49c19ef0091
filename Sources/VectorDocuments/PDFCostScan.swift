import Foundation

/// The limits on what a PDF document may ask poppler to decode and draw, checked by
/// ``PDFCostScan`` before poppler reads it. Poppler decodes streams and runs content lazily and
/// without bounds, so a small file can expand to gigabytes of drawing operators.
package enum PDFLimits {
    /// Bytes of all the document's streams once decoded (Flate, LZW, run-length, ASCII hex and
    /// base-85 filters; image filters are bounded by ``imagePixels``).
    package static let decodedBytes = 64 << 20
    /// Form XObjects drawn, counting each time a content stream draws one (`Do`) inside another.
    package static let formsDrawn = 10_000
    /// Bytes of drawing operators run: the pages' content streams, and each form's as often as it
    /// is drawn (poppler runs about 1.2 MB a second of simple strokes).
    package static let contentBytes = 2 << 20
    /// Pixels of one image XObject (`/Width` x `/Height`), as for PNG files.
    package static let imagePixels = 1 << 26
    /// A page's side in points (200 inches, the largest page PDF allows).
    package static let pageSide = 14_400.0
}

/// A scan of a PDF file's objects, without poppler: decodes every stream (Flate, LZW, run length,
/// ASCII hex and base-85, in the order its filters list them) up to ``PDFLimits/decodedBytes`` in all, reads image sizes from their
/// dictionaries, and measures the content the pages run, following the forms they draw.
struct PDFCostScan {
    private struct Stream {
        var dictionary: String
        var decoded: [UInt8]?
    }

    /// The reason `data` is refused, or `nil` when it is within every limit.
    static func refusal(of data: Data) -> String? {
        let bytes = [UInt8](data)
        var streams: [Int: Stream] = [:]
        var decodedBytes = 0
        var search = 0
        while let keyword = find(Array("stream".utf8), in: bytes, from: search) {
            search = keyword + 6
            guard keyword == 0 || bytes[keyword - 1] != UInt8(ascii: "d") else { continue }  // "endstream"
            guard let header = objectHeader(bytes, before: keyword) else { continue }
            var start = keyword + 6
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
            let end = find(Array("endstream".utf8), in: bytes, from: start) ?? bytes.count
            search = end
            let dictionary = String(decoding: bytes[header.dictionaryStart..<keyword], as: UTF8.self)
            if dictionary.contains("/Subtype /Image") || dictionary.contains("/Subtype/Image"),
                let width = integer(after: "/Width", in: dictionary),
                let height = integer(after: "/Height", in: dictionary),
                width > 0, height > 0,
                width.multipliedReportingOverflow(by: height).overflow
                    || width * height > PDFLimits.imagePixels
            {
                return
                    "its image (object \(header.number)) is \(width) x \(height) pixels; the limit is \(PDFLimits.imagePixels) pixels"
            }
            let budget = PDFLimits.decodedBytes - decodedBytes
            guard
                let decoded = decode(
                    Array(bytes[start..<end]), filters: filters(in: dictionary), dictionary: dictionary, budget: budget)
            else {
                return
                    "its streams decode to more than \(PDFLimits.decodedBytes) bytes; the limit is \(PDFLimits.decodedBytes)"
            }
            decodedBytes += decoded?.count ?? end - start
            streams[header.number] = Stream(dictionary: dictionary, decoded: decoded)
        }
        return refusalOfForms(streams, names: xObjectNames(bytes, streams))
    }

    /// Refuses a document whose content streams come to more than ``PDFLimits/contentBytes`` or
    /// draw more than ``PDFLimits/formsDrawn`` forms, following each `/Name Do` to every form the
    /// document calls by that name.
    private static func refusalOfForms(_ streams: [Int: Stream], names: [String: Set<Int>]) -> String? {
        let forms = Set(streams.filter { $0.value.dictionary.contains("/Form") }.keys)
        var costs: [Int: (forms: Double, bytes: Double)] = [:]
        var summing = Set<Int>()
        // A content stream's cost (forms drawn, itself included, and bytes of content run), depth
        // first; poppler refuses a form that draws itself, so a cycle adds nothing.
        func cost(_ number: Int, depth: Int) -> (forms: Double, bytes: Double) {
            if let known = costs[number] { return known }
            guard let text = streams[number]?.decoded else { return (0, 0) }
            let own = (forms: forms.contains(number) ? 1.0 : 0, bytes: Double(text.count))
            guard depth < 100, summing.insert(number).inserted else { return own }
            defer { summing.remove(number) }
            var total = own
            for (name, times) in drawnNames(text) {
                let drawn = (names[name] ?? []).filter(forms.contains).map { cost($0, depth: depth + 1) }
                total.forms += Double(times) * (drawn.map(\.forms).max() ?? 0)
                total.bytes += Double(times) * (drawn.map(\.bytes).max() ?? 0)
            }
            costs[number] = total
            return total
        }
        var total = (forms: 0.0, bytes: 0.0)
        for (number, stream) in streams.sorted(by: { $0.key < $1.key }) where isPageContent(stream.dictionary) {
            let drawn = cost(number, depth: 0)
            total = (total.forms + drawn.forms, total.bytes + drawn.bytes)
        }
        func count(_ value: Double) -> String { value < 1e15 ? String(Int(value)) : "more than \(Int(1e15))" }
        if total.forms > Double(PDFLimits.formsDrawn) {
            return "its content draws \(count(total.forms)) form XObjects; the limit is \(PDFLimits.formsDrawn)"
        }
        if total.bytes > Double(PDFLimits.contentBytes) {
            return
                "its content streams come to \(count(total.bytes)) bytes once its forms are followed; the limit is \(PDFLimits.contentBytes)"
        }
        return nil
    }

    /// Whether a stream's dictionary is that of a page's content: no type, subtype or font lengths.
    private static func isPageContent(_ dictionary: String) -> Bool {
        !["/Type", "/Subtype", "/Length1", "/Length2", "/Length3", "/N "].contains { dictionary.contains($0) }
    }

    /// How many times a content stream draws each name with `/Name Do`.
    private static func drawnNames(_ content: [UInt8]) -> [String: Int] {
        func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(byte) }
        var names: [String: Int] = [:]
        var index = 1
        while index + 1 < content.count {
            defer { index += 1 }
            guard content[index] == UInt8(ascii: "D"), content[index + 1] == UInt8(ascii: "o"),
                isSpace(content[index - 1]),
                index + 2 == content.count || isSpace(content[index + 2])
            else { continue }
            var end = index - 1
            while end > 0, isSpace(content[end]) { end -= 1 }
            var start = end
            while start > 0, !isSpace(content[start - 1]), content[start] != UInt8(ascii: "/") { start -= 1 }
            guard content[start] == UInt8(ascii: "/"), start < end else { continue }
            names[String(decoding: content[(start + 1)...end], as: UTF8.self), default: 0] += 1
        }
        return names
    }

    /// Every `/Name N 0 R` inside an `/XObject << ... >>` dictionary, in the file and in its
    /// decoded object streams: the objects each name may stand for.
    private static func xObjectNames(_ bytes: [UInt8], _ streams: [Int: Stream]) -> [String: Set<Int>] {
        var names: [String: Set<Int>] = [:]
        let texts =
            [String(decoding: bytes, as: UTF8.self)]
            + streams.values.filter { $0.dictionary.contains("/ObjStm") }.compactMap { $0.decoded }.map {
                String(decoding: $0, as: UTF8.self)
            }
        let entry = try! NSRegularExpression(pattern: #"/([^\s/<>\[\]()]+)\s+(\d+)\s+\d+\s+R"#)
        for text in texts {
            var rest = text[...]
            while let found = rest.range(of: "/XObject") {
                rest = rest[found.upperBound...]
                guard let open = rest.range(of: "<<"), rest[..<open.lowerBound].allSatisfy(\.isWhitespace),
                    let close = rest.range(of: ">>")
                else { continue }
                let body = String(rest[open.upperBound..<close.lowerBound])
                for match in entry.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    guard let name = Range(match.range(at: 1), in: body),
                        let number = Range(match.range(at: 2), in: body),
                        let object = Int(body[number])
                    else { continue }
                    names[String(body[name]), default: []].insert(object)
                }
            }
        }
        return names
    }

    /// The object number and the dictionary's start of the `N G obj << ... >>` a `stream` keyword ends.
    private static func objectHeader(_ bytes: [UInt8], before keyword: Int) -> (number: Int, dictionaryStart: Int)? {
        let window = max(0, keyword - 65_536)
        guard let obj = findLast(Array("obj".utf8), in: bytes, from: window, before: keyword) else { return nil }
        var index = obj - 1
        func skipSpace() { while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index -= 1 } }
        func skipDigits() -> Int? {
            let end = index
            while index >= 0, (0x30...0x39).contains(bytes[index]) { index -= 1 }
            return index == end ? nil : Int(String(decoding: bytes[(index + 1)...end], as: UTF8.self))
        }
        skipSpace()
        guard skipDigits() != nil else { return nil }
        skipSpace()
        guard let number = skipDigits() else { return nil }
        return (number, obj + 3)
    }

    /// The filters a stream dictionary lists, in order, without their slashes.
    private static func filters(in dictionary: String) -> [String] {
        guard let found = dictionary.range(of: "/Filter") else { return [] }
        let rest = dictionary[found.upperBound...].drop(while: \.isWhitespace)
        let list = rest.hasPrefix("[") ? rest.dropFirst().prefix { $0 != "]" } : rest.prefix { $0 != ">" }
        let names = list.split(separator: "/").map { $0.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" } }
        return (rest.hasPrefix("[") ? names : Array(names.prefix(1))).map(String.init).filter { !$0.isEmpty }
    }

    /// The stream's bytes once `filters` are applied, as far as this scan decodes them: `nil` past
    /// `budget` bytes; `.some(nil)` when a filter it does not decode comes first (image filters, whose
    /// output ``PDFLimits/imagePixels`` bounds; the stream is then counted at its own size).
    private static func decode(_ data: [UInt8], filters: [String], dictionary: String, budget: Int) -> [UInt8]?? {
        var bytes = data
        for filter in filters {
            let decoded: [UInt8]?
            switch filter {
            case "FlateDecode", "Fl": decoded = PDFStreamFilters.inflate(bytes, budget: budget)
            case "RunLengthDecode", "RL": decoded = PDFStreamFilters.runLengthDecode(bytes, budget: budget)
            case "LZWDecode", "LZW":
                let earlyChange = integer(after: "/EarlyChange", in: dictionary) != 0
                decoded = PDFStreamFilters.lzwDecode(bytes, earlyChange: earlyChange, budget: budget)
            case "ASCIIHexDecode", "AHx": decoded = PDFStreamFilters.asciiHexDecode(bytes)
            case "ASCII85Decode", "A85": decoded = PDFStreamFilters.ascii85Decode(bytes, budget: budget)
            default: return .some(nil)
            }
            guard let decoded else { return .none }
            bytes = decoded
        }
        return bytes.count > budget ? .none : .some(bytes)
    }

    private static func integer(after key: String, in dictionary: String) -> Int? {
        guard let found = dictionary.range(of: key) else { return nil }
        let digits = dictionary[found.upperBound...].drop(while: \.isWhitespace).prefix(while: \.isNumber)
        return digits.isEmpty ? nil : Int(digits.prefix(18))
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            guard let first = bytes[index...].firstIndex(of: pattern[0]) else { return nil }
            if first + pattern.count <= bytes.count, bytes[first..<first + pattern.count].elementsEqual(pattern) {
                return first
            }
            index = first + 1
        }
        return nil
    }

    private static func findLast(_ pattern: [UInt8], in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        var index = end - pattern.count
        while index >= start {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index -= 1
        }
        return nil
    }
}
