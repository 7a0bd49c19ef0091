import Foundation

/// A token in a search field, as UIKit's `UISearchToken`: an icon and a text that stand for a
/// filter, and the object it represents.
///
/// ```swift
/// let field = UISearchTextField()
/// field.insertToken(UISearchToken(icon: UIImage(systemName: "star"), text: "Favourites"), at: 0)
/// ```
@preconcurrency @MainActor open class UISearchToken: NSObject {
    /// The token's icon.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// The object the token stands for.
    open var representedObject: Any?

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
