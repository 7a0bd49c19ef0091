// A library's public API whose default arguments name the app's bundle and a selector, as
// libraries write them (`in bundle: Bundle = Bundle.main`): the adapter's module values stand in
// for both, and a public function's default argument can name them.
import UIKit

extension UIImage {
    /// The image `name` of `bundle`, the app's by default.
    public static func shelfImage(named name: String, in bundle: Bundle = Bundle.main) -> UIImage? {
        UIImage(named: name, in: bundle, compatibleWith: nil)
    }
}

/// Makes the shelf's bar buttons, which send `refresh` unless told otherwise.
public final class ShelfButtonFactory: NSObject {
    public private(set) var refreshes = 0

    @objc public func refresh() { refreshes += 1 }

    /// A refresh button sending `action` to the factory.
    public func button(action: Selector = #selector(ShelfButtonFactory.refresh)) -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: action)
    }
}
