import CellModel
import Primitives

/// A cell captured whole: the cell itself as the tree's root, its `contentView` and the views the
/// app added beside it (`addSubview(_:)` on the cell) as its subviews, in the cell's subview order,
/// solved by one layout engine as UIKit solves a cell's views.
///
/// UIKit draws a cell's own subviews above its background views, in subview order: `contentView`
/// and the views the app added, above or below it as they were inserted (`insertSubview(_:belowSubview:)`,
/// `sendSubviewToBack(_:)`). The background views are subviews of the cell too in UIKit, inserted
/// at the bottom when they are set or shown; CellSnap keeps them in a container of their own
/// (``CellBackgroundViews``) and always draws them below all of the cell's other subviews (CellSnap's
/// choice: UIKit re-inserts them at the bottom each time the cell shows them, so a view the app
/// sent to the back ends up above them in every cell a list has shown selected).
///
/// The content view translates its autoresizing mask into constraints, as UIKit's does, with a
/// flexible width and height: its edges follow the cell's (the constraints UIKit generates for
/// it). An app that turns that off and pins the content view itself gets its own constraints.
extension ViewTree {
    /// Makes the root (a cell) draw nothing of its own, as its look is drawn around the tree
    /// (``hostAppearance``), and pins its content view to its edges unless the app places it.
    @MainActor mutating func adoptWholeCell(_ cell: UIView, contentView: UIView) {
        items[0].content = .plain(width: nil, height: nil)
        items[0].appearance = Appearance()
        guard contentView.translatesAutoresizingMaskIntoConstraints,
            let index = ViewTree.layoutObjects(cell).firstIndex(where: { $0 === contentView })
        else { return }
        items[index].fixedFrame = nil
        let name = items[index].debugName, cellName = items[0].debugName
        let pins: [(Attribute, String)] = [(.left, "minX"), (.right, "maxX"), (.top, "minY"), (.bottom, "maxY")]
        constraints.insert(
            contentsOf: pins.map { attribute, edge in
                Constraint(
                    first: index, firstAttribute: attribute, relation: .equal, second: 0, secondAttribute: attribute,
                    described: .text(
                        "<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- \(name).\(edge) == \(cellName).\(edge)>"))
            }, at: 0)
        pinsContentView = true
    }

    /// The tree with its pinned content view inset from the cell's leading and trailing edges, as
    /// UIKit narrows a cell's content view beside its accessories and indentation (the cell's own
    /// subviews keep the cell's whole bounds); `nil` when CellSnap does not pin its content view.
    /// The pins are the left and right edges, the leading edge on the right in a right-to-left cell.
    func insettingContentView(leading: Double, trailing: Double) -> ViewTree? {
        guard pinsContentView else { return nil }
        let (left, right) = items[0].isRightToLeft ? (trailing, leading) : (leading, trailing)
        var tree = self
        tree.constraints[0].constant = left
        tree.constraints[1].constant = -right
        return tree
    }
}

extension ViewTree {
    /// The tree with its pinned content view `height` above the cell's bottom edge, as UIKit keeps
    /// a table row's separator below its content view while the cell's own subviews keep its
    /// whole bounds; `nil` when CellSnap does not pin its content view.
    func raisingContentViewBottom(by height: Double) -> ViewTree? {
        guard pinsContentView else { return nil }
        var tree = self
        tree.constraints[3].constant = -height
        return tree
    }

    /// Whether the tree holds a list content view (a content configuration's).
    var holdsListContent: Bool {
        items.contains { if case .listContent = $0.content { true } else { false } }
    }
}

extension UIView {
    /// The content view of a cell (a collection or table view cell, a table's header or footer
    /// view) when it must be captured whole (see ``ViewTree/adoptWholeCell(_:contentView:)``): it
    /// has views of the app's own beside its content view that are shown, or holds constraints
    /// that relate the cell itself, its guides or such views to the views it holds (pinning a
    /// label to the cell's anchors, as UIKit lays out through one engine). `nil` for any other
    /// view or cell.
    ///
    /// A hidden view beside the content view draws nothing, and its constraints to the cell
    /// itself (a switch a row hides, pinned to the cell's trailing edge) place nothing that is
    /// drawn: alone, it leaves the cell drawn as its content view, with the cell's accessories.
    func cellSnapWholeCellContentView() -> UIView? {
        guard let contentView = cellSnapCellContentView else { return nil }
        let beside = subviews.filter { $0 !== contentView }
        if beside.contains(where: { !$0.isHidden }) { return contentView }
        func isInHiddenSideView(_ view: UIView) -> Bool {
            beside.contains { view.isDescendant(of: $0) }
        }
        let relatesCell = installedConstraints.contains { constraint in
            let views = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
                guard let item else { return nil }
                if let guide = item as? UILayoutGuide, guide.kind == .separator { return nil }
                return layoutView(of: item)
            }
            // A constraint between a hidden side view and the cell places nothing drawn.
            if views.contains(where: isInHiddenSideView), !views.contains(where: { $0.isDescendant(of: contentView) }) {
                return false
            }
            return views.contains { !$0.isDescendant(of: contentView) }
        }
        return relatesCell ? contentView : nil
    }
}

extension UIView {
    /// The content view of a collection or table view cell or a table's header or footer view.
    var cellSnapCellContentView: UIView? {
        switch self {
        case let cell as UICollectionViewCell: cell.contentView
        case let cell as UITableViewCell: cell.contentView
        case let view as UITableViewHeaderFooterView: view.contentView
        default: nil
        }
    }
}

/// Refuses what a cell captured whole cannot be drawn with yet. Beside accessories or indentation,
/// the cell's own subviews span the cell and its content view is narrowed to the space left
/// (``ViewTree/insettingContentView(leading:trailing:)``), as UIKit lays a cell out; that needs a
/// content view CellSnap pins (one that translates its autoresizing mask) and views whose
/// `layoutSubviews()` changes nothing, as their layout pass runs at the cell's size with the
/// content view filling it. Accessories the cell's state does not show (a table row's delete
/// control outside editing) do not count.
func refuseWholeCellExtras(_ cell: ListCell, cellClass: String) throws {
    let shown = CellAccessory.arrange(cell.configured.accessories, in: cell.state)
    guard !shown.leading.isEmpty || !shown.trailing.isEmpty || cell.indentationLevel != 0 else { return }
    var tree: ViewTree?
    if case .userDefined(let configuration) = cell.content {
        tree = (configuration.base as? ViewContentConfiguration)?.tree
    }
    if let tree, tree.pinsContentView, tree.pendingLayoutPass == nil { return }
    let why =
        tree?.pinsContentView == false
        ? "a content view placed by constraints of the app's own" : "views whose layoutSubviews() changes them"
    throw CellSnapUIKitError(
        call: "\(cellClass).addSubview(_:)",
        reason:
            "views added to the cell itself, beside its contentView, are not drawn with \(why) "
            + "in a cell with accessories or indentation yet; add them to contentView")
}

extension UIView {
    /// Whether this cell's layer draws a look of its own that a content configuration's cell does
    /// not: a border, a collection cell's shadow, or rounded corners it clips to, which CALayer
    /// draws above the cell's content and background (`layer.borderWidth` in a grid of list
    /// cells). `false` for a view that is not a cell; a table cell's shadow is cast from its
    /// background (see `UITableViewCell+OwnLook.swift`).
    var cellSnapHasOwnLayerLook: Bool {
        guard self is UICollectionViewCell || self is UITableViewCell else { return false }
        let castsShadow = self is UICollectionViewCell && layer.shadowOpacity > 0
        return (layer.borderWidth > 0 && layer.borderColor != nil) || castsShadow || cellSnapClipsToRoundedCorners
    }

    /// Whether the view clips its content to rounded corners.
    var cellSnapClipsToRoundedCorners: Bool {
        clipsToBounds && layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty
    }
}

extension UIView {
    /// A cell's own look (its background colour, layer border and corners) drawn around its
    /// content view; `nil` for other views and for cells without one. The cell's background views are drawn
    /// between its background colour and its content view (``ViewTree/hostBackgrounds``). A table
    /// view cell's look around its content is its layer shadow alone, when its background draws
    /// nothing (see `UITableViewCell+OwnLook.swift`).
    func cellSnapHostAppearance(traits: Traits) throws -> ViewTree.Appearance? {
        if let tableCell = self as? UITableViewCell { return tableCell.cellSnapOwnLook(traits: traits) }
        guard let cell = self as? UICollectionViewCell else { return nil }
        let look = cellSnapBaseAppearance(traits: traits)
        guard look.transform == .identity, look.transform3D == nil else {
            throw CellSnapUIKitError(
                call: "\(type(of: cell)).transform", reason: "a cell is transformed by its layout attributes' transform"
            )
        }
        let radii = look.cornerRadii
        let isRounded = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains { $0 > 0 }
        guard
            look.backgroundColor != nil || look.border != nil || (isRounded && look.clipsToBounds)
                || look.shadow != nil || look.refusal != nil
        else { return nil }
        return ViewTree.Appearance(
            backgroundColor: look.backgroundColor, cornerRadii: radii, border: look.border,
            clipsToBounds: look.clipsToBounds, shadow: look.shadow, refusal: look.refusal)
    }
}
