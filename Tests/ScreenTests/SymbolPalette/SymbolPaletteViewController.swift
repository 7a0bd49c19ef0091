// An icon picker: symbols on rounded tiles, each drawn by a content configuration and content view
// of the app's own (SymbolTileConfiguration, SymbolTileContentView) and a background configuration
// that follows the cell's state: selected, the tile fills with the tint and the symbol turns white;
// highlighted, the tile takes the tint at 30 %. Tiles size to their symbols, and a flexible spacing
// spreads each row across the width.
import UIKit

struct SymbolTileConfiguration: UIContentConfiguration, Hashable {
    var symbol: UIImage?
    var symbolColor: UIColor = .tintColor
    var symbolFont = UIFont.preferredFont(forTextStyle: .body)

    func makeContentView() -> UIView & UIContentView {
        SymbolTileContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> SymbolTileConfiguration {
        guard let cellState = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.symbolColor = cellState.isSelected ? .white : .tintColor
        return updated
    }
}

final class SymbolTileContentView: UIView, UIContentView {
    let imageView = UIImageView()
    private var appliedConfiguration: SymbolTileConfiguration

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let configuration = newValue as? SymbolTileConfiguration else { return }
            apply(configuration)
        }
    }

    init(configuration: SymbolTileConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: content views are made by their configuration")
    }

    func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is SymbolTileConfiguration
    }

    private func apply(_ configuration: SymbolTileConfiguration) {
        appliedConfiguration = configuration
        imageView.image = configuration.symbol
        imageView.tintColor = configuration.symbolColor
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            font: configuration.symbolFont, scale: .large)
    }
}

final class SymbolTileCell: UICollectionViewCell {
    var symbolName: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = SymbolTileConfiguration(symbol: symbolName.flatMap { UIImage(systemName: $0) })
            .updated(for: state)
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 8
        background.strokeWidth = 1
        background.strokeColor = .systemGray3
        background.backgroundColor = .secondarySystemBackground
        background.backgroundColorTransformer = UIConfigurationColorTransformer { [state] color in
            if state.isSelected { return .tintColor }
            if state.isHighlighted { return UIColor.tintColor.withAlphaComponent(0.3) }
            return color
        }
        backgroundConfiguration = background
    }
}

final class SymbolPaletteViewController: UIViewController {
    static let symbols = [
        "airplane", "archivebox", "bag", "banknote", "bell", "bolt", "bookmark", "calendar", "camera", "cart", "clock",
        "creditcard", "doc.text", "envelope", "eye", "flag", "folder", "gearshape", "giftcard", "globe", "headphones",
        "heart", "house", "key", "link", "location", "lock", "map", "mic", "moon", "music.note", "paintbrush",
        "paperclip", "paperplane", "pencil", "phone", "photo", "shippingbox", "star", "sun.max", "tag", "trash",
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Choose an Icon"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SymbolTileCell, String> { cell, _, symbol in
            cell.symbolName = symbol
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, symbol in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: symbol)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.symbols)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        row.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
