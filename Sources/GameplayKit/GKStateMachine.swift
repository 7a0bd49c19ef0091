// `import GameplayKit` on Linux, as UIKit apps use it outside games: state machines (a screen's
// loading, loaded and failed states). Its random sources, pathfinding, agents and entities are
// not here: a file that uses them does not compile. As the SDK's module does, it brings Foundation.
@_exported import Foundation

/// A state of a ``GKStateMachine``, as GameplayKit's `GKState`: a subclass says which states may
/// follow it and what happens on entering, updating and leaving it.
///
/// ```swift
/// final class Loaded: GKState {}
/// final class Loading: GKState {
///     override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass == Loaded.self }
/// }
/// let machine = GKStateMachine(states: [Loading(), Loaded()])
/// machine.enter(Loading.self)
/// machine.enter(Loaded.self)   // true: Loading allows it
/// ```
open class GKState: NSObject {
    /// The machine the state belongs to (`nil` until a machine is made with it).
    open internal(set) weak var stateMachine: GKStateMachine?

    public override init() { super.init() }

    /// Whether the machine may go from this state to a state of `stateClass`: `true` unless a
    /// subclass says otherwise.
    open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
    /// Called when the machine enters this state, from `previousState` (`nil` for the first).
    open func didEnter(from previousState: GKState?) {}
    /// Called by the machine's `update(deltaTime:)` while this is its state.
    open func update(deltaTime seconds: TimeInterval) {}
    /// Called when the machine leaves this state for `nextState`.
    open func willExit(to nextState: GKState) {}
}

/// A finite state machine, as GameplayKit's `GKStateMachine`: one state of each class, one of them
/// current; entering a state asks the current one whether it may follow, then tells both.
open class GKStateMachine: NSObject {
    private let states: [GKState]
    /// The state the machine is in (`nil` until it enters one).
    open private(set) var currentState: GKState?

    /// A machine of `states`, one of each class (a second state of a class is ignored, as in
    /// GameplayKit, which keeps one state a class); it is in none of them yet.
    public init(states: [GKState]) {
        var kept: [GKState] = []
        for state in states where !kept.contains(where: { type(of: $0) == type(of: state) }) { kept.append(state) }
        self.states = kept
        super.init()
        for state in kept { state.stateMachine = self }
    }

    /// The machine's state of `stateClass`, if it has one.
    open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
        states.first { type(of: $0) == stateClass } as? StateType
    }

    /// Whether the machine may enter its state of `stateClass` now: it has one, and the current
    /// state (if any) allows it.
    open func canEnterState(_ stateClass: AnyClass) -> Bool {
        guard states.contains(where: { type(of: $0) == stateClass }) else { return false }
        return currentState?.isValidNextState(stateClass) ?? true
    }

    /// Enters the machine's state of `stateClass` if it may (see ``canEnterState(_:)``): the
    /// current state's `willExit(to:)`, then the new one's `didEnter(from:)`. Returns whether it
    /// entered.
    @discardableResult
    open func enter(_ stateClass: AnyClass) -> Bool {
        guard canEnterState(stateClass), let next = states.first(where: { type(of: $0) == stateClass }) else {
            return false
        }
        let previous = currentState
        previous?.willExit(to: next)
        currentState = next
        next.didEnter(from: previous)
        return true
    }

    /// Updates the current state (its `update(deltaTime:)`).
    open func update(deltaTime sec: TimeInterval) { currentState?.update(deltaTime: sec) }
}
