import Foundation

/// An object with traits, as UIKit's `UITraitEnvironment`: views and view controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration for trait changes, as UIKit's `UITraitChangeRegistration`: what
/// `registerForTraitChanges` returns, to pass to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// An object that calls code when some of its traits change, as UIKit's `UITraitChangeObservable`
/// (iOS 17): views and view controllers. A registration is called after the traits it names
/// changed (a window's traits, a view joining a window, `overrideUserInterfaceStyle`), with the
/// object and its previous traits, after `traitCollectionDidChange(_:)`.
///
/// ```swift
/// final class BadgeView: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: BadgeView, previous: UITraitCollection) in
///             view.layer.borderWidth = view.traitCollection.userInterfaceStyle == .dark ? 1 : 0
///         }
///     }
///     required init?(coder: NSCoder) { super.init(coder: coder) }
/// }
/// ```
@preconcurrency @MainActor public protocol UITraitChangeObservable {
    /// What a registration calls: the object whose traits changed, and its previous traits.
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    where TraitEnvironment: UITraitEnvironment

    /// Calls `handler` after any of `traits` changed.
    @discardableResult func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    /// Sends `action` to `target` after any of `traits` changed.
    @discardableResult func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    /// Sends `action` to the object itself after any of `traits` changed.
    @discardableResult func registerForTraitChanges(_ traits: [UITrait], action: Selector)
        -> any UITraitChangeRegistration
    /// Ends a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The trait registrations of one view or view controller.
@MainActor final class TraitChangeObservers {
    /// One registration: the traits it watches and what it calls.
    final class Registration: NSObject, UITraitChangeRegistration {
        let traits: [UITrait]
        let call: (any UITraitEnvironment, UITraitCollection) -> Void

        init(traits: [UITrait], call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
            self.traits = traits
            self.call = call
        }
    }

    private var registrations: [Registration] = []

    func add(_ traits: [UITrait], call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration
    {
        let registration = Registration(traits: traits, call: call)
        registrations.append(registration)
        return registration
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// Calls the registrations of `environment` that watch a trait that differs between
    /// `previous` and `current`, in the order they were made.
    func notify(_ environment: any UITraitEnvironment, previous: UITraitCollection, current: UITraitCollection) {
        for registration in registrations
        where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            registration.call(environment, previous)
        }
    }

    /// A registration's call that sends `action` to `target`: Linux has no Objective-C runtime to
    /// perform a selector, so it is reported on standard error, as `UIControl` reports its
    /// target–action pairs.
    static func selectorCall(_ action: Selector, of owner: Any) -> (any UITraitEnvironment, UITraitCollection) -> Void {
        { _, _ in
            FileHandle.standardError.write(
                Data(
                    "CellSnapUIKit: \(type(of: owner)) cannot perform the trait change selector '\(action)' on Linux (no Objective-C runtime); register a handler\n"
                        .utf8))
        }
    }
}
