// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A language, as `NLLanguage`: its BCP 47 code.
public struct NLLanguage: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let undetermined = NLLanguage("und")
    public static let amharic = NLLanguage("am"), arabic = NLLanguage("ar"), armenian = NLLanguage("hy")
    public static let bengali = NLLanguage("bn"), bulgarian = NLLanguage("bg"), burmese = NLLanguage("my")
    public static let catalan = NLLanguage("ca"), cherokee = NLLanguage("chr"), croatian = NLLanguage("hr")
    public static let czech = NLLanguage("cs"), danish = NLLanguage("da"), dutch = NLLanguage("nl")
    public static let english = NLLanguage("en"), finnish = NLLanguage("fi"), french = NLLanguage("fr")
    public static let georgian = NLLanguage("ka"), german = NLLanguage("de"), greek = NLLanguage("el")
    public static let gujarati = NLLanguage("gu"), hebrew = NLLanguage("he"), hindi = NLLanguage("hi")
    public static let hungarian = NLLanguage("hu"), icelandic = NLLanguage("is"), indonesian = NLLanguage("id")
    public static let italian = NLLanguage("it"), japanese = NLLanguage("ja"), kannada = NLLanguage("kn")
    public static let kazakh = NLLanguage("kk"), khmer = NLLanguage("km"), korean = NLLanguage("ko")
    public static let lao = NLLanguage("lo"), malay = NLLanguage("ms"), malayalam = NLLanguage("ml")
    public static let marathi = NLLanguage("mr"), mongolian = NLLanguage("mn"), norwegian = NLLanguage("nb")
    public static let oriya = NLLanguage("or"), persian = NLLanguage("fa"), polish = NLLanguage("pl")
    public static let portuguese = NLLanguage("pt"), punjabi = NLLanguage("pa"), romanian = NLLanguage("ro")
    public static let russian = NLLanguage("ru"), simplifiedChinese = NLLanguage("zh-Hans")
    public static let sinhalese = NLLanguage("si"), slovak = NLLanguage("sk"), spanish = NLLanguage("es")
    public static let swedish = NLLanguage("sv"), tamil = NLLanguage("ta"), telugu = NLLanguage("te")
    public static let thai = NLLanguage("th"), tibetan = NLLanguage("bo"), traditionalChinese = NLLanguage("zh-Hant")
    public static let turkish = NLLanguage("tr"), ukrainian = NLLanguage("uk"), urdu = NLLanguage("ur")
    public static let vietnamese = NLLanguage("vi")
}

/// What a token is, as `NLTokenUnit`.
public enum NLTokenUnit: Int, Hashable, Sendable {
    case word = 0, sentence, paragraph, document
}

/// A tagging scheme, as `NLTagScheme`.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let tokenType = NLTagScheme("TokenType"), lexicalClass = NLTagScheme("LexicalClass")
    public static let nameType = NLTagScheme("NameType"), nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    public static let lemma = NLTagScheme("Lemma"), language = NLTagScheme("Language"), script = NLTagScheme("Script")
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag, as `NLTag`.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let word = NLTag("Word"), punctuation = NLTag("Punctuation"), whitespace = NLTag("Whitespace")
    public static let other = NLTag("Other"), noun = NLTag("Noun"), verb = NLTag("Verb")
    public static let adjective = NLTag("Adjective"), adverb = NLTag("Adverb"), pronoun = NLTag("Pronoun")
    public static let determiner = NLTag("Determiner"), particle = NLTag("Particle")
    public static let preposition = NLTag("Preposition"), number = NLTag("Number")
    public static let conjunction = NLTag("Conjunction"), interjection = NLTag("Interjection")
    public static let classifier = NLTag("Classifier"), idiom = NLTag("Idiom"), otherWord = NLTag("OtherWord")
    public static let sentenceTerminator = NLTag("SentenceTerminator"), openQuote = NLTag("OpenQuote")
    public static let closeQuote = NLTag("CloseQuote"), openParenthesis = NLTag("OpenParenthesis")
    public static let closeParenthesis = NLTag("CloseParenthesis"), wordJoiner = NLTag("WordJoiner")
    public static let dash = NLTag("Dash"), otherPunctuation = NLTag("OtherPunctuation")
    public static let paragraphBreak = NLTag("ParagraphBreak"), otherWhitespace = NLTag("OtherWhitespace")
    public static let personalName = NLTag("PersonalName"), placeName = NLTag("PlaceName")
    public static let organizationName = NLTag("OrganizationName")
}

/// A word embedding, as `NLEmbedding`. No embedding ships on a Linux machine:
/// ``wordEmbedding(for:)`` and ``sentenceEmbedding(for:)`` return `nil`, as iOS returns for a
/// language without one, and ``init(contentsOf:)`` throws, so no embedding is ever made.
open class NLEmbedding: NSObject {
    public let dimension: Int
    public let language: NLLanguage?
    let vectors: [String: [Double]]

    init(vectors: [String: [Double]], language: NLLanguage?) {
        (self.vectors, self.language) = (vectors, language)
        dimension = vectors.first?.value.count ?? 0
    }

    /// Loading a compiled embedding needs Apple's model runtime: throws an error naming the file.
    public convenience init(contentsOf url: URL) throws {
        throw CocoaError(
            .featureUnsupported,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "NLEmbedding(contentsOf:) cannot load \(url.lastPathComponent): CellSnap has no embedding runtime on Linux"
            ])
    }

    /// `nil`: no word embedding is on a Linux machine.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    /// `nil`: no sentence embedding is on a Linux machine.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    /// The current revision of `language`'s word embedding: 0, none.
    open class func currentRevision(for language: NLLanguage) -> Int { 0 }

    open var vocabularySize: Int { vectors.count }
    open func contains(_ string: String) -> Bool { vectors[string] != nil }
    open func vector(for string: String) -> [Double]? { vectors[string] }

    /// The cosine distance of two strings' vectors (2 when one is missing, as Apple's largest).
    open func distance(between firstString: String, and secondString: String) -> Double {
        guard let first = vectors[firstString], let second = vectors[secondString] else { return 2 }
        let dot = zip(first, second).reduce(0) { $0 + $1.0 * $1.1 }
        let norms = (first.reduce(0) { $0 + $1 * $1 } * second.reduce(0) { $0 + $1 * $1 }).squareRoot()
        return norms == 0 ? 2 : 1 - dot / norms
    }

    /// The nearest strings to `string`, closest first (ties in string order).
    open func neighbors(for string: String, maximumCount: Int) -> [(String, Double)] {
        guard vectors[string] != nil else { return [] }
        let others = vectors.keys.filter { $0 != string }.map { ($0, distance(between: string, and: $0)) }
        return Array(others.sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(max(0, maximumCount)))
    }
}
