import Foundation

extension UISearchBar {
    /// The search bar's icons, as `UISearchBar.Icon`.
    public enum Icon: Int, Hashable, Sendable {
        case search = 0, clear, bookmark, resultsList
    }
}

/// The images a search bar keeps: its background image, drawn, and the others, refused when drawn.
struct SearchBarImages {
    var background: UIImage?
    var images: [String: UIImage] = [:]

    /// Why the bar cannot be drawn: the first image set that CellSnap does not draw.
    var refusal: CellSnapUIKitError? {
        guard let key = images.keys.sorted().first else { return nil }
        let call =
            key.hasPrefix("icon")
            ? "UISearchBar.setImage(_:for:state:)"
            : key.hasPrefix("field")
                ? "UISearchBar.setSearchFieldBackgroundImage(_:for:)"
                : key == "scope"
                    ? "UISearchBar.scopeBarBackgroundImage" : "UISearchBar.setBackgroundImage(_:for:barMetrics:)"
        return CellSnapUIKitError(call: call, reason: "this image of a search bar is not drawn")
    }
}
