import Foundation

/// The title bar of a window of a Mac app built with Mac Catalyst, as UIKit's `UITitlebar`
/// (``UIWindowScene/titlebar``): its title, toolbar style and separator are kept.
///
/// No visible effect: CellSnap draws an iPhone's screen, whose windows have no title bar. The
/// title bar's `toolbar` (an AppKit `NSToolbar`) is not declared: CellSnap has no AppKit.
///
/// ```swift
/// if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
///     scene.titlebar?.titleVisibility = .hidden
///     scene.titlebar?.toolbarStyle = .unifiedCompact
/// }
/// ```
@preconcurrency @MainActor open class UITitlebar: NSObject {
    /// Whether the window's title is shown: `.visible` by default.
    ///
    /// No visible effect: an iPhone's window has no title bar.
    open var titleVisibility = UITitlebarTitleVisibility.visible
    /// How the toolbar sits with the title: `.automatic` by default.
    ///
    /// No visible effect: an iPhone's window has no title bar.
    open var toolbarStyle = UITitlebarToolbarStyle.automatic
    /// What separates the title bar from the window's content: `.automatic` by default.
    ///
    /// No visible effect: an iPhone's window has no title bar.
    open var separatorStyle = UITitlebarSeparatorStyle.automatic
    /// Whether the toolbar hides in a full-screen window: `false` by default.
    ///
    /// No visible effect: an iPhone's window has no title bar.
    open var autoHidesToolbarInFullScreen = false
    /// The file the window shows, whose icon a Mac shows beside the title: `nil` by default.
    ///
    /// No visible effect: an iPhone's window has no title bar.
    open var representedURL: URL?

    public override init() { super.init() }
}

/// Whether a Mac Catalyst window shows its title, as UIKit's `UITitlebarTitleVisibility`.
public enum UITitlebarTitleVisibility: Int, Sendable {
    case visible = 0
    case hidden = 1
}

/// How a Mac Catalyst window's toolbar sits with its title, as UIKit's `UITitlebarToolbarStyle`.
public enum UITitlebarToolbarStyle: Int, Sendable {
    case automatic = 0
    case expanded = 1
    case preference = 2
    case unified = 3
    case unifiedCompact = 4
}

/// What separates a Mac Catalyst window's title bar from its content, as UIKit's
/// `UITitlebarSeparatorStyle`.
public enum UITitlebarSeparatorStyle: Int, Sendable {
    case automatic = 0
    case none = 1
    case line = 2
    case shadow = 3
}
