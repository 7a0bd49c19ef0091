import Foundation

/// What a text view that is not editable finds in its text for its `dataDetectorTypes` and draws
/// as links, as iOS's data detectors find the common cases:
///
/// - `.link`: a word with a scheme (`https://example.com/a`, `mailto:ann@example.com`), a word that
///   starts `www.`, a host name ending in a common top-level domain (`example.com`, `shop.example.co`),
///   each with its path; and an email address (`ann@example.com`, linked as `mailto:`).
/// - `.phoneNumber`: 7 to 15 digits, after an optional `+`, grouped by spaces, hyphens, dots and
///   brackets (`+1 (408) 555-0100`, `020 7946 0018`); a date written in digits is not one.
///
/// Punctuation after a match (`.`, `,`, `;`, `:`, `!`, `?`, a closing bracket or quote) ends it,
/// as the sentence's. The other kinds are not detected (see ``undetectedKinds(of:in:)``).
enum TextDataDetector {
    /// The kinds CellSnap detects.
    static let detectedKinds: UIDataDetectorTypes = [.link, .phoneNumber]
    /// The kinds iOS detects and CellSnap does not.
    static let undetectableKinds: UIDataDetectorTypes = [
        .address, .calendarEvent, .shipmentTrackingNumber, .flightNumber, .lookupSuggestion, .money, .physicalValue,
    ]

    /// The ranges of `text` (in UTF-16 units) that `types` detect, each with its link, in order.
    static func links(in text: String, types: UIDataDetectorTypes) -> [(range: NSRange, link: String)] {
        var found: [(range: NSRange, link: String)] = []
        func claim(_ range: NSRange, _ link: String) {
            guard range.length > 0, !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 })
            else { return }
            found.append((range, link))
        }
        let string = text as NSString
        if types.contains(.link) {
            for (expression, prefix) in linkExpressions {
                for range in matches(of: expression, in: text) {
                    let trimmed = trimmingClosingPunctuation(range, in: string)
                    claim(trimmed, prefix + string.substring(with: trimmed))
                }
            }
        }
        if types.contains(.phoneNumber) {
            for range in matches(of: phoneExpression, in: text) {
                let number = string.substring(with: range)
                let digits = number.filter(\.isASCIIDigit)
                guard (7...15).contains(digits.count), matches(of: dateExpression, in: number).isEmpty else { continue }
                claim(range, "tel:" + (number.hasPrefix("+") ? "+" : "") + digits)
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    /// The kinds `types` ask for that CellSnap does not detect, when `text` could hold one of them:
    /// each holds a digit (but for a date in words, "tomorrow", which is drawn as plain text);
    /// `nil` when there are none or the text has no digit.
    static func undetectedKinds(of types: UIDataDetectorTypes, in text: String) -> UIDataDetectorTypes? {
        let undetected = types.intersection(undetectableKinds)
        guard !undetected.isEmpty, text.contains(where: \.isASCIIDigit) else { return nil }
        return undetected
    }

    /// Each link pattern, compiled once, with what its match is prefixed with to make the link.
    private static let linkExpressions: [(NSRegularExpression, String)] = [
        (#"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"]+"#, ""),
        (#"\bmailto:[^\s<>"]+"#, ""),
        (#"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"#, "mailto:"),
        (#"\bwww\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:/[^\s<>"]*)?"#, "http://"),
        (
            #"\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|org|net|edu|gov|io|co|app|dev|me|info|biz|uk|de|fr|jp|ca|au|us|eu)\b(?:/[^\s<>"]*)?"#,
            "http://"
        ),
    ].map { (expression($0.0), $0.1) }
    private static let phoneExpression = expression(#"(?<![\w+])\+?\(?\d[\d .()-]{5,}\d(?!\w)"#)
    private static let dateExpression = expression(
        #"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$"#)

    /// A pattern of this file, which is valid: `TextLinkTests` runs every one of them.
    private static func expression(_ pattern: String) -> NSRegularExpression {
        do { return try NSRegularExpression(pattern: pattern) } catch {
            preconditionFailure("TextDataDetector's pattern \(pattern) does not compile: \(error)")
        }
    }

    private static func matches(of expression: NSRegularExpression, in text: String) -> [NSRange] {
        expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)).map(\.range)
    }

    private static func trimmingClosingPunctuation(_ range: NSRange, in string: NSString) -> NSRange {
        var range = range
        while range.length > 0,
            let last = Unicode.Scalar(string.character(at: range.location + range.length - 1)),
            ".,;:!?)]}'\"".unicodeScalars.contains(last)
        {
            range.length -= 1
        }
        return range
    }
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
