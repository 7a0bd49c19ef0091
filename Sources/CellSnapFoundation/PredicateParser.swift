import Foundation

/// Parses Foundation's predicate format (the documented grammar; see `NSPredicate(format:)`).
struct PredicateParser {
    enum Token: Equatable {
        case word(String)
        case symbol(String)
        case string(String)
        case number(Double)
        case placeholder(String)
    }

    let format: String
    private var arguments: [Any]
    private var tokens: [Token] = []
    /// Where each token starts in the format, in characters.
    private var offsets: [Int] = []
    private var position = 0

    init(format: String, arguments: [Any]) {
        self.format = format
        self.arguments = arguments
    }

    /// An error naming the format and what is wrong with it (`NSCocoaErrorDomain`, the code of
    /// Foundation's formatting errors, 2048).
    static func refusal(_ format: String, _ reason: String) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: 2048,
            userInfo: [NSLocalizedDescriptionKey: "NSPredicate(format: \"\(format)\"): \(reason)"])
    }

    /// A refusal at the token `index` (the current one by default; the end of the format when
    /// there is none).
    private func refuse(_ reason: String, at index: Int? = nil) -> NSError {
        let token = index ?? position
        guard token < offsets.count else { return Self.refusal(format, "\(reason), at the end") }
        return Self.refusal(format, "\(reason), at character \(offsets[token] + 1)")
    }

    mutating func parse() throws -> PredicateNode {
        guard format.utf8.count <= 4096 else { throw Self.refusal(format, "the format is over 4096 bytes") }
        (tokens, offsets) = try PredicateTokenizer(format: format).tokens()
        let node = try parseOr()
        guard position == tokens.count else { throw refuse("unexpected \(describe(tokens[position]))") }
        guard arguments.isEmpty else { throw refuse("\(arguments.count) arguments left over") }
        return node
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func accept(_ words: String...) -> Bool {
        guard let token = current else { return false }
        switch token {
        case .word(let word) where words.contains(word.uppercased()): break
        case .symbol(let symbol) where words.contains(symbol): break
        default: return false
        }
        position += 1
        return true
    }

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while accept("OR", "||") { node = .or(node, try parseAnd()) }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while accept("AND", "&&") { node = .and(node, try parseNot()) }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        if accept("NOT", "!") { return .not(try parseNot()) }
        if accept("(") {
            let node = try parseOr()
            guard accept(")") else { throw refuse("a ( is not closed") }
            return node
        }
        if accept("TRUEPREDICATE") { return .constant(true) }
        if accept("FALSEPREDICATE") { return .constant(false) }
        return .comparison(try parseComparison())
    }

    private mutating func parseComparison() throws -> PredicateNode.Comparison {
        var quantifier = PredicateNode.Quantifier.none
        if accept("ANY", "SOME") {
            quantifier = .any
        } else if accept("ALL") {
            quantifier = .all
        } else if accept("NONE") {
            quantifier = .noneOf
        }
        let lhs = try parseExpression()
        var (op, options) = try parseOperator()
        if accept("[") {
            guard case .word(let flags)? = current, flags.allSatisfy({ "cdn".contains($0) }) else {
                throw refuse("an operator option other than [c], [d], [cd]")
            }
            position += 1
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            guard accept("]") else { throw refuse("an operator option is not closed") }
        }
        return PredicateNode.Comparison(
            quantifier: quantifier, lhs: lhs, op: op, options: options, rhs: try parseExpression())
    }

    /// A value with arithmetic: `*` and `/` bind tighter than `+` and `-`, which bind tighter
    /// than the bitwise `&` and `|`, all tighter than a comparison (`flags & 4 != 0`).
    private mutating func parseExpression() throws -> PredicateNode.Operand {
        try parseBinary(levels: [["&", "|"], ["+", "-"], ["*", "/"]])
    }

    private mutating func parseBinary(levels: ArraySlice<[String]>) throws -> PredicateNode.Operand {
        guard let operators = levels.first else { return try parseOperand() }
        var node = try parseBinary(levels: levels.dropFirst())
        while case .symbol(let symbol)? = current, operators.contains(symbol) {
            position += 1
            node = .arithmetic(symbol, node, try parseBinary(levels: levels.dropFirst()))
        }
        return node
    }

    private mutating func parseOperator() throws -> (String, String.CompareOptions) {
        let symbols: [String: String] = [
            "==": "==", "=": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=", ">": ">", ">=": ">=",
            "=>": ">=",
        ]
        let words = ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"]
        switch current {
        case .symbol(let symbol)? where symbols[symbol] != nil:
            position += 1
            return (symbols[symbol]!, [])
        case .word(let word)? where words.contains(word.uppercased()):
            position += 1
            return (word.uppercased(), [])
        case .word(let word)? where ["UTI-CONFORMS-TO", "UTI-EQUALS"].contains(word.uppercased()):
            throw refuse("the operator \(word.uppercased()) is not supported by CellSnap")
        case let token?: throw refuse("expected a comparison operator, found \(describe(token))")
        case nil: throw refuse("the format ends where a comparison operator was expected")
        }
    }

    private mutating func parseOperand() throws -> PredicateNode.Operand {
        guard let token = current else { throw refuse("the format ends where a value was expected") }
        position += 1
        switch token {
        case .string(let text): return .constant(text)
        case .number(let number):
            return .constant(number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number)
        case .placeholder(let spec): return try argument(spec)
        case .symbol("{"): return .constant(try parseList())
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case "SUBQUERY", "FUNCTION":
                throw refuse("\(word.uppercased()) is not supported by CellSnap", at: position - 1)
            default: break
            }
            if word.hasPrefix("$") { return .variable(String(word.dropFirst())) }
            if word.uppercased() == "SELF" { return .evaluatedObject }
            return .keyPath(word)
        case .symbol(let symbol): throw refuse("expected a value, found \"\(symbol)\"", at: position - 1)
        }
    }

    private mutating func parseList() throws -> [Any] {
        var values: [Any] = []
        while !accept("}") {
            guard case .constant(let value) = try parseOperand() else { throw refuse("a { } list holds a key path") }
            values.append(value ?? NSNull())
            _ = accept(",")
        }
        return values
    }

    private mutating func argument(_ spec: String) throws -> PredicateNode.Operand {
        guard !arguments.isEmpty else { throw refuse("%\(spec) has no argument", at: position - 1) }
        let value = arguments.removeFirst()
        switch spec {
        case "K":
            guard let key = PredicateValues.unwrapped(value) as? String else {
                throw refuse("%K's argument is not a string", at: position - 1)
            }
            return .keyPath(key)
        case "@": return .constant(value)
        case "d", "i", "ld", "li", "lld", "lli", "u", "lu", "llu", "hd", "hu", "f", "lf", "g", "e":
            guard PredicateValues.number(value) != nil else {
                throw refuse("%\(spec)'s argument is not a number", at: position - 1)
            }
            return .constant(value)
        default: throw refuse("the format specifier %\(spec) is not supported by CellSnap", at: position - 1)
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): return "\"\(word)\""
        case .symbol(let symbol): return "\"\(symbol)\""
        case .string(let text): return "the string '\(text)'"
        case .number(let number): return "the number \(number)"
        case .placeholder(let spec): return "%\(spec)"
        }
    }
}
