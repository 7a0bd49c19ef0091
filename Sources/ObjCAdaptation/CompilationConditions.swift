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
                frames.append(Frame(clauses: written, holding: holding))
            }
            ancestor = current.parent
        }
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
