// `import NaturalLanguage` as an app's text features use it: tokens that are ranges of the
// string itself, tags derived from the characters, languages found by script and common words.
import NaturalLanguage
import Testing

@Suite struct NaturalLanguageTests {
    static let text =
        "Mr. Smith didn't pay $3.14 for 1,000 apples 🍎. He said: \"Wow!\" Then he left.\nNew line here?  Yes.\n\n东京很大。我们走吧！"

    static func tokens(_ unit: NLTokenUnit, of string: String = text) -> [String] {
        let tokenizer = NLTokenizer(unit: unit)
        tokenizer.string = string
        return tokenizer.tokens(for: string.startIndex..<string.endIndex).map { String(string[$0]) }
    }

    @Test func wordsSentencesAndParagraphsAreRangesOfTheString() {
        #expect(
            Self.tokens(.word) == [
                "Mr", "Smith", "didn't", "pay", "3.14", "for", "1,000", "apples", "🍎", "He", "said", "Wow", "Then",
                "he",
                "left", "New", "line", "here", "Yes", "东", "京", "很", "大", "我", "们", "走", "吧",
            ])
        #expect(
            Self.tokens(.sentence) == [
                "Mr. Smith didn't pay $3.14 for 1,000 apples 🍎. ", "He said: \"Wow!\" ", "Then he left.\n",
                "New line here?  ", "Yes.\n", "东京很大。", "我们走吧！",
            ])
        #expect(
            Self.tokens(.paragraph) == [
                "Mr. Smith didn't pay $3.14 for 1,000 apples 🍎. He said: \"Wow!\" Then he left.\n",
                "New line here?  Yes.\n", "东京很大。我们走吧！",
            ])
        #expect(Self.tokens(.document) == [Self.text] && Self.tokens(.word, of: "").isEmpty)
        #expect(Self.tokens(.sentence, of: "See e.g. the docs. Done") == ["See e.g. the docs. ", "Done"])
        #expect(Self.tokens(.word, of: "well-known x2") == ["well", "known", "x2"])
    }

    @Test func tokenRangesAndAttributes() {
        let string = "Pay 42 now 🎉!"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = string
        let four = string.index(string.startIndex, offsetBy: 4)
        #expect(string[tokenizer.tokenRange(at: four)] == "42")
        let space = string.index(string.startIndex, offsetBy: 3)
        #expect(tokenizer.tokenRange(at: space) == space..<space)
        #expect(
            string[tokenizer.tokenRange(for: string.index(after: string.startIndex)..<string.index(after: four))]
                == "Pay 42")
        var seen: [(String, NLTokenizer.Attributes)] = []
        tokenizer.enumerateTokens(in: string.startIndex..<string.endIndex) { range, attributes in
            seen.append((String(string[range]), attributes))
            return seen.count < 3
        }
        #expect(seen.map(\.0) == ["Pay", "42", "now"] && seen.map(\.1) == [[], .numeric, []])
        var last: NLTokenizer.Attributes = []
        tokenizer.enumerateTokens(in: string.startIndex..<string.endIndex) { _, attributes in
            last = attributes
            return true
        }
        #expect(last == .emoji)
    }

    /// (text, the dominant language CellSnap finds).
    static let languages: [(String, NLLanguage?)] = [
        ("The cat is on the table and it is happy.", .english),
        ("Le chat est sur la table et il est content.", .french),
        ("Der Hund ist nicht im Haus.", .german),
        ("El perro está en la casa con los niños.", .spanish),
        ("Dit is een mooie dag en het is warm.", .dutch),
        ("Jag är inte hemma och det är kallt.", .swedish),
        ("Olá, você está bem? Não, obrigado.", .portuguese),
        ("Привет, как дела?", .russian), ("Привіт, як справи? Їжак", .ukrainian),
        ("こんにちは世界", .japanese), ("我们说中文", .simplifiedChinese), ("我們說中文", .traditionalChinese),
        ("안녕하세요", .korean), ("שלום עולם", .hebrew), ("سلام دنیا چطوری", .persian), ("Γειά σου κόσμε", .greek),
        ("xyzzy qwrt", .undetermined), ("12345", nil), ("", nil),
    ]

    @Test func languagesAreFoundByScriptAndCommonWords() {
        for (text, language) in Self.languages {
            #expect(NLLanguageRecognizer.dominantLanguage(for: text) == language, "\(text)")
        }
        let recognizer = NLLanguageRecognizer()
        recognizer.processString("Der Hund ")
        recognizer.processString("ist nicht im Haus.")
        #expect(recognizer.dominantLanguage == .german && recognizer.languageHypotheses(withMaximum: 1) == [.german: 1])
        recognizer.reset()
        recognizer.processString("The dog and the cat are here.")
        let hypotheses = recognizer.languageHypotheses(withMaximum: 5)
        #expect(hypotheses.keys.contains(.english) && abs(hypotheses.values.reduce(0, +) - 1) < 1e-9)
        recognizer.languageConstraints = [.french, .german]
        #expect(recognizer.dominantLanguage == nil)
        recognizer.languageConstraints = []
        recognizer.reset()
        recognizer.processString("de")
        recognizer.languageHints = [.dutch: 2]
        #expect(recognizer.dominantLanguage == .dutch)
    }

    @Test func taggerTagsTokenTypesLexicalClassesAndScripts() {
        let string = "The fox (aged 3) jumps over the dog — “really”!"
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass, .language, .script])
        tagger.string = string
        func tags(_ scheme: NLTagScheme, _ options: NLTagger.Options = [.omitWhitespace]) -> [String] {
            tagger.tags(in: string.startIndex..<string.endIndex, unit: .word, scheme: scheme, options: options).map {
                "\(string[$0.1])/\($0.0?.rawValue ?? "-")"
            }
        }
        #expect(
            tags(.lexicalClass) == [
                "The/Determiner", "fox/-", "(/OpenParenthesis", "aged/-", "3/Number", ")/CloseParenthesis", "jumps/-",
                "over/Preposition", "the/Determiner", "dog/-", "—/Dash", "“/OpenQuote", "really/Adverb", "”/CloseQuote",
                "!/SentenceTerminator",
            ])
        #expect(
            tags(.tokenType, [.omitWhitespace, .omitWords]) == [
                "(/Punctuation", ")/Punctuation", "—/Punctuation", "“/Punctuation", "”/Punctuation", "!/Punctuation",
            ])
        #expect(tags(.script, [.omitPunctuation, .omitWhitespace]).prefix(3) == ["The/Latn", "fox/Latn", "aged/Latn"])
        #expect(tags(.nameType).allSatisfy { $0.hasSuffix("/-") })
        #expect(tagger.tag(at: string.startIndex, unit: .sentence, scheme: .language).0 == NLTag("en"))
        #expect(tagger.dominantLanguage == .english)
        tagger.setLanguage(.french, range: string.startIndex..<string.endIndex)
        #expect(tagger.tag(at: string.startIndex, unit: .paragraph, scheme: .language).0 == NLTag("fr"))
        #expect(tags(.lexicalClass).first == "The/-")
        let (hypotheses, range) = tagger.tagHypotheses(
            at: string.startIndex, unit: .word, scheme: .tokenType, maximumCount: 2)
        #expect(hypotheses == ["Word": 1] && string[range] == "The")
        #expect(NLTagger.availableTagSchemes(for: .sentence, language: .english) == [.language, .script])
    }

    @Test func noEmbeddingIsOnLinux() {
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil && NLEmbedding.sentenceEmbedding(for: .english) == nil)
        #expect(throws: CocoaError.self) { try NLEmbedding(contentsOf: URL(fileURLWithPath: "/tmp/words.mlmodelc")) }
    }
}
