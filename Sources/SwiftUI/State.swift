/// A property of a view that SwiftUI updates before it reads the view's body.
public protocol DynamicProperty {
    /// Updates the property before the body is read; nothing to do for CellSnap's wrappers.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A value a view owns. A snapshot shows the view once, so the value is the initial one unless
/// the view (or a binding to it) changes it before its body is read.
@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// State whose initial value is `value`.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// State whose initial value is `value`.
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State whose initial value is `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value another view owns, read and written through it.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that reads with `get` and writes with `set`; the transaction has no effect in a
    /// still picture.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// The same binding (`_name` in a view's initializer).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The binding; animations have no effect in a still picture.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional value that is `nil` when `base` is.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }
}

/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's (iOS 15):
/// `$model.items.first { $0.id == id }`. (`ForEach` over such a binding is not there yet.)
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    /// The value's first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The value's end index.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The value's indices.
    public var indices: Indices { wrappedValue.indices }
    /// The value's index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// Moves `i` to the value's next index.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`, read and written through this binding.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The value's index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    /// Moves `i` to the value's previous index.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified by the value's identity (iOS 15):
/// `$items.first { $0.id == id }`.
extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity.
    public var id: Value.ID { wrappedValue.id }
}

/// The context of a state change; animations in it have no effect in a still picture.
public struct Transaction {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of descendants are turned off.
    public var disablesAnimations = false
    /// A transaction without an animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// An observable object a view is given. CellSnap's SwiftUI has no Combine (see
/// UIKitOnLinux.md, "SwiftUI"), so the object is any class: an `ObservableObject` of Combine
/// is one. A snapshot reads the object as it is when the body is read.
@propertyWrapper @dynamicMemberLookup public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
    /// A reference to a property of the object, as bindings.
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object observed.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An observable object a view makes and owns: made once, when first read.
@propertyWrapper public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
    private final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let box: Box

    /// An object made by `thunk` when the view first reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.object).projectedValue
    }
}

/// An observable object an ancestor gave with `environmentObject(_:)`. Reading one that no
/// ancestor gave stops the app in SwiftUI; here it is refused when the view is drawn, naming the type.
@propertyWrapper public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
    /// An object looked up by its type in the environment of the view being drawn.
    public init() {}

    @MainActor public var wrappedValue: ObjectType {
        if let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
            return object
        }
        EnvironmentValues.missingObject(ObjectType.self)
    }

    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// A value of the environment of the view being drawn, read by key path.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// The environment's value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// A key of a value of your own in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}
