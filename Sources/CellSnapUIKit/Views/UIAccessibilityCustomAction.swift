import Foundation

/// An action VoiceOver offers in its actions rotor, as UIKit's `UIAccessibilityCustomAction`:
/// performed by a handler, or by a target's method that a selector names. Its name is part of the
/// accessibility strategies' reading; its image and category only change how VoiceOver lists it.
///
/// ```swift
/// let cell = UICollectionViewListCell()
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Archive") { _ in true },
/// ]
/// ```
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    /// The name VoiceOver speaks.
    open var name: String {
        get { ownName }
        set { ownName = newValue }
    }
    private var ownName: String
    /// The name with its attributes (VoiceOver speaks the characters).
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: ownName) }
        set { ownName = newValue.string }
    }
    /// The image VoiceOver shows beside the name where it lists actions (no visible effect in a
    /// snapshot, which shows no rotor).
    open var image: UIImage?
    /// The group VoiceOver lists the action in (no visible effect in a snapshot).
    open var category: String?
    /// Called when the action is performed; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object whose method ``selector`` names performs the action.
    open weak var target: AnyObject?
    /// The method of ``target`` that performs the action: it takes the action, or nothing, and
    /// returns whether it succeeded.
    open var selector: Selector?

    /// Creates an action performed by `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        ownName = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an image, performed by `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Creates an action that `target`'s method `selector` performs.
    public convenience init(name: String, target: Any?, selector: Selector) {
        self.init(name: name, actionHandler: nil)
        self.target = target as AnyObject?
        self.selector = selector
    }

    /// Creates an action with an image that `target`'s method `selector` performs.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// Creates an action of an attributed name performed by `actionHandler`.
    public convenience init(
        attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// Creates an action of an attributed name and an image performed by `actionHandler`.
    public convenience init(
        attributedName: NSAttributedString, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    ) {
        self.init(name: attributedName.string, image: image, actionHandler: actionHandler)
    }

    /// Creates an action of an attributed name that `target`'s method `selector` performs.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    /// Creates an action of an attributed name and an image that `target`'s method `selector` performs.
    public convenience init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, image: image, target: target, selector: selector)
    }

    /// Performs the action as VoiceOver does when the user picks it (Linux-only, no UIKit API):
    /// the handler when there is one, else the target's method, with the action as its argument
    /// when the method takes one. Returns what it returned; `false` when nothing performed it.
    ///
    /// ```swift
    /// let archive = UIAccessibilityCustomAction(name: "Archive") { _ in true }
    /// archive.cellSnapPerform()   // true
    /// ```
    @discardableResult
    public func cellSnapPerform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        let arguments: [Any?] = selector.description.hasSuffix(":") ? [self] : []
        guard let result = UIApplication.send(selector, to: target, arguments: arguments) else { return false }
        return (result as? Bool) ?? false
    }
}
