// Rows whose cells put views on the cell itself, beside its content view, as real cells often do:
// an unread dot pinned to the cell's trailing edge and centred on the title in the content view,
// a divider along the cell's bottom edge from under the title, and a coloured stripe inserted
// below the content view at the cell's leading edge. The same decoration in a list, a two-column
// grid and a table.
import UIKit

/// The views a badged row adds: the title inside the content view, the rest on the cell.
@MainActor struct RowDecoration {
    let title = UILabel()
    let dot = UIView()
    let divider = UIView()
    let stripe = UIView()

    /// Adds the views to `cell` and its `contentView` and constrains them across the two.
    func install(on cell: UIView, contentView: UIView) {
        title.accessibilityIdentifier = "title"
        dot.accessibilityIdentifier = "dot"
        divider.accessibilityIdentifier = "divider"
        stripe.accessibilityIdentifier = "stripe"
        dot.backgroundColor = .systemRed
        dot.layer.cornerRadius = 5
        divider.backgroundColor = .systemBlue
        stripe.backgroundColor = .systemOrange
        for view in [title, dot, divider, stripe] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(title)
        cell.addSubview(dot)
        cell.addSubview(divider)
        cell.insertSubview(stripe, belowSubview: contentView)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: dot.leadingAnchor, constant: -8),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
            dot.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            dot.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            divider.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            divider.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            divider.heightAnchor.constraint(equalToConstant: 2),
            stripe.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            stripe.topAnchor.constraint(equalTo: cell.topAnchor),
            stripe.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            stripe.widthAnchor.constraint(equalToConstant: 4),
        ])
    }
}

final class BadgedListCell: UICollectionViewListCell {
    let decoration = RowDecoration()

    override init(frame: CGRect) {
        super.init(frame: frame)
        decoration.install(on: self, contentView: contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the list makes its cells in code")
    }
}

final class BadgedGridCell: UICollectionViewCell {
    let decoration = RowDecoration()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        decoration.install(on: self, contentView: contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the grid makes its cells in code")
    }
}

final class BadgedTableCell: UITableViewCell {
    let decoration = RowDecoration()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        decoration.install(on: self, contentView: contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the table makes its cells in code")
    }
}

/// The inbox folders a badged screen lists; every other one shows its unread dot.
enum BadgedFolders {
    static let names = ["Inbox", "Drafts", "Sent", "Archive", "Receipts from the travel agency", "Junk"]
    static func hasUnread(_ index: Int) -> Bool { index.isMultiple(of: 2) }
}

/// A collection view of badged rows: a plain list, or a grid of two columns of self-sizing cells.
final class BadgedCollectionViewController: UIViewController {
    enum Style {
        case list, grid
    }

    let style: Style
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the screen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let list = UICollectionView.CellRegistration<BadgedListCell, Int> { cell, _, index in
            Self.configure(cell.decoration, index: index)
        }
        let grid = UICollectionView.CellRegistration<BadgedGridCell, Int> { cell, _, index in
            Self.configure(cell.decoration, index: index)
        }
        let style = self.style
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, index in
            switch style {
            case .list: collectionView.dequeueConfiguredReusableCell(using: list, for: indexPath, item: index)
            case .grid: collectionView.dequeueConfiguredReusableCell(using: grid, for: indexPath, item: index)
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(BadgedFolders.names.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func configure(_ decoration: RowDecoration, index: Int) {
        decoration.title.text = BadgedFolders.names[index]
        decoration.title.numberOfLines = 0
        decoration.dot.isHidden = !BadgedFolders.hasUnread(index)
    }

    private func makeLayout() -> UICollectionViewLayout {
        switch style {
        case .list:
            return UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
        case .grid:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(60)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
                repeatingSubitem: item, count: 2)
            row.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return UICollectionViewCompositionalLayout(section: section)
        }
    }
}

/// A table of badged rows, sized by their constraints.
final class BadgedTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BadgedTableCell.self, forCellReuseIdentifier: "folder")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        BadgedFolders.names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
        if let badged = cell as? BadgedTableCell {
            BadgedCollectionViewController.configure(badged.decoration, index: indexPath.row)
        }
        return cell
    }
}
