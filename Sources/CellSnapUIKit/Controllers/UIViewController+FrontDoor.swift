import CellModel
import Foundation

// CellSnap's front door on a view controller: its list, as CellModel's values.
extension UIViewController {
    /// The first collection view in the view hierarchy, breadth first (Linux-only, no UIKit API;
    /// the view is loaded).
    public var cellSnapCollectionView: UICollectionView? {
        var queue: [UIView] = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let collectionView = next as? UICollectionView { return collectionView }
            queue += next.subviews
        }
        return nil
    }

    /// The list the controller's view shows, as CellModel's `ListDescription` (Linux-only, no UIKit
    /// API): its view is loaded, and its first collection view, or else its first table view,
    /// converted `width` points wide.
    public func cellSnapListDescription(
        traits: UITraitCollection = UITraitCollection(), width: Double = DevicePreset.defaultScreenWidth
    ) throws
        -> ListDescription
    {
        if let collectionView = cellSnapCollectionView {
            return try collectionView.cellSnapListDescription(traits: traits, width: width)
        }
        var queue: [UIView] = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let tableView = next as? UITableView {
                return try tableView.cellSnapListDescription(traits: traits, width: width)
            }
            queue += next.subviews
        }
        throw CellSnapUIKitError(
            call: "a \(type(of: self)) without a UICollectionView or UITableView",
            reason: "its view has no collection or table view to draw as a list; draw the whole screen instead")
    }
}

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
