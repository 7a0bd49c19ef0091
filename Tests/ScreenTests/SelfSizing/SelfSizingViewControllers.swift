// Self-sizing cells whose constraints say more or less about their height, in the containers
// that size them: a list, a compositional layout with estimated heights, a table with automatic
// row heights. UIKit fits each toward its container's estimate, so what the constraints leave
// free keeps the estimate (a table's collapsed row takes the standard 44 pt).
import UIKit

/// How much of a vertical chain a cell's constraints make.
enum VerticalChain: CaseIterable, Sendable {
    /// The title centred in the content view: nothing fixes the height.
    case none
    /// The title 12 pt below the content view's top, nothing below it.
    case partial
    /// The title 12 pt inside the content view's top and bottom.
    case full
    /// The title centred; a 30 pt bar on the cell itself, 10 pt inside the cell's top and bottom.
    case besideContentView

    /// Adds the title (and the bar) to `cell` with the chain's constraints.
    @MainActor func install(on cell: UIView, contentView: UIView) {
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        var constraints = [title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20)]
        switch self {
        case .none:
            constraints.append(title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor))
        case .partial:
            constraints.append(title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12))
        case .full:
            constraints += [
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ]
        case .besideContentView:
            let bar = UIView()
            bar.backgroundColor = .systemTeal
            bar.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(bar)
            constraints += [
                title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                bar.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                bar.widthAnchor.constraint(equalToConstant: 6),
                bar.heightAnchor.constraint(equalToConstant: 30),
                bar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                bar.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }
}

final class ChainCollectionCell: UICollectionViewCell {
    var chain: VerticalChain? {
        didSet {
            guard oldValue == nil, let chain else { return }
            chain.install(on: self, contentView: contentView)
        }
    }
}

final class ChainTableCell: UITableViewCell {
    var chain: VerticalChain? {
        didSet {
            guard oldValue == nil, let chain else { return }
            chain.install(on: self, contentView: contentView)
        }
    }
}

/// One row of each chain in a collection view: a plain list, or a one-column compositional layout
/// whose items estimate `estimate` points.
final class ChainCollectionViewController: UIViewController, UICollectionViewDataSource {
    let estimate: CGFloat?
    private(set) var collectionView: UICollectionView!

    /// A list when `estimate` is `nil`.
    init(estimate: CGFloat?) {
        self.estimate = estimate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the screen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout: UICollectionViewLayout
        if let estimate {
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        } else {
            layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for index in VerticalChain.allCases.indices {
            collectionView.register(ChainCollectionCell.self, forCellWithReuseIdentifier: "chain\(index)")
        }
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        VerticalChain.allCases.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        // One identifier per chain, so that a reused cell keeps its own constraints.
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chain\(indexPath.item)", for: indexPath)
        if let chainCell = cell as? ChainCollectionCell, chainCell.chain == nil {
            chainCell.chain = VerticalChain.allCases[indexPath.item]
        }
        return cell
    }
}

/// One row of each chain in a table with automatic row heights.
final class ChainTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for index in VerticalChain.allCases.indices {
            tableView.register(ChainTableCell.self, forCellReuseIdentifier: "chain\(index)")
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        VerticalChain.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chain\(indexPath.row)", for: indexPath)
        if let chainCell = cell as? ChainTableCell, chainCell.chain == nil {
            chainCell.chain = VerticalChain.allCases[indexPath.row]
        }
        return cell
    }
}
