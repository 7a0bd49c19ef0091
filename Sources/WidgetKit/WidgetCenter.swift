// `import WidgetKit` on Linux, as an app (not its widget extension) uses it: the widget center
// that reloads the home screen's widgets, over the widgets a test says are installed. The widgets
// themselves (`Widget`, `TimelineProvider`, `TimelineEntry`) are SwiftUI views, which CellSnap has
// not; a widget extension's files do not compile. As the SDK's module does, it brings Foundation.
@_exported import Foundation
import Synchronization

/// The size and shape of a widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Hashable, Sendable, CaseIterable, CustomDebugStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var debugDescription: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// A widget of the app that the person added, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kind of the widget, the string its `Widget` declares.
    public let kind: String
    /// Its size and shape.
    public let family: WidgetFamily

    /// A widget of `kind` and `family`, as a test installs it (Linux-only: WidgetKit makes these).
    public init(cellSnapKind kind: String, family: WidgetFamily) {
        (self.kind, self.family) = (kind, family)
    }

    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family.debugDescription))" }
}

/// The home screen's widgets of the app, as WidgetKit's `WidgetCenter`: an app asks it to reload
/// their timelines when its data changes, and which widgets the person added.
///
/// ```swift
/// func didSaveNote() {
///     WidgetCenter.shared.reloadTimelines(ofKind: "RecentNotes")
/// }
/// ```
///
/// Linux has no home screen: the widgets are those a test installs
/// (``cellSnapSetInstalledWidgets(_:)``; none until then, as on a fresh Simulator), and each reload
/// is recorded in ``cellSnapReloads`` for the test to check; nothing is drawn.
public struct WidgetCenter: Sendable {
    /// A reload an app asked for (Linux-only): every widget's timeline, or those of one kind.
    public enum CellSnapReload: Hashable, Sendable {
        case allTimelines
        case timelines(ofKind: String)
        case configurationRecommendations
    }

    private struct State {
        var installed: [WidgetInfo] = []
        var reloads: [CellSnapReload] = []
    }
    private static let state = Mutex(State())

    /// The app's widget center.
    public static let shared = WidgetCenter()

    /// Reloads the timelines of every widget of `kind` (recorded, see the type's notes).
    public func reloadTimelines(ofKind kind: String) { Self.record(.timelines(ofKind: kind)) }
    /// Reloads the timelines of every widget of the app (recorded, see the type's notes).
    public func reloadAllTimelines() { Self.record(.allTimelines) }
    /// Asks for the configurations WidgetKit recommends to be made again (recorded).
    public func invalidateConfigurationRecommendations() { Self.record(.configurationRecommendations) }

    /// Calls `completion` at once with the widgets the person added (those a test installed).
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(Self.state.withLock { $0.installed }))
    }

    /// The widgets the person added (those a test installed).
    public func currentConfigurations() async throws -> [WidgetInfo] { Self.state.withLock { $0.installed } }

    /// Makes `widgets` the app's widgets on the home screen (Linux-only).
    public static func cellSnapSetInstalledWidgets(_ widgets: [WidgetInfo]) {
        state.withLock { $0.installed = widgets }
    }

    /// The reloads the app asked for since the last reset, oldest first (Linux-only).
    public var cellSnapReloads: [CellSnapReload] { Self.state.withLock { $0.reloads } }

    /// Forgets the installed widgets and the reloads (Linux-only).
    public static func cellSnapReset() { state.withLock { $0 = State() } }

    private static func record(_ reload: CellSnapReload) { state.withLock { $0.reloads.append(reload) } }
}
