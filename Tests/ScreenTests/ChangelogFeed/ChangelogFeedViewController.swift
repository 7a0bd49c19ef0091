// An app's "What's New" feed: one card per release, each the release's title, its date and its
// notes, sized by its content (estimated heights) and laid out by the visual format language.
import UIKit

final class ReleaseNoteCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let dateLabel = UILabel()
    let notesLabel = UILabel()
    let separatorView = UIView()
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.textColor = .secondaryLabel
        notesLabel.font = .preferredFont(forTextStyle: .body)
        notesLabel.numberOfLines = 0
        separatorView.backgroundColor = .separator
        let views = ["title": titleLabel, "date": dateLabel, "notes": notesLabel, "separator": separatorView]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        var constraints: [NSLayoutConstraint] = []
        for name in ["title", "date", "notes", "separator"] {
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[\(name)]-|", options: [], metrics: nil, views: views)
        }
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[title]-[date]-[notes]-spacing-[separator(==1)]|", options: [],
            metrics: ["spacing": 16], views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: cards are made in code")
    }

    func show(_ release: ChangelogFeedViewController.Release) {
        titleLabel.text = release.title
        dateLabel.text = Self.dateFormatter.string(from: release.date)
        notesLabel.text = release.notes
    }
}

final class ChangelogFeedViewController: UIViewController {
    struct Release: Hashable {
        let title: String
        let date: Date
        let notes: String
    }

    static let releases: [Release] = [
        Release(
            title: "Version 4.2", date: Date(timeIntervalSince1970: 1_767_225_600),
            notes: "Shared lists sync in the background. Widgets show the next three tasks instead of one."),
        Release(
            title: "Version 4.1", date: Date(timeIntervalSince1970: 1_764_547_200),
            notes: "A new dark theme, larger tap targets on the calendar, and a fix for reminders that fired twice."),
        Release(
            title: "Version 4.0", date: Date(timeIntervalSince1970: 1_759_276_800),
            notes: "Projects. Group tasks into projects, give each a colour, and see them side by side."),
        Release(
            title: "Version 3.9", date: Date(timeIntervalSince1970: 1_754_006_400),
            notes: "Faster start-up and smaller downloads."),
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Release>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "What's New"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ReleaseNoteCell, Release> { cell, _, release in
            cell.show(release)
            cell.contentView.backgroundColor = .secondarySystemGroupedBackground
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Release>(collectionView: collectionView) {
            collectionView, indexPath, release in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: release)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Release>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.releases)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(150))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
