// A paint shop's swatches in two columns: a compositional group of two items with fixed spacing
// between them and between rows, inside the section's side insets. Each swatch is a rounded cell
// filled with its colour, its name on a label.
import UIKit

final class SwatchCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        layer.masksToBounds = true
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .footnote)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -10),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: swatches are made in code")
    }

    func show(_ swatch: PaintSwatchesViewController.Swatch) {
        contentView.backgroundColor = swatch.color
        nameLabel.text = swatch.name
        // Whichever of black and white stands out more on the paint (WCAG's relative luminance).
        func linear(_ channel: CGFloat) -> CGFloat {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(swatch.red) + 0.7152 * linear(swatch.green) + 0.0722 * linear(swatch.blue)
        nameLabel.textColor = (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? .black : .white
    }
}

final class PaintSwatchesViewController: UIViewController {
    struct Swatch: Hashable {
        let name: String
        let red: CGFloat
        let green: CGFloat
        let blue: CGFloat
        /// Whether the components are Display P3 (the wide-gamut paints) rather than sRGB.
        var isDisplayP3 = false

        var color: UIColor {
            isDisplayP3
                ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: 1)
                : UIColor(red: red, green: green, blue: blue, alpha: 1)
        }
    }

    /// 40 paints: six hues in six shades, light to dark, then the ready-mixed ones.
    static let swatches: [Swatch] = {
        let hues: [(String, CGFloat, CGFloat, CGFloat)] = [
            ("Clay", 0.80, 0.42, 0.30), ("Moss", 0.42, 0.56, 0.30), ("Harbour", 0.24, 0.45, 0.62),
            ("Saffron", 0.93, 0.70, 0.20), ("Heather", 0.58, 0.44, 0.64), ("Slate", 0.40, 0.45, 0.50),
        ]
        let shades: [(String, CGFloat)] = [
            ("Mist", 1.6), ("Pale", 1.35), ("Soft", 1.15), ("", 1), ("Deep", 0.75), ("Night", 0.5),
        ]
        let mixed = hues.flatMap { name, red, green, blue in
            shades.map { shade, factor in
                Swatch(
                    name: shade.isEmpty ? name : "\(shade) \(name)", red: min(1, red * factor),
                    green: min(1, green * factor), blue: min(1, blue * factor))
            }
        }
        return mixed + specials
    }()

    /// Four ready-mixed paints: the signal colours named after UIKit's fixed colours, and two
    /// wide-gamut ones.
    static let specials: [Swatch] = {
        func swatch(_ name: String, _ color: UIColor) -> Swatch {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return Swatch(name: name, red: red, green: green, blue: blue)
        }
        return [
            swatch("Signal Green", .green), swatch("Silver", .lightGray),
            Swatch(name: "Vivid Coral", red: 1, green: 0.36, blue: 0.3, isDisplayP3: true),
            Swatch(name: "Vivid Teal", red: 0, green: 0.7, blue: 0.66, isDisplayP3: true),
        ]
    }()

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Swatch>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Swatches"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Swatch> { cell, _, swatch in
            cell.show(swatch)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Swatch>(collectionView: collectionView) {
            collectionView, indexPath, swatch in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: swatch)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Swatch>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.swatches)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)),
            subitem: item, count: 2)
        row.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
