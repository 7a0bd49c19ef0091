import Foundation

/// CellSnap's language identification (Apple's is a trained model CellSnap does not have):
///
/// 1. Letters are counted by script (``ScriptTable``). A script written in one language scores
///    its letters for that language; Cyrillic is Ukrainian when one of і ї є ґ appears, else
///    Russian; Arabic script is Urdu with one of ٹ ڈ ڑ ں ے, Persian with one of پ چ ژ گ, else
///    Arabic; Han ideographs are Japanese beside kana, else Traditional Chinese when more of a
///    short list of traditional-only characters than of their simplified forms appear, else
///    Simplified Chinese.
/// 2. Latin letters are shared among 18 languages by their words: each word found in a language's
///    short table of very common words (``stopWords``) scores 1 shared among the languages that
///    list it, and each letter only some of these languages use (ß, ñ, ã, ø, ł, ğ, ő, ș, ř, ơ ...)
///    half a point shared among them. Latin text without such words or letters stays undetermined.
/// 3. Hints multiply a language's score by 1 + its hint; constraints drop every other language.
///    Scores are divided by their sum; the dominant language is the highest (ties in code order).
///
/// So it reads a sentence or more of those languages well, and a single word or a name not at
/// all; languages outside these tables are never answered.
struct LanguageScorer {
    static let stopWords: [NLLanguage: Set<String>] = [
        .english: [
            "the", "and", "is", "are", "of", "to", "in", "that", "it", "you", "this", "for", "with", "was", "have",
            "not", "be", "on", "what", "my", "your", "we", "they", "he", "she", "i",
        ],
        .french: [
            "le", "la", "les", "et", "est", "des", "une", "un", "du", "que", "qui", "dans", "pour", "pas", "vous",
            "nous", "je", "il", "elle", "sur", "avec", "ce", "mais", "au", "c'est",
        ],
        .german: [
            "der", "die", "das", "und", "ist", "nicht", "ein", "eine", "ich", "du", "wir", "sie", "mit", "auf", "für",
            "den", "dem", "zu", "von", "auch", "es", "sich",
        ],
        .spanish: [
            "el", "la", "los", "las", "y", "es", "de", "que", "en", "un", "una", "por", "con", "para", "no", "está",
            "yo", "se", "del", "al", "pero", "muy", "como", "qué",
        ],
        .italian: [
            "il", "lo", "la", "gli", "le", "e", "è", "di", "che", "un", "una", "per", "con", "non", "sono", "io", "del",
            "della", "questo", "ma", "come", "mi", "ci",
        ],
        .portuguese: [
            "o", "a", "os", "as", "e", "é", "de", "que", "um", "uma", "não", "para", "com", "em", "do", "da", "eu",
            "você", "mas", "muito", "isso", "está", "são",
        ],
        .dutch: [
            "de", "het", "een", "en", "is", "van", "niet", "ik", "je", "dat", "die", "met", "op", "voor", "zijn", "we",
            "maar", "ook", "wat", "er",
        ],
        .swedish: [
            "och", "är", "det", "att", "en", "ett", "jag", "inte", "på", "med", "som", "för", "du", "vi", "har", "av",
            "till", "den", "men", "om",
        ],
        .danish: [
            "og", "er", "det", "at", "en", "et", "jeg", "ikke", "på", "med", "som", "til", "du", "vi", "har", "af",
            "den", "men", "hvad", "meget",
        ],
        .norwegian: [
            "og", "er", "det", "at", "en", "et", "jeg", "ikke", "på", "med", "som", "til", "du", "vi", "har", "av",
            "den", "men", "hva", "veldig",
        ],
        .finnish: [
            "ja", "on", "ei", "se", "että", "hän", "minä", "sinä", "me", "he", "mutta", "kun", "tämä", "oli", "ovat",
            "olen", "myös", "niin",
        ],
        .polish: [
            "i", "w", "nie", "się", "na", "że", "to", "jest", "z", "do", "jak", "co", "ale", "jestem", "tak", "ten",
            "po", "mi", "ja",
        ],
        .turkish: [
            "ve", "bir", "bu", "da", "de", "için", "ne", "ben", "sen", "değil", "çok", "ile", "mi", "var", "gibi",
            "daha", "ama",
        ],
        .indonesian: [
            "dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "saya", "anda", "adalah", "ke", "dari",
            "akan", "ada",
        ],
        .vietnamese: [
            "và", "là", "của", "có", "không", "tôi", "bạn", "một", "những", "được", "cho", "với", "này", "người",
        ],
        .romanian: [
            "și", "este", "nu", "în", "la", "cu", "un", "o", "pe", "ce", "care", "din", "pentru", "sunt", "mai",
        ],
        .czech: ["a", "je", "to", "se", "na", "v", "že", "s", "z", "jsem", "není", "ale", "jak", "by", "pro", "co"],
        .hungarian: ["a", "az", "és", "hogy", "nem", "egy", "is", "van", "meg", "ez", "de", "csak", "én", "te"],
    ]

    /// Latin letters only some of the languages above use, with those languages.
    static let letters: [(String, [NLLanguage])] = [
        ("ß", [.german]), ("äöü", [.german, .swedish, .finnish, .hungarian]), ("ñ¿¡", [.spanish]),
        ("ãõ", [.portuguese]),
        ("ç", [.french, .portuguese, .turkish]), ("œèêëîû", [.french]), ("øæ", [.danish, .norwegian]),
        ("å", [.swedish, .danish, .norwegian]), ("łśźżąęń", [.polish]), ("ğış", [.turkish]), ("őű", [.hungarian]),
        ("ășțâ", [.romanian]), ("řůěč", [.czech]), ("ơưđạảấầệộ", [.vietnamese]),
    ]

    static let traditionalOnly: Set<Character> = Set("們個這說國學會來時為對開關長門問間聽見車東電話讀書買賣難點樂愛")
    static let simplifiedOnly: Set<Character> = Set("们个这说国学会来时为对开关长门问间听见车东电话读书买卖难点乐爱")

    var hints: [NLLanguage: Double] = [:]
    var constraints: [NLLanguage] = []

    /// Each language's share of `text`, summing to 1, or empty when nothing is known.
    func probabilities(of text: String) -> [NLLanguage: Double] {
        var scores = scriptScores(of: text)
        for (language, score) in latinScores(of: text, latinLetters: scores[.undetermined] ?? 0) {
            scores[language, default: 0] += score
        }
        for (language, hint) in hints where scores[language] != nil { scores[language]! *= 1 + hint }
        scores = scores.filter { $0.value > 0 && (constraints.isEmpty || constraints.contains($0.key)) }
        let total = scores.values.reduce(0, +)
        guard total > 0 else { return [:] }
        return scores.mapValues { $0 / total }
    }

    /// The languages, most probable first (ties in code order).
    static func ranked(_ probabilities: [NLLanguage: Double]) -> [(NLLanguage, Double)] {
        probabilities.sorted { $0.value == $1.value ? $0.key.rawValue < $1.key.rawValue : $0.value > $1.value }
    }

    func scriptScores(of text: String) -> [NLLanguage: Double] {
        var counts: [String: Double] = [:]
        for scalar in text.unicodeScalars {
            if let code = ScriptTable.code(of: scalar) { counts[code, default: 0] += 1 }
        }
        var scores: [NLLanguage: Double] = [:]
        for (code, count) in counts where code != "Latn" {
            scores[
                language(ofScript: code, in: text, kana: counts["Hira", default: 0] + counts["Kana", default: 0]),
                default: 0] += count
        }
        if let latin = counts["Latn"] { scores[.undetermined] = latin }
        return scores
    }

    func language(ofScript code: String, in text: String, kana: Double) -> NLLanguage {
        switch code {
        case "Cyrl": return text.contains(where: { "іїєґІЇЄҐ".contains($0) }) ? .ukrainian : .russian
        case "Arab":
            if text.contains(where: { "ٹڈڑںے".contains($0) }) { return .urdu }
            return text.contains(where: { "پچژگ".contains($0) }) ? .persian : .arabic
        case "Hani":
            if kana > 0 { return .japanese }
            let traditional = text.filter(Self.traditionalOnly.contains).count
            return traditional > text.filter(Self.simplifiedOnly.contains).count
                ? .traditionalChinese : .simplifiedChinese
        default: return ScriptTable.languageOfScript[code] ?? .undetermined
        }
    }

    /// The languages that list each word of ``stopWords``.
    static let languagesOfWord: [String: [NLLanguage]] = {
        var table: [String: [NLLanguage]] = [:]
        for (language, words) in stopWords { for word in words { table[word, default: []].append(language) } }
        return table
    }()

    /// The languages of each letter of ``letters``.
    static let languagesOfLetter: [Character: [NLLanguage]] = {
        var table: [Character: [NLLanguage]] = [:]
        for (set, languages) in letters { for letter in set { table[letter] = languages } }
        return table
    }()

    /// The Latin languages' evidence, scaled to the Latin letters (which `scriptScores` counted
    /// as undetermined, and this moves to the languages).
    func latinScores(of text: String, latinLetters latin: Double) -> [NLLanguage: Double] {
        guard latin > 0 else { return [:] }
        var evidence: [NLLanguage: Double] = [:]
        for word in TextSegmenter.words(of: text) {
            let lowered = text[word.range].lowercased()
            let languages = Self.languagesOfWord[lowered] ?? []
            for language in languages { evidence[language, default: 0] += 1 / Double(languages.count) }
        }
        for character in text.lowercased() where !character.isASCII {
            guard let languages = Self.languagesOfLetter[character] else { continue }
            for language in languages { evidence[language, default: 0] += 0.5 / Double(languages.count) }
        }
        let total = evidence.values.reduce(0, +)
        guard total > 0 else { return [:] }
        var scores = evidence.mapValues { $0 / total * latin }
        scores[.undetermined] = -latin
        return scores
    }
}
