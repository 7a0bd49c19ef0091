import Foundation

/// Calls an optional requirement of a UIKit protocol the way Objective-C's optional chaining
/// calls it (`delegate?.scrollViewDidScroll?(scrollView)`, `delegate?.collectionView?(cv, layout:
/// layout, sizeForItemAt: indexPath)`): the requirement's value when the object implements it,
/// `nil` when the object is `nil` or does not implement it (Linux-only, no UIKit API).
///
/// Swift without the Objective-C runtime has no optional requirements: CellSnapUIKit's protocols
/// give every optional requirement a default in a protocol extension, which answers as UIKit
/// behaves without it (a flow delegate's default `sizeForItemAt` gives the layout's `itemSize`)
/// and notes that it ran. So a call written without this function gets UIKit's answer either way;
/// this function tells the two apart, for code (and the Objective-C adapter's rewrite of `?(`
/// calls) that must know whether the delegate answered itself:
///
/// ```swift
/// final class Screen: NSObject, UICollectionViewDelegateFlowLayout {}
/// let delegate: (any UICollectionViewDelegateFlowLayout)? = Screen()
/// let layout = UICollectionViewFlowLayout()
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// cellSnapOptionalRequirement {
///     delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
/// }   // nil: Screen does not implement it
/// ```
///
/// The call counts as not implemented when a protocol's default ran during it and the value
/// returned is the default's (an override that calls a superclass's default and returns its value
/// unchanged is answered as UIKit would without it). Calls nest: an implementation may call other
/// optional requirements through this function.
@MainActor @discardableResult
public func cellSnapOptionalRequirement<Result>(_ call: () throws -> Result?) rethrows -> Result? {
    try OptionalRequirements.call(call)
}

/// The record of the optional-requirement calls in progress (see
/// ``cellSnapOptionalRequirement(_:)``): one frame a call, holding the value a protocol's default
/// gave when one ran. Main-actor state, as UIKit's delegate calls are.
@MainActor package enum OptionalRequirements {
    private enum Frame {
        case implemented
        case defaulted(Any)
    }

    private static var frames: [Frame] = []

    static func call<Result>(_ body: () throws -> Result?) rethrows -> Result? {
        frames.append(.implemented)
        let result: Result?
        do {
            result = try body()
        } catch {
            frames.removeLast()
            throw error
        }
        guard case .defaulted(let value) = frames.removeLast(), let result else { return result }
        return same(value, result) ? nil : result
    }

    /// Notes that a protocol's default (UIKit's behaviour without the requirement) ran, giving
    /// `value`, and returns it.
    package static func unimplemented<Value>(_ value: Value) -> Value {
        if !frames.isEmpty { frames[frames.count - 1] = .defaulted(value) }
        return value
    }

    /// Whether the value a call returned is the default's: equal values, the same object, both
    /// empty optionals, or values that cannot be compared (nothing, `()`).
    private static func same(_ defaulted: Any, _ returned: Any) -> Bool {
        switch (unwrapped(defaulted), unwrapped(returned)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let lhs?, let rhs?):
            if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
            if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
            return true
        }
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool { (rhs as? Value) == lhs }

    /// The value inside however many optionals wrap it; `nil` for an empty one.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
