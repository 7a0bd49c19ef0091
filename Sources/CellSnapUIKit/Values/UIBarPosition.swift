/// Where a bar is placed, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Hashable, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching under the status bar.
    case topAttached = 3
}
