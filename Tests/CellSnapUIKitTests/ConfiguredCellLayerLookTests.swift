// A configured cell's own layer look: a list cell (or any collection or table view cell) whose
// content is a `UIListContentConfiguration` and whose layer has a border draws that border around
// the cell, above its background and content, as CALayer draws a border above its sublayers (a
// sample app's grid of list cells with `layer.borderWidth = 1` once lost every border).

import CellModel
import Pixels
import Testing
import UIKit

@testable import CellSnapUIKit

@MainActor @Suite struct ConfiguredCellLayerLookTests {
    /// Two 60-pt list cells side by side in a 300-pt collection view over yellow, each with a
    /// "Row" text, `style` applied to their layers (with a content configuration, as the sample's).
    static func pixels(rightToLeft: Bool, _ style: @escaping (UICollectionViewListCell) -> Void) throws -> RGBAImage {
        UIView.cellSnapInstallTextMeasurer()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 60),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.backgroundColor = .systemYellow
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            style(cell)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        dataSource.apply(snapshot, animatingDifferences: false)
        return try withExtendedLifetime(dataSource) {
            try ControlFixtures.pixels(collectionView, rightToLeft: rightToLeft)
        }
    }

    /// A 2-pt red border (6 device pixels) rims each cell, and inside it the cell is drawn pixel for
    /// pixel as a cell without a border: the white list cell background and its text.
    @Test(arguments: [false, true]) func aBorderRimsTheConfiguredCell(rightToLeft: Bool) throws {
        let plain = try Self.pixels(rightToLeft: rightToLeft) { _ in }
        let bordered = try Self.pixels(rightToLeft: rightToLeft) { cell in
            cell.layer.borderWidth = 2
            cell.layer.borderColor = UIColor.systemRed.cgColor
        }
        let red: [UInt8] = [0xFF, 0x3B, 0x30]
        for x in [0, 5, 444, 449, 450, 455, 894, 899] {
            #expect(bordered.rgb(x, 90) == red, "x \(x)")
        }
        #expect(bordered.rgb(200, 0) == red && bordered.rgb(200, 179) == red)
        #expect(plain.rgb(3, 90) == [0xFF, 0xFF, 0xFF])
        var inside = 0
        for y in 6..<174 {
            for x in (6..<444).map({ $0 }) + (456..<894).map({ $0 }) {
                inside += 1
                if bordered.rgb(x, y) != plain.rgb(x, y) {
                    Issue.record("pixel \(x), \(y) differs inside the border")
                    return
                }
            }
        }
        let ink = (6..<444).contains { x in (6..<174).contains { y in plain.rgb(x, y) != [0xFF, 0xFF, 0xFF] } }
        #expect(inside > 0 && ink, "the cell's text is drawn")
    }

    /// Rounded corners the cell clips to round its background too: the collection view's yellow
    /// shows at a corner, white a little further in.
    @Test(arguments: [false, true]) func clippedCornersRoundTheBackground(rightToLeft: Bool) throws {
        let image = try Self.pixels(rightToLeft: rightToLeft) { cell in
            cell.layer.cornerRadius = 12
            cell.clipsToBounds = true
            cell.layer.borderWidth = 1
            cell.layer.borderColor = UIColor.systemGray.cgColor
        }
        #expect(image.rgb(1, 1) == [0xFF, 0xCC, 0x00])
        #expect(image.rgb(30, 90) == [0xFF, 0xFF, 0xFF])
    }

    /// A table view cell's layer border rims its row the same way, above its content, with the
    /// row's text where a row without a border has it (a 44-pt row, its text centred).
    @Test(arguments: [false, true]) func aBorderRimsAConfiguredTableRow(rightToLeft: Bool) throws {
        func pixels(bordered: Bool) throws -> RGBAImage {
            let source = BorderedRows(bordered: bordered)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), style: .plain)
            table.dataSource = source
            return try withExtendedLifetime(source) { try ControlFixtures.pixels(table, rightToLeft: rightToLeft) }
        }
        let plain = try pixels(bordered: false), bordered = try pixels(bordered: true)
        let red: [UInt8] = [0xFF, 0x3B, 0x30]
        // (The separator at a row's foot is drawn over its border; iOS draws the border above it.)
        for (x, y) in [(0, 60), (5, 60), (894, 60), (899, 60), (450, 0), (450, 132)] {
            #expect(bordered.rgb(x, y) == red, "\(x), \(y)")
        }
        let text = (6..<894).filter { x in (6..<126).contains { y in plain.rgb(x, y) != [0xFF, 0xFF, 0xFF] } }
        #expect(!text.isEmpty)
        for x in text { #expect(bordered.rgb(x, 66) == plain.rgb(x, 66), "x \(x)") }
    }

    /// Rounded clipping at some corners only is refused over a background that draws (a
    /// background configuration is rounded alike at all four); over a clear one the cell is drawn,
    /// clipped at its rounded corner only: yellow shows at the top-left corner, not the top-right.
    @Test func someClippedCornersAreRefusedOverABackground() throws {
        func clipTopLeft(_ cell: UICollectionViewListCell) {
            cell.layer.cornerRadius = 12
            cell.layer.maskedCorners = [.layerMinXMinYCorner]
            cell.clipsToBounds = true
        }
        #expect(throws: CellSnapUIKitError.self) { try Self.pixels(rightToLeft: false, clipTopLeft) }
        let clear = try Self.pixels(rightToLeft: false) { cell in
            clipTopLeft(cell)
            cell.backgroundConfiguration = .clear()
            cell.contentView.backgroundColor = .white
        }
        #expect(clear.rgb(1, 1) == [0xFF, 0xCC, 0x00])
        #expect(clear.rgb(448, 1) == [0xFF, 0xFF, 0xFF])
    }
}

/// Two table rows with a list content configuration, with a 2-pt red layer border when `bordered`.
private final class BorderedRows: NSObject, UITableViewDataSource {
    let bordered: Bool
    init(bordered: Bool) { self.bordered = bordered }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        if bordered {
            cell.layer.borderWidth = 2
            cell.layer.borderColor = UIColor.systemRed.cgColor
        }
        return cell
    }
}
