// A cell's own views beside its content view: refused with an error naming the view and the fix.
import Testing
import UIKit

@MainActor struct ViewsBesideContentViewTests {
    /// A view added to the cell itself (not to its contentView) is refused when the cell is drawn,
    /// for both cell classes; the same view in contentView is drawn.
    @Test func aViewAddedToTheCellItselfIsRefused() throws {
        let collectionCell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        collectionCell.addSubview(UILabel())
        #expect(
            throws: CellSnapUIKitError(
                call: "UICollectionViewCell.addSubview(_:)",
                reason:
                    "a UILabel added to the cell itself, beside its contentView, is not drawn "
                    + "(CellSnap draws a cell from its contentView); add it to contentView")
        ) { try collectionCell.cellSnapListCell() }
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableCell.addSubview(UIImageView())
        #expect(
            throws: CellSnapUIKitError(
                call: "UITableViewCell.addSubview(_:)",
                reason:
                    "a UIImageView added to the cell itself, beside its contentView, is not drawn "
                    + "(CellSnap draws a cell from its contentView); add it to contentView")
        ) { try tableCell.cellSnapListCell() }
        let fine = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.text = "Inside"
        label.frame = CGRect(x: 16, y: 12, width: 100, height: 20)
        fine.contentView.addSubview(label)
        _ = try fine.cellSnapListCell()
    }
}
