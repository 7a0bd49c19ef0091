// A week's timetable: one section a day, its sessions as rows under a header naming the day and over
// a footer counting them. Headers and footers are boundary supplementary items sized by their
// views (estimated heights). With pinned headers, the day's header stays at the top of the screen
// while its day scrolls under it.
import UIKit

final class TimetableSupplementaryView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: headers are made in code")
    }
}

final class SessionCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        for label in [titleLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        titleLabel.font = .preferredFont(forTextStyle: .body)
        timeLabel.font = .preferredFont(forTextStyle: .subheadline)
        timeLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            timeLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            timeLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: timeLabel.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        // A long title is cut before the time is.
        titleLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: sessions are made in code")
    }
}

final class TimetableViewController: UIViewController {
    static let headerKind = "timetable-day-header"
    static let footerKind = "timetable-day-footer"

    struct Session: Hashable {
        let day: String
        let time: String
        let title: String
    }

    static let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    static let sessions: [String: [Session]] = Dictionary(
        uniqueKeysWithValues: days.enumerated().map { index, day in
            let titles = ["Stand-up", "Design Review", "Pairing", "Lunch & Learn", "Planning", "Retro", "Demo"]
            return (
                day,
                ["09:00", "10:30", "13:00", "14:30", "16:00"].enumerated().map { slot, time in
                    Session(day: day, time: time, title: titles[(index + slot) % titles.count])
                }
            )
        })

    let pinsHeaders: Bool
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<String, Session>!

    init(pinsHeaders: Bool = false) {
        self.pinsHeaders = pinsHeaders
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the timetable is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "This Week"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: estimated, elementKind: Self.headerKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: estimated, elementKind: Self.footerKind, alignment: .bottom)
        if pinsHeaders {
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<SessionCell, Session> { cell, _, session in
            cell.timeLabel.text = session.time
            cell.titleLabel.text = session.title
        }
        dataSource = UICollectionViewDiffableDataSource<String, Session>(collectionView: collectionView) {
            collectionView, indexPath, session in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: session)
        }
        let header = UICollectionView.SupplementaryRegistration<TimetableSupplementaryView>(
            elementKind: Self.headerKind
        ) {
            [unowned self] view, _, indexPath in
            view.label.text = Self.days[indexPath.section]
            view.label.font = .preferredFont(forTextStyle: .title3)
            view.backgroundColor = self.pinsHeaders ? .systemBackground : nil
        }
        let footer = UICollectionView.SupplementaryRegistration<TimetableSupplementaryView>(
            elementKind: Self.footerKind
        ) {
            view, _, indexPath in
            let count = Self.sessions[Self.days[indexPath.section]]?.count ?? 0
            view.label.text = "\(count) sessions"
            view.label.font = .preferredFont(forTextStyle: .footnote)
            view.label.textColor = .secondaryLabel
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: kind == Self.headerKind ? header : footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Session>()
        snapshot.appendSections(Self.days)
        for day in Self.days {
            snapshot.appendItems(Self.sessions[day] ?? [], toSection: day)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
