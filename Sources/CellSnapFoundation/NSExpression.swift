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
    /// A function expression's function and arguments (`nil` for the other kinds).
    private var call: (name: String, arguments: [NSExpression])?

    init(operand: PredicateNode.Operand) {
        self.operand = operand
        super.init()
    }

    /// An expression whose value is the aggregate function `name` of its arguments' values: `sum:`,
    /// `average:`, `count:`, `min:` or `max:`, as Core Data's expression descriptions use them
    /// (`NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "amount")])`).
    /// Evaluated on one object, a collection argument (a to-many relationship) is aggregated; a
    /// fetch aggregates it over the objects it finds. CellSnap refuses other functions, reported,
    /// as a constant `nil`.
    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        self.init(operand: .constant(nil))
        let arguments = parameters.compactMap { $0 as? NSExpression }
        guard AggregateFunction(rawValue: name) != nil, arguments.count == parameters.count else {
            KeyValueCoding.report(
                KeyValueCodingError(
                    call: "NSExpression(forFunction:arguments:)", className: "NSExpression", key: name,
                    reason:
                        "CellSnap evaluates the aggregate functions sum:, average:, count:, min: and max: of expressions"
                ))
            return
        }
        call = (name, arguments)
    }

    /// A function expression's function (`sum:`); empty for the other kinds.
    open var function: String { call?.name ?? "" }

    /// A function expression's arguments; `nil` for the other kinds.
    open var arguments: [NSExpression]? { call?.arguments }

    /// The expression's value over `objects` (Linux-only): a function's over all their values, as a
    /// fetch's expression description aggregates the objects it finds; another expression's value
    /// for the first object.
    public func cellSnapValue(aggregatingOver objects: [Any]) -> Any? {
        aggregate(over: objects) ?? objects.first.flatMap { expressionValue(with: $0, context: nil) }
    }

    /// A function expression's value over `objects`' values; `nil` for the other kinds.
    private func aggregate(over objects: [Any]) -> Any?? {
        guard let call, let function = AggregateFunction(rawValue: call.name) else { return nil }
        return .some(
            function.apply(to: objects.flatMap { object in call.arguments.flatMap { Self.values(of: $0, on: object) } })
        )
    }

    /// What `argument` reads on `object`, a collection's members one by one.
    private static func values(of argument: NSExpression, on object: Any) -> [Any] {
        switch PredicateValues.unwrapped(argument.expressionValue(with: object, context: nil)) {
        case nil: return []
        case let set as NSSet: return set.allObjects
        case let ordered as NSOrderedSet: return ordered.array
        case let array as [Any]: return array
        case let value?: return [value]
        }
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
        if call != nil { return .function }
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
        if let aggregated = aggregate(over: [object as Any]) { return aggregated }
        var bindings: [String: Any] = [:]
        for case (let key as String, let value) in context ?? [:] { bindings[key] = value }
        return operand.value(on: object, bindings: bindings)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        guard let call else { return Self.describe(operand) }
        return "\(call.name.dropLast())(\(call.arguments.map(\.description).joined(separator: ", ")))"
    }

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

/// The aggregate functions an expression evaluates, as `NSExpression(forFunction:arguments:)` names them.
enum AggregateFunction: String {
    case sum = "sum:", average = "average:", count = "count:", min = "min:", max = "max:"

    /// The function of `values`: a number (an integer while every value is one), `nil` for the
    /// average, minimum and maximum of nothing.
    func apply(to values: [Any]) -> Any? {
        if self == .count { return NSNumber(value: values.count) }
        if !values.isEmpty, let dates = values as? [Date] {
            return self == .min ? dates.min() : self == .max ? dates.max() : nil
        }
        let read = values.map { (value: $0, number: PredicateValues.number($0)) }
        let numbers = read.compactMap(\.number)
        let integral = read.allSatisfy { value, number in
            guard let number else { return false }
            return number == number.rounded() && !(value is Double || value is Float)
        }
        func result(_ value: Double) -> NSNumber { integral ? NSNumber(value: Int(value)) : NSNumber(value: value) }
        switch self {
        case .sum: return result(numbers.reduce(0, +))
        case .average: return numbers.isEmpty ? nil : NSNumber(value: numbers.reduce(0, +) / Double(numbers.count))
        case .min: return numbers.min().map(result)
        case .max: return numbers.max().map(result)
        case .count: return nil
        }
    }
}
