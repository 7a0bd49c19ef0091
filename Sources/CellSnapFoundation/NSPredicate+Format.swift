import Foundation

extension NSPredicate {
    /// A predicate parsed from Foundation's predicate format, with `%K` (a key path), `%@` (an
    /// object) and `%d`/`%ld`/`%i`/`%f` (numbers) taken from `args` in order. It shadows
    /// swift-corelibs-foundation's (unavailable there). CellSnap evaluates comparisons (`==`, `!=`,
    /// `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` and
    /// `MATCHES` with `[c]`, `[d]`, `[cd]`, `AND`/`OR`/`NOT`, `ANY`/`SOME`/`ALL`/`NONE`, key
    /// paths (with `SELF` and the collection operators `@count`, `@sum`, `@avg`, `@min`, `@max`)
    /// read by key-value coding, `$variables`, literals, `nil`, `TRUEPREDICATE` and
    /// `FALSEPREDICATE`. A format it cannot read (`SUBQUERY`, `FUNCTION`, a syntax error) is
    /// reported with the format and the character where reading stopped (iOS raises
    /// `NSInvalidArgumentException`); such a predicate matches nothing, and a Core Data fetch
    /// that uses it throws that error.
    ///
    /// ```swift
    /// let predicate = NSPredicate(format: "%K CONTAINS[cd] %@", "title", "milk")
    /// print(predicate.evaluate(with: ["title": "Oat Milk"] as NSDictionary))   // true
    /// ```
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(parsing: predicateFormat, arguments: args.map { $0 as Any })
    }

    /// A predicate parsed from `predicateFormat` with `args` in order, where an argument is not a
    /// `CVarArg` on Linux. On iOS a Swift array, set or dictionary bridges to `NSArray`, `NSSet` or
    /// `NSDictionary`, which are, so `NSPredicate(format: "id IN %@", ids)` with `ids: [UUID]`
    /// compiles there; on Linux they bridge to nothing, and this overload takes them. Swift
    /// prefers the `CVarArg...` initialiser above whenever every argument is a `CVarArg`.
    ///
    /// ```swift
    /// let ids = [UUID(), UUID()]
    /// let predicate = NSPredicate(format: "identifier IN %@", ids)
    /// print(predicate.evaluate(with: ["identifier": ids[1]] as NSDictionary))   // true
    /// ```
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(parsing: predicateFormat, arguments: args)
    }

    /// A predicate parsed from `predicateFormat` with `arguments` in order (see `init(format:_:)` above).
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(parsing: predicateFormat, arguments: arguments ?? [])
    }

    /// A predicate parsed from `predicateFormat` with `argList`'s arguments: refused (reported, and
    /// matching nothing), as a `va_list` of objects cannot be read on Linux.
    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) {
        self.init(parsing: predicateFormat, arguments: nil)
    }

    private convenience init(parsing format: String, arguments: [Any]?) {
        let parsed = ParsedPredicate.parse(format, arguments: arguments)
        self.init { object, bindings in
            if let probe = object as? ParsedPredicate.Probe {
                probe.found = parsed
                return false
            }
            return (try? parsed.node.get().evaluate(on: object, bindings: bindings ?? [:])) ?? false
        }
    }

    /// Why CellSnap could not read the format this predicate was made from, if it could not
    /// (Linux-only, no Foundation API): a compound predicate answers its subpredicates' first error.
    public var cellSnapFormatError: NSError? {
        if let compound = self as? NSCompoundPredicate {
            return compound.subpredicates.lazy.compactMap { $0.cellSnapFormatError }.first
        }
        guard let parsed = ParsedPredicate.of(self), case .failure(let error) = parsed.node else { return nil }
        return error
    }
}

/// The compound predicates a format makes (Linux-only): Objective-C's class factory
/// `predicateWithFormat:` makes them for `NSCompoundPredicate` too, which Swift on Linux can only
/// declare through a protocol.
public protocol CompoundPredicateFormat {}

extension NSCompoundPredicate: CompoundPredicateFormat {}

extension CompoundPredicateFormat where Self == NSCompoundPredicate {
    /// A predicate parsed from `predicateFormat` (see `NSPredicate(format:_:)`): here a compound
    /// of the one parsed predicate.
    public init(format predicateFormat: String, _ args: CVarArg...) {
        let parsed = NSPredicate(format: predicateFormat, argumentArray: args.map { $0 })
        self = NSCompoundPredicate(type: .and, subpredicates: [parsed])
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

    static func parse(_ format: String, arguments: [Any]?) -> ParsedPredicate {
        let node: Result<PredicateNode, NSError>
        if let arguments {
            var parser = PredicateParser(format: format, arguments: arguments)
            node = Result { try parser.parse() }.mapError { ($0 as NSError) }
        } else {
            node = .failure(PredicateParser.refusal(format, "a va_list of arguments cannot be read on Linux"))
        }
        if case .failure(let error) = node {
            KeyValueCoding.report(
                KeyValueCodingError(
                    call: "NSPredicate(format:)", className: "NSPredicate", key: format,
                    reason: error.localizedDescription + " (NSInvalidArgumentException on iOS)"))
        }
        return ParsedPredicate(format: format, node: node)
    }

    /// The parsed form of `predicate`, when CellSnap made it from a format.
    static func of(_ predicate: NSPredicate) -> ParsedPredicate? {
        let probe = Probe()
        _ = predicate.evaluate(with: probe)
        return probe.found
    }
}
