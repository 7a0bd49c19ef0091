// SwiftUI's sheet presentation settings, preference keys and `AsyncImage`'s phases, so that an app's
// SwiftUI compiles unchanged (UIKitOnLinux.md, "SwiftUI").

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen.
    public static let medium = Self(name: "medium")
    /// The full height.
    public static let large = Self(name: "large")
    /// `height` points tall.
    public static func height(_ height: CGFloat) -> Self { Self(name: "height \(height)") }
    /// `fraction` of the full height.
    public static func fraction(_ fraction: CGFloat) -> Self { Self(name: "fraction \(fraction)") }
}

/// Whether a part of the interface shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// The heights a sheet showing this view rests at: no visible effect on the view itself (the
    /// sheet is presented over the screen, not drawn into it).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Whether a sheet showing this view has a grabber: no visible effect on the view itself.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Whether a sheet showing this view can be swiped away: no visible effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}

/// A value views hand up to their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings, in order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Hands `value` up under `key`: no visible effect by itself (an ancestor's
    /// `onPreferenceChange(_:perform:)` reads it).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Runs `action` when the value the descendants hand up under `key` changes: refused when drawn
    /// (CellSnap's SwiftUI does not carry preferences up, and what the action changes would show).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K.Value: Equatable
    {
        cellSnapModifier(.refused("onPreferenceChange(_:perform:)"))
    }
}

/// Where an `AsyncImage`'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        guard case .success(let image) = self else { return nil }
        return image
    }
    /// The error of a failed load, if any.
    public var error: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

extension AsyncImage {
    /// An image of `url` whose phases `content` shows (refused when drawn, as every `AsyncImage`).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {}
}
