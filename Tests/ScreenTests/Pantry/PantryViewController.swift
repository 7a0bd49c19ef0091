// A kitchen pantry: one inset grouped section a shelf, value cells of what is on it and how much,
// each shelf applied as a section snapshot of its own. Swiping a row from the leading edge offers
// to put it on the shopping list; from the trailing edge, to remove it from the shelf.
import UIKit

final class PantryViewController: UIViewController {
    struct Item: Hashable {
        let name: String
        let amount: String
    }

    static let shelves: [(name: String, items: [Item])] = [
        (
            "Baking",
            [
                Item(name: "Flour", amount: "2 kg"), Item(name: "Sugar", amount: "750 g"),
                Item(name: "Yeast", amount: "3 sachets"),
            ]
        ),
        (
            "Grains",
            [
                Item(name: "Rice", amount: "1.5 kg"), Item(name: "Oats", amount: "500 g"),
                Item(name: "Quinoa", amount: "300 g"), Item(name: "Lentils", amount: "2 bags"),
            ]
        ),
        ("Spices", [Item(name: "Cumin", amount: "1 jar"), Item(name: "Paprika", amount: "Low")]),
        (
            "Tins",
            [
                Item(name: "Tomatoes", amount: "6 tins"), Item(name: "Chickpeas", amount: "4 tins"),
                Item(name: "Coconut Milk", amount: "2 tins"),
            ]
        ),
    ]

    /// What the user put on the shopping list by swiping.
    private(set) var shoppingList: [String] = []
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<String, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Pantry"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.shoppingListAction(at: indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.removeAction(at: indexPath)
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item.name
            content.secondaryText = item.amount
            content.textToSecondaryTextHorizontalPadding = 12
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        for shelf in Self.shelves {
            var section = NSDiffableDataSourceSectionSnapshot<Item>()
            section.append(shelf.items)
            dataSource.apply(section, to: shelf.name, animatingDifferences: false)
        }
    }

    private func shoppingListAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let add = UIContextualAction(style: .normal, title: "Buy") { [weak self] _, _, completion in
            self?.shoppingList.append(item.name)
            completion(true)
        }
        add.image = UIImage(systemName: "cart")
        add.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [add])
    }

    private func removeAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([item])
            self.dataSource.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        remove.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [remove])
    }
}
