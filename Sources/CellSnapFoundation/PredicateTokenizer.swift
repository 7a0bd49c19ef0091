import Foundation

/// Splits a predicate format into words, symbols, quoted strings, numbers and `%` specifiers.
struct PredicateTokenizer {
    let format: String

    /// The tokens, and where each starts (in characters).
    func tokens() throws -> ([PredicateParser.Token], [Int]) {
        let characters = Array(format)
        var tokens: [PredicateParser.Token] = []
        var offsets: [Int] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if !character.isWhitespace { offsets.append(index) }
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                let end = try closingQuote(characters, from: index)
                tokens.append(
                    .string(
                        String(characters[(index + 1)..<end]).replacingOccurrences(
                            of: "\\\(character)", with: String(character))))
                index = end + 1
            } else if character == "%" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end] == "@" {
                    end += 1
                    if characters[end - 1] == "@" || "KdiufgeD".contains(characters[end - 1]) { break }
                }
                tokens.append(.placeholder(String(characters[(index + 1)..<end])))
                index = end
            } else if character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
            {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                tokens.append(.number(Double(String(characters[index..<end])) ?? 0))
                index = end
            } else if character.isLetter || character == "_" || character == "$" || character == "@" {
                var end = index + 1
                while end < characters.count,
                    characters[end].isLetter || characters[end].isNumber || "_.@$-".contains(characters[end])
                {
                    end += 1
                }
                tokens.append(.word(String(characters[index..<end])))
                index = end
            } else {
                let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                let symbol =
                    ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(pair) ? pair : String(character)
                guard "=!<>&|()[]{},.+-*/".contains(symbol.first!) else {
                    throw PredicateParser.refusal(
                        format,
                        "the character \"\(symbol)\" is not part of the predicate format, at character \(index + 1)")
                }
                tokens.append(.symbol(symbol))
                index += symbol.count
            }
        }
        return (tokens, offsets)
    }

    private func closingQuote(_ characters: [Character], from start: Int) throws -> Int {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == characters[start] { return index }
            index += 1
        }
        throw PredicateParser.refusal(format, "a quoted string is not closed, at character \(start + 1)")
    }
}
