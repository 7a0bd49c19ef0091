import Foundation

/// A control, as UIKit's `UIControl`: its state (enabled, selected, highlighted), its alignment,
/// and the actions run for its events. There are no touches on Linux: events happen when code sends
/// them (``sendActions(for:)``), and a control that changes its value in code runs nothing, as in UIKit.
@preconcurrency @MainActor open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// A control's events, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How content sits across the control, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How content sits up and down the control, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        case center = 0, top, bottom, fill
    }

    /// Whether the control is enabled; a disabled control is drawn dimmed.
    open var isEnabled = true { didSet { noteDrawnStateChange() } }
    open var isSelected = false { didSet { noteDrawnStateChange() } }
    open var isHighlighted = false { didSet { noteDrawnStateChange() } }
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }
    /// The control's state, from its flags.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []
    /// The target–action pairs, each target kept weakly as UIKit keeps it (a `nil` target stands
    /// for the responder chain).
    private var targets: [(target: WeakTarget, selector: Selector, events: Event)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Runs `action` when one of `controlEvents` is sent.
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events.isSubset(of: controlEvents) }
    }

    /// Removes the action with `identifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == actionIdentifier && $0.events.isSubset(of: controlEvents) }
    }

    /// Sends `action` to `target` when one of `controlEvents` is sent, as UIKit does: the
    /// selector reaches its method through `UIApplication.sendAction(_:to:from:for:)` (its
    /// method comes from the Objective-C adapter's tables: see ``Selector``). A `nil` target
    /// sends it up the responder chain. Adding the same pair again adds nothing.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targets.firstIndex(where: { $0.target.object === object && $0.selector == action }) {
            targets[index].events.formUnion(controlEvents)
        } else {
            targets.append((WeakTarget(object), action, controlEvents))
        }
    }

    /// Removes the target–action pairs of `target` (all targets when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targets = targets.compactMap { pair in
            var pair = pair
            if (object == nil || pair.target.object === object) && (action == nil || pair.selector == action) {
                pair.events.subtract(controlEvents)
            }
            return pair.events.isEmpty ? nil : pair
        }
    }

    /// The selectors' names sent to `target` for `controlEvent`, as UIKit's
    /// `actions(forTarget:forControlEvent:)`; `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targets.filter { $0.target.object === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.selector.name)
        return names.isEmpty ? nil : names
    }

    /// The targets of the control's target–action pairs (`NSNull` for the responder chain), as
    /// UIKit's `allTargets`: the objects themselves when they are hashable (every `NSObject`).
    open var allTargets: Set<AnyHashable> {
        Set(
            targets.map { pair in
                guard let object = pair.target.object else { return AnyHashable(NSNull()) }
                return (object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object))
            })
    }

    /// The events any action or target is registered for.
    open var allControlEvents: Event {
        (actions.map(\.events) + targets.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    /// Runs the actions registered for `controlEvents`, with the control as their sender.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            sendAction(action)
        }
        for pair in targets where !pair.events.isDisjoint(with: controlEvents) {
            sendAction(pair.selector, to: pair.target.object, for: nil)
        }
    }

    /// Runs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Calls `iterator` with every action and every target–selector pair the control holds, with
    /// the events each is registered for, in the order they were added, until it sets its last
    /// argument to `true`.
    open func enumerateEventHandlers(
        _ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void
    ) {
        var stop = false
        for (action, events) in actions {
            iterator(action, nil, events, &stop)
            if stop { return }
        }
        for pair in targets {
            iterator(nil, (pair.target.object, pair.selector), pair.events, &stop)
            if stop { return }
        }
    }

    /// The horizontal alignment with `leading` and `trailing` resolved for the layout direction,
    /// as UIKit's `effectiveContentHorizontalAlignment`: `left` or `right`, or `center` or `fill`
    /// as set.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    /// Whether a tap shows the control's menu instead of sending its primary action.
    ///
    /// No visible effect: the menu opens only from a tap, and a snapshot is a screen at rest.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control's context menu interaction is enabled: while it is, the control has
    /// a ``contextMenuInteraction`` (a button with a ``UIButton/menu`` turns it on).
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var isContextMenuInteractionEnabled = false
    /// The control's context menu interaction, whose delegate is the control; `nil` unless
    /// ``isContextMenuInteractionEnabled``.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        guard isContextMenuInteractionEnabled else { return nil }
        if let ownContextMenuInteraction { return ownContextMenuInteraction }
        let made = UIContextMenuInteraction(delegate: self)
        ownContextMenuInteraction = made
        return made
    }
    private var ownContextMenuInteraction: UIContextMenuInteraction?
    /// Whether the control's symbol effects animate (iOS 17); `false` until set (UIKit does not
    /// document a default).
    ///
    /// No visible effect: a symbol effect moves over time, and a still picture shows the symbol at rest.
    open var isSymbolAnimationEnabled = false
    /// Performs the control's primary action as a tap would (iOS 17.4): sends the events of a tap
    /// (UIControl+PrimaryAction.swift).
    open func performPrimaryAction() { cellSnapPerformPrimaryAction() }
    /// The text of the pointer's tool tip (Mac Catalyst and iPad with a pointer); setting one gives
    /// the control a ``toolTipInteraction``.
    ///
    /// No visible effect: a tool tip shows when a pointer rests on the control.
    open var toolTip: String? {
        didSet {
            guard let toolTip else { return }
            if let ownToolTipInteraction {
                ownToolTipInteraction.defaultToolTip = toolTip
            } else {
                let made = UIToolTipInteraction(defaultToolTip: toolTip)
                ownToolTipInteraction = made
                addInteraction(made)
            }
        }
    }
    /// The tool tip interaction UIKit adds when ``toolTip`` is set; `nil` before.
    ///
    /// No visible effect: a tool tip shows when a pointer rests on the control.
    open var toolTipInteraction: UIToolTipInteraction? { ownToolTipInteraction }
    private var ownToolTipInteraction: UIToolTipInteraction?

    /// The menu's configuration for a long press at `location`: a configuration of the button's
    /// ``UIButton/menu`` for a button that has one, else `nil` (no menu), as UIKit's `UIControl`.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu = (self as? UIButton)?.menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
    /// The preview lifted while the menu opens: UIKit's own (`nil` here).
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// The preview the menu returns to as it closes: UIKit's own (`nil` here).
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Called as the menu opens.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Called as the menu closes.
    ///
    /// No visible effect: a context menu opens on a long press, and a snapshot is a screen at rest.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Whether a touch is being tracked: never, as there are no touches in a snapshot.
    open var isTracking: Bool { false }
    /// Whether the tracked touch is inside the control: never, as there are no touches in a snapshot.
    open var isTouchInside: Bool { false }

    /// Whether the control tracks `touch`; UIKit's default is yes. Called for touches, which a
    /// snapshot has none of.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether the control goes on tracking `touch`; UIKit's default is yes.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when tracking `touch` ends; UIKit's default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled; UIKit's default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Where a menu shown from the control attaches, in the control's coordinates: its centre
    /// (CellSnap's choice: UIKit documents no default, and a snapshot shows no menu).
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Sends `action` to `target` with the control as its sender, through
    /// `UIApplication.sendAction(_:to:from:for:)`, as UIKit's `sendAction(_:to:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}

/// A target kept weakly, as UIKit keeps the targets of controls and bar button items.
struct WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
