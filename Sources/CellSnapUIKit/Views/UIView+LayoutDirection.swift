import Foundation

extension UIView {
    /// The layout direction of `attribute` in the app: forced, or for `.unspecified` the app's
    /// (`UIApplication.shared.userInterfaceLayoutDirection`, left to right).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(
            for: attribute,
            relativeTo: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The layout direction of `attribute` in an environment laid out in `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UITraitEnvironmentLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
}

/// How a view's content is laid out relative to the layout direction, as `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A layout direction, as `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight = 0, rightToLeft
}
