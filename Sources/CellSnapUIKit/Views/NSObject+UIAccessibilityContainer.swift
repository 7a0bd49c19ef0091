import Foundation

// UIKit's informal `UIAccessibilityContainer`, `UIAccessibilityAction` and `UIAccessibilityFocus`
// protocols on every NSObject (see NSObject+UIAccessibility.swift for how they are kept and why a
// plain NSObject subclass sets rather than overrides them). A responder answers with its own
// members, overrides included.
//
// No visible effect: VoiceOver asks and calls them, and no assistive technology runs in a snapshot.

extension NSObjectProtocol where Self: NSObject {
    /// The elements the object holds, in reading order; `nil` until set.
    ///
    /// No visible effect: VoiceOver reads them, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityElements: [Any]? {
        get {
            if let responder = self as? UIResponder { return responder.accessibilityElements }
            return ObjectAccessibility.of(self).elements
        }
        set {
            if let responder = self as? UIResponder {
                responder.accessibilityElements = newValue
                return
            }
            ObjectAccessibility.of(self).elements = newValue
        }
    }
    /// What kind of container the object is; `.none` until set.
    ///
    /// No visible effect: VoiceOver announces it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { (self as? UIResponder)?.accessibilityContainerType ?? ObjectAccessibility.of(self).containerType }
        set {
            if let responder = self as? UIResponder {
                responder.accessibilityContainerType = newValue
                return
            }
            ObjectAccessibility.of(self).containerType = newValue
        }
    }
    /// How many elements the object holds: `accessibilityElements`' count.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityElementCount() -> Int {
        if let responder = self as? UIResponder { return responder.accessibilityElementCount() }
        return accessibilityElements?.count ?? 0
    }
    /// The element at `index` of `accessibilityElements`; `nil` out of range.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityElement(at index: Int) -> Any? {
        if let responder = self as? UIResponder { return responder.accessibilityElement(at: index) }
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The position of `element` (the same object) in `accessibilityElements`; `NSNotFound`
    /// when it is not there.
    ///
    /// No visible effect: VoiceOver asks it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func index(ofAccessibilityElement element: Any) -> Int {
        if let responder = self as? UIResponder { return responder.index(ofAccessibilityElement: element) }
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Activates the object; `false` (UIKit's default: not handled) for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityActivate() -> Bool {
        (self as? UIResponder)?.accessibilityActivate() ?? false
    }
    /// Raises an adjustable object's value; nothing for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityIncrement() { (self as? UIResponder)?.accessibilityIncrement() }
    /// Lowers an adjustable object's value; nothing for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityDecrement() { (self as? UIResponder)?.accessibilityDecrement() }
    /// Scrolls the object by a page in `direction`; `false` (not scrolled) for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        (self as? UIResponder)?.accessibilityScroll(direction) ?? false
    }
    /// Dismisses the object; `false` (not handled) for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityPerformEscape() -> Bool {
        (self as? UIResponder)?.accessibilityPerformEscape() ?? false
    }
    /// Runs the object's main action; `false` (not handled) for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityPerformMagicTap() -> Bool {
        (self as? UIResponder)?.accessibilityPerformMagicTap() ?? false
    }
    /// Called when VoiceOver's cursor moves onto the object; nothing for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityElementDidBecomeFocused() {
        (self as? UIResponder)?.accessibilityElementDidBecomeFocused()
    }
    /// Called when VoiceOver's cursor leaves the object; nothing for an NSObject.
    ///
    /// No visible effect: VoiceOver calls it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public func accessibilityElementDidLoseFocus() {
        (self as? UIResponder)?.accessibilityElementDidLoseFocus()
    }
    /// Whether VoiceOver's cursor is on the object: never, as none runs.
    ///
    /// No visible effect: VoiceOver's cursor is never on anything in a snapshot.
    @preconcurrency @MainActor public func accessibilityElementIsFocused() -> Bool {
        (self as? UIResponder)?.accessibilityElementIsFocused() ?? false
    }
}
