import Foundation

/// What kind of text a piece of a string is.
enum PieceKind: Hashable {
    case word, punctuation, whitespace, other
}

/// One piece of a string, as CellSnap's segmenter cuts it.
struct TextPiece {
    let range: Range<String.Index>
    let kind: PieceKind
    let isNumeric: Bool
    let isEmoji: Bool
}

/// CellSnap's segmentation of a string into words, sentences and paragraphs (Apple's
/// segmentation is its own and undocumented; these rules say what CellSnap chose):
///
/// - A word is a run of letters, marks and digits; an apostrophe between letters (`don't`) and
///   a period or comma between digits (`3.14`, `1,000`) stay inside it; a hyphen splits. Each
///   Han ideograph is a word of its own, a run of kana or of Thai letters one word (no
///   dictionary), and each emoji is a word.
/// - A sentence ends after `.`, `!`, `?`, `…` (and the closing quotes and brackets after them)
///   followed by a space or the end, after `。`, `！`, `？` at once, and at a line break; a period
///   after one of a few abbreviations (`Mr.`, `Dr.`, `e.g.`, `etc.` ...), after a single letter,
///   or before a lowercase letter ends none. A sentence's range takes the spaces after it.
/// - A paragraph ends after a line break (`\n`, `\r\n`, `\r`, U+2029) and takes it; paragraphs of
///   spaces only are no tokens.
enum TextSegmenter {
    /// The words, punctuation, whitespace runs and other characters of `string`, in order.
    static func pieces(of string: String) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var index = string.startIndex
        while index < string.endIndex {
            let character = string[index]
            let next = string.index(after: index)
            if character.isWhitespace {
                var end = next
                while end < string.endIndex, string[end].isWhitespace, string[end].isNewline == character.isNewline {
                    end = string.index(after: end)
                }
                pieces.append(TextPiece(range: index..<end, kind: .whitespace, isNumeric: false, isEmoji: false))
                index = end
            } else if isEmoji(character) {
                pieces.append(TextPiece(range: index..<next, kind: .word, isNumeric: false, isEmoji: true))
                index = next
            } else if isWordCharacter(character) {
                let end = wordEnd(in: string, from: index)
                let word = string[index..<end]
                let numeric = word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
                pieces.append(TextPiece(range: index..<end, kind: .word, isNumeric: numeric, isEmoji: false))
                index = end
            } else {
                let kind: PieceKind = character.isPunctuation ? .punctuation : .other
                pieces.append(TextPiece(range: index..<next, kind: kind, isNumeric: false, isEmoji: false))
                index = next
            }
        }
        return pieces
    }

    /// The words of `string` (the word pieces).
    static func words(of string: String) -> [TextPiece] { pieces(of: string).filter { $0.kind == .word } }

    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && character.unicodeScalars.count > 1 && !first.properties.isASCIIHexDigit
            && first != "#" && first != "*"
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
    }

    /// Whether `character` is a word by itself (a Han ideograph).
    static func standsAlone(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { ScriptTable.code(of: $0) == "Hani" } ?? false
    }

    /// Where the word that starts at `start` ends.
    static func wordEnd(in string: String, from start: String.Index) -> String.Index {
        let first = string[start]
        var end = string.index(after: start)
        if standsAlone(first) { return end }
        let script = first.unicodeScalars.first.flatMap(ScriptTable.code(of:))
        while end < string.endIndex {
            let character = string[end]
            if isWordCharacter(character), !standsAlone(character), !isEmoji(character) {
                let other = character.unicodeScalars.first.flatMap(ScriptTable.code(of:))
                if let script, let other, script != other, !(character.isNumber || first.isNumber) { break }
                end = string.index(after: end)
                continue
            }
            let after = string.index(after: end)
            guard after < string.endIndex, end > start else { break }
            let before = string[string.index(before: end)]
            let following = string[after]
            let joinsLetters = (character == "'" || character == "\u{2019}") && before.isLetter && following.isLetter
            let joinsDigits = (character == "." || character == ",") && before.isNumber && following.isNumber
            guard joinsLetters || joinsDigits else { break }
            end = after
        }
        return end
    }

    /// The sentences of `string`, each with the spaces after it.
    static func sentences(of string: String) -> [Range<String.Index>] {
        var sentences: [Range<String.Index>] = []
        for paragraph in paragraphs(of: string) {
            var start = paragraph.lowerBound
            var index = start
            while index < paragraph.upperBound {
                if let end = sentenceEnd(in: string, at: index, within: paragraph) {
                    let withSpaces = spacesEnd(in: string, from: end, limit: paragraph.upperBound)
                    sentences.append(start..<withSpaces)
                    (start, index) = (withSpaces, withSpaces)
                } else {
                    index = string.index(after: index)
                }
            }
            if start < paragraph.upperBound { sentences.append(start..<paragraph.upperBound) }
        }
        return sentences
    }

    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "no", "fig", "inc", "ltd",
        "mt", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    /// Where the sentence ends when a terminator at `index` ends it (after its closing marks).
    static func sentenceEnd(in string: String, at index: String.Index, within paragraph: Range<String.Index>)
        -> String.Index?
    {
        let character = string[index]
        if "。！？".contains(character) {
            return closingMarksEnd(in: string, from: string.index(after: index), limit: paragraph.upperBound)
        }
        guard ".!?…‼⁇⁈⁉".contains(character) else { return nil }
        var end = string.index(after: index)
        while end < paragraph.upperBound, ".!?…".contains(string[end]) { end = string.index(after: end) }
        end = closingMarksEnd(in: string, from: end, limit: paragraph.upperBound)
        guard end == paragraph.upperBound || string[end].isWhitespace else { return nil }
        if character == "." {
            var wordStart = index
            while wordStart > paragraph.lowerBound, !string[string.index(before: wordStart)].isWhitespace {
                wordStart = string.index(before: wordStart)
            }
            let word = string[wordStart..<index]
            let bare = word.trimmingCharacters(in: CharacterSet.punctuationCharacters.subtracting(["."])).lowercased()
            if abbreviations.contains(bare) || (bare.count == 1 && bare.first?.isLetter == true) { return nil }
            let nextText = string[end..<paragraph.upperBound].first { !$0.isWhitespace }
            if let nextText, nextText.isLowercase { return nil }
        }
        return end
    }

    static func closingMarksEnd(in string: String, from start: String.Index, limit: String.Index) -> String.Index {
        var end = start
        while end < limit, "\"'”’»)]}」』".contains(string[end]) { end = string.index(after: end) }
        return end
    }

    static func spacesEnd(in string: String, from start: String.Index, limit: String.Index) -> String.Index {
        var end = start
        while end < limit, string[end].isWhitespace { end = string.index(after: end) }
        return end
    }

    /// The paragraphs of `string`, each with its line break; paragraphs of spaces only are left out.
    static func paragraphs(of string: String) -> [Range<String.Index>] {
        var paragraphs: [Range<String.Index>] = []
        var start = string.startIndex
        var index = start
        while index < string.endIndex {
            let next = string.index(after: index)
            if string[index].isNewline {
                if !string[start..<index].allSatisfy(\.isWhitespace) { paragraphs.append(start..<next) }
                start = next
            }
            index = next
        }
        if start < string.endIndex, !string[start...].allSatisfy(\.isWhitespace) {
            paragraphs.append(start..<string.endIndex)
        }
        return paragraphs
    }

    /// The tokens of `unit` in `string`.
    static func tokens(of string: String, unit: NLTokenUnit) -> [Range<String.Index>] {
        switch unit {
        case .word: words(of: string).map(\.range)
        case .sentence: sentences(of: string)
        case .paragraph: paragraphs(of: string)
        case .document: string.isEmpty ? [] : [string.startIndex..<string.endIndex]
        }
    }
}
