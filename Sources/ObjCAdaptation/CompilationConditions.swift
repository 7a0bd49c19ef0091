import SwiftSyntax

/// The `#if` blocks a declaration is inside, so that what the adapter generates for it (a table
/// entry, a forwarder) compiles exactly when the declaration does.
///
/// Apple's samples keep Mac Catalyst's code in `#if targetEnvironment(macCatalyst)` blocks, which
/// are false on Linux as on an iPhone: an entry calling a method of such a block outside it names
/// a method the compiler never saw. Each frame is one `#if` ... `#endif` of the declaration's
/// ancestors, innermost first: every clause's keyword and condition as written, and the clause
/// that holds the declaration.
struct CompilationConditions: Equatable {
    struct Frame: Equatable {
        /// `#if cond`, `#elseif cond`, `#else`, as written.
        var clauses: [String]
        /// The index in `clauses` of the clause holding the declaration.
        var holding: Int
    }

    /// Innermost first.
    var frames: [Frame] = []
    /// Whether a block around the declaration is known to be compiled out on Linux, where the
    /// adapted module is built as an iPhone's would be: its clause's condition is false there
    /// (`canImport(AppKit)`, `os(macOS)`, `targetEnvironment(macCatalyst)`), or an earlier
    /// clause's is true (`#else` after `#if canImport(UIKit)`). See `ConditionValue`.
    var isKnownInactive = false

    var isEmpty: Bool { frames.isEmpty }

    /// No `#if` block.
    init() {}

    /// The conditions of the `#if` blocks around `node`, up to (not beyond) the first ancestor
    /// for which `stop` holds (`nil`: up to the file).
    init(of node: some SyntaxProtocol, stoppingAt stop: (Syntax) -> Bool = { _ in false }) {
        var ancestor = node.parent
        while let current = ancestor, !stop(current) {
            if let clause = current.as(IfConfigClauseSyntax.self),
                let clauses = clause.parent?.as(IfConfigClauseListSyntax.self)
            {
                var written: [String] = []
                var holding = 0
                for (position, each) in clauses.enumerated() {
                    written.append(each.poundKeyword.text + (each.condition.map { " " + $0.trimmedDescription } ?? ""))
                    if each.id == clause.id { holding = position }
                }
                if Self.isKnownInactive(clause) { isKnownInactive = true }
                frames.append(Frame(clauses: written, holding: holding))
            }
            ancestor = current.parent
        }
    }

    /// Whether `clause` is known to be compiled out on Linux: its condition is false there, or an
    /// earlier clause's is true (see `ConditionValue`).
    static func isKnownInactive(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for each in clauses {
            let value = each.condition.map(ConditionValue.of) ?? true
            if each.id == clause.id { return value == false }
            if value == true { return true }
        }
        return false
    }

    /// `text` (one or more whole lines) inside the frames' blocks, in the holding clause only:
    /// lines of their own, each block ending with `#endif`.
    func wrapping(_ text: String) -> String {
        frames.reduce(text) { inner, frame in
            var lines: [String] = []
            for (position, clause) in frame.clauses.enumerated() {
                lines.append(clause)
                if position == frame.holding { lines.append(inner) }
            }
            return (lines + ["#endif"]).joined(separator: "\n")
        }
    }
}

/// The value of a `#if` condition when the adapted module is compiled on Linux, when it is known:
/// `canImport(UIKit)` and `os(iOS)` (which the adapter makes `true`) hold;
/// `canImport(AppKit)`, `canImport(WatchKit)`, the other platforms' `os(...)` (`os(Linux)`, which the
/// adapter makes `false`, among them) and
/// `targetEnvironment(...)` do not; `swift(>=X)` holds for X up to 5.10 and `compiler(>=X)` for X up
/// to 6.0 (every compiler CellSnap builds with is Swift 6 or later, which reports language version
/// 5.10 or later in every mode), and their `<` forms do not; `!`, `&&`, `||`, parentheses and
/// Boolean literals combine them. Anything else (`DEBUG`, `swift(>=6.1)`, `arch(...)`, `canImport`
/// of other modules) is unknown.
enum ConditionValue {
    static func of(_ expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return of(inner.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return of(prefix.expression).map { !$0 }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return combine([of(infix.leftOperand), of(infix.rightOperand)], infix.operator.trimmedDescription)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return of(sequence) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return of(call) }
        return nil
    }

    /// `a && b || c`, unfolded as the parser leaves it: `&&` binds tighter than `||`.
    private static func of(_ sequence: SequenceExprSyntax) -> Bool? {
        var alternatives: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                switch binary.operator.text {
                case "||": alternatives.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                alternatives[alternatives.count - 1].append(element)
            }
        }
        return combine(alternatives.map { combine($0.map(of), "&&") }, "||")
    }

    private static func combine(_ values: [Bool?], _ operation: String) -> Bool? {
        switch operation {
        case "&&": return values.contains(false) ? false : values.contains(nil) ? nil : true
        case "||": return values.contains(true) ? true : values.contains(nil) ? nil : false
        default: return nil
        }
    }

    private static func of(_ call: FunctionCallExprSyntax) -> Bool? {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch function {
        case "canImport": return argument == "UIKit" ? true : ["AppKit", "WatchKit"].contains(argument) ? false : nil
        case "os": return argument == "iOS"
        case "targetEnvironment": return false
        case "swift": return version(argument, atLeast: [5, 10])
        case "compiler": return version(argument, atLeast: [6, 0])
        default: return nil
        }
    }

    /// Whether `>=X` or `<X` holds of every version from `known` on: `nil` when it depends on which.
    private static func version(_ comparison: String, atLeast known: [Int]) -> Bool? {
        let isAtLeast = comparison.hasPrefix(">=")
        guard isAtLeast || comparison.hasPrefix("<") else { return nil }
        let digits = comparison.drop(while: { !$0.isNumber })
        let parts = digits.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        let asked = parts.compactMap { $0 } + [Int](repeating: 0, count: max(0, known.count - parts.count))
        guard asked.lexicographicallyPrecedes(known) || asked == known else { return nil }
        return isAtLeast
    }
}
