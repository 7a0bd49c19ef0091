import CellModel
import CoreGraphics

/// The size a self-sizing cell's views are fitted toward, as UIKit's containers ask for it.
///
/// UIKit sizes a self-sizing cell with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
/// the axis the container fixes (a vertical list's width) at `required`, the axis the cell sizes
/// itself along at `fittingSizeLevel` (50), toward a target size. Every constraint of the cell's
/// views is stronger than 50, so the target only decides what the constraints leave free:
///
/// | container | target along the self-sizing axis | a cell whose constraints leave it free |
/// |---|---|---|
/// | a list section, a compositional `.estimated(h)` item | the estimate (a list's is 44 pt) | keeps the estimate |
/// | a flow layout's `estimatedItemSize` | that size | keeps it |
/// | a flow layout's `automaticSize` | zero (CellSnap's choice: it names no size) | collapses |
/// | a table view's `automaticDimension` row | 0 (`layoutFittingCompressedSize`) | 44 pt, the standard row height |
///
/// A table row with separators is a device pixel taller than its content view, which the
/// separator lies under.
///
/// A table view fits its rows toward zero height; one whose content view collapses to zero is
/// taken as a mistake and given the standard height instead (UIKit logs "Detected a case where
/// constraints ambiguously suggest a height of zero for a table view cell's content view. We're
/// considering the collapse unintentional and using standard height instead."). Apple documents
/// neither the target nor the standard height's value; CellSnap uses 44 pt, the default of
/// `UITableView.rowHeight` that Apple documents, for the collapsed row.
struct FittingTarget: Hashable, Sendable {
    /// The width fitted toward when the container leaves the width to the cell.
    var width: Double = 0
    /// The height fitted toward when the container leaves the height to the cell.
    var height: Double = 0
    /// The height a row takes when its views fit to no height at all (a table's standard row).
    var collapsedHeight: Double?
    /// Whether the container gives the cell its size and never asks it to size itself (a
    /// compositional item of absolute or fractional width and height): its content view is then
    /// the cell's bounds, as in UIKit, and its views are solved at that size alone.
    var sizedByContainer = false
    /// Whether the row keeps one device pixel below its content view for its separator, as a
    /// table view's rows do when the table draws separators: UIKit makes a self-sizing row that
    /// much taller than its content's fitting height (a content view of 60 pt makes a 60.33 pt row
    /// at 3x, in iOS 12's and iOS 15's references) and lays the content view out above it.
    var keepsSeparatorPixel = false

    /// A list section's or compositional layout's estimated item size.
    static func estimated(width: Double = 0, height: Double) -> FittingTarget {
        FittingTarget(width: width, height: height)
    }

    /// A table view's automatic row height: fitted toward zero, 44 pt when it collapses, a device
    /// pixel taller than its content when the table draws separators.
    static func tableRow(separated: Bool) -> FittingTarget {
        FittingTarget(collapsedHeight: 44, keepsSeparatorPixel: separated)
    }
}

extension ListCell {
    /// The cell with its views fitted toward `target`, when its content is a view tree (as it is
    /// without a target).
    func fitted(toward target: FittingTarget?) -> ListCell {
        guard let target, case .userDefined(let configuration) = content,
            var views = configuration.base as? ViewContentConfiguration
        else { return self }
        var cell = self
        views.fitting = target
        cell.content = .custom(views)
        return cell
    }
}

extension NSCollectionLayoutSection {
    /// The size the section's self-sizing items are fitted toward: a list section's 44 pt rows, or
    /// the estimated width and height of the first item of its group (depth first) that has one.
    @MainActor var cellSnapFittingTarget: FittingTarget {
        if listConfiguration != nil { return .estimated(height: 44) }
        func estimate(_ item: NSCollectionLayoutItem) -> (width: Double?, height: Double?) {
            let size = item.layoutSize
            let own: (Double?, Double?) = (
                size.widthDimension.isEstimated ? Double(size.widthDimension.dimension) : nil,
                size.heightDimension.isEstimated ? Double(size.heightDimension.dimension) : nil
            )
            guard own.0 == nil || own.1 == nil, let group = item as? NSCollectionLayoutGroup else { return own }
            for subitem in group.subitems {
                let inner = estimate(subitem)
                if inner.width != nil || inner.height != nil { return (inner.width ?? own.0, inner.height ?? own.1) }
            }
            return own
        }
        guard let group else { return FittingTarget() }
        if group.hasSizeOfItsOwn || group.itemsHaveSizesOfTheirOwn { return FittingTarget(sizedByContainer: true) }
        let found = estimate(group)
        return .estimated(width: found.width ?? 0, height: found.height ?? 0)
    }
}

extension NSCollectionLayoutItem {
    /// The size a self-sizing supplementary item (a header of `.estimated(44)` height) is fitted
    /// toward, as UIKit fits it: its estimated dimensions, `nil` when it has none.
    @MainActor var cellSnapEstimatedTarget: FittingTarget? {
        let width = layoutSize.widthDimension, height = layoutSize.heightDimension
        guard width.isEstimated || height.isEstimated else { return nil }
        return .estimated(
            width: width.isEstimated ? Double(width.dimension) : 0,
            height: height.isEstimated ? Double(height.dimension) : 0)
    }

    /// Whether the item (a group: every item in it) has an absolute or fractional width and
    /// height, so that the layout sizes it without asking its cell (UIKit self-sizes only items of
    /// an estimated dimension; CellSnap leaves uniform dimensions and custom groups to the fitting
    /// as before).
    @MainActor var hasSizeOfItsOwn: Bool {
        func isFixed(_ dimension: NSCollectionLayoutDimension) -> Bool {
            dimension.isAbsolute || dimension.isFractionalWidth || dimension.isFractionalHeight
        }
        guard isFixed(layoutSize.widthDimension), isFixed(layoutSize.heightDimension) else { return false }
        return itemsHaveSizesOfTheirOwn || !(self is NSCollectionLayoutGroup)
    }

    /// Whether the item is a group whose items, however deep, all have absolute or fractional
    /// widths and heights, whatever the group's own dimensions: a group of an estimated height
    /// around such items (a hero square over a row of three; a row of `.fractionalHeight(1)`,
    /// which is a fraction of the estimate) takes its items' height, and UIKit sizes their cells
    /// to their slots, never to their content.
    @MainActor var itemsHaveSizesOfTheirOwn: Bool {
        guard let group = self as? NSCollectionLayoutGroup else { return false }
        if case .custom = group.arrangement { return false }
        return group.subitems.allSatisfy(\.hasSizeOfItsOwn)
    }
}

extension NSCollectionLayoutSection {
    /// The size UIKit gives the cells of the section that it makes before it measures them: the
    /// first item's size, each dimension resolved in its group's (fractions of the group, the
    /// group's of the container, `width` x `height` less the section's content insets; an
    /// estimate taken as it is), less the item's content insets; a list's row the container's
    /// width and its 44 pt estimate.
    @MainActor func cellSnapFirstItemSize(width: Double, height: Double) -> CGSize {
        let container = CGSize(
            width: max(0, CGFloat(width) - contentInsets.leading - contentInsets.trailing),
            height: max(0, CGFloat(height) - contentInsets.top - contentInsets.bottom))
        if listConfiguration != nil { return CGSize(width: container.width, height: 44) }
        func resolved(_ dimension: NSCollectionLayoutDimension, in parent: CGSize) -> CGFloat {
            if dimension.isFractionalWidth { return dimension.dimension * parent.width }
            if dimension.isFractionalHeight { return dimension.dimension * parent.height }
            return dimension.dimension
        }
        var size = container
        var next: NSCollectionLayoutItem? = group
        var leaf: NSCollectionLayoutItem?
        while let item = next {
            size = CGSize(
                width: resolved(item.layoutSize.widthDimension, in: size),
                height: resolved(item.layoutSize.heightDimension, in: size))
            leaf = item
            next = (item as? NSCollectionLayoutGroup)?.subitems.first
        }
        let insets = leaf?.contentInsets ?? .zero
        return CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }
}
