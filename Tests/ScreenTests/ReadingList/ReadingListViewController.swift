// A reading list: an inset grouped table of books on two shelves, filled by a subclass of
// UITableViewDiffableDataSource that titles each shelf, counts its books in the footer, and lets
// rows be deleted and moved. The navigation bar's Edit button turns editing on.
import UIKit

final class ReadingListDataSource: UITableViewDiffableDataSource<
    ReadingListViewController.Shelf, ReadingListViewController.Book
>
{
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let shelf = sectionIdentifier(for: section) else { return nil }
        let count = snapshot().numberOfItems(inSection: shelf)
        return count == 1 ? "1 book" : "\(count) books"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let book = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([book])
        apply(snapshot, animatingDifferences: true)
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let book = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([book])
        let shelf = snapshot.sectionIdentifiers[destinationIndexPath.section]
        let books = snapshot.itemIdentifiers(inSection: shelf)
        if destinationIndexPath.row < books.count {
            snapshot.insertItems([book], beforeItem: books[destinationIndexPath.row])
        } else if let last = books.last {
            snapshot.insertItems([book], afterItem: last)
        } else {
            snapshot.appendItems([book], toSection: shelf)
        }
        apply(snapshot, animatingDifferences: false)
    }
}

final class ReadingListViewController: UIViewController {
    enum Shelf: String, CaseIterable {
        case toRead = "To Read"
        case finished = "Finished"
    }

    struct Book: Hashable {
        let title: String
        let author: String
    }

    static let books: [Shelf: [Book]] = [
        .toRead: [
            Book(title: "The Lighthouse Year", author: "Ines Carvalho"),
            Book(title: "Notes on Rivers", author: "Tomasz Wróbel"),
            Book(title: "A Short History of Glass", author: "Adaeze Nwosu"),
            Book(title: "Pine and Granite", author: "Sigrid Aalto"),
        ],
        .finished: [
            Book(title: "Small Harbours", author: "Kenji Mori"),
            Book(title: "The Cartographer's Daughter", author: "Lucía Benítez"),
            Book(title: "Weather Stations", author: "Oren Katz"),
            Book(title: "Paper Gardens", author: "Maeve Dunne"),
        ],
    ]

    private(set) var tableView: UITableView!
    private(set) var dataSource: ReadingListDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Reading List"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        view.addSubview(tableView)
        dataSource = ReadingListDataSource(tableView: tableView) { tableView, indexPath, book in
            let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = book.author
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Shelf, Book>()
        snapshot.appendSections(Shelf.allCases)
        for shelf in Shelf.allCases {
            snapshot.appendItems(Self.books[shelf] ?? [], toSection: shelf)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}
