// A hiking app's trail finder: a search bar over a two-column grid of trail names, the two laid out
// by visual-format constraints against the safe area; typing filters the grid through the search
// bar's delegate, which applies a new snapshot of the matching trails in name order (or says, in the
// readable width, that none matches). Scrolling the grid puts the keyboard away.
import UIKit

final class TrailNameCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.systemGreen.cgColor
        contentView.layer.cornerRadius = 6
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .footnote)
        nameLabel.numberOfLines = 2
        nameLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(nameLabel)
        let views = ["name": nameLabel]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[name]-(>=10)-|", options: [], metrics: nil, views: views)
                + [nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: cells are made in code")
    }
}

final class TrailFinderViewController: UIViewController, UISearchBarDelegate, UICollectionViewDelegate {
    struct Trail: Hashable {
        let name: String
        let kilometres: Double
    }

    static let trails: [Trail] = [
        ("Alder Creek Loop", 6.2), ("Basalt Steps", 3.1), ("Cedar Ridge", 11.8), ("Cinder Cone Path", 4.4),
        ("Cliffside Walk", 2.7), ("Falcon Lookout", 8.9), ("Fern Hollow", 5.0), ("Glacier Basin", 14.3),
        ("Heron Marsh", 3.6), ("Juniper Flats", 7.5), ("Larch Pass", 12.0), ("Lost Lake Trail", 9.4),
        ("Moraine Traverse", 16.2), ("Old Mill Route", 4.9), ("Pika Meadow", 6.8), ("Quartz Ridge", 10.1),
        ("Redwood Run", 5.5), ("Saddle Ridge", 13.7), ("Spruce Bog Boardwalk", 1.8), ("Summit Switchbacks", 8.2),
        ("Tarn Circuit", 7.1), ("Twin Falls", 3.9), ("Willow Bend", 4.2), ("Windy Ridge", 9.9),
    ].map { Trail(name: $0.0, kilometres: $0.1) }

    let searchBar = UISearchBar(frame: .zero)
    /// Shown instead of the grid when no trail matches.
    let emptyLabel = UILabel()
    private(set) var trailsView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Trail>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Trails"
        view.backgroundColor = .systemBackground
        trailsView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        for subview in [searchBar, trailsView!] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["searchBar": searchBar, "trails": trailsView!]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[searchBar]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[trails]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[searchBar]-12-[trails]|", options: [], metrics: nil, views: views)
        constraints.append(
            searchBar.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1)
        )
        NSLayoutConstraint.activate(constraints)
        searchBar.delegate = self
        searchBar.placeholder = "Find a trail"
        trailsView.delegate = self
        emptyLabel.translatesAutoresizingMaskIntoConstraints = false
        emptyLabel.font = .preferredFont(forTextStyle: .body)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.isHidden = true
        view.addSubview(emptyLabel)
        NSLayoutConstraint.activate([
            emptyLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            emptyLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            emptyLabel.topAnchor.constraint(equalTo: trailsView.topAnchor, constant: 40),
        ])
        configureDataSource()
        showTrails(matching: nil)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        showTrails(matching: searchText)
    }

    /// Scrolling the trails puts the keyboard away.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        searchBar.resignFirstResponder()
    }

    private func showTrails(matching query: String?) {
        let words = (query ?? "").lowercased().split(separator: " ")
        let matching = Self.trails.filter { trail in
            words.allSatisfy { trail.name.lowercased().contains($0) }
        }.sorted { $0.name < $1.name }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Trail>()
        snapshot.appendSections([0])
        snapshot.appendItems(matching)
        dataSource.apply(snapshot, animatingDifferences: true)
        emptyLabel.text = matching.isEmpty ? "No trails match “\(query ?? "")”." : nil
        emptyLabel.isHidden = !matching.isEmpty
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
            subitem: item, count: 2)
        row.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<TrailNameCell, Trail> { cell, _, trail in
            cell.nameLabel.text = trail.name
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Trail>(collectionView: trailsView) {
            collectionView, indexPath, trail in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: trail)
        }
    }
}
