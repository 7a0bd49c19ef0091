/// Where focus is, as SwiftUI's `FocusState`: a value a view reads and writes (`true` or the
/// focused field's identifier) and binds to the views it focuses with ``View/focused(_:)`` or
/// ``View/focused(_:equals:)``.
///
/// It holds what the app sets. Focus has no visible effect in CellSnap's pictures: a focused
/// view is drawn as an unfocused one (no caret, no keyboard), as a still picture of a screen at
/// rest shows it.
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// Nothing focused: `false`.
    public init() where Value == Bool { box = Box(false) }
    /// Nothing focused: `nil`.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    /// What is focused.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that views focus with.
    public var projectedValue: Binding {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// What is focused.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Focuses the view while `condition` is `true`: no visible effect (see ``FocusState``).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Focuses the view while `binding` equals `value`: no visible effect (see ``FocusState``).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}
