// A photo library's grid: square thumbnails, four to a row, laid out by a compositional layout.
// Packed, the squares touch; with gutters, each thumbnail is inset inside its square. A thumbnail
// is a plain collection view cell with a hairline border on its layer and its number on a label;
// a selected thumbnail shows a tinted selected-background view.
import UIKit

final class ThumbnailCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The fill is the cell's own, behind the content view, so that the selected background
        // view (which UIKit puts between the two) shows when the photo is selected.
        backgroundColor = .secondarySystemBackground
        layer.borderColor = UIColor.lightGray.cgColor
        let selection = UIView()
        selection.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.35)
        selectedBackgroundView = selection
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.font = .preferredFont(forTextStyle: .caption1)
        numberLabel.textColor = .label
        numberLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            numberLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the grid makes its cells in code")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A hairline: one device pixel.
        layer.borderWidth = 1 / max(1, traitCollection.displayScale)
    }
}

final class PhotoGridViewController: UIViewController {
    enum Spacing {
        /// Squares side by side.
        case packed
        /// Each thumbnail 4 pt inside its square.
        case gutters
    }

    static let photoCount = 70
    let spacing: Spacing
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init(spacing: Spacing = .packed) {
        self.spacing = spacing
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the grid is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = spacing == .packed ? "Photos" : "Photos with Gutters"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ThumbnailCell, Int> { cell, _, number in
            cell.numberLabel.text = "\(number + 1)"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.photoCount))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets =
            spacing == .gutters ? NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4) : .zero
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }
}
