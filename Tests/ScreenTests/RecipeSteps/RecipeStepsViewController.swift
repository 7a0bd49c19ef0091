// A cookbook's method pages: one section a recipe, its steps as rows on a rounded card behind the
// section, a background decoration item registered on the layout by class.
import UIKit

final class RecipeCardBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray2.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the layout makes its decorations in code")
    }
}

final class RecipeStepCell: UICollectionViewCell {
    let stepLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        contentView.layer.cornerRadius = 6
        stepLabel.translatesAutoresizingMaskIntoConstraints = false
        stepLabel.font = .preferredFont(forTextStyle: .callout)
        contentView.addSubview(stepLabel)
        NSLayoutConstraint.activate([
            stepLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            contentView.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: stepLabel.trailingAnchor),
            stepLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: steps are made in code")
    }
}

final class RecipeStepsViewController: UIViewController {
    static let backgroundKind = "recipe-card-background"

    struct Step: Hashable {
        let recipe: Int
        let text: String
    }

    static let recipes: [[String]] = [
        [
            "1. Soak the beans overnight", "2. Fry the onion until soft", "3. Add garlic and cumin",
            "4. Simmer 40 minutes",
        ],
        ["1. Whisk flour and salt", "2. Add water bit by bit", "3. Rest the dough", "4. Roll thin", "5. Cut ribbons"],
        ["1. Toast the oats", "2. Warm the milk", "3. Stir in honey", "4. Serve with pears"],
        ["1. Slice the squash", "2. Brush with oil", "3. Roast 25 minutes", "4. Top with seeds"],
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Step>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Method"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<RecipeStepCell, Step> { cell, _, step in
            cell.stepLabel.text = step.text
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Step>(collectionView: collectionView) {
            collectionView, indexPath, step in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: step)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Step>()
        for (index, steps) in Self.recipes.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(steps.map { Step(recipe: index, text: $0) }, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 24)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RecipeCardBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        return layout
    }
}
