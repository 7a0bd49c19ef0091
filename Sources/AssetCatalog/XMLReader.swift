/// An element of a small XML document: its name, attributes, children and line (`package`:
/// CellSnapUIKit reads Interface Builder documents with it).
package struct XMLElement: Sendable {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLElement]
    package var line: Int
    /// The text an element without child elements holds (entities and CDATA sections resolved);
    /// empty for an element with children.
    package var text = ""

    /// Every element below this one, depth first, with the elements above each (this one first).
    package func descendants(_ visit: (XMLElement, [XMLElement]) throws -> Void, ancestors: [XMLElement] = []) rethrows
    {
        for child in children {
            try visit(child, ancestors + [self])
            try child.descendants(visit, ancestors: ancestors + [self])
        }
    }
}

/// Reads the XML of an SVG file: elements, attributes (with the five named entities and numeric
/// character references), comments, processing instructions and a DOCTYPE without an internal
/// subset. The text of an element without child elements is kept; text between elements is
/// skipped. Errors carry the line.
package struct XMLReader {
    package struct Failure: Error {
        package var line: Int
        package var message: String
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1

    /// The most elements a document may hold.
    package static let maximumElements = 100_000
    private var elementCount = 0

    init(_ text: String) { characters = Array(text) }

    /// The document's root element.
    package static func parse(_ text: String) throws -> XMLElement {
        var reader = XMLReader(text)
        return try reader.document()
    }

    private mutating func document() throws -> XMLElement {
        var root: XMLElement?
        while true {
            skipText()
            guard index < characters.count else { break }
            if try skipMarkup() { continue }
            guard root == nil else { throw fail("a second root element") }
            root = try element(depth: 0)
        }
        guard let root else { throw fail("no root element") }
        return root
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func advance() {
        if characters[index] == "\n" { line += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        var i = index
        for character in text {
            guard i < characters.count, characters[i] == character else { return false }
            i += 1
        }
        return true
    }

    private mutating func skip(past end: String, what: String) throws {
        while index < characters.count {
            if starts(with: end) {
                for _ in end { advance() }
                return
            }
            advance()
        }
        throw fail("unterminated \(what)")
    }

    private mutating func skipText() {
        while let character = current, character != "<" { advance() }
    }

    /// The text up to the next markup, its entities unescaped. Text was skipped before elements'
    /// text was kept, so an entity this reader does not know (one an SVG's DOCTYPE declares) is
    /// kept as written rather than refusing the document.
    private mutating func readText() -> String {
        var raw = ""
        while let character = current, character != "<" {
            raw.append(character)
            advance()
        }
        return (try? unescape(raw)) ?? raw
    }

    /// The content of a CDATA section at the reader, or `nil` when there is none.
    private mutating func readCDATA() throws -> String? {
        guard starts(with: "<![CDATA[") else { return nil }
        for _ in "<![CDATA[" { advance() }
        var content = ""
        while index < characters.count {
            if starts(with: "]]>") {
                for _ in "]]>" { advance() }
                return content
            }
            content.append(characters[index])
            advance()
        }
        throw fail("unterminated CDATA section")
    }

    private mutating func skipWhitespace() {
        while let character = current, character.isWhitespace { advance() }
    }

    /// Skips a comment, processing instruction, DOCTYPE or CDATA section; false at an element.
    private mutating func skipMarkup() throws -> Bool {
        if starts(with: "<!--") {
            try skip(past: "-->", what: "comment")
        } else if starts(with: "<?") {
            try skip(past: "?>", what: "processing instruction")
        } else if starts(with: "<![CDATA[") {
            try skip(past: "]]>", what: "CDATA section")
        } else if starts(with: "<!") {
            try skip(past: ">", what: "declaration")
        } else {
            return false
        }
        return true
    }

    private mutating func name() throws -> String {
        var name = ""
        while let character = current, character.isLetter || character.isNumber || "_-:.".contains(character) {
            name.append(character)
            advance()
        }
        guard !name.isEmpty else { throw fail("expected a name") }
        return name
    }

    private mutating func element(depth: Int) throws -> XMLElement {
        guard depth < 64 else { throw fail("elements nest more than 64 deep") }
        elementCount += 1
        guard elementCount <= Self.maximumElements else { throw fail("more than \(Self.maximumElements) elements") }
        let startLine = line
        advance()  // <
        let tag = try name()
        var attributes: [String: String] = [:]
        while true {
            skipWhitespace()
            guard let character = current else { throw fail("unterminated <\(tag)>") }
            if character == "/" {
                advance()
                guard current == ">" else { throw fail("expected '>' after '/' in <\(tag)>") }
                advance()
                return XMLElement(name: tag, attributes: attributes, children: [], line: startLine)
            }
            if character == ">" {
                advance()
                break
            }
            let attribute = try name()
            skipWhitespace()
            guard current == "=" else { throw fail("expected '=' after the attribute '\(attribute)'") }
            advance()
            skipWhitespace()
            guard let quote = current, quote == "\"" || quote == "'" else {
                throw fail("expected a quoted value for the attribute '\(attribute)'")
            }
            advance()
            var raw = ""
            while let c = current, c != quote {
                raw.append(c)
                advance()
            }
            guard current == quote else { throw fail("unterminated value of the attribute '\(attribute)'") }
            advance()
            guard attributes[attribute] == nil else { throw fail("the attribute '\(attribute)' appears twice") }
            attributes[attribute] = try unescape(raw)
        }
        var children: [XMLElement] = []
        var text = ""
        while true {
            text += readText()
            guard index < characters.count else { throw fail("<\(tag)> (line \(startLine)) is never closed") }
            if starts(with: "</") {
                advance()
                advance()
                let closing = try name()
                guard closing == tag else { throw fail("</\(closing)> closes <\(tag)> (line \(startLine))") }
                skipWhitespace()
                guard current == ">" else { throw fail("expected '>' in </\(closing)>") }
                advance()
                return XMLElement(
                    name: tag, attributes: attributes, children: children, line: startLine,
                    text: children.isEmpty ? text : "")
            }
            if let content = try readCDATA() {
                text += content
                continue
            }
            if try skipMarkup() { continue }
            children.append(try element(depth: depth + 1))
        }
    }

    private func unescape(_ raw: String) throws -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                throw fail("an unterminated '&' entity")
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let scalar: UInt32? =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let scalar, let unicode = Unicode.Scalar(scalar) else {
                    throw fail("unknown entity '&\(entity);'")
                }
                result.unicodeScalars.append(unicode)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
