import Foundation

/// Reads the HTML an app receives (a summary from a web service: paragraphs, line breaks, bold and
/// italic words, links, lists, headings and character references) into an attributed string, as
/// `NSAttributedString(data:options:documentAttributes:)` reads `.html` on iOS through WebKit:
/// runs of white space collapse to one space, each paragraph, heading, list item and division
/// ends with a newline, a line break is a newline, a list item starts with a tab, its bullet
/// ("•") or number ("1.") and a tab, `<head>`, `<style>`, `<script>` and comments are left out.
///
/// iOS sets its text in Times New Roman at 12 pt, black, headings in bold at WebKit's sizes (24,
/// 18, 14, 12, 10 and 8 pt). CellSnap draws only the fonts it is given, and has no Times: it uses
/// the system font at those sizes and weights (CellSnap's choice), with the bold, italic,
/// underline, strikethrough and link of the markup. Stylesheets, `style` attributes and tables'
/// layout are not read: their text is kept, in the document's order.
struct HTMLDocumentReader {
    /// The attributed string of `html`.
    static func attributedString(from html: String) -> NSAttributedString {
        var reader = HTMLDocumentReader()
        reader.read(html)
        return reader.output
    }

    private let output = NSMutableAttributedString(string: "")
    private var bold = 0
    private var italic = 0
    private var underline = 0
    private var strikethrough = 0
    private var headingSize: CGFloat?
    private var links: [URL?] = []
    private var lists: [(ordered: Bool, next: Int)] = []
    private var skipping: String?
    private var pendingSpace = false
    /// The last character written, `nil` before the first (read here rather than from the
    /// output's string, which would copy the whole output at every piece of text).
    private var lastWritten: Character?

    private static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "tr", "pre", "section",
        "article", "header", "footer", "dl", "dt", "dd", "table", "hr",
    ]
    private static let headingSizes: [String: CGFloat] = ["h1": 24, "h2": 18, "h3": 14, "h4": 12, "h5": 10, "h6": 8]
    private static let hiddenElements: Set<String> = ["head", "style", "script", "title"]

    private mutating func read(_ html: String) {
        var rest = Substring(html)
        while !rest.isEmpty {
            if rest.hasPrefix("<!--") {
                rest = rest.range(of: "-->").map { rest[$0.upperBound...] } ?? ""
            } else if rest.first == "<", let end = rest.firstIndex(of: ">") {
                tag(String(rest[rest.index(after: rest.startIndex)..<end]))
                rest = rest[rest.index(after: end)...]
            } else {
                let end = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                if skipping == nil { text(Self.decodingReferences(in: rest[..<end])) }
                rest = rest[end...]
            }
        }
    }

    /// Opens or closes the element a tag's text (between `<` and `>`) names.
    private mutating func tag(_ text: String) {
        let isClosing = text.hasPrefix("/")
        let body = text.drop { $0 == "/" }
        let name = String(body.prefix { $0.isLetter || $0.isNumber }).lowercased()
        if let hidden = skipping {
            if isClosing && name == hidden { skipping = nil }
            return
        }
        if Self.hiddenElements.contains(name), !isClosing, !text.hasSuffix("/") {
            skipping = name
            return
        }
        if name == "br" {
            append("\n")
            return
        }
        if Self.blocks.contains(name) { endLine() }
        if isClosing { close(name) } else { open(name, attributes: String(body.dropFirst(name.count))) }
    }

    private mutating func open(_ name: String, attributes: String) {
        switch name {
        case "b", "strong": bold += 1
        case "i", "em", "cite": italic += 1
        case "u", "ins": underline += 1
        case "s", "strike", "del": strikethrough += 1
        case "a": links.append(Self.attribute("href", in: attributes).flatMap { URL(string: $0) })
        case "ul", "ol": lists.append((name == "ol", 1))
        case "li":
            let marker: String
            if let list = lists.last, list.ordered {
                marker = "\(list.next)."
                lists[lists.count - 1].next += 1
            } else {
                marker = "•"
            }
            append("\t\(marker)\t")
        default:
            if let size = Self.headingSizes[name] { headingSize = size }
        }
    }

    private mutating func close(_ name: String) {
        switch name {
        case "b", "strong": bold = max(0, bold - 1)
        case "i", "em", "cite": italic = max(0, italic - 1)
        case "u", "ins": underline = max(0, underline - 1)
        case "s", "strike", "del": strikethrough = max(0, strikethrough - 1)
        case "a": _ = links.popLast()
        case "ul", "ol": _ = lists.popLast()
        default: if Self.headingSizes[name] != nil { headingSize = nil }
        }
    }

    /// Text between tags, its white space collapsed to single spaces (none at a line's start).
    private mutating func text(_ text: String) {
        var collapsed = ""
        for character in text {
            if character.isWhitespace && character != "\u{A0}" {
                pendingSpace = true
                continue
            }
            let atLineStart = collapsed.isEmpty && (lastWritten == nil || lastWritten == "\n")
            if pendingSpace && !atLineStart { collapsed.append(" ") }
            pendingSpace = false
            collapsed.append(character)
        }
        if !collapsed.isEmpty { append(collapsed) }
    }

    /// Ends the current line, if it has text, as a block's edge does.
    private mutating func endLine() {
        pendingSpace = false
        if let lastWritten, lastWritten != "\n" { append("\n") }
    }

    private mutating func append(_ text: String) {
        if text == "\n" { pendingSpace = false }
        let size = headingSize ?? 12
        var font =
            bold > 0 || headingSize != nil ? UIFont.systemFont(ofSize: size, weight: .bold) : .systemFont(ofSize: size)
        if italic > 0 {
            font =
                font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic))
                .map { UIFont(descriptor: $0, size: size) } ?? font
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        if underline > 0 { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if strikethrough > 0 { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link = links.last ?? nil { attributes[.link] = link }
        output.append(NSAttributedString(string: text, attributes: attributes))
        lastWritten = text.last ?? lastWritten
    }

    /// The value of the attribute `name` in a tag's attribute text (quoted or not).
    private static func attribute(_ name: String, in attributes: String) -> String? {
        guard let range = attributes.range(of: "\(name)=", options: .caseInsensitive) else { return nil }
        var value = attributes[range.upperBound...]
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst()
            return String(value.prefix { $0 != quote })
        }
        return String(value.prefix { !$0.isWhitespace })
    }

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "mdash": "—", "ndash": "–",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®",
        "trade": "™", "bull": "•", "middot": "·", "eacute": "é", "egrave": "è", "aacute": "á", "uuml": "ü",
        "ouml": "ö", "auml": "ä", "ccedil": "ç", "ntilde": "ñ", "deg": "°", "euro": "€", "pound": "£",
    ]

    /// `text` with its character references (`&amp;`, `&#39;`, `&#x2019;`) as the characters they
    /// stand for; an unknown one is kept as written.
    static func decodingReferences(in text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            if let decoded = reference(String(name)) {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    private static func reference(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return namedReferences[name]
    }
}
