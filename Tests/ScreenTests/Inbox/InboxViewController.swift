// A mail inbox in a plain list: each row a cell of its own (MessageCell) holding a list content view
// for the sender and the preview beside a label with the thread's message count, laid out by Auto
// Layout. The cell reads its message from its configuration state (a custom state key), and its
// separator starts where the list content view's text starts.
import UIKit

struct InboxMessage: Hashable {
    let sender: String
    let preview: String
    let threadCount: Int
    let isUnread: Bool
}

extension UIConfigurationStateCustomKey {
    static let inboxMessage = UIConfigurationStateCustomKey("com.cellsnap.screens.inbox.message")
}

extension UICellConfigurationState {
    var inboxMessage: InboxMessage? {
        get { self[.inboxMessage] as? InboxMessage }
        set { self[.inboxMessage] = newValue }
    }
}

final class MessageCell: UICollectionViewListCell {
    private var message: InboxMessage?
    let listContentView = UIListContentView(configuration: .subtitleCell())
    let countLabel = UILabel()
    private var separatorConstraint: NSLayoutConstraint?
    private var countSpacing: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [listContentView, countLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        countLabel.font = .preferredFont(forTextStyle: .subheadline)
        countLabel.textColor = .secondaryLabel
        countLabel.setContentHuggingPriority(.required, for: .horizontal)
        countLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        countSpacing = countLabel.leadingAnchor.constraint(equalTo: listContentView.trailingAnchor)
        NSLayoutConstraint.activate([
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            countSpacing,
            countLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            countLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the inbox makes its cells in code")
    }

    func show(_ message: InboxMessage) {
        guard self.message != message else { return }
        self.message = message
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.inboxMessage = message
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = state.inboxMessage?.sender
        content.secondaryText = state.inboxMessage?.preview
        content.textProperties.font = .preferredFont(
            forTextStyle: state.inboxMessage?.isUnread == true ? .headline : .body)
        content.secondaryTextProperties.numberOfLines = 2
        content.secondaryTextProperties.color = .secondaryLabel
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content
        countLabel.text = state.inboxMessage.map { "\($0.threadCount)" }
        countLabel.isHidden = (state.inboxMessage?.threadCount ?? 0) < 2
        // The preview runs up to the margin when there is no count to show.
        countSpacing.constant = countLabel.isHidden ? 0 : 8
        // The text layout guide exists once the configuration has text: the separator starts
        // where the sender's name does.
        if separatorConstraint == nil, let textGuide = listContentView.textLayoutGuide {
            let separator = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor)
            separator.isActive = true
            separatorConstraint = separator
        }
    }
}

final class InboxViewController: UIViewController {
    static let messages = [
        InboxMessage(
            sender: "Priya Raman", preview: "The venue confirmed Thursday; can you send the final headcount by noon?",
            threadCount: 4, isUnread: true),
        InboxMessage(
            sender: "Build Bot", preview: "Nightly build 1842 passed: 1,204 tests, 3 skipped.", threadCount: 1,
            isUnread: false),
        InboxMessage(
            sender: "Jonas Weber",
            preview: "Photos from the hike are up. The ridge at sunset came out better than expected!",
            threadCount: 2, isUnread: true),
        InboxMessage(sender: "Library", preview: "Your hold is ready for pickup.", threadCount: 1, isUnread: false),
        InboxMessage(
            sender: "Marta Silva", preview: "Re: budget. I moved the travel line under events, see the second tab.",
            threadCount: 7, isUnread: false),
        InboxMessage(
            sender: "Dentist", preview: "Reminder: check-up on the 14th at 9:30.", threadCount: 1, isUnread: false),
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, InboxMessage>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let registration = UICollectionView.CellRegistration<MessageCell, InboxMessage> { cell, _, message in
            cell.show(message)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, InboxMessage>(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, InboxMessage>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.messages)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
