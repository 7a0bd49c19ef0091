import Foundation

/// One element of a DER encoding (X.509 certificates are DER): its tag and its content's bytes.
/// Only what reading a certificate's subject, names, dates and key needs: definite lengths of up
/// to four bytes, the encoding's whole bytes checked, nothing past the end read.
struct DERElement {
    let tag: UInt8
    let content: ArraySlice<UInt8>

    static let sequence: UInt8 = 0x30
    static let set: UInt8 = 0x31
    static let objectIdentifier: UInt8 = 0x06
    static let bitString: UInt8 = 0x03
    static let utcTime: UInt8 = 0x17
    static let generalizedTime: UInt8 = 0x18

    /// The elements `bytes` holds one after another, or `nil` when they are not exactly that.
    static func elements(in bytes: ArraySlice<UInt8>) -> [DERElement]? {
        var elements: [DERElement] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let (element, next) = element(in: bytes, at: index) else { return nil }
            elements.append(element)
            index = next
        }
        return elements
    }

    /// The element at `start`, and where the next begins.
    private static func element(in bytes: ArraySlice<UInt8>, at start: Int) -> (DERElement, Int)? {
        guard bytes.endIndex - start >= 2 else { return nil }
        let tag = bytes[start]
        var index = start + 1
        var length = Int(bytes[index])
        index += 1
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...4).contains(count), bytes.endIndex - index >= count else { return nil }
            length = bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
            index += count
        }
        guard length <= bytes.endIndex - index else { return nil }
        return (DERElement(tag: tag, content: bytes[index..<index + length]), index + length)
    }

    /// The elements this constructed element holds.
    var children: [DERElement]? { Self.elements(in: content) }

    /// The content as text (a name's UTF8String, PrintableString, IA5String ...).
    var text: String? { String(bytes: content, encoding: .utf8) }

    /// The content as a date, for a UTCTime (`YYMMDDhhmmssZ`, years 1950-2049) or a GeneralizedTime
    /// (`YYYYMMDDhhmmssZ`), both in UTC as certificates write them.
    var date: Date? {
        guard let text, text.hasSuffix("Z") else { return nil }
        let digits = String(text.dropLast())
        var fields: String
        switch (tag, digits.count) {
        case (Self.utcTime, 12):
            guard let year = Int(digits.prefix(2)) else { return nil }
            fields = (year < 50 ? "20" : "19") + digits
        case (Self.generalizedTime, 14): fields = digits
        default: return nil
        }
        let parts = [4, 2, 2, 2, 2, 2].map { width -> Int? in
            defer { fields = String(fields.dropFirst(width)) }
            return Int(fields.prefix(width))
        }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        let values = parts.map { $0! }
        var components = DateComponents(
            year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4], second: values[5])
        components.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: components)
    }

    /// The dotted form of an object identifier (`2.5.4.3`).
    var objectIdentifier: String? {
        guard tag == Self.objectIdentifier, let first = content.first else { return nil }
        var arcs = [Int(first) / 40, Int(first) % 40]
        var value = 0
        for byte in content.dropFirst() {
            value = value << 7 | Int(byte & 0x7F)
            if byte & 0x80 == 0 {
                arcs.append(value)
                value = 0
            }
        }
        return arcs.map(String.init).joined(separator: ".")
    }
}
