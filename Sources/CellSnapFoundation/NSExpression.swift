import Foundation

/// An expression of a predicate, as Foundation's `NSExpression` on Apple's platforms: a key path of
/// the evaluated object, a constant, a variable of the evaluation's bindings, or the evaluated
/// object itself. swift-corelibs-foundation declares the class with nothing available; this one
/// shadows it where a value is made (`NSExpression(forKeyPath:)`). Written as a type
/// (`let e: NSExpression`), the name is ambiguous between the two modules on Linux: the
/// Objective-C adapter writes `CellSnapFoundation.NSExpression` there, and so can a test.
///
/// ```swift
/// let price = NSExpression(forKeyPath: "price")
/// print(price.expressionValue(with: ["price": 3] as NSDictionary, context: nil) as? Int ?? 0)   // 3
/// ```
open class NSExpression: NSObject, NSCopying, @unchecked Sendable {
    /// The kinds of expression (CellSnap makes and evaluates the first four).
    public enum ExpressionType: UInt, Sendable {
        case constantValue, evaluatedObject, variable, keyPath, function, unionSet, intersectSet, minusSet,
            subquery, aggregate, anyKey, block, conditional
    }

    let operand: PredicateNode.Operand

    init(operand: PredicateNode.Operand) {
        self.operand = operand
        super.init()
    }

    /// An expression of `type` with no value of its own: the evaluated object, or a constant `nil`
    /// (CellSnap refuses the other types, reported, as a constant `nil`).
    public init(expressionType type: NSExpression.ExpressionType) {
        switch type {
        case .evaluatedObject: operand = .evaluatedObject
        default:
            if type != .constantValue {
                KeyValueCoding.report(
                    KeyValueCodingError(
                        call: "NSExpression(expressionType:)", className: "NSExpression", key: "\(type)",
                        reason: "CellSnap evaluates constant, evaluated-object, variable and key-path expressions"))
            }
            operand = .constant(nil)
        }
        super.init()
    }

    /// An expression whose value is `obj`.
    public convenience init(forConstantValue obj: Any?) { self.init(operand: .constant(obj)) }

    /// An expression whose value is the variable `string` of the evaluation's bindings.
    public convenience init(forVariable string: String) { self.init(operand: .variable(string)) }

    /// An expression whose value is what key-value coding reads at `keyPath` of the evaluated object.
    public convenience init(forKeyPath keyPath: String) { self.init(operand: .keyPath(keyPath)) }

    /// An expression whose value is the evaluated object.
    open class func expressionForEvaluatedObject() -> NSExpression { NSExpression(operand: .evaluatedObject) }

    /// The kind of expression.
    open var expressionType: NSExpression.ExpressionType {
        switch operand {
        case .constant: return .constantValue
        case .evaluatedObject: return .evaluatedObject
        case .variable: return .variable
        case .keyPath: return .keyPath
        case .arithmetic: return .function
        }
    }

    /// A constant expression's value (`nil` for the other kinds; iOS raises).
    open var constantValue: Any? {
        guard case .constant(let value) = operand else { return nil }
        return value
    }

    /// A key-path expression's key path (empty for the other kinds; iOS raises).
    open var keyPath: String {
        guard case .keyPath(let path) = operand else { return "" }
        return path
    }

    /// A variable expression's variable (empty for the other kinds; iOS raises).
    open var variable: String {
        guard case .variable(let name) = operand else { return "" }
        return name
    }

    /// The expression's value for `object`, with `context`'s entries as the variables.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        var bindings: [String: Any] = [:]
        for case (let key as String, let value) in context ?? [:] { bindings[key] = value }
        return operand.value(on: object, bindings: bindings)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String { Self.describe(operand) }

    /// An operand as the predicate format writes it (arithmetic as `lhs op rhs`).
    private static func describe(_ operand: PredicateNode.Operand) -> String {
        switch operand {
        case .constant(let value): return value.map { "\($0)" } ?? "nil"
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$" + name
        case .keyPath(let path): return path
        case .arithmetic(let op, let lhs, let rhs): return "\(describe(lhs)) \(op) \(describe(rhs))"
        }
    }
}
