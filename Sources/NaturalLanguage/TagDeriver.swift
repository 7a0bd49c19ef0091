import Foundation

/// The tags CellSnap derives from the characters themselves:
///
/// - `tokenType`: `Word`, `Punctuation`, `Whitespace` or `Other` (symbols).
/// - `lexicalClass` (and `nameTypeOrLexicalClass`, as no name is recognized): numbers
///   (`Number`), punctuation by its character (`SentenceTerminator`, `OpenQuote`, `CloseQuote`,
///   `OpenParenthesis`, `CloseParenthesis`, `Dash`, `OtherPunctuation`), line breaks
///   (`ParagraphBreak`) and other spaces (`Whitespace`), and, in English text, the closed-class
///   words of ``englishClasses`` (determiners, pronouns, prepositions, conjunctions, auxiliary
///   verbs, common adverbs and interjections). Nouns, other verbs and adjectives need a trained
///   model: they are tagged `nil`.
/// - `language`: the language of the token's sentence (at the word unit) or of the token, as
///   set with `setLanguage(_:range:)` or found by `NLLanguageRecognizer`.
/// - `script`: the ISO 15924 code of a word's letters (`Latn`, `Cyrl`, `Hani` ...), of the
///   most letters of a larger token.
/// - `nameType`, `lemma` and `sentimentScore`: `nil` (a trained model's).
struct TagDeriver {
    let string: String
    /// The scheme asked, or `nil` when the tagger was not made with it.
    let scheme: NLTagScheme?
    let languages: [(NLLanguage, Range<String.Index>)]
    /// The string's sentences with their languages, found once (for the word unit's lexical
    /// classes and languages).
    let sentences: [(range: Range<String.Index>, language: NLTag?)]

    init(string: String, scheme: NLTagScheme?, languages: [(NLLanguage, Range<String.Index>)]) {
        (self.string, self.scheme, self.languages) = (string, scheme, languages)
        let needsSentences = [.lexicalClass, .nameTypeOrLexicalClass, .language].contains(scheme)
        sentences = (needsSentences ? TextSegmenter.sentences(of: string) : []).map {
            ($0, Self.language(of: $0, in: string, set: languages))
        }
    }

    /// The language of the sentence that holds `index`, found by a binary search of the sentences.
    func sentenceLanguage(at index: String.Index) -> NLTag? {
        var (low, high) = (0, sentences.count)
        while low < high {
            let middle = (low + high) / 2
            if sentences[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < sentences.count && sentences[low].range.contains(index) ? sentences[low].language : nil
    }

    static let englishClasses: [String: NLTag] = {
        let groups: [(NLTag, String)] = [
            (
                .determiner,
                "the a an this that these those every each some any no all both either neither my your his its our their"
            ),
            (
                .pronoun,
                "i me you he him she her it we us they them myself yourself himself herself itself ourselves themselves who whom something anything nothing everyone someone mine yours hers ours theirs"
            ),
            (
                .preposition,
                "in on at by for with about against between into through during before after above below to from up down of off over under near without within since until among"
            ),
            (.conjunction, "and but or nor so yet because although though while if unless whether"),
            (
                .verb,
                "is am are was were be been being have has had do does did will would can could shall should may might must"
            ),
            (.adverb, "very not never always often also too here there now then just quite really"),
            (.interjection, "oh wow hello hi hey ouch oops"),
        ]
        var classes: [String: NLTag] = [:]
        for (tag, words) in groups { for word in words.split(separator: " ") { classes[String(word)] = tag } }
        return classes
    }()

    /// The tag of a word-unit piece.
    func tag(of piece: TextPiece) -> NLTag? {
        switch scheme {
        case .tokenType?:
            switch piece.kind {
            case .word: return .word
            case .punctuation: return .punctuation
            case .whitespace: return .whitespace
            case .other: return .other
            }
        case .lexicalClass?, .nameTypeOrLexicalClass?: return lexicalClass(of: piece)
        case .language?:
            return sentenceLanguage(at: piece.range.lowerBound) ?? language(of: piece.range)
        case .script?: return script(of: piece.range)
        default: return nil
        }
    }

    /// The tag of a sentence, paragraph or the document.
    func tag(ofText range: Range<String.Index>) -> NLTag? {
        switch scheme {
        case .language?: language(of: range)
        case .script?: script(of: range)
        default: nil
        }
    }

    func lexicalClass(of piece: TextPiece) -> NLTag? {
        let text = string[piece.range]
        switch piece.kind {
        case .word:
            if piece.isNumeric { return .number }
            guard sentenceLanguage(at: piece.range.lowerBound) == NLTag(NLLanguage.english.rawValue) else { return nil }
            return Self.englishClasses[text.lowercased()]
        case .whitespace: return text.contains(where: \.isNewline) ? .paragraphBreak : .whitespace
        case .other: return .otherPunctuation
        case .punctuation: return punctuationClass(of: piece)
        }
    }

    func punctuationClass(of piece: TextPiece) -> NLTag {
        let character = string[piece.range.lowerBound]
        if ".!?…。！？".contains(character) { return .sentenceTerminator }
        if "“«‘„「『".contains(character) { return .openQuote }
        if "”»’」』".contains(character) { return .closeQuote }
        if "([{".contains(character) { return .openParenthesis }
        if ")]}".contains(character) { return .closeParenthesis }
        if "-–—".contains(character) { return .dash }
        if "\"'".contains(character) {
            // A straight quote opens after a space or at the start, and closes elsewhere.
            let opens =
                piece.range.lowerBound == string.startIndex
                || string[string.index(before: piece.range.lowerBound)].isWhitespace
            return opens ? .openQuote : .closeQuote
        }
        return .otherPunctuation
    }

    func language(of range: Range<String.Index>) -> NLTag? { Self.language(of: range, in: string, set: languages) }

    /// The language set for `range`, else the one the recognizer finds in it.
    static func language(of range: Range<String.Index>, in string: String, set: [(NLLanguage, Range<String.Index>)])
        -> NLTag?
    {
        if let chosen = set.last(where: { $0.1.overlaps(range) }) { return NLTag(chosen.0.rawValue) }
        return NLLanguageRecognizer.dominantLanguage(for: String(string[range])).map { NLTag($0.rawValue) }
    }

    func script(of range: Range<String.Index>) -> NLTag? {
        var counts: [String: Int] = [:]
        for scalar in string[range].unicodeScalars {
            if let code = ScriptTable.code(of: scalar) { counts[code, default: 0] += 1 }
        }
        let best = counts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }.first
        return best.map { NLTag($0.key) }
    }
}
