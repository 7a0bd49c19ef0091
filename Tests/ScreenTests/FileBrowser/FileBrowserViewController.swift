// A files app's browser: a sideways row of recent files, a sidebar outline of folders under a header
// that collapses them, and an inset grouped list of every file ending in a centred summary row. One compositional layout, a section
// provider giving each section its own layout (a grid row, a sidebar list, an inset grouped list).
import UIKit

final class RecentFileCell: UICollectionViewCell {
    let iconView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        iconView.translatesAutoresizingMaskIntoConstraints = false
        iconView.tintColor = .systemBlue
        iconView.contentMode = .scaleAspectFit
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            pointSize: 22, weight: .semibold, scale: .medium)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .caption2)
        nameLabel.textAlignment = .center
        contentView.addSubview(iconView)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            iconView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -8),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: cells are made in code")
    }
}

final class FileBrowserViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case recents, folders, files
    }

    enum Item: Hashable {
        case recent(String)
        case foldersHeader
        case folder(String)
        case file(name: String, size: String)
        case summary(String)
    }

    static let recents = ["Plan.key", "Trip.pdf", "Logo.svg", "Notes.txt", "Scan.jpg", "Tax.pdf"]
    static let folders = ["Documents", "Downloads", "Photos", "Projects", "Shared"]
    static let files: [(String, String)] = [
        ("Budget.numbers", "84 KB"), ("Contract.pdf", "1.2 MB"), ("Itinerary.pdf", "310 KB"), ("Logo.svg", "12 KB"),
        ("Notes.txt", "4 KB"), ("Plan.key", "8.6 MB"), ("Scan.jpg", "2.4 MB"),
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Browse"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshots()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .recents:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalWidth(0.24)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
                return section
            case .folders:
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                configuration.headerMode = .firstItemInSection
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            case .files:
                return NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                    layoutEnvironment: environment)
            case nil:
                return nil
            }
        }
    }

    private func configureDataSource() {
        let recent = UICollectionView.CellRegistration<RecentFileCell, String> { cell, _, name in
            cell.nameLabel.text = name
            cell.iconView.image = UIImage(systemName: name.hasSuffix(".pdf") ? "doc.text" : "doc")
        }
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = UIListContentConfiguration.cell()
            content.text = name
            content.image = UIImage(systemName: "folder")
            content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
                pointSize: 17, weight: .regular, scale: .small)
            content.imageProperties.tintColor = .systemBlue
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarCell()
        }
        let file = UICollectionView.CellRegistration<UICollectionViewListCell, (String, String)> { cell, _, file in
            var content = UIListContentConfiguration.valueCell()
            content.text = file.0
            content.secondaryText = file.1
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let summary = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.cell()
            content.text = text
            content.textProperties.alignment = .center
            content.textProperties.font = .preferredFont(forTextStyle: .footnote)
            content.textProperties.adjustsFontForContentSizeCategory = true
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .recent(let name):
                return collectionView.dequeueConfiguredReusableCell(using: recent, for: indexPath, item: name)
            case .foldersHeader:
                return collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: "Folders")
            case .folder(let name):
                return collectionView.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: name)
            case .file(let name, let size):
                return collectionView.dequeueConfiguredReusableCell(using: file, for: indexPath, item: (name, size))
            case .summary(let text):
                return collectionView.dequeueConfiguredReusableCell(using: summary, for: indexPath, item: text)
            }
        }
    }

    private func applySnapshots() {
        var sections = NSDiffableDataSourceSnapshot<Section, Item>()
        sections.appendSections(Section.allCases)
        sections.appendItems(Self.recents.map { .recent($0) }, toSection: .recents)
        dataSource.apply(sections, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<Item>()
        outline.append([.foldersHeader])
        outline.append(Self.folders.map { .folder($0) }, to: .foldersHeader)
        outline.expand([.foldersHeader])
        dataSource.apply(outline, to: .folders, animatingDifferences: false)
        var files = NSDiffableDataSourceSectionSnapshot<Item>()
        files.append(Self.files.map { .file(name: $0.0, size: $0.1) })
        files.append([.summary("\(Self.files.count) items, 13.1 MB")])
        dataSource.apply(files, to: .files, animatingDifferences: false)
    }
}
