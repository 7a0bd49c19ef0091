import CellSnapUIKit
import CoreData

// The environment's actions and presentation values (dismissing, opening a URL) and SwiftUI's
// Core Data context. A snapshot draws a view, it does not present or dismiss one: the actions
// do what UIKit would when a test calls them, and nothing draws differently for them.

/// Ends the presentation the view is in, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`).
///
/// A view CellSnap draws is in no presentation (a sheet or a pushed screen is drawn as a screen of
/// its own), so calling it ends nothing, as SwiftUI's does for a view that is not presented.
@MainActor public struct DismissAction {
    /// Ends the presentation: nothing, for a view that is not presented.
    public func callAsFunction() {}
}

/// Whether the view is presented, as SwiftUI's `PresentationMode` (iOS 13, before `dismiss`).
public struct PresentationMode {
    /// Whether the view is presented: `false`, a drawn view is in no presentation.
    public private(set) var isPresented = false
    /// Ends the presentation: nothing, for a view that is not presented.
    public mutating func dismiss() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): by default through
/// `UIApplication.shared.open(_:)`, which keeps the URL in `cellSnapOpenedURLs` for a test to read.
@MainActor public struct OpenURLAction {
    /// What an action of your own did with a URL.
    public struct Result: Sendable {
        let name: String
        /// The URL was opened.
        public static let handled = Result(name: "handled")
        /// The URL was not opened; the system's action is asked next.
        public static let discarded = Result(name: "discarded")
        /// The system's action opens the URL.
        public static let systemAction = Result(name: "systemAction")
        /// The system's action opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction", url: url) }
        var url: URL?
        init(name: String, url: URL? = nil) {
            self.name = name
            self.url = url
        }
    }

    private let handler: (URL) -> Result

    /// An action that opens URLs with `handler`.
    public nonisolated init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url` through the handler, then the system's action when the handler leaves it.
    public func callAsFunction(_ url: URL) {
        let result = handler(url)
        guard result.name == "systemAction" else { return }
        UIApplication.shared.open(result.url ?? url)
    }

    /// Opens `url`, and tells `completion` whether it was.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler(url)
        guard result.name == "systemAction" else { return completion(result.name == "handled") }
        UIApplication.shared.open(result.url ?? url, options: [:], completionHandler: completion)
    }
}

private enum OpenURLKey: EnvironmentKey {
    /// The system's action, made on any thread (an environment may be read off the main actor).
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private enum ManagedObjectContextKey: EnvironmentKey {
    /// SwiftUI's default: a context with no persistent store coordinator, which saves nothing.
    nonisolated(unsafe) static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// Ends the presentation the view is in (see ``DismissAction``).
    @MainActor public var dismiss: DismissAction { DismissAction() }
    /// Whether the view is presented: `false`, a drawn view is in no presentation.
    public var isPresented: Bool { false }
    /// The view's presentation (iOS 13's form of ``dismiss``).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// Opens URLs (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// The Core Data context the views read and save through: by default one with no persistent
    /// store coordinator, as in SwiftUI.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
