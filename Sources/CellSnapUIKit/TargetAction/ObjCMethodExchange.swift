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
/// `method_exchangeImplementations` (method swizzling): a method of the app's (one the Objective-C
/// adapter read) with one of the UIKit methods CellSnap lets an app exchange
/// (``MethodExchange/exchangeableSelectors``: `reloadData` of table and collection views, a view
/// controller's `viewDidLoad()` and appearance methods, a view's `layoutSubviews()`). From then
/// on, UIKit's method on instances of `m1`'s class (and its subclasses) runs the app's, and the
/// app's method calling itself, as swizzling code does, runs UIKit's own (the adapter sends that
/// call to ``MethodExchange/callOriginal(_:_:_:itself:)``). Exchanging the pair again puts both back.
///
/// Swift on Linux dispatches other methods through tables the runtime cannot rewrite: an exchange
/// of two of UIKit's methods, or of one CellSnap does not list, changes nothing, and the first of
/// each pair says so on standard error.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    guard !MethodExchange.exchange(m1, m2) else { return }
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

/// Exchanged methods (``method_exchangeImplementations(_:_:)``), and the method changes already
/// reported, so that each is said once a process.
public enum MethodExchange {
    nonisolated(unsafe) static var reported: Set<String> = []
    /// For a class and one of UIKit's exchangeable selectors, the app's selector that runs instead.
    nonisolated(unsafe) private static var replacements: [Key: String] = [:]
    /// For a class and an app's selector, the UIKit selector whose own implementation it runs.
    nonisolated(unsafe) private static var originals: [Key: String] = [:]
    /// Whether any exchange is in place: the hooks' one check when there is none.
    nonisolated(unsafe) private(set) static var isActive = false
    static let lock = NSLock()

    /// UIKit's methods an app can exchange: those whose implementation checks for an exchange.
    public static let exchangeableSelectors: Set<String> = [
        "reloadData", "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:",
        "viewDidDisappear:", "layoutSubviews",
    ]

    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let selector: String
    }

    /// The UIKit methods running an app's replacement, innermost last: each one's object, selector
    /// and own implementation, which the replacement's call of itself runs.
    @MainActor private static var running: [(object: ObjectIdentifier, selector: String, original: ([Any?]) -> Void)] =
        []

    /// Records the exchange of `m1` and `m2` when one is an exchangeable UIKit method and the other
    /// a method of the adapter's tables; `false` when the pair cannot be exchanged.
    static func exchange(_ m1: Method, _ m2: Method) -> Bool {
        let pair = [m1, m2]
        guard let uikit = pair.first(where: { isExchangeableUIKitMethod($0) }),
            let app = pair.first(where: { $0 != uikit && SelectorTable.method($0.selector, in: $0.owner) != nil })
        else { return false }
        let owner = ObjectIdentifier(uikit.owner)
        let uikitKey = Key(owner: owner, selector: uikit.selector.name)
        let appKey = Key(owner: owner, selector: app.selector.name)
        lock.withLock {
            if replacements[uikitKey] == app.selector.name {
                replacements[uikitKey] = nil
                originals[appKey] = nil
            } else {
                replacements[uikitKey] = app.selector.name
                originals[appKey] = uikit.selector.name
            }
            isActive = !replacements.isEmpty
        }
        return true
    }

    private static func isExchangeableUIKitMethod(_ method: Method) -> Bool {
        exchangeableSelectors.contains(method.selector.name)
            && SelectorTable.method(method.selector, in: method.owner) == nil
            && SelectorTable.answers(method.selector, in: method.owner)
    }

    /// The selector `table` maps `selector` to for `object`'s class or its nearest superclass.
    private static func lookUp(_ table: [Key: String], _ selector: String, for object: AnyObject) -> String? {
        lock.withLock {
            var current: AnyClass? = type(of: object)
            while let candidate = current {
                if let found = table[Key(owner: ObjectIdentifier(candidate), selector: selector)] { return found }
                current = _getSuperclass(candidate)
            }
            return nil
        }
    }

    /// What an exchangeable UIKit method does first: when an exchange put an app's method in its
    /// place for `object`, runs that method with `arguments` (its call of itself runs `original`,
    /// UIKit's own implementation) and returns `true`; otherwise `false`, and UIKit's runs.
    @MainActor static func runsReplacement(
        _ object: AnyObject, _ selector: String, _ arguments: [Any?] = [], original: @escaping ([Any?]) -> Void
    ) -> Bool {
        guard isActive, let replacement = lookUp(replacements, selector, for: object) else { return false }
        running.append((ObjectIdentifier(object), selector, original))
        defer { running.removeLast() }
        _ = UIApplication.send(Selector(replacement), to: object, arguments: arguments)
        return true
    }

    /// Runs UIKit's `body` of the method `selector` on `object`, or the app's method an exchange put
    /// in its place (see ``runsReplacement(_:_:_:original:)``).
    @MainActor static func perform(
        _ object: AnyObject, _ selector: String, _ arguments: [Any?] = [], _ body: @escaping ([Any?]) -> Void
    ) {
        if isActive, runsReplacement(object, selector, arguments, original: body) { return }
        body(arguments)
    }

    /// `UIView.layoutSubviews()`: nothing of its own, or the app's method an exchange put in its place.
    @MainActor static func layoutSubviews(of view: AnyObject) {
        if isActive { perform(view, "layoutSubviews") { _ in } }
    }

    /// The adapter's form of an `@objc` method's call of itself inside its own body (the swizzling
    /// idiom: after the exchange, that call runs UIKit's original): runs UIKit's own implementation
    /// of the method `selector` was exchanged with, for the UIKit call that is running it; `itself`
    /// (the call as written) while `selector` is not exchanged. An exchanged method called outside
    /// UIKit's runs nothing and says so on standard error. Not isolated, as the method that calls
    /// it need not be (a recursive `@objc` method of any class): only UIKit's classes, which live
    /// on the main actor, have exchanged methods.
    public static func callOriginal(_ object: AnyObject, _ selector: String, _ arguments: [Any?], itself: () -> Void) {
        guard let original = lookUp(originals, selector, for: object) else { return itself() }
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) let arguments = arguments
        MainActor.assumeIsolated {
            guard let entry = running.last(where: { $0.object == ObjectIdentifier(object) && $0.selector == original })
            else {
                return reportOnce(
                    "\(type(of: object)).\(selector) called itself outside UIKit's \(original), which it was exchanged with; nothing ran"
                )
            }
            entry.original(arguments)
        }
    }

    static func report(_ function: String, _ first: Selector, _ second: Selector) {
        reportOnce(
            "\(function)(\(first.name), \(second.name)) has no effect on Linux; both keep their own implementations")
    }

    /// Writes `message` on standard error the first time a process says it.
    private static func reportOnce(_ message: String) {
        let line = "CellSnap: \(message)\n"
        let isNew = lock.withLock { reported.insert(line).inserted }
        if isNew { FileHandle.standardError.write(Data(line.utf8)) }
    }
}

/// The key of the association that marks a list whose data was loaded through `reloadData()`.
nonisolated(unsafe) private var loadedDataKey: UInt8 = 0

extension UIScrollView {
    /// Calls `reloadData()` at a table or collection view's first layout while an exchange is in
    /// place, as UIKit's first load of a list's data calls its own `reloadData()`, so that an app's
    /// method exchanged with it runs then too.
    final func loadDataThroughExchangedReload() {
        guard MethodExchange.isActive, objc_getAssociatedObject(self, &loadedDataKey) == nil else { return }
        objc_setAssociatedObject(self, &loadedDataKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        (self as? UITableView)?.reloadData()
        (self as? UICollectionView)?.reloadData()
    }
}

extension UIViewController {
    /// `viewDidLoad()`'s own work (an app's category override of it, if it declared one), or the
    /// app's method an exchange put in its place.
    final func exchangedViewDidLoad() {
        MethodExchange.perform(self, "viewDidLoad") { [unowned self] _ in
            UIKitCategoryOverrides.viewDidLoad.call(on: self) {}
        }
    }

    /// An appearance method's own work (an app's category override of it, if it declared one), or
    /// the app's method an exchange put in its place.
    final func exchanged(_ selector: String, _ animated: Bool) {
        let category =
            switch selector {
            case "viewWillAppear:": UIKitCategoryOverrides.viewWillAppear
            case "viewDidAppear:": UIKitCategoryOverrides.viewDidAppear
            case "viewWillDisappear:": UIKitCategoryOverrides.viewWillDisappear
            default: UIKitCategoryOverrides.viewDidDisappear
            }
        MethodExchange.perform(self, selector, [animated]) { [unowned self] in
            category.call(on: self, $0.first as? Bool ?? animated) {}
        }
    }
}
