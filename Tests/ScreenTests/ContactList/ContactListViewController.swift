// A contacts screen: one inset grouped section of names, a plain list cell each, filled by a
// diffable data source. The collection view fills the view by its autoresizing mask.
import UIKit

final class ContactListViewController: UIViewController {
    enum Section: Hashable {
        case everyone
    }

    struct Contact: Hashable {
        let id: Int
        let name: String
    }

    /// 64 people, in the order the address book keeps them.
    static let contacts: [Contact] = {
        let first = ["Amara", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Goran", "Hana"]
        let last = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Quispe", "Novak", "Haddad", "Iversen"]
        return last.flatMap { family in first.map { "\($0) \(family)" } }.enumerated().map {
            Contact(id: $0.offset, name: $0.element)
        }
    }()

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Contacts"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.everyone])
        snapshot.appendItems(Self.contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
