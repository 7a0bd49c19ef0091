import Foundation

/// A predicate comparing two expressions, as Foundation's `NSComparisonPredicate` on Apple's
/// platforms, evaluated as `NSPredicate(format:)`'s comparisons are. swift-corelibs-foundation
/// declares the class with nothing available; this one shadows it where a value is made. Written
/// as a type, the name is ambiguous on Linux (see `NSExpression`).
///
/// ```swift
/// let predicate = NSComparisonPredicate(
///     leftExpression: NSExpression(forKeyPath: "title"), rightExpression: NSExpression(forConstantValue: "oat"),
///     modifier: .direct, type: .contains, options: [.caseInsensitive])
/// print(predicate.evaluate(with: ["title": "Oat Milk"] as NSDictionary))   // true
/// ```
open class NSComparisonPredicate: NSPredicate {
    /// How the left expression's value is taken: directly, or each element of a collection.
    public enum Modifier: UInt, Sendable {
        case direct, all, any
    }

    /// The comparison.
    public enum Operator: UInt, Sendable {
        case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, equalTo, notEqualTo, matches, like,
            beginsWith, endsWith, `in`, customSelector, contains = 99, between
    }

    /// How strings are compared.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Letters compare without case.
        public static let caseInsensitive = Options(rawValue: 1)
        /// Letters compare without diacritics.
        public static let diacriticInsensitive = Options(rawValue: 2)
        /// The strings are already normalized (no effect on the result).
        public static let normalized = Options(rawValue: 4)
    }

    private let left: NSExpression
    private let right: NSExpression
    private let modifier: NSComparisonPredicate.Modifier
    private let type: NSComparisonPredicate.Operator
    private let comparisonOptions: NSComparisonPredicate.Options

    /// The left expression.
    open var leftExpression: NSExpression { left }
    /// The right expression.
    open var rightExpression: NSExpression { right }
    /// How the left expression's value is taken.
    open var comparisonPredicateModifier: NSComparisonPredicate.Modifier { modifier }
    /// The comparison.
    open var predicateOperatorType: NSComparisonPredicate.Operator { type }
    /// How strings are compared.
    open var options: NSComparisonPredicate.Options { comparisonOptions }

    /// A predicate comparing `lhs`'s value with `rhs`'s by `type`, taken as `modifier` says.
    public init(
        leftExpression lhs: NSExpression, rightExpression rhs: NSExpression,
        modifier: NSComparisonPredicate.Modifier, type: NSComparisonPredicate.Operator,
        options: NSComparisonPredicate.Options = []
    ) {
        left = lhs
        right = rhs
        self.modifier = modifier
        self.type = type
        comparisonOptions = options
        let comparison = Self.comparison(lhs, rhs, modifier, type, options)
        super.init { object, bindings in
            guard !(object is ParsedPredicate.Probe), let comparison else { return false }
            return comparison.evaluate(on: object, bindings: bindings ?? [:])
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// The comparison as CellSnap's predicates evaluate it (`nil`, reported, for a custom selector).
    private static func comparison(
        _ lhs: NSExpression, _ rhs: NSExpression, _ modifier: Modifier, _ type: Operator, _ options: Options
    ) -> PredicateNode.Comparison? {
        let operators: [Operator: String] = [
            .lessThan: "<", .lessThanOrEqualTo: "<=", .greaterThan: ">", .greaterThanOrEqualTo: ">=", .equalTo: "==",
            .notEqualTo: "!=", .matches: "MATCHES", .like: "LIKE", .beginsWith: "BEGINSWITH", .endsWith: "ENDSWITH",
            .in: "IN", .contains: "CONTAINS", .between: "BETWEEN",
        ]
        guard let op = operators[type] else {
            KeyValueCoding.report(
                KeyValueCodingError(
                    call: "NSComparisonPredicate(leftExpression:rightExpression:modifier:type:options:)",
                    className: "NSComparisonPredicate", key: "\(type)",
                    reason: "a custom selector cannot be sent on Linux; the predicate matches nothing"))
            return nil
        }
        var compareOptions: String.CompareOptions = []
        if options.contains(.caseInsensitive) { compareOptions.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { compareOptions.insert(.diacriticInsensitive) }
        let quantifier: PredicateNode.Quantifier = modifier == .all ? .all : modifier == .any ? .any : .none
        return PredicateNode.Comparison(
            quantifier: quantifier, lhs: lhs.operand, op: op, options: compareOptions, rhs: rhs.operand)
    }
}
