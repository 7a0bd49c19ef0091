import CoreGraphics
import Primitives

extension UICollectionView {
    /// The frame of the item at `indexPath` in the content, as the content pass laid it out or,
    /// for a layout of the app's own that placed only what the bounds show, as the layout gives it.
    /// In a right-to-left view whose layout flips, it is where the flipped content shows it (the
    /// content is laid out left to right and mirrored where it is drawn).
    func contentFrameOfItem(at indexPath: IndexPath) -> Rect? {
        let asked = layoutPlacesElements ? collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame : nil
        guard
            let frame = contentLayout?.frames[.item(section: indexPath.section, item: indexPath.item)]
                ?? asked.map({
                    Rect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height))
                })
        else { return nil }
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft,
            collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
        else { return frame }
        let width = max(Double(contentSize.width), Double(bounds.width))
        return Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

extension UICollectionView.ScrollPosition {
    /// The position's horizontal part as an alignment along x (`.top` the left edge, `.middle` the
    /// centre, `.bottom` the right edge), or `nil` when it has none.
    var horizontalAlignment: ContentScrollAlignment? {
        contains(.right) ? .bottom : contains(.centeredHorizontally) ? .middle : contains(.left) ? .top : nil
    }

    /// The position's vertical part as an alignment along y, or `nil` when it has none.
    var verticalAlignment: ContentScrollAlignment? {
        contains(.bottom) ? .bottom : contains(.centeredVertically) ? .middle : contains(.top) ? .top : nil
    }
}
