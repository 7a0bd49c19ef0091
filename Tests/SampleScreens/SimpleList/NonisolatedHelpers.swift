// Swift 5 code as it is written against UIKit: nonisolated helpers that make cells and a cell
// provider kept in a property. UIKit's declarations are `@preconcurrency @MainActor`, so in the Swift
// 5 language mode (this target's) they compile without a diagnostic, against CellSnap's UIKit too.
import Testing
import UIKit

func makeTableCell() -> UITableViewCell { UITableViewCell(style: .subtitle, reuseIdentifier: nil) }

final class ListCellMaker {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
        var content = cell.defaultContentConfiguration()
        content.text = "\(number)"
        cell.contentConfiguration = content
    }
    lazy var provider: (UICollectionView, IndexPath, Int) -> UICollectionViewCell? = {
        [registration] view, path, item in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
}

@MainActor @Test func nonisolatedHelpersMakeCells() throws {
    #expect(makeTableCell().detailTextLabel != nil)
    let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let cell = try #require(ListCellMaker().provider(collectionView, IndexPath(item: 0, section: 0), 7))
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "7")
}
