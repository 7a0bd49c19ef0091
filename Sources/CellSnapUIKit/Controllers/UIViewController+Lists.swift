import CellModel
import Foundation

/// CellSnap's front door to a controller's list (Linux-only, no UIKit API).
extension UIViewController {
    /// The first collection view in the view hierarchy, breadth first (Linux-only, no UIKit API;
    /// the view is loaded).
    public var cellSnapCollectionView: UICollectionView? { firstSubview(of: UICollectionView.self) }

    /// The first table view in the view hierarchy, breadth first (Linux-only, no UIKit API; the
    /// view is loaded).
    public var cellSnapTableView: UITableView? { firstSubview(of: UITableView.self) }

    private func firstSubview<View: UIView>(of type: View.Type) -> View? {
        var queue: [UIView] = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let match = next as? View { return match }
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
        if let tableView = cellSnapTableView {
            return try tableView.cellSnapListDescription(traits: traits, width: width)
        }
        throw CellSnapUIKitError(
            call: "a \(type(of: self)) without a UICollectionView or UITableView",
            reason: "its view has no collection or table view to draw as a list; draw the whole screen instead")
    }
}
