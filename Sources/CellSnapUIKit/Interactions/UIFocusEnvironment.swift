import Foundation

/// An object that takes part in focus (keyboard and remote navigation), as UIKit's
/// `UIFocusEnvironment`: views and view controllers are environments, and answer with UIKit's
/// defaults (nothing preferred, every update allowed) unless they override them.
///
/// No visible effect: focus moves only with a hardware keyboard or a remote, and a snapshot shows
/// a screen at rest in which nothing is focused; what an environment prefers or allows never
/// changes the picture.
@preconcurrency @MainActor public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments focus goes to first, in order of preference.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// Asks for a focus update at the next chance.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    func setNeedsFocusUpdate()
    /// Runs a focus update that was asked for.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; `coordinator` runs animations alongside.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group the environment belongs to; `nil` (UIKit's optional requirement, unimplemented)
    /// unless the environment says (a view's ``UIView/focusGroupIdentifier``).
    ///
    /// No visible effect: focus groups order keyboard navigation, which a still picture has none of.
    var focusGroupIdentifier: String? { get }
    /// The container of the environment's focus items (iOS 12; a view is its own).
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// The view focus goes to first (deprecated in iOS 10 for ``preferredFocusEnvironments``):
    /// `nil` unless the environment says.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var preferredFocusedView: UIView? { get }
}

extension UIFocusEnvironment {
    /// No visible effect: focus groups order keyboard navigation, which a still picture has none of.
    public var focusGroupIdentifier: String? { nil }

    /// Whether `environment` is this one or lies within it: whether this environment is met going up
    /// from `environment` through each ``parentFocusEnvironment``. UIKit does not document whether an
    /// environment contains itself; CellSnap says it does, as focus moving to an environment moves
    /// into it. A chain of parents that loops ends the walk, with `false`.
    ///
    /// ```swift
    /// let list = UIView()
    /// let row = UIView()
    /// list.addSubview(row)
    /// list.contains(row)   // true
    /// row.contains(list)   // false
    /// ```
    ///
    /// No visible effect: it answers a question about the focus tree and changes nothing.
    public func contains(_ environment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = environment
        var visited: Set<ObjectIdentifier> = []
        while let step = current, visited.insert(ObjectIdentifier(step)).inserted {
            if step === self { return true }
            current = step.parentFocusEnvironment
        }
        return false
    }
}

/// An object that can be focused, as UIKit's `UIFocusItem`: views are items, focusable when
/// they say so (``UIView/canBecomeFocused``).
///
/// No visible effect: nothing is focused in a screen at rest.
@preconcurrency @MainActor public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var frame: CGRect { get }
    /// Whether the item has focus (iOS 15): never, in a screen at rest.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var isFocused: Bool { get }
    /// The effect drawn when the item has focus (iOS 15): `nil` (the system's) unless the item says.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks for focus in its group (iOS 15): ``UIFocusGroupPriority/ignored``
    /// unless the item says.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether focus may be deferred to the item (iOS 15): ``UIFocusItemDeferralMode/automatic``.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
    /// Whether the item lets focus pass through to what is behind it (iOS 15): `false`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    var isTransparentFocusItem: Bool { get }
    /// The system hints that focus may move away from the item (iOS 12).
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    func didHintFocusMovement(_ hint: UIFocusMovementHint)
}

extension UIView: UIFocusItem {}

extension UIViewController: UIFocusEnvironment {}

/// What a focus update moves from and to, as UIKit's `UIFocusUpdateContext`.
///
/// No visible effect: CellSnap never moves focus, so it never makes one; an app's own tests may.
@preconcurrency @MainActor open class UIFocusUpdateContext: NSObject {
    open weak var previouslyFocusedItem: (any UIFocusItem)?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open weak var nextFocusedItem: (any UIFocusItem)?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var focusHeading = UIFocusHeading()

    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public override init() { super.init() }
}

/// Runs animations alongside a focus update, as UIKit's `UIFocusAnimationCoordinator`: with no
/// animation in a still picture, it runs the animations and their completion at once.
///
/// No visible effect: focus never moves in a screen at rest.
@preconcurrency @MainActor open class UIFocusAnimationCoordinator: NSObject {
    public override init() { super.init() }

    /// Runs `animations`, then `completion`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }

    /// Runs `animations` that focus an item, then `completion`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }

    /// Runs `animations` that unfocus an item, then `completion`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }
}

/// The timing of a focus animation, as UIKit's `UIFocusAnimationContext`.
///
/// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
@preconcurrency @MainActor public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}

/// A focus animation that takes no time.
private final class ImmediateFocusAnimation: NSObject, UIFocusAnimationContext {
    var duration: TimeInterval { 0 }
}

/// The direction focus moves in, as UIKit's `UIFocusHeading`.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// How strongly an item asks for focus within its focus group, as UIKit's `UIFocusGroupPriority`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = UIFocusGroupPriority(0)
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    public static let prioritized = UIFocusGroupPriority(2000)
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)
}
