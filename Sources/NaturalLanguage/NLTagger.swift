import Foundation

/// Tags a string's tokens, as `NLTagger`, with the tags CellSnap can derive without a trained
/// model (`TagDeriver` says which); a scheme it cannot derive tags every token `nil`.
open class NLTagger: NSObject {
    /// What ``enumerateTags(in:unit:scheme:options:using:)`` leaves out, as `NLTagger.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1 << 0)
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        public static let omitOther = Options(rawValue: 1 << 3)
        /// No visible effect: CellSnap recognizes no names to join.
        public static let joinNames = Options(rawValue: 1 << 4)
        /// No visible effect: CellSnap never splits a contraction (`don't` is one word).
        public static let joinContractions = Options(rawValue: 1 << 5)
    }

    public let tagSchemes: [NLTagScheme]
    /// The text to tag.
    open var string: String? {
        didSet { languages = [] }
    }
    private var languages: [(NLLanguage, Range<String.Index>)] = []

    public init(tagSchemes: [NLTagScheme]) {
        self.tagSchemes = tagSchemes
        super.init()
    }

    /// The schemes CellSnap derives for `unit` (the same for every language).
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word
            ? [.tokenType, .lexicalClass, .nameTypeOrLexicalClass, .language, .script] : [.language, .script]
    }

    /// The dominant language of the whole string, as `NLLanguageRecognizer` finds it.
    open var dominantLanguage: NLLanguage? { string.flatMap(NLLanguageRecognizer.dominantLanguage(for:)) }

    /// Tells the tagger the language of a range; the language scheme answers it there, and the
    /// lexical classes of English words are tagged in an English range.
    open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) { languages.append((language, range)) }

    open func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> {
        guard let string else { return index..<index }
        return SegmentedText.tokenRange(at: index, in: string, unit: unit)
    }

    open func tokenRange(for range: Range<String.Index>, unit: NLTokenUnit) -> Range<String.Index> {
        let tokenizer = NLTokenizer(unit: unit)
        tokenizer.string = string
        return tokenizer.tokenRange(for: range)
    }

    /// Calls `block` with the tag and range of each token of `unit` that overlaps `range` (at
    /// the word unit: words, punctuation marks, runs of spaces and other characters, less what
    /// `options` omits), until it returns `false`.
    open func enumerateTags(
        in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = [],
        using block: (NLTag?, Range<String.Index>) -> Bool
    ) {
        for (tag, token) in tags(in: range, unit: unit, scheme: scheme, options: options) where !block(tag, token) {
            return
        }
    }

    /// The tags and ranges ``enumerateTags(in:unit:scheme:options:using:)`` gives.
    open func tags(
        in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = []
    ) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        let deriver = TagDeriver(
            string: string, scheme: tagSchemes.contains(scheme) ? scheme : nil, languages: languages)
        guard unit == .word else {
            return SegmentedText.tokens(of: string, unit: unit).filter { $0.overlaps(range) }.map {
                (deriver.tag(ofText: $0), $0)
            }
        }
        return TextSegmenter.pieces(of: string).filter { piece in
            guard piece.range.overlaps(range) else { return false }
            switch piece.kind {
            case .word: return !options.contains(.omitWords)
            case .punctuation: return !options.contains(.omitPunctuation)
            case .whitespace: return !options.contains(.omitWhitespace)
            case .other: return !options.contains(.omitOther)
            }
        }.map { (deriver.tag(of: $0), $0.range) }
    }

    /// The tag and range of the token of `unit` at `index` (`nil` and an empty range where no
    /// token is).
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string, index < string.endIndex else { return (nil, index..<index) }
        let found = tags(in: index..<string.index(after: index), unit: unit, scheme: scheme).first {
            $0.1.contains(index)
        }
        return found ?? (nil, index..<index)
    }

    /// The tag at `index` with probability 1 (CellSnap's tags are certain), or, for the language
    /// scheme, the recognizer's hypotheses for the token.
    open func tagHypotheses(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme, maximumCount: Int) -> (
        [String: Double], Range<String.Index>
    ) {
        let (tag, range) = tag(at: index, unit: unit, scheme: scheme)
        guard let string, tagSchemes.contains(scheme), maximumCount > 0, !range.isEmpty else { return ([:], range) }
        if scheme == .language {
            let recognizer = NLLanguageRecognizer()
            recognizer.processString(String(string[range]))
            let hypotheses = recognizer.languageHypotheses(withMaximum: maximumCount)
            return (Dictionary(uniqueKeysWithValues: hypotheses.map { ($0.key.rawValue, $0.value) }), range)
        }
        return (tag.map { [$0.rawValue: 1] } ?? [:], range)
    }
}
