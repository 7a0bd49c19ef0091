// Modifiers with no visible effect in a still picture (gestures, accessibility, animations,
// identity, navigation), accepted as UIKitOnLinux.md says; `onAppear` runs its action, as iOS
// runs it when the view is shown.
extension View {
    /// Runs `action` when the view is drawn, as iOS runs it when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        cellSnapModifier(action.map { .onAppear($0) } ?? .noVisibleEffect)
    }
    /// An action when the view disappears: never, in a still picture.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// An asynchronous task started when the view appears; not run (its results would arrive
    /// after the picture is taken), so its effect is not drawn.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    {
        cellSnapModifier(.noVisibleEffect)
    }
    /// An action on a tap: no visible effect.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// An action on a long press: no visible effect.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// A menu shown on a long press: no visible effect (it shows only once pressed).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// A menu shown on a long press over a preview: no visible effect (both show only once pressed).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    { cellSnapModifier(.noVisibleEffect) }
    /// An animation of changes of `value`: no visible effect.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// An animation of changes: no visible effect.
    public func animation(_ animation: Animation?) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A transition: no visible effect.
    public func transition(_ transition: AnyTransition) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// The view's identity: no visible effect.
    public func id<ID: Hashable>(_ id: ID) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// The view's tag: no visible effect.
    public func tag<V: Hashable>(_ tag: V) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// An action when `value` changes: never, in a still picture.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The accessibility label: no visible effect.
    public func accessibilityLabel(_ label: Text) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// The accessibility label: no visible effect.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The accessibility identifier: no visible effect.
    public func accessibilityIdentifier(_ identifier: String) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Hides the view from accessibility: no visible effect.
    public func accessibilityHidden(_ hidden: Bool) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Adds accessibility traits (`.isHeader`, `.isButton`): no visible effect.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Removes accessibility traits: no visible effect.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The shape that takes hits: no visible effect.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Whether the view takes touches: no visible effect.
    public func allowsHitTesting(_ enabled: Bool) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A shadow: refused when drawn (CellSnap's SwiftUI draws no shadows yet).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        cellSnapModifier(.refused("shadow(color:radius:x:y:)"))
    }
    /// A blur: refused when drawn.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        cellSnapModifier(.refused("blur(radius:opaque:)"))
    }
    /// A rotation: refused when drawn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        cellSnapModifier(.refused("rotationEffect(_:anchor:)"))
    }
    /// A scale: refused when drawn.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        cellSnapModifier(.refused("scaleEffect(_:anchor:)"))
    }
    /// An affine transform of what the view draws: no effect for the identity, refused when drawn
    /// otherwise (as ``rotationEffect(_:anchor:)`` and ``scaleEffect(_:anchor:)``).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        cellSnapModifier(transform.isIdentity ? .noVisibleEffect : .refused("transformEffect(_:)"))
    }
    /// Ignores the safe area: the hosted views of CellSnap's SwiftUI have none, so no effect.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Extends the view out of the safe area on `edges` (deprecated in iOS 14 for
    /// `ignoresSafeArea(_:edges:)`); as there: the hosted views of CellSnap's SwiftUI have
    /// no safe area, so the view is laid out as without it.
    ///
    /// No visible effect: CellSnap's SwiftUI hosts views in cells and hosting controllers whose
    /// content has no safe area insets of its own, so there is nothing to extend into.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}

/// An angle.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// A point in a view's frame as fractions of its size.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The safe area's regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
