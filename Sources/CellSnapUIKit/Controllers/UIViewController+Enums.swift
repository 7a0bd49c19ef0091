import Foundation

/// How a view controller is presented, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The transition of a presentation, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// The status bar's look, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar shows or hides, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Hashable, Sendable {
    case none = 0, fade, slide
}
