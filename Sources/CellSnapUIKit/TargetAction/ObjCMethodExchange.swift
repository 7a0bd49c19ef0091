// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The Objective-C runtime's method functions, as the SDK spells them.
import Foundation

/// A method of a class, as the Objective-C runtime's `Method` names one: its class and selector.
/// Linux has no method table whose implementations can be read or exchanged; see
/// ``method_exchangeImplementations(_:_:)``.
public struct Method: Hashable, @unchecked Sendable {
    /// The class that was asked.
    public let owner: AnyClass
    /// The method's selector.
    public let selector: Selector

    public static func == (lhs: Method, rhs: Method) -> Bool {
        ObjectIdentifier(lhs.owner) == ObjectIdentifier(rhs.owner) && lhs.selector == rhs.selector
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(owner))
        hasher.combine(selector)
    }
}

/// A method's implementation, as the Objective-C runtime's `IMP`: here only the method it is.
public struct IMP: Hashable, Sendable {
    /// The method whose implementation this is.
    public let method: Method
}

/// The instance method `name` of `cls`, as the Objective-C runtime's `class_getInstanceMethod`
/// finds it: one the class answers for (``class_respondsToSelector(_:_:)``), or, as iOS's UIKit
/// classes have them, a private UIKit method (a name starting with an underscore) of one of
/// CellSnapUIKit's classes; `nil` otherwise.
///
/// ```swift
/// let layout = class_getInstanceMethod(UIView.self, Selector("layoutSubviews"))   // found
/// ```
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls else { return nil }
    let isUIKitPrivate = name.name.hasPrefix("_") && isCellSnapUIKitClass(cls)
    guard SelectorTable.answers(name, in: cls) || isUIKitPrivate else { return nil }
    return Method(owner: cls, selector: name)
}

/// The class method `name` of `cls`, as ``class_getInstanceMethod(_:_:)`` finds instance methods
/// (the adapter's tables hold instance methods: a class method is found under its name).
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    class_getInstanceMethod(cls, name)
}

/// The implementation of `m`.
public func method_getImplementation(_ m: Method) -> IMP { IMP(method: m) }

/// The type encoding of `m`'s arguments: `nil`, Swift on Linux keeps none.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

/// Adds a method `name` with `imp` to `cls`, as `class_addMethod`: Swift on Linux cannot add a
/// method to a class, so this adds none and answers `false`, as the runtime answers for a class
/// that has the method already; swizzling code then exchanges the two methods instead.
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    false
}

/// Replaces the implementation of `name` in `cls`, as `class_replaceMethod`: not possible on
/// Linux (``method_exchangeImplementations(_:_:)`` says why); the method keeps its own, which is
/// returned when the class has it.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?)
    -> IMP?
{
    MethodExchange.report("class_replaceMethod", name, imp.method.selector)
    return class_getInstanceMethod(cls, name).map(method_getImplementation)
}

/// Sets `m`'s implementation, as `method_setImplementation`: not possible on Linux; `m` keeps its
/// own, which is returned.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    MethodExchange.report("method_setImplementation", m.selector, imp.method.selector)
    return IMP(method: m)
}

/// Exchanges the implementations of `m1` and `m2`, as the Objective-C runtime's
/// `method_exchangeImplementations` (method swizzling). Swift on Linux dispatches methods through
/// tables the runtime cannot rewrite, so nothing is exchanged: both methods keep their own
/// implementations, and the first exchange of a pair says so on standard error. Swizzling that
/// hooks a UIKit method to observe it (a library's workaround for a UIKit behaviour) then has no
/// effect on what CellSnap draws.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    MethodExchange.report("method_exchangeImplementations", m1.selector, m2.selector)
}

/// Whether `cls` is one of CellSnapUIKit's classes or inherits from one.
private func isCellSnapUIKitClass(_ cls: AnyClass) -> Bool {
    var current: AnyClass? = cls
    while let candidate = current {
        if _typeName(candidate, qualified: true).hasPrefix("CellSnapUIKit.") { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// The method changes already reported, so that each is said once a process.
private enum MethodExchange {
    nonisolated(unsafe) static var reported: Set<String> = []
    static let lock = NSLock()

    static func report(_ function: String, _ first: Selector, _ second: Selector) {
        let message =
            "CellSnap: \(function)(\(first.name), \(second.name)) has no effect on Linux; both keep their own implementations\n"
        let isNew = lock.withLock { reported.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data(message.utf8)) }
    }
}
