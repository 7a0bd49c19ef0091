import Foundation

/// Finds the language of text, as `NLLanguageRecognizer`, by CellSnap's deterministic reading
/// of scripts and common words (`LanguageScorer` says what it does and does not do).
open class NLLanguageRecognizer: NSObject {
    private var text = ""
    private var scorer = LanguageScorer()

    public override init() { super.init() }

    /// Prior weights of languages: a language's score is multiplied by 1 + its hint.
    open var languageHints: [NLLanguage: Double] {
        get { scorer.hints }
        set { scorer.hints = newValue }
    }

    /// The only languages the recognizer may answer (every language when empty).
    open var languageConstraints: [NLLanguage] {
        get { scorer.constraints }
        set { scorer.constraints = newValue }
    }

    /// The dominant language of `string`, or `nil` when it has no letters.
    public static func dominantLanguage(for string: String) -> NLLanguage? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(string)
        return recognizer.dominantLanguage
    }

    /// Adds `string` to the text the recognizer has read.
    open func processString(_ string: String) { text += string }

    /// The most probable language of the text read, or `nil` when it has no letters;
    /// `.undetermined` for Latin text with none of the words and letters CellSnap knows.
    open var dominantLanguage: NLLanguage? {
        LanguageScorer.ranked(scorer.probabilities(of: text)).first?.0
    }

    /// The `maxHypotheses` most probable languages with their probabilities (summing to 1 over
    /// every language the text scored).
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        let ranked = LanguageScorer.ranked(scorer.probabilities(of: text)).prefix(max(0, maxHypotheses))
        return Dictionary(uniqueKeysWithValues: ranked.map { ($0.0, $0.1) })
    }

    /// Forgets the text read (hints and constraints stay).
    open func reset() { text = "" }
}
