import Foundation
import _FoundationICU

// Enumeration of a string by words and by sentences, which swift-corelibs-foundation marks
// unavailable (`.byWords` and `.bySentences` do not compile there). CellSnap segments text with
// ICU's break iterator, the one in the Swift toolchain's Foundation (`_FoundationICU`): words by
// ICU's word-break rules (Unicode UAX #29 with ICU's dictionary for scripts written without spaces),
// keeping the segments ICU tags as words, numbers, kana or ideographs (not spaces or punctuation),
// as Core Foundation's tokenizer gives them on iOS; sentences by ICU's sentence-break rules, each
// substring without its trailing white space, which its enclosing range holds. With `.localized`
// the current locale's rules apply, otherwise the root locale's.
//
// An option set of CellSnap's own carries these options (its `.byWords` and `.bySentences` are the
// raw values of Foundation's), and the methods taking it are disfavoured overloads: a call naming
// `.byWords` or `.bySentences` (which corelibs declares unavailable) resolves to them, any other
// call to corelibs' own methods.

/// The options of `NSString.enumerateSubstrings(in:options:using:)` when they name
/// `.byWords` or `.bySentences` (Linux-only: on iOS they are `NSString.EnumerationOptions`, whose
/// raw values these are).
public struct CellSnapEnumerationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let byLines = CellSnapEnumerationOptions([])
    public static let byParagraphs = CellSnapEnumerationOptions(rawValue: 1)
    public static let byComposedCharacterSequences = CellSnapEnumerationOptions(rawValue: 2)
    public static let byWords = CellSnapEnumerationOptions(rawValue: 3)
    public static let bySentences = CellSnapEnumerationOptions(rawValue: 4)
    public static let reverse = CellSnapEnumerationOptions(rawValue: 1 << 8)
    public static let substringNotRequired = CellSnapEnumerationOptions(rawValue: 1 << 9)
    public static let localized = CellSnapEnumerationOptions(rawValue: 1 << 10)
}

extension NSString {
    /// Calls `block` with each word or sentence of `range` (see the file's notes for the rules),
    /// its range, and its enclosing range (the first from `range`'s start, each up to the next
    /// one's start, the last to `range`'s end), until it sets its last argument; in reverse order
    /// with `.reverse`. Other units go to Foundation's own enumeration.
    ///
    /// ```swift
    /// var words: [String] = []
    /// ("Hello, world! It's 3.5 o'clock." as NSString).enumerateSubstrings(
    ///     in: NSRange(location: 0, length: 31), options: .byWords
    /// ) { word, _, _, _ in words.append(word ?? "") }
    /// // ["Hello", "world", "It's", "3.5", "o'clock"]
    /// ```
    @_disfavoredOverload
    public func enumerateSubstrings(
        in range: NSRange, options opts: CellSnapEnumerationOptions = [],
        using block: (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let unit = opts.rawValue & 0xFF
        guard unit == 3 || unit == 4 else {
            return enumerateSubstrings(
                in: range, options: NSString.EnumerationOptions(rawValue: opts.rawValue), using: block)
        }
        let units = (0..<range.length).map { character(at: range.location + $0) }
        var pieces = TextSegments.segments(
            of: units, words: unit == 3, locale: opts.contains(.localized) ? Locale.current.identifier : "")
        pieces = pieces.map { ($0.0.offset(by: range.location), $0.1.offset(by: range.location)) }
        if opts.contains(.reverse) { pieces.reverse() }
        var stop = ObjCBool(false)
        for (substring, enclosing) in pieces {
            block(
                opts.contains(.substringNotRequired) ? nil : self.substring(with: substring), substring, enclosing,
                &stop)
            if stop.boolValue { return }
        }
    }
}

extension StringProtocol {
    /// Calls `body` with each word or sentence in `range`, as `NSString`'s
    /// `enumerateSubstrings(in:options:using:)` does (see it for the rules and ranges).
    ///
    /// ```swift
    /// let text = "One. Two three."
    /// text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .bySentences) { sentence, _, _, _ in
    ///     print(sentence ?? "")   // "One.", then "Two three."
    /// }
    /// ```
    @_disfavoredOverload
    public func enumerateSubstrings<R: RangeExpression>(
        in range: R, options opts: CellSnapEnumerationOptions = [],
        _ body:
            @escaping (
                _ substring: String?, _ substringRange: Range<Self.Index>, _ enclosingRange: Range<Self.Index>,
                inout Bool
            ) -> Void
    ) where R.Bound == String.Index {
        let bounds = range.relative(to: self)
        let start = utf16.distance(from: startIndex, to: bounds.lowerBound)
        let length = utf16.distance(from: bounds.lowerBound, to: bounds.upperBound)
        func indices(_ r: NSRange) -> Range<Index> {
            utf16.index(startIndex, offsetBy: r.location)..<utf16.index(startIndex, offsetBy: r.location + r.length)
        }
        (String(self) as NSString).enumerateSubstrings(in: NSRange(location: start, length: length), options: opts) {
            substring, substringRange, enclosingRange, stop in
            var stopNow = false
            body(substring, indices(substringRange), indices(enclosingRange), &stopNow)
            if stopNow { stop.pointee = true }
        }
    }
}

extension NSRange {
    fileprivate func offset(by delta: Int) -> NSRange { NSRange(location: location + delta, length: length) }
}

/// ICU's segmentation of UTF-16 text.
enum TextSegments {
    /// The words (segments ICU tags as words, numbers, kana or ideographs) or sentences of `text`,
    /// each with its enclosing range; offsets are in UTF-16 units from the text's start.
    static func segments(of text: [UInt16], words: Bool, locale: String) -> [(NSRange, NSRange)] {
        guard !text.isEmpty else { return [] }
        var status = U_ZERO_ERROR
        let iterator = text.withUnsafeBufferPointer { buffer in
            swift_ubrk_open(words ? UBRK_WORD : UBRK_SENTENCE, locale, buffer.baseAddress, Int32(buffer.count), &status)
        }
        guard let iterator, status.rawValue <= U_ZERO_ERROR.rawValue else { return [] }
        defer { swift_ubrk_close(iterator) }
        var found: [NSRange] = []
        var start = swift_ubrk_first(iterator)
        var end = swift_ubrk_next(iterator)
        while end != -1 {  // UBRK_DONE
            if !words || Int(swift_ubrk_getRuleStatus(iterator)) >= Int(UBRK_WORD_NONE_LIMIT.rawValue) {
                var last = Int(end)
                if !words {
                    while last > Int(start), isWhiteSpace(text[last - 1]) { last -= 1 }
                }
                found.append(NSRange(location: Int(start), length: last - Int(start)))
            }
            start = end
            end = swift_ubrk_next(iterator)
        }
        return found.indices.map { index in
            let from = index == 0 ? 0 : found[index].location
            let to = index + 1 < found.count ? found[index + 1].location : text.count
            return (found[index], NSRange(location: from, length: to - from))
        }
    }

    /// Whether a UTF-16 unit is white space or a line or paragraph separator.
    private static func isWhiteSpace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map { $0.properties.isWhitespace } ?? false
    }
}
