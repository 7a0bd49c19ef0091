// A design-system catalogue page showing every way a carousel can scroll: one section per
// orthogonal scrolling behaviour, titled by a header, its cards side by side (or, for `.none`,
// stacked as a plain section stacks its groups). Sections are spaced by the layout's configuration.
import UIKit

final class CarouselHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: headers are made in code")
    }
}

final class CarouselCardCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.backgroundColor = .systemOrange
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.font = .preferredFont(forTextStyle: .title2)
        numberLabel.textColor = .black
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            numberLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: cards are made in code")
    }
}

final class CarouselsViewController: UIViewController {
    static let headerKind = "carousel-header"
    static let cardsPerSection = 5
    static let behaviors: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, String)] = [
        (.continuous, "Continuous"), (.continuousGroupLeadingBoundary, "Group leading edge"), (.paging, "Paging"),
        (.groupPaging, "Group paging"), (.groupPagingCentered, "Centred group paging"), (.none, "None"),
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Carousels"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let card = UICollectionView.CellRegistration<CarouselCardCell, Int> { cell, indexPath, _ in
            cell.numberLabel.text = "\(indexPath.item + 1)"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
        }
        let header = UICollectionView.SupplementaryRegistration<CarouselHeaderView>(elementKind: Self.headerKind) {
            view, _, indexPath in
            view.titleLabel.text = Self.behaviors[indexPath.section].1
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for section in Self.behaviors.indices {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<Self.cardsPerSection).map { section * 100 + $0 }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let behavior = Self.behaviors[sectionIndex].0
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(behavior == .none ? 1 : 0.8), heightDimension: .absolute(120)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                        elementKind: Self.headerKind, alignment: .top)
                ]
                return section
            }, configuration: configuration)
    }
}
