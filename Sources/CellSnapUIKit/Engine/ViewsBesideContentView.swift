/// Refuses a cell that has views of the app's own beside its content view (added to the cell
/// itself rather than to `contentView`).
///
/// CellSnap draws a cell from its content view's tree (with its background views behind it), so
/// such a view would silently be missing from the picture. UIKit draws it, above the content view;
/// Apple's documentation asks apps to add a cell's views to `contentView`. Until CellSnap draws
/// them, the cell is refused with an error that names the view and the fix.
@MainActor func refuseViewsBesideContentView(of cell: UIView, contentView: UIView, cellClass: String) throws {
    guard let view = cell.subviews.first(where: { $0 !== contentView }) else { return }
    throw CellSnapUIKitError(
        call: "\(cellClass).addSubview(_:)",
        reason:
            "a \(type(of: view)) added to the cell itself, beside its contentView, is not drawn "
            + "(CellSnap draws a cell from its contentView); add it to contentView")
}
