import Foundation

/// A parsed predicate.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case comparison(Comparison)

    /// A value of a comparison: a key path of the evaluated object, the object itself, a
    /// variable of the evaluation's bindings, a constant, or arithmetic on two values (`+`, `-`,
    /// `*`, `/`, and the bitwise `&` and `|` of whole numbers, as `NSExpression`'s functions).
    indirect enum Operand {
        case keyPath(String)
        case constant(Any?)
        case variable(String)
        case evaluatedObject
        case arithmetic(String, Operand, Operand)

        func value(on object: Any?, bindings: [String: Any]) -> Any? {
            switch self {
            case .constant(let value): return value
            case .evaluatedObject: return object
            case .variable(let name): return bindings[name]
            case .keyPath(let path):
                var keys = path.split(separator: ".").map(String.init)
                if keys.first == "SELF" { keys.removeFirst() }
                return KeyValueCoding.value(of: object, atPath: keys)
            case .arithmetic(let op, let lhs, let rhs):
                return Self.arithmetic(
                    op, lhs.value(on: object, bindings: bindings), rhs.value(on: object, bindings: bindings))
            }
        }

        /// `left op right` on numbers: a whole number when both are whole and the operator keeps
        /// them whole, else a `Double`; `nil` when either is not a number (or for `/` by zero).
        private static func arithmetic(_ op: String, _ left: Any?, _ right: Any?) -> Any? {
            guard let a = PredicateValues.number(left), let b = PredicateValues.number(right) else { return nil }
            let whole = a == a.rounded() && b == b.rounded() && abs(a) < 9e15 && abs(b) < 9e15
            switch op {
            case "&", "|":
                guard whole else { return nil }
                return op == "&" ? Int64(a) & Int64(b) : Int64(a) | Int64(b)
            case "+": return whole ? Int64(a) + Int64(b) : a + b
            case "-": return whole ? Int64(a) - Int64(b) : a - b
            case "*": return whole && abs(a * b) < 9e15 ? Int64(a) * Int64(b) : a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        }
    }

    enum Quantifier { case none, any, all, noneOf }

    struct Comparison {
        var quantifier: Quantifier
        var lhs: Operand
        var op: String
        var options: String.CompareOptions
        var rhs: Operand
    }

    func evaluate(on object: Any?, bindings: [String: Any]) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let node): return !node.evaluate(on: object, bindings: bindings)
        case .and(let a, let b):
            return a.evaluate(on: object, bindings: bindings) && b.evaluate(on: object, bindings: bindings)
        case .or(let a, let b):
            return a.evaluate(on: object, bindings: bindings) || b.evaluate(on: object, bindings: bindings)
        case .comparison(let comparison): return comparison.evaluate(on: object, bindings: bindings)
        }
    }
}

extension PredicateNode.Comparison {
    func evaluate(on object: Any?, bindings: [String: Any]) -> Bool {
        let left = lhs.value(on: object, bindings: bindings)
        let right = rhs.value(on: object, bindings: bindings)
        let collection = Self.elements(left).flatMap { op == "CONTAINS" && quantifier == .none ? nil : $0 }
        guard let elements = collection else { return compare(left, right) }
        switch quantifier {
        case .all: return elements.allSatisfy { compare($0, right) }
        case .noneOf: return !elements.contains { compare($0, right) }
        case .any, .none: return elements.contains { compare($0, right) }
        }
    }

    /// The elements of a to-many value (`NSSet`, `NSOrderedSet`, array), or `nil`.
    static func elements(_ value: Any?) -> [Any]? { KeyValueCoding.elements(PredicateValues.unwrapped(value)) }

    private func compare(_ left: Any?, _ right: Any?) -> Bool {
        switch op {
        case "==": return PredicateValues.equal(left, right, options: options)
        case "!=": return !PredicateValues.equal(left, right, options: options)
        case "<", "<=", ">", ">=": return ordered(left, right)
        case "IN": return (Self.elements(right) ?? []).contains { PredicateValues.equal(left, $0, options: options) }
        case "BETWEEN":
            guard let bounds = Self.elements(right), bounds.count == 2 else { return false }
            let low = PredicateValues.compare(left, bounds[0], options: options)
            let high = PredicateValues.compare(left, bounds[1], options: options)
            return low != .orderedAscending && low != nil && high != .orderedDescending && high != nil
        case "CONTAINS":
            if let elements = Self.elements(left) {
                return elements.contains { PredicateValues.equal($0, right, options: options) }
            }
            return text(left, right) { $0.range(of: $1, options: options) != nil }
        case "BEGINSWITH": return text(left, right) { $0.range(of: $1, options: options.union(.anchored)) != nil }
        case "ENDSWITH":
            return text(left, right) { $0.range(of: $1, options: options.union([.anchored, .backwards])) != nil }
        case "LIKE": return text(left, right) { Self.like($0, $1, options) }
        case "MATCHES": return text(left, right) { Self.matches($0, $1, options) }
        default: return false
        }
    }

    private func ordered(_ left: Any?, _ right: Any?) -> Bool {
        guard PredicateValues.unwrapped(left) != nil, PredicateValues.unwrapped(right) != nil,
            let order = PredicateValues.compare(left, right, options: options)
        else { return false }
        switch op {
        case "<": return order == .orderedAscending
        case "<=": return order != .orderedDescending
        case ">": return order == .orderedDescending
        default: return order != .orderedAscending
        }
    }

    private func text(_ left: Any?, _ right: Any?, _ test: (String, String) -> Bool) -> Bool {
        guard let a = PredicateValues.unwrapped(left) as? String, let b = PredicateValues.unwrapped(right) as? String
        else {
            return false
        }
        return b.isEmpty ? true : test(a, b)
    }

    /// `MATCHES`: the whole text matches the ICU regular expression `pattern`.
    static func matches(_ text: String, _ pattern: String, _ options: String.CompareOptions) -> Bool {
        let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
        guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else {
            return false
        }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    static func like(_ text: String, _ pattern: String, _ options: String.CompareOptions) -> Bool {
        let fold: (String) -> [Character] = {
            Array($0.folding(options: options.intersection([.caseInsensitive, .diacriticInsensitive]), locale: nil))
        }
        let t = fold(text)
        let p = fold(pattern)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i * (p.count + 1) + j] { return known }
            let result: Bool
            if j == p.count {
                result = i == t.count
            } else if p[j] == "*" {
                result = match(i, j + 1) || (i < t.count && match(i + 1, j))
            } else {
                result = i < t.count && (p[j] == "?" || p[j] == t[i]) && match(i + 1, j + 1)
            }
            memo[i * (p.count + 1) + j] = result
            return result
        }
        return match(0, 0)
    }
}
