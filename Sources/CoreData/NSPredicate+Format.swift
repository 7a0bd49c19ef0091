import Foundation

extension NSPredicate {
    /// A predicate parsed from Foundation's predicate format, with `%K` (a key path), `%@` (an
    /// object) and `%d`/`%ld`/`%i`/`%f` (numbers) taken from `args` in order. It shadows
    /// swift-corelibs-foundation's (which stops the process: unimplemented there) in files that
    /// import CoreData. CellSnap evaluates comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`,
    /// `BETWEEN`), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `IN` with `[c]`, `[d]`, `[cd]`,
    /// `AND`/`OR`/`NOT`, `ANY`/`ALL`/`NONE`, key paths with `SELF`, literals, `nil`,
    /// `TRUEPREDICATE` and `FALSEPREDICATE`; anything else (`SUBQUERY`, `@count`, `MATCHES`,
    /// `$variables`, functions) makes the fetch that uses the predicate throw an error naming the
    /// format.
    ///
    /// ```swift
    /// let predicate = NSPredicate(format: "%K CONTAINS[cd] %@", "title", "milk")
    /// ```
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(parsing: predicateFormat, arguments: args.map { $0 as Any })
    }

    /// A predicate parsed from `predicateFormat` with `arguments` in order (see ``init(format:_:)``).
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(parsing: predicateFormat, arguments: arguments ?? [])
    }

    /// A predicate parsed from `predicateFormat` with `argList`'s arguments.
    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) {
        self.init(parsing: predicateFormat, arguments: nil)
    }

    private convenience init(parsing format: String, arguments: [Any]?) {
        let parsed: Result<PredicateNode, NSError>
        if let arguments {
            var parser = PredicateParser(format: format, arguments: arguments)
            parsed = Result { try parser.parse() }
                .mapError { ($0 as? NSError) ?? PredicateParser.refusal(format, "\($0)") }
        } else {
            parsed = .failure(PredicateParser.refusal(format, "a va_list of arguments cannot be read on Linux"))
        }
        let box = ParsedPredicate(format: format, node: parsed)
        self.init { object, _ in
            if let probe = object as? ParsedPredicate.Probe {
                probe.found = box
                return false
            }
            return (try? box.get().evaluate(on: object)) ?? false
        }
    }
}

/// A predicate as CellSnap parsed it, found in an `NSPredicate` by evaluating it on a probe.
final class ParsedPredicate: @unchecked Sendable {
    let format: String
    let node: Result<PredicateNode, NSError>

    init(format: String, node: Result<PredicateNode, NSError>) {
        self.format = format
        self.node = node
    }

    final class Probe { var found: ParsedPredicate? }

    /// The parsed form of `predicate`, when CellSnap made it from a format.
    static func of(_ predicate: NSPredicate) -> ParsedPredicate? {
        let probe = Probe()
        _ = predicate.evaluate(with: probe)
        return probe.found
    }

    func get() throws -> ParsedPredicate.Evaluator { Evaluator(node: try node.get()) }

    struct Evaluator {
        let node: PredicateNode
        func evaluate(on object: Any?) throws -> Bool { node.evaluate(on: object) }
    }
}
