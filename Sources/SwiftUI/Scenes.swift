// A SwiftUI app's own types (`App`, `Scene`, `WindowGroup`), as SwiftUI declares them, so that an
// app's `@main struct …: App` compiles beside its views (the Objective-C adapter removes `@main`, as
// it does from a UIKit app delegate). CellSnap draws views, not apps: a test draws the window
// group's content with a `UIHostingController`, as the app's scene would show it. No `main()`: the
// test runner, not the app, is the process's entry point.

/// An app made of scenes, as SwiftUI's `App`: `struct NotesApp: App { var body: some Scene {
/// WindowGroup { NotesList() } } }`, whose window group's `content` a test draws.
@preconcurrency @MainActor public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// The app as the system makes it at launch.
    init()
}

/// A part of an app's interface the system shows, as SwiftUI's `Scene`.
@preconcurrency @MainActor public protocol Scene {
    associatedtype Body: Scene
    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene of windows showing the same views, as SwiftUI's `WindowGroup`: the views are its
/// `content`, which a test draws with a hosting controller.
public struct WindowGroup<Content: View>: Scene {
    /// The views each window shows.
    public let content: Content
    /// The group's title (the app switcher's on iOS; no visible effect in a window's picture).
    public let title: Text?
    /// The group's identifier, which `openWindow(id:)` names.
    public let id: String?

    /// A group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        (self.content, title, id) = (content(), nil, nil)
    }
    /// A group titled `title` showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        (self.content, self.title, id) = (content(), title, nil)
    }
    /// A group titled with the localised string of `titleKey`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        (self.content, title, id) = (content(), Text(titleKey), nil)
    }
    /// A group titled `title` showing `content`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        (self.content, self.title, id) = (content(), Text(title), nil)
    }
    /// A group named `id`, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        (self.content, title, self.id) = (content(), nil, id)
    }
    /// A group titled `title`, named `id`, showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        (self.content, self.title, self.id) = (content(), title, id)
    }
    /// A group titled with the localised string of `titleKey`, named `id`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        (self.content, title, self.id) = (content(), Text(titleKey), id)
    }
    /// A group titled `title`, named `id`, showing `content`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        (self.content, self.title, self.id) = (content(), Text(title), id)
    }

    public var body: Never { primitiveBody("WindowGroup") }
}

/// Scenes side by side in an app's body, as SwiftUI's `TupleScene`-like builder result.
public struct _TupleScene<each Part: Scene>: Scene {
    public let parts: (repeat each Part)
    public var body: Never { primitiveBody("a group of scenes") }
}

/// A scene shown or not, as a `SceneBuilder`'s `if` without `else` makes it.
public struct _OptionalScene<Wrapped: Scene>: Scene {
    public let wrapped: Wrapped?
    public var body: Never { primitiveBody("an optional scene") }
}

/// Builds an app's scenes from the scenes its body lists, as SwiftUI's `SceneBuilder`.
@resultBuilder public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Part: Scene>(_ parts: repeat each Part) -> _TupleScene<repeat each Part> {
        _TupleScene(parts: (repeat each parts))
    }
    public static func buildOptional<Wrapped: Scene>(_ wrapped: Wrapped?) -> _OptionalScene<Wrapped> {
        _OptionalScene(wrapped: wrapped)
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Where a scene is in its life, as SwiftUI's `ScenePhase`: a scene in a snapshot is shown and
/// takes input, so `scenePhase` reads `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// The phase of the scene the views are in: `.active`, as in a scene on screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension Scene {
    /// Runs `action` when `value` changes: never in a still picture, where nothing changes.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
}
