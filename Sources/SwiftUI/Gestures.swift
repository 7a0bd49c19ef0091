import Foundation

// SwiftUI's gestures, so that an app's SwiftUI views compile unchanged: a still picture has no
// touches, so no gesture is ever recognised. Their actions never run and a `@GestureState` keeps
// its initial value, as on iOS before a person touches the view.

/// An input a person makes, as SwiftUI's `Gesture`: never recognised in a still picture.
@preconcurrency @MainActor public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (`Never` for SwiftUI's own).
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A tap (or `count` taps), as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var body: Never { primitiveBody("TapGesture") }
    /// The taps it takes.
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration` seconds, as SwiftUI's `LongPressGesture`; its value is whether
/// the press is still down.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var body: Never { primitiveBody("LongPressGesture") }
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        (self.minimumDuration, self.maximumDistance) = (minimumDuration, maximumDistance)
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    public typealias Body = Never
    public var body: Never { primitiveBody("DragGesture") }
    /// Where a drag is and where it started, in the gesture's coordinate space.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        /// How far the drag has moved.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How far the drag would move if it stopped now, as its speed predicts.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        (self.minimumDistance, self.coordinateSpace) = (minimumDistance, coordinateSpace)
    }
}

/// A pinch, as SwiftUI's `MagnificationGesture`; its value is the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var body: Never { primitiveBody("MagnificationGesture") }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation of two fingers, as SwiftUI's `RotationGesture`; its value is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var body: Never { primitiveBody("RotationGesture") }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture with an action for its changes or its end, or its value mapped: the gesture itself,
/// as no action of it runs in a still picture.
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never
    public var body: Never { primitiveBody("ModifiedGesture") }
    let base: Base
}

/// Two gestures together, one before the other, or either, as SwiftUI's
/// `SimultaneousGesture`, `SequenceGesture` and `ExclusiveGesture`.
public struct _CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (First.Value?, Second.Value?)
    public typealias Body = Never
    public var body: Never { primitiveBody("CombinedGesture") }
    let first: First
    let second: Second
}

extension Gesture {
    /// An action while the gesture changes: never run in a still picture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
    /// An action when the gesture ends: never run in a still picture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
    /// Updates `state` while the gesture changes: never, so the state keeps its initial value.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
    /// The gesture reporting `transform` of its value.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> {
        _ModifiedGesture(base: self)
    }
    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
    /// This gesture, else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
}

/// A value a gesture updates while it is under way, reset when it ends, as SwiftUI's
/// `GestureState`: its initial value in a still picture.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// The initial value (no gesture is under way).
    public var wrappedValue: Value { initialValue }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews take part, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The space a gesture's locations are in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension View {
    /// A gesture: no visible effect (a still picture has no touches).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// A gesture that goes before the view's own: no visible effect.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// A gesture recognised together with the view's own: no visible effect.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Names the view's coordinate space for gestures: no visible effect.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { cellSnapModifier(.noVisibleEffect) }
}
