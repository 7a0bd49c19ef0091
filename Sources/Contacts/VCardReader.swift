import Foundation

/// Reads vCards (2.1, 3.0, 4.0) into contacts' fields.
enum VCardReader {
    /// A content line: its name, parameters (upper-cased `TYPE` values and others) and value.
    struct Line {
        var name: String
        var types: [String]
        var parameters: [String: String]
        var value: String
    }

    static func cards(in text: String, call: String) throws -> [ContactFields] {
        var cards: [ContactFields] = []
        var current: ContactFields?
        var fullName = ""
        for raw in unfolded(text) where !raw.isEmpty {
            let line = parse(raw)
            switch line.name {
            case "BEGIN" where line.value.uppercased() == "VCARD": (current, fullName) = (ContactFields(), "")
            case "END" where line.value.uppercased() == "VCARD":
                guard var card = current else { throw CNError.make(.vCardMalformed, call, "END:VCARD before BEGIN") }
                // A card named only by FN (not an organization's name) gets it as its given name.
                if card.givenName.isEmpty, card.familyName.isEmpty, fullName != card.organizationName {
                    card.givenName = fullName
                }
                cards.append(card)
                current = nil
            default:
                guard current != nil else {
                    throw CNError.make(
                        .vCardMalformed, call, "a line outside BEGIN:VCARD … END:VCARD: \(raw.prefix(40))")
                }
                if line.name == "FN" { fullName = unescaped(line.value) } else { read(line, into: &current!) }
            }
        }
        guard current == nil else { throw CNError.make(.vCardMalformed, call, "a card has no END:VCARD") }
        guard !cards.isEmpty else { throw CNError.make(.vCardMalformed, call, "the data holds no BEGIN:VCARD") }
        return cards
    }

    /// The lines of `text`, folded lines (a line that begins with a space or tab) joined.
    static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        for line in text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += line.dropFirst()
            } else {
                lines.append(String(line))
            }
        }
        return lines
    }

    static func parse(_ raw: String) -> Line {
        let colon = raw.firstIndex(of: ":") ?? raw.endIndex
        let head = raw[..<colon].split(separator: ";").map(String.init)
        let value = colon < raw.endIndex ? String(raw[raw.index(after: colon)...]) : ""
        var name = (head.first ?? "").uppercased()
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }  // item1.TEL
        var types: [String] = []
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2, pair[0].uppercased() != "TYPE" {
                parameters[pair[0].uppercased()] = pair[1].uppercased()
            } else {
                types += (pair.last ?? "").uppercased().split(separator: ",").map(String.init)  // 2.1: ;HOME
            }
        }
        return Line(name: name, types: types, parameters: parameters, value: value)
    }

    static func read(_ line: Line, into fields: inout ContactFields) {
        let parts = components(line.value)
        func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
        switch line.name {
        case "N":
            (fields.familyName, fields.givenName, fields.middleName) = (part(0), part(1), part(2))
            (fields.namePrefix, fields.nameSuffix) = (part(3), part(4))
        case "NICKNAME": fields.nickname = unescaped(line.value)
        case "ORG": (fields.organizationName, fields.departmentName) = (part(0), part(1))
        case "TITLE": fields.jobTitle = unescaped(line.value)
        case "NOTE": fields.note = unescaped(line.value)
        case "TEL":
            fields.phoneNumbers.append(
                CNLabeledValue(label: label(line.types), value: CNPhoneNumber(stringValue: line.value)))
        case "EMAIL":
            fields.emailAddresses.append(
                CNLabeledValue(label: label(line.types), value: unescaped(line.value) as NSString))
        case "URL":
            fields.urlAddresses.append(
                CNLabeledValue(label: label(line.types), value: unescaped(line.value) as NSString))
        case "ADR":
            let address = CNMutablePostalAddress()
            (address.street, address.city, address.state) = (part(2), part(3), part(4))
            (address.postalCode, address.country) = (part(5), part(6))
            fields.postalAddresses.append(CNLabeledValue(label: label(line.types), value: address))
        case "BDAY": fields.birthday = birthday(line.value)
        case "PHOTO": fields.imageData = photo(line)
        default: break  // other properties (X-…, UID, REV, PRODID): not a contact's
        }
    }

    private static func label(_ types: [String]) -> String? {
        for type in types {
            if let label = VCardWriter.labelTypes.first(where: { $0.value == type })?.key { return label }
        }
        return nil
    }

    private static func birthday(_ value: String) -> DateComponents? {
        let digits = value.replacingOccurrences(of: "-", with: "")
        guard digits.count == 8 || digits.count == 4, digits.allSatisfy(\.isNumber) else { return nil }
        let numbers = Array(digits)
        func number(_ range: Range<Int>) -> Int? { Int(String(numbers[range])) }
        if digits.count == 4 { return DateComponents(month: number(0..<2), day: number(2..<4)) }
        return DateComponents(year: number(0..<4), month: number(4..<6), day: number(6..<8))
    }

    private static func photo(_ line: Line) -> Data? {
        if line.value.hasPrefix("data:"), let comma = line.value.firstIndex(of: ",") {  // 4.0 data URI
            return Data(base64Encoded: String(line.value[line.value.index(after: comma)...]))
        }
        let encoding = line.parameters["ENCODING"] ?? ""
        guard encoding == "B" || encoding == "BASE64" else { return nil }
        return Data(base64Encoded: line.value.filter { !$0.isWhitespace })
    }

    /// The `;`-separated components of a structured value, unescaped.
    static func components(_ value: String) -> [String] {
        var parts: [String] = [""]
        var escaping = false
        for character in value {
            if escaping {
                parts[parts.count - 1] += character == "n" || character == "N" ? "\n" : String(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == ";" {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts
    }

    static func unescaped(_ value: String) -> String {
        components(value.replacingOccurrences(of: ";", with: "\\;")).joined()
    }
}
