import Foundation

/// A focus update in a table view, as UIKit's `UITableViewFocusUpdateContext`: the index paths
/// of the rows focus moves from and to.
///
/// No visible effect: CellSnap never moves focus, so it never makes one; nothing is focused at rest.
@preconcurrency @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open internal(set) var previouslyFocusedIndexPath: IndexPath?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open internal(set) var nextFocusedIndexPath: IndexPath?
}

/// A focus update in a collection view, as UIKit's `UICollectionViewFocusUpdateContext`: the
/// index paths of the items focus moves from and to.
///
/// No visible effect: CellSnap never moves focus, so it never makes one; nothing is focused at rest.
@preconcurrency @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open internal(set) var previouslyFocusedIndexPath: IndexPath?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open internal(set) var nextFocusedIndexPath: IndexPath?
}
