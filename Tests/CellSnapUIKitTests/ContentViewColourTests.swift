// A cell whose labels are a list content (a table cell's `textLabel`, a list cell's content
// configuration) and whose content view has a colour of its own: the colour fills the row under
// the labels, as the content view covers the cell's background on screen.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ContentViewColourTests {
    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)

    /// Two 44 pt rows whose content views are red, in a table or a list collection view, drawn
    /// 200 pt wide at 3x: red at both ends of each row, with the title's ink between.
    @Test(arguments: [false, true], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aContentViewsColourFillsTheRow(table: Bool, direction: UITraitEnvironmentLayoutDirection) throws {
        let traits = UITraitCollection(layoutDirection: direction)
        let snapshot: Snapshot
        if table {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
            let source = RedRows()
            tableView.dataSource = source
            tableView.separatorStyle = .none
            snapshot = try withExtendedLifetime(source) {
                try Snapshotting<UITableView>.image(width: 200, traits: traits).snapshot(tableView)
            }
        } else {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
            let source = RedRows()
            collectionView.dataSource = source
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            snapshot = try withExtendedLifetime(source) {
                try Snapshotting<UICollectionView>.image(width: 200, traits: traits).snapshot(collectionView)
            }
        }
        guard case .image(let pixels, _, _, _) = snapshot else {
            throw CellSnapUIKitError(call: "render", reason: "not an image")
        }
        for row in 0..<2 {
            let middle = (row * 44 + 22) * 3
            #expect(pixels[2 * 3, middle] == Self.red)
            #expect(pixels[198 * 3, middle] == Self.red)
            #expect((0..<pixels.width).contains { pixels[$0, middle].green > 128 })
        }
    }
}

/// Two rows titled in white whose content views are red.
private final class RedRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.textLabel?.textColor = .white
        cell.contentView.backgroundColor = .red
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Row \(indexPath.item)"
        content.textProperties.color = .white
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        cell.contentView.backgroundColor = .red
        return cell
    }
}
