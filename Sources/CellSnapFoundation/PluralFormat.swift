import Foundation
import _FoundationICU

/// One key of a `.stringsdict` file: a format whose `%#@name@` variables each stand for one of
/// their plural forms, chosen by the number the variable is given, as Foundation on iOS reads it
/// for `NSLocalizedString` and formats it with `String.localizedStringWithFormat(_:_:)`.
///
/// The forms are chosen by the Unicode plural rules of the file's language (ICU's, `one` and
/// `other` in English), and a `zero` form, where the file gives one, is used for 0 in any
/// language, as Apple's stringsdict format documents.
struct PluralFormat: Equatable, Sendable {
    /// `NSStringLocalizedFormatKey`: the format, with `%#@name@` where each variable goes.
    let format: String
    /// Each variable's forms by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    let variables: [String: [String: String]]
    /// The language whose plural rules choose the forms: the `.lproj` folder the file is in.
    let language: String

    /// The format with each variable replaced by its form for the number in `arguments` it
    /// stands for, and the arguments its specifiers take, in their order: an argument a form
    /// leaves out (`"No items"`) is left out of them, one a form repeats is repeated. A specifier
    /// of an argument there is not, or that takes its width from the arguments (`%*d`), is left
    /// out, so that formatting never reads past them.
    func resolved(for arguments: [CVarArg]) -> (format: String, arguments: [CVarArg]) {
        let rules = PluralRules(language: language)
        var taken: [CVarArg] = []
        let text = expanded(format, depth: 0) { index, forms in
            let number = arguments.indices.contains(index - 1) ? PredicateValues.number(arguments[index - 1]) : nil
            return rules.category(of: number, among: forms)
        } specifier: { index, body in
            guard arguments.indices.contains(index - 1), !body.contains("*") else { return "" }
            taken.append(arguments[index - 1])
            return "%" + body
        }
        return (text, taken)
    }

    /// The format with every variable in its `other` form and its specifiers numbered (`%1$d`):
    /// what a bundle answers for the key, a format that `String(format:)` fills without crashing.
    var representative: String {
        expanded(format, depth: 0) { _, forms in
            forms["other"] == nil ? forms.keys.sorted().first ?? "" : "other"
        } specifier: { index, body in
            "%\(index)$" + body
        }
    }

    /// `text` with each `%#@name@` replaced by the form `category` chooses for the argument the
    /// variable takes, and each specifier by what `specifier` makes of it and the (1-based) index
    /// of the argument it takes: the next in order, the one it numbers (`%2$@`), or, in a form,
    /// the variable's.
    private func expanded(
        _ text: String, depth: Int, argument fixed: Int? = nil, category: (Int, [String: String]) -> String,
        specifier: (Int, String) -> String
    ) -> String {
        var result = ""
        var next = 1
        var scanner = FormatScanner(text)
        while let piece = scanner.next() {
            switch piece {
            case .literal(let literal):
                result += literal
            case .percent:
                result += "%%"
            case .specifier(let position, let body):
                let index = position ?? fixed ?? next
                if position == nil, fixed == nil { next += 1 }
                result += specifier(index, body)
            case .variable(let position, let name):
                let index = position ?? fixed ?? next
                if position == nil, fixed == nil { next += 1 }
                guard depth < 8, let forms = variables[name], !forms.isEmpty else { continue }
                let form = forms[category(index, forms)] ?? forms["other"] ?? ""
                result += expanded(form, depth: depth + 1, argument: index, category: category, specifier: specifier)
            }
        }
        return result
    }
}

/// The Unicode (CLDR) cardinal plural rules of one language, from the ICU in Swift's Foundation.
private struct PluralRules {
    let language: String

    /// The category of the form to use for `number` among `forms`: `zero` for 0 where the forms
    /// have it, else the language's category when the forms have it, else `other`.
    func category(of number: Double?, among forms: [String: String]) -> String {
        guard let number else { return "other" }
        if number == 0, forms["zero"] != nil { return "zero" }
        let category = Self.select(number, language: language) ?? "other"
        return forms[category] == nil ? "other" : category
    }

    private static func select(_ number: Double, language: String) -> String? {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(language, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        defer { swift_uplrules_close(rules) }
        var keyword = [UChar](repeating: 0, count: 16)
        let length = swift_uplrules_select(rules, number, &keyword, Int32(keyword.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
        return String(decoding: keyword.prefix(Int(length)), as: UTF16.self)
    }
}

/// The pieces of a format string: text, `%%`, a specifier (its position when numbered, `%2$@`,
/// and the rest after the `%` and position), and a stringsdict variable (`%#@name@`).
private struct FormatScanner {
    enum Piece: Equatable {
        case literal(String)
        case percent
        case specifier(position: Int?, body: String)
        case variable(position: Int?, name: String)
    }

    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    mutating func next() -> Piece? {
        guard index < characters.count else { return nil }
        guard characters[index] == "%" else {
            let start = index
            while index < characters.count, characters[index] != "%" { index += 1 }
            return .literal(String(characters[start..<index]))
        }
        index += 1
        guard index < characters.count else { return .literal("%") }
        if characters[index] == "%" {
            index += 1
            return .percent
        }
        let position = numberedPosition()
        if characters[index...].starts(with: "#@") {
            let nameStart = index + 2
            if let end = characters[nameStart...].firstIndex(of: "@") {
                index = end + 1
                return .variable(position: position, name: String(characters[nameStart..<end]))
            }
        }
        let start = index
        while index < characters.count, "-+ #0'*.123456789hlqLztj".contains(characters[index]) { index += 1 }
        guard index < characters.count else { return .literal("%" + String(characters[start...])) }
        index += 1
        return .specifier(position: position, body: String(characters[start..<index]))
    }

    /// The `n$` of a numbered specifier at the scanner's place, read past; `nil` when there is none.
    private mutating func numberedPosition() -> Int? {
        var end = index
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        guard end > index, end < characters.count, characters[end] == "$",
            let value = Int(String(characters[index..<end]))
        else { return nil }
        index = end + 1
        return value
    }
}
