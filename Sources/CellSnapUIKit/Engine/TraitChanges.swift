import Foundation

// How trait and tint changes reach views and view controllers: `traitCollectionDidChange(_:)`,
// the `registerForTraitChanges` registrations and `tintColorDidChange()`, called as UIKit calls
// them when a window's traits change, a view joins or leaves a hierarchy, or a view's
// `overrideUserInterfaceStyle` or tint colour is set.

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    @discardableResult public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitObservers.add(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        traitObservers.add(traits, call: TraitChangeObservers.selectorCall(action, of: target))
    }

    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
        -> any UITraitChangeRegistration
    {
        traitObservers.add(traits, call: TraitChangeObservers.selectorCall(action, of: self))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitObservers.remove(registration)
    }

    /// Tells the view, and each view under it, whose traits are not the ones it was last told
    /// about: `traitCollectionDidChange(_:)`, then its registrations; a view controller's root
    /// view tells its controller too.
    func cellSnapNoteTraitChanges() {
        let current = traitCollection
        // Before its first change a view has the default traits (the device's): that is the previous
        // collection the first call passes (CellSnap's choice; UIKit documents only "the traits before").
        let previous = notifiedTraits ?? UITraitCollection.cellSnapDevice
        if current != previous {
            notifiedTraits = current
            traitCollectionDidChange(previous)
            traitObservers.notify(self, previous: previous, current: current)
            owningViewController?.cellSnapNoteTraitChange(from: previous, to: current)
        }
        for subview in subviews { subview.cellSnapNoteTraitChanges() }
    }

    /// Tells the view, and each view under it that takes its tint from it, that the tint changed.
    func cellSnapTintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.cellSnapOwnTintColor == nil { subview.cellSnapTintDidChange() }
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    @discardableResult public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitObservers.add(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        traitObservers.add(traits, call: TraitChangeObservers.selectorCall(action, of: target))
    }

    @discardableResult public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
        -> any UITraitChangeRegistration
    {
        traitObservers.add(traits, call: TraitChangeObservers.selectorCall(action, of: self))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitObservers.remove(registration)
    }

    /// The controller's view's traits changed: `traitCollectionDidChange(_:)`, then the
    /// controller's registrations.
    func cellSnapNoteTraitChange(from previous: UITraitCollection?, to current: UITraitCollection) {
        traitCollectionDidChange(previous)
        traitObservers.notify(self, previous: previous ?? UITraitCollection(), current: current)
    }
}
