import Foundation

/// A recorder of undoable operations, as Foundation's `UndoManager` on Apple's platforms
/// (Foundation on Linux has none): closures registered with ``registerUndo(withTarget:handler:)``
/// in groups, undone and redone in order, with action names and a limit of levels.
///
/// ```swift
/// final class Counter { var value = 0 }
/// let counter = Counter()
/// let undo = UndoManager()
/// counter.value = 1
/// undo.registerUndo(withTarget: counter) { $0.value = 0 }
/// undo.setActionName("Count")
/// undo.undoMenuItemTitle   // "Undo Count"
/// undo.undo()              // counter.value == 0
/// ```
///
/// Grouping by event (``groupsByEvent``, on by default): on Apple's platforms the run loop opens a
/// group when an event starts and closes it when it ends, so everything registered while handling
/// one event is undone at once. CellSnap has no events; a registration outside any group opens a
/// group that stays open until ``undo()`` (or ``endUndoGrouping()``) closes it, which is what a test
/// that does not spin the run loop sees on iOS too. Where Foundation raises an exception (a
/// registration outside a group with ``groupsByEvent`` off, ``endUndoGrouping()`` without a group,
/// ``undo()`` inside a nested group), this one does nothing, as a test process must not stop.
/// The selector and invocation forms (`registerUndo(withTarget:selector:object:)`,
/// `prepare(withInvocationTarget:)`) are not declared: Linux has no Objective-C messages to record.
@preconcurrency @MainActor open class UndoManager: NSObject {
    /// One undoable step: the actions registered in a group, undone last first.
    private final class Group {
        var actions: [(target: Weak, handler: @MainActor (AnyObject) -> Void)] = []
        var actionName = ""
        var isDiscardable = false
    }

    private struct Weak {
        weak var object: AnyObject?
    }

    private final var undoStack: [Group] = []
    private final var redoStack: [Group] = []
    /// The groups begun and not yet ended, outermost first.
    private final var openGroups: [Group] = []
    private final var disabledCount = 0

    public override init() { super.init() }

    /// Whether a registration outside any group opens one (see the class's discussion); `true`.
    open var groupsByEvent = true
    /// How many groups the manager keeps for undo; 0 (the default) keeps all.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// The run loop modes in which groups are closed by event, as Foundation's (kept; CellSnap has
    /// no run loop events).
    open var runLoopModes: [RunLoop.Mode] = [.default]
    /// Whether ``undo()`` is running.
    open private(set) var isUndoing = false
    /// Whether ``redo()`` is running.
    open private(set) var isRedoing = false

    /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is undone at once.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost open group: a nested one joins its parent, an outer one goes on the
    /// undo stack (the redo stack while undoing) when it holds any action.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if let parent = openGroups.last {
            parent.actions += group.actions
            if parent.actionName.isEmpty { parent.actionName = group.actionName }
            parent.isDiscardable = parent.isDiscardable || group.isDiscardable
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// Stops recording registrations until the matching ``enableUndoRegistration()``.
    open func disableUndoRegistration() { disabledCount += 1 }
    /// Records registrations again once every disabling call is matched.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Records `handler` to undo a change of `target`: it runs with `target` when the group it is
    /// in is undone (nothing runs when `target` is gone by then). A registration that is not part
    /// of undoing or redoing clears what could be redone.
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else { return }
            beginUndoGrouping()
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(
            (Weak(object: target), { object in handler(object as! TargetType) }))
    }

    /// Whether there is a group to undo (an open group with actions counts).
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the open top-level group, then undoes the last group: its actions run last first, and
    /// what they register becomes the group to redo.
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty, let group = undoStack.popLast() else { return }
        isUndoing = true
        replay(group)
        isUndoing = false
    }

    /// Redoes the last group undone, its registrations becoming the group to undo again.
    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        replay(group)
        isRedoing = false
    }

    /// Forgets every group, to undo and to redo.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the actions registered with `target`, and the groups left empty.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        for group in undoStack + redoStack + openGroups {
            group.actions.removeAll { $0.target.object === object }
        }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    /// Names the group being recorded (the open one, else the last one to undo): "Undo Typing".
    open func setActionName(_ actionName: String) {
        (openGroups.last ?? undoStack.last)?.actionName = actionName
    }
    /// Marks the group being recorded as one an app may drop (an action with no lasting effect).
    open func setActionIsDiscardable(_ discardable: Bool) {
        (openGroups.last ?? undoStack.last)?.isDiscardable = discardable
    }
    /// The name of the group to undo; empty when it has none or there is none.
    open var undoActionName: String { (openGroups.first ?? undoStack.last)?.actionName ?? "" }
    /// The name of the group to redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// Whether the group to undo was marked discardable.
    open var undoActionIsDiscardable: Bool { (openGroups.first ?? undoStack.last)?.isDiscardable ?? false }
    /// Whether the group to redo was marked discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    /// The title of an Undo menu item: "Undo" and the action's name, in English.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The title of a Redo menu item: "Redo" and the action's name, in English.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo" followed by `actionName` when it is not empty.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }
    /// "Redo" followed by `actionName` when it is not empty.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Runs `group`'s actions last first inside a group of their own, which goes on the other stack.
    private final func replay(_ group: Group) {
        beginUndoGrouping()
        openGroups[openGroups.count - 1].actionName = group.actionName
        for action in group.actions.reversed() {
            if let object = action.target.object { action.handler(object) }
        }
        endUndoGrouping()
    }

    private final func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim()
        }
    }

    private final func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
