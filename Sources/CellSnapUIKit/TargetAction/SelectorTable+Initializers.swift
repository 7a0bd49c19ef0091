import Foundation

/// Classes made from their metatype value: what Objective-C's dynamically dispatched initialisers
/// let iOS code write (`viewControllerType.init()`, `T(frame: .zero)` for `T: UICollectionViewCell`,
/// `cellClass.init(style:reuseIdentifier:)`), which Swift allows on Linux only for `required`
/// initialisers. UIKit's `init(frame:)` and its kin are not `required` (a subclass that declares
/// its own designated initialiser does not inherit them), so CellSnap's Objective-C adapter
/// registers, for each class of an app's adapted files, a factory for each of these initialisers
/// the class declares or inherits by Swift's rules, and rewrites the construction to
/// ``instantiate(_:frame:registering:)`` and its siblings. UIKit's own classes are in the table too.
///
/// A class that is not in the table (declared outside the adapted files, or generic) cannot be
/// made: the call is reported as a ``CellSnapUIKitError`` naming the class and the initialiser
/// (on standard error and in ``undelivered``); where the static type allows it, the nearest
/// superclass in the table stands in for it.
extension SelectorTable {
    /// Makes an instance of a class with one initialiser's arguments.
    typealias Factory = @MainActor @Sendable (SelectorArguments) throws -> AnyObject

    /// Makes `type` constructible from its metatype with `init()` (``instantiate(_:)``).
    public static func registerInitializer(for type: AnyClass, _ make: @escaping @MainActor @Sendable () -> AnyObject) {
        registerInitializer(for: type, "init") { _ in make() }
    }

    /// Makes `type` constructible from its metatype with the initialiser whose Objective-C
    /// selector is `selector` (`initWithFrame:`, `initWithStyle:reuseIdentifier:`,
    /// `initWithReuseIdentifier:`, `initWithNibName:bundle:`): `make` calls it with the arguments.
    public static func registerInitializer(
        for type: AnyClass, _ selector: String,
        _ make: @escaping @MainActor @Sendable (SelectorArguments) throws -> AnyObject
    ) {
        registry.withLock { $0.initializers[ObjectIdentifier(type), default: [:]][selector] = make }
    }

    /// Makes an instance of `type` with its `init()`, as `metatype.init()` does on iOS.
    @preconcurrency @MainActor public static func instantiate<Base: AnyObject>(_ type: Base.Type) -> Base {
        make(type, "init", [])
    }

    /// The adapter's form of `metatype.init()` and `T()`: ``instantiate(_:)`` once the tables
    /// and initialisers of the module that wrote it are registered. Isolated to the main actor as
    /// UIKit's initialisers are (`@preconcurrency`: Swift 5 code may call it from anywhere).
    @preconcurrency @MainActor public static func instantiate<Base: AnyObject>(
        _ type: Base.Type, registering module: Module
    ) -> Base {
        make(type, "init", [])
    }

    /// The adapter's form of `T(frame:)` and `viewClass.init(frame:)`.
    @preconcurrency @MainActor public static func instantiate<Base: UIView>(
        _ type: Base.Type, frame: CGRect, registering module: Module
    ) -> Base {
        make(type, "initWithFrame:", [frame])
    }

    /// The adapter's form of `T(style:reuseIdentifier:)` for table view cells.
    @preconcurrency @MainActor public static func instantiate<Base: UITableViewCell>(
        _ type: Base.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?, registering module: Module
    ) -> Base {
        make(type, "initWithStyle:reuseIdentifier:", [style, reuseIdentifier])
    }

    /// The adapter's form of `T(reuseIdentifier:)` for table view headers and footers.
    @preconcurrency @MainActor public static func instantiate<Base: UITableViewHeaderFooterView>(
        _ type: Base.Type, reuseIdentifier: String?, registering module: Module
    ) -> Base {
        make(type, "initWithReuseIdentifier:", [reuseIdentifier])
    }

    /// The adapter's form of `T(nibName:bundle:)` for view controllers.
    @preconcurrency @MainActor public static func instantiate<Base: UIViewController>(
        _ type: Base.Type, nibName: String?, bundle: Bundle?, registering module: Module
    ) -> Base {
        make(type, "initWithNibName:bundle:", [nibName, bundle])
    }

    /// The factory of `type` for `selector`: the adapter's registration, or UIKit's own.
    @MainActor static func factory(_ type: AnyClass, _ selector: String) -> Factory? {
        registry.withLock { $0.initializers[ObjectIdentifier(type)]?[selector] }
            ?? UIKitInitializers.factory(type, selector)
    }

    @MainActor private static func make<Base: AnyObject>(_ type: Base.Type, _ selector: String, _ values: [Any?])
        -> Base
    {
        let arguments = SelectorArguments(values)
        let call = "\(type).\(swiftName(selector))"
        var current: AnyClass? = type
        var failure: CellSnapUIKitError?
        while let candidate = current {
            if let factory = factory(candidate, selector) {
                do {
                    if let instance = try factory(arguments) as? Base {
                        if let failure { reportUnconstructed(failure) }
                        return instance
                    }
                } catch {
                    failure = failure ?? CellSnapUIKitError(call: call, reason: "\(error)")
                }
            }
            failure =
                failure
                ?? CellSnapUIKitError(
                    call: call,
                    reason:
                        "\(type) has no factory for this initialiser: its class was not declared in files the Objective-C adapter read (or is generic, or does not inherit the initialiser), and it is not one of UIKit's classes (UIKitOnLinux.md, Linux limits)"
                )
            current = _getSuperclass(candidate)
        }
        let error = failure ?? CellSnapUIKitError(call: call, reason: "no class in the table")
        reportUnconstructed(error)
        preconditionFailure("\(error)")
    }

    /// `initWithStyle:reuseIdentifier:` as Swift names it: `init(style:reuseIdentifier:)`.
    static func swiftName(_ selector: String) -> String {
        guard selector.hasPrefix("initWith") else { return "init()" }
        let pieces = selector.dropFirst("initWith".count).split(separator: ":")
        let labels = pieces.enumerated().map { $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : String($1) }
        return "init(\(labels.map { "\($0):" }.joined()))"
    }

    @MainActor private static func reportUnconstructed(_ error: CellSnapUIKitError) {
        undelivered.append(error)
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
}
