// A small app's screens, written as UIKit code for iOS (`import UIKit` only): a settings list
// under a large title with a bar button item, an inbox in a tab bar controller, and a cell.
import UIKit

final class SettingsViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var rows = [
        "Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
        "Screen Time", "General", "Control Centre", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper",
        "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy & Security", "App Store", "Wallet",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "gear")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "No new messages"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// The app's root: tabs of an inbox and the settings, each under a navigation bar.
func makeTabs() -> UITabBarController {
    let inbox = UINavigationController(rootViewController: InboxViewController())
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    let settings = UINavigationController(rootViewController: SettingsViewController())
    settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, settings]
    return tabs
}

/// A message row as the app's list shows it.
func makeMessageCell(sender: String, preview: String) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell()
    var content = UIListContentConfiguration.subtitleCell()
    content.text = sender
    content.secondaryText = preview
    content.image = UIImage(systemName: "envelope")
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
    return cell
}
