import Foundation

/// Splits a string into words, sentences, paragraphs or the document, as `NLTokenizer`, by
/// CellSnap's segmentation rules (`TextSegmenter`); every token is a range of the string itself.
open class NLTokenizer: NSObject {
    /// What a word token holds, as `NLTokenizer.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Attributes(rawValue: 1 << 0)
        public static let symbolic = Attributes(rawValue: 1 << 1)
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    public let unit: NLTokenUnit
    /// The text to split.
    open var string: String?
    /// The language set with ``setLanguage(_:)``. No visible effect: CellSnap's rules are the
    /// same for every language.
    public private(set) var cellSnapLanguage: NLLanguage?

    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }

    open func setLanguage(_ language: NLLanguage) { cellSnapLanguage = language }

    /// The token that holds `characterIndex`, or an empty range at it when none does (a space or
    /// a punctuation mark between words). Without a string, an empty range at the index.
    open func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        guard let string else { return characterIndex..<characterIndex }
        return SegmentedText.tokenRange(at: characterIndex, in: string, unit: unit)
    }

    /// The smallest range of whole tokens that covers `range` (`range` itself when it meets no token).
    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        let covering = tokens(for: range)
        guard let first = covering.first, let last = covering.last else { return range }
        return min(first.lowerBound, range.lowerBound)..<max(last.upperBound, range.upperBound)
    }

    /// The tokens that overlap `range`, whole, in order.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return SegmentedText.tokens(of: string, unit: unit).filter {
            $0.overlaps(range) || ($0.isEmpty && range.contains($0.lowerBound))
        }
    }

    /// Calls `block` with each token that overlaps `range` and its attributes, until it returns `false`.
    open func enumerateTokens(
        in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool
    ) {
        guard let string else { return }
        for token in tokens(for: range) where !block(token, Self.attributes(of: token, in: string, unit: unit)) {
            return
        }
    }

    static func attributes(of token: Range<String.Index>, in string: String, unit: NLTokenUnit) -> Attributes {
        guard unit == .word else { return [] }
        var attributes: Attributes = []
        let text = string[token]
        if text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) { attributes.insert(.numeric) }
        if text.count == 1, let character = text.first, TextSegmenter.isEmoji(character) { return .emoji }
        if text.contains(where: { $0.isSymbol }) { attributes.insert(.symbolic) }
        return attributes
    }
}

/// The tokens of strings, cut once.
enum SegmentedText {
    static func tokens(of string: String, unit: NLTokenUnit) -> [Range<String.Index>] {
        TextSegmenter.tokens(of: string, unit: unit)
    }

    static func tokenRange(at index: String.Index, in string: String, unit: NLTokenUnit) -> Range<String.Index> {
        tokens(of: string, unit: unit).first { $0.contains(index) } ?? index..<index
    }
}
