import UIKit

struct WalletCard {
    let issuer: String
    let number: String
    let color: UIColor
}

/// A wallet: payment cards in a stack, boarding passes fanned out under them.
final class WalletViewController: UIViewController {
    static let cards = [
        WalletCard(issuer: "Northwind Bank", number: "•••• 4821", color: .systemIndigo),
        WalletCard(issuer: "Contoso Credit", number: "•••• 1177", color: .systemTeal),
        WalletCard(issuer: "Fabrikam Card", number: "•••• 9034", color: .systemOrange),
        WalletCard(issuer: "Tailspin Miles", number: "•••• 5560", color: .systemPink),
        WalletCard(issuer: "Woodgrove Debit", number: "•••• 0312", color: .systemGreen),
    ]
    static let passes = [
        WalletCard(issuer: "LIS → OSL", number: "Seat 14C", color: .systemRed),
        WalletCard(issuer: "OSL → TRD", number: "Seat 2A", color: .systemBlue),
        WalletCard(issuer: "TRD → LIS", number: "Seat 31F", color: .systemPurple),
    ]

    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: StackedCardsLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(WalletCardCell.self, forCellWithReuseIdentifier: WalletCardCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension WalletViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? Self.cards.count : Self.passes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: WalletCardCell.reuseIdentifier, for: indexPath)
            as! WalletCardCell
        let card = indexPath.section == 0 ? Self.cards[indexPath.item] : Self.passes[indexPath.item]
        cell.issuerLabel.text = card.issuer
        cell.numberLabel.text = card.number
        cell.contentView.backgroundColor = card.color
        return cell
    }
}

/// A card: its issuer at the top, its number at the bottom, in white on the card's colour.
final class WalletCardCell: UICollectionViewCell {
    static let reuseIdentifier = "wallet-card"
    let issuerLabel = UILabel()
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.layer.masksToBounds = true
        issuerLabel.font = .systemFont(ofSize: 17, weight: .bold)
        issuerLabel.textColor = .white
        numberLabel.font = .systemFont(ofSize: 15, weight: .medium)
        numberLabel.textColor = .white
        for label in [issuerLabel, numberLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            issuerLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            issuerLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            issuerLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            numberLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            // A constraint of an app's own class, as SnapKit makes its `LayoutConstraint`s.
            CardConstraint(
                item: numberLabel, attribute: .trailing, relatedBy: .equal, toItem: contentView,
                attribute: .trailing, multiplier: 1, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A constraint subclass that declares no initialiser of its own: it inherits `NSLayoutConstraint`'s
/// (`init()` and the `init(item:...)` built on it) and overrides its description, as SnapKit's
/// `LayoutConstraint` does.
final class CardConstraint: NSLayoutConstraint {
    var label = "card"

    override var description: String { "<CardConstraint \(label)>" }
}
