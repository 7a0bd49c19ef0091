import Foundation

// A search bar's keyboard traits (its field's) and images.
extension UISearchBar: UITextInputTraits {
    /// An icon of the search field, as `UISearchBar.Icon`.
    public enum Icon: Int, Hashable, Sendable {
        case search = 0, clear, bookmark, resultsList
    }

    struct IconKey: Hashable {
        var icon: Icon
        var state: UInt
    }

    struct BackgroundKey: Hashable {
        var position: Int
        var metrics: Int
    }
}
