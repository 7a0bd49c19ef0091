import Foundation

/// An event, as UIKit's `UIEvent`: its type, time and touches. UIKit passes one to an action
/// method as its second argument; CellSnap has no touches, so actions sent from code carry `nil`,
/// as `sendActions(for:)` sent from code does on iOS. A test may make one and hand it to a
/// responder's `touchesBegan(_:with:)`: it holds no touches (``allTouches`` is `nil`).
///
/// No visible effect: events arrive from a finger, a keyboard or the device, and a still picture
/// has none.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// The kind of an event, as `UIEvent.EventType`.
    public enum EventType: Int, Hashable, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The detail of an event's kind, as `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Hashable, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The mouse or trackpad buttons pressed, as `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    public override init() { super.init() }

    /// The event's kind: touches.
    open var type: EventType { .touches }
    /// The event's detail: none.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds since startup: 0, as no event happened.
    open var timestamp: TimeInterval { 0 }
    /// The modifier keys held: none.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The buttons pressed: none.
    open var buttonMask: ButtonMask { [] }
    /// The event's touches: `nil`, as CellSnap makes no touches.
    open var allTouches: Set<UITouch>? { nil }
    /// The event's touches in `window`: `nil` (see ``allTouches``).
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    /// The event's touches in `view`: `nil` (see ``allTouches``).
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    /// The event's touches for `gesture`: `nil` (see ``allTouches``).
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }
    /// The touches coalesced into `touch`: none.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
    /// The touches predicted after `touch`: none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

/// An event of presses, as UIKit's `UIPressesEvent`: its presses (none here).
///
/// No visible effect: presses arrive from a remote or a keyboard, and a still picture has none.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    /// The event's presses: none.
    open var allPresses: Set<UIPress> { [] }
    /// The event's presses for `gesture`: none.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// The actions of UIKit's edit menu and keyboard shortcuts, as UIKit's
/// `UIResponderStandardEditActions` (every requirement optional): ``UIResponder`` implements them.
///
/// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func find(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
    func move(_ sender: Any?)
    func export(_ sender: Any?)
    func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
}

extension UIResponderStandardEditActions {
    /// Not implemented: nothing happens (iOS 15).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func pasteAndMatchStyle(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 15).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func pasteAndGo(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 15).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func pasteAndSearch(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func find(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func findNext(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func findPrevious(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func findAndReplace(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func useSelectionForFind(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func rename(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func duplicate(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func move(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 16).
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func export(_ sender: Any?) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing changes.
    ///
    /// No visible effect: edit actions run from menus and keyboard shortcuts, never in a still picture.
    public func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) { OptionalRequirements.unimplemented(()) }
}

/// A view shown in place of the keyboard or above it, as UIKit's `UIInputView`.
///
/// No visible effect: the keyboard (or the view in its place) shows in a window above the app's.
@preconcurrency @MainActor open class UIInputView: UIView {
    /// The look of an input view, as `UIInputView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0, keyboard
    }

    /// The view's look.
    open private(set) var inputViewStyle: Style
    /// Whether the view sizes itself with its constraints.
    open var allowsSelfSizing = false

    /// An input view of `inputViewStyle`.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        inputViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
