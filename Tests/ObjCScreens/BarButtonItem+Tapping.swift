import UIKit

// How iOS tests tap a bar button item: its action sent by selector to its target, an
// `AnyObject?`, on which Swift on Linux has no `perform(_:)` (the adapter sends it through
// CellSnapUIKit's receiver).
extension UIBarButtonItem {
    func simulateTap() {
        _ = target?.perform(action, with: self)
    }

    /// Sends the method `name` to the item's target, if it has one.
    func sendToTarget(_ name: String) {
        _ = target?.perform(NSSelectorFromString(name))
    }
}
