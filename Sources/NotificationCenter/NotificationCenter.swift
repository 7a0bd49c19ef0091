// `import NotificationCenter` on Linux: the Today widget API of iOS 8 to 13 (deprecated in iOS 14,
// still in the SDK), as an app's controllers that share code with a widget import it. Linux has
// no Today view: a widget controller keeps what the app says of its content, and nothing is
// drawn. As the SDK's module does, it brings Foundation.
@_exported import Foundation

/// How much of a widget shows, as `NCWidgetDisplayMode` (its raw values).
public enum NCWidgetDisplayMode: Int, Hashable, Sendable {
    case compact = 0, expanded = 1
}

/// What a widget's update found, as `NCUpdateResult` (its raw values).
public enum NCUpdateResult: UInt, Hashable, Sendable {
    case newData = 0, noData = 1, failed = 2
}

/// A Today widget's controller, as `NCWidgetProviding` (every requirement optional, defaulted).
public protocol NCWidgetProviding: NSObjectProtocol {
    /// Updates the widget's content; `completionHandler` gets what it found.
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void)
}

extension NCWidgetProviding {
    public func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        completionHandler(.noData)
    }
}

/// Tells the Today view whether an app's widgets have content, as `NCWidgetController`: what the
/// app said is kept for each widget (no Today view shows it on Linux).
open class NCWidgetController: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var content: [String: Bool] = [:]

    public override init() { super.init() }

    /// Says whether the widget of `bundleID` has content to show.
    open func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleID: String) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        Self.content[bundleID] = flag
    }

    /// What the app last said of the widget of `bundleID` (Linux-only, no iOS API): `nil` when it
    /// said nothing.
    public static func cellSnapHasContent(forWidgetWithBundleIdentifier bundleID: String) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return content[bundleID]
    }
}
