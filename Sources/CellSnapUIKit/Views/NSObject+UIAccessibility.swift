import CellSnapFoundation
import Foundation

// UIKit's informal `UIAccessibility`, `UIAccessibilityContainer`, `UIAccessibilityAction` and
// `UIAccessibilityFocus` protocols, which UIKit declares on NSObject so that any object (a swipe
// action, a chart's data point, a model object in `accessibilityElements`) carries a label, a
// value, traits and the rest.
//
// What CellSnap chose: Foundation's NSObject on Linux is not CellSnap's class, so its body cannot
// take members a subclass overrides (rule 11). Every responder (views, view controllers,
// accessibility elements) declares them `open` in UIResponder's body, where an app overrides
// them as on iOS; this extension gives every other NSObject the same names, kept for the object
// in an associated object (`objc_setAssociatedObject(_:_:_:_:)`). Read through a value typed
// `NSObject` (an element of `accessibilityElements`), a responder answers with its own members,
// overrides included, and a bar item with its own label. A plain NSObject subclass cannot
// `override` these members on Linux (Swift overrides only members of a class body): it sets them.
//
// No visible effect: VoiceOver reads them, and no assistive technology runs in a snapshot; the
// accessibility snapshots read a view's own members (UIAccessibility.swift).

/// The accessibility members an object that is not a responder keeps, with UIKit's defaults for
/// an NSObject: not an element, no traits, a zero frame.
@MainActor final class ObjectAccessibility {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits = UIAccessibilityTraits.none
    var frame = CGRect.zero
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var respondsToUserInteraction = false
    var userInputLabels: [String]?
    var textualContext: UIAccessibilityTextualContext?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
    var elements: [Any]?
    var containerType = UIAccessibilityContainerType.none

    /// The key of the associated object (its address is the key; the value is never read).
    nonisolated(unsafe) static var key: UInt8 = 0

    /// The members `object` keeps, made the first time they are asked for.
    static func of(_ object: NSObject) -> ObjectAccessibility {
        if let kept = objc_getAssociatedObject(object, &key) as? ObjectAccessibility { return kept }
        let made = ObjectAccessibility()
        objc_setAssociatedObject(object, &key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

extension NSObjectProtocol where Self: NSObject {
    /// What the object keeps when it is not a responder (a responder keeps its own members).
    @MainActor private var cellSnapAccessibility: ObjectAccessibility { ObjectAccessibility.of(self) }
    /// The object as a responder, whose members are its own.
    @MainActor private var cellSnapResponder: UIResponder? { self as? UIResponder }
    /// A responder's own `member`, or what the object keeps in `kept` when it is not a responder.
    @MainActor private func accessibilityMember<Value>(
        _ member: KeyPath<UIResponder, Value>,
        kept: KeyPath<ObjectAccessibility, Value>
    ) -> Value {
        if let responder = cellSnapResponder { return responder[keyPath: member] }
        return cellSnapAccessibility[keyPath: kept]
    }
    /// Sets a responder's own `member`, or what the object keeps in `kept` when it is not one.
    @MainActor private func setAccessibilityMember<Value>(
        _ member: ReferenceWritableKeyPath<UIResponder, Value>,
        kept: ReferenceWritableKeyPath<ObjectAccessibility, Value>,
        to value: Value
    ) {
        if let responder = cellSnapResponder {
            responder[keyPath: member] = value
        } else {
            cellSnapAccessibility[keyPath: kept] = value
        }
    }

    /// Whether assistive technologies see the object: `false` for an NSObject until set (a
    /// responder answers with its own).
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var isAccessibilityElement: Bool {
        get { accessibilityMember(\.isAccessibilityElement, kept: \.isElement) }
        set { setAccessibilityMember(\.isAccessibilityElement, kept: \.isElement, to: newValue) }
    }
    /// The object's name (a bar item's is its own); `nil` until set.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityLabel: String? {
        get {
            if let responder = cellSnapResponder { return responder.accessibilityLabel }
            if let item = self as? UIBarItem { return item.accessibilityLabel }
            return cellSnapAccessibility.label
        }
        set {
            if let responder = cellSnapResponder {
                responder.accessibilityLabel = newValue
                return
            }
            if let item = self as? UIBarItem {
                item.accessibilityLabel = newValue
                return
            }
            cellSnapAccessibility.label = newValue
        }
    }
    /// What activating the object does; `nil` until set.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityHint: String? {
        get { accessibilityMember(\.accessibilityHint, kept: \.hint) }
        set { setAccessibilityMember(\.accessibilityHint, kept: \.hint, to: newValue) }
    }
    /// The object's value; `nil` until set.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityValue: String? {
        get { accessibilityMember(\.accessibilityValue, kept: \.value) }
        set { setAccessibilityMember(\.accessibilityValue, kept: \.value, to: newValue) }
    }
    /// The label with attributes: the same storage as `accessibilityLabel`, as in UIKit.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The hint with attributes: the same storage as `accessibilityHint`.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The value with attributes: the same storage as `accessibilityValue`.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// What the object is (a button, a header); none until set.
    ///
    /// No visible effect: VoiceOver reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityMember(\.accessibilityTraits, kept: \.traits) }
        set { setAccessibilityMember(\.accessibilityTraits, kept: \.traits, to: newValue) }
    }
    /// The object's frame in screen coordinates: `.zero` for an NSObject until set.
    ///
    /// No visible effect: VoiceOver draws its cursor there, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityFrame: CGRect {
        get { accessibilityMember(\.accessibilityFrame, kept: \.frame) }
        set { setAccessibilityMember(\.accessibilityFrame, kept: \.frame, to: newValue) }
    }
    /// The outline VoiceOver draws instead of the frame; `nil` until set.
    ///
    /// No visible effect: VoiceOver draws it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityPath: UIBezierPath? {
        get { accessibilityMember(\.accessibilityPath, kept: \.path) }
        set { setAccessibilityMember(\.accessibilityPath, kept: \.path, to: newValue) }
    }
    /// Where VoiceOver activates the object: the centre of `accessibilityFrame` until set.
    ///
    /// No visible effect: VoiceOver taps there, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityActivationPoint: CGPoint {
        get {
            if let responder = cellSnapResponder { return responder.accessibilityActivationPoint }
            return cellSnapAccessibility.activationPoint
                ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
        }
        set {
            if let responder = cellSnapResponder {
                responder.accessibilityActivationPoint = newValue
                return
            }
            cellSnapAccessibility.activationPoint = newValue
        }
    }
    /// The language VoiceOver speaks the object's text in; `nil` for the app's.
    ///
    /// No visible effect: VoiceOver speaks in it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityLanguage: String? {
        get { accessibilityMember(\.accessibilityLanguage, kept: \.language) }
        set { setAccessibilityMember(\.accessibilityLanguage, kept: \.language, to: newValue) }
    }
    /// Whether the object's elements are hidden from assistive technologies; `false` until set.
    ///
    /// No visible effect: VoiceOver skips them, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityElementsHidden: Bool {
        get { accessibilityMember(\.accessibilityElementsHidden, kept: \.elementsHidden) }
        set { setAccessibilityMember(\.accessibilityElementsHidden, kept: \.elementsHidden, to: newValue) }
    }
    /// Whether VoiceOver ignores the elements beside the object; `false` until set.
    ///
    /// No visible effect: VoiceOver skips them, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityViewIsModal: Bool {
        get { accessibilityMember(\.accessibilityViewIsModal, kept: \.viewIsModal) }
        set { setAccessibilityMember(\.accessibilityViewIsModal, kept: \.viewIsModal, to: newValue) }
    }
    /// Whether VoiceOver reads the object's elements as a group; `false` until set.
    ///
    /// No visible effect: it orders what VoiceOver reads, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityMember(\.shouldGroupAccessibilityChildren, kept: \.groupsChildren) }
        set { setAccessibilityMember(\.shouldGroupAccessibilityChildren, kept: \.groupsChildren, to: newValue) }
    }
    /// How assistive technologies move through the object's elements; `.automatic` until set.
    ///
    /// No visible effect: it changes how VoiceOver moves, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityMember(\.accessibilityNavigationStyle, kept: \.navigationStyle) }
        set { setAccessibilityMember(\.accessibilityNavigationStyle, kept: \.navigationStyle, to: newValue) }
    }
    /// Whether the object answers the user's touch; `false` until set.
    ///
    /// No visible effect: Voice Control reads it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityMember(\.accessibilityRespondsToUserInteraction, kept: \.respondsToUserInteraction) }
        set {
            setAccessibilityMember(
                \.accessibilityRespondsToUserInteraction, kept: \.respondsToUserInteraction, to: newValue)
        }
    }
    /// The names Voice Control accepts for the object; `nil` until set.
    ///
    /// No visible effect: Voice Control listens for them, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityUserInputLabels: [String]! {
        get { accessibilityMember(\.accessibilityUserInputLabels, kept: \.userInputLabels) }
        set { setAccessibilityMember(\.accessibilityUserInputLabels, kept: \.userInputLabels, to: newValue) }
    }
    /// The Voice Control names with attributes: the same storage as `accessibilityUserInputLabels`.
    ///
    /// No visible effect: Voice Control listens for them, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { accessibilityUserInputLabels?.map { NSAttributedString(string: $0) } }
        set { accessibilityUserInputLabels = newValue?.map(\.string) }
    }
    /// The kind of text the object holds; `nil` until set.
    ///
    /// No visible effect: VoiceOver reads with it, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibilityMember(\.accessibilityTextualContext, kept: \.textualContext) }
        set { setAccessibilityMember(\.accessibilityTextualContext, kept: \.textualContext, to: newValue) }
    }
    /// The actions VoiceOver offers besides activating; `nil` until set.
    ///
    /// No visible effect: VoiceOver offers them, and no assistive technology runs in a snapshot
    /// (a view's own are in the accessibility snapshots).
    @preconcurrency @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityMember(\.accessibilityCustomActions, kept: \.customActions) }
        set { setAccessibilityMember(\.accessibilityCustomActions, kept: \.customActions, to: newValue) }
    }
    /// The rotors VoiceOver offers for the object's content; `nil` until set.
    ///
    /// No visible effect: VoiceOver's rotor runs their searches, and no assistive technology runs in a snapshot.
    @preconcurrency @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { accessibilityMember(\.accessibilityCustomRotors, kept: \.customRotors) }
        set { setAccessibilityMember(\.accessibilityCustomRotors, kept: \.customRotors, to: newValue) }
    }
}
