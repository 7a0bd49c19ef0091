// Issue 40, bug 2: a UIKit snapshot asserted off the main actor (a Swift Testing test that is not
// `@MainActor`) killed the whole test process (SIGILL from `MainActor.assumeIsolated`). In a Swift
// Testing test the strategies now run the UIKit work on the main actor; anywhere else off it (a
// thread of the test's own) they fail, telling the user to mark the test `@MainActor`.
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

/// UIKit objects made on the main actor and handed to code that is not (what a test that is not
/// `@MainActor` holds).
struct OffMainActorFixture: @unchecked Sendable {
    let cell: UICollectionViewListCell
    let controller: UIViewController
    let tableView: UITableView
    let listSource: UICollectionViewDiffableDataSource<Int, String>
    let tableSource: UITableViewDiffableDataSource<Int, String>

    @MainActor init() {
        UIView.cellSnapInstallTextMeasurer()
        cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Off the main actor"
        cell.contentConfiguration = content
        controller = UIViewController()
        let list = UICollectionView(
            frame: controller.view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        controller.view.addSubview(list)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        listSource = UICollectionViewDiffableDataSource(collectionView: list) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableSource = UITableViewDiffableDataSource(tableView: tableView) { view, indexPath, title in
            let cell = view.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        listSource.apply(snapshot, animatingDifferences: false)
        tableSource.apply(snapshot, animatingDifferences: false)
    }

    /// Every CellSnapUIKitTesting strategy of the fixture, made into a snapshot here, off the main
    /// actor; the errors thrown, described.
    func snapshotEverything() -> [String] {
        var errors: [String] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { errors.append("\(error)") }
        }
        attempt { _ = try Snapshotting<UICollectionViewListCell>.image(width: 320).snapshot(cell) }
        attempt { _ = try Snapshotting<UICollectionViewListCell>.layout(width: 320).snapshot(cell) }
        attempt {
            _ = try Snapshotting<UIViewController>.screen(size: CGSize(width: 320, height: 480)).snapshot(controller)
        }
        attempt {
            _ = try Snapshotting<UIViewController>.screenLayout(size: CGSize(width: 320, height: 480)).snapshot(
                controller)
        }
        attempt { _ = try Snapshotting<UIView>.screen().snapshot(tableView) }
        attempt { _ = try Snapshotting<UITableView>.layout(width: 320).snapshot(tableView) }
        attempt { _ = try Snapshotting<UICollectionViewListCell>.accessibility.snapshot(cell) }
        attempt { _ = try Snapshotting<UIViewController>.image(width: 320).snapshot(controller) }
        attempt { _ = try Snapshotting<UIViewController>.accessibility().snapshot(controller) }
        return errors
    }
}

@Suite struct OffMainActorTests {
    /// A Swift Testing test that is not `@MainActor` (this one): the strategies run the UIKit
    /// work on the main actor, waiting for it, and make their snapshots.
    @Test func swiftTestingTestsOffTheMainActorSnapshot() async {
        let fixture = await MainActor.run { OffMainActorFixture() }
        #expect(fixture.snapshotEverything() == [])
        assertSnapshot(of: fixture.cell, as: .image(width: 320))
    }

    /// Off the main actor outside a Swift Testing test's task (a thread of the test's own, whose
    /// main thread may be waiting for it), every strategy fails with the reason and the fix, and
    /// the process goes on (it used to trap).
    @Test func otherThreadsGetAClearFailure() async {
        let fixture = await MainActor.run { OffMainActorFixture() }
        let errors = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: fixture.snapshotEverything()) }
        }
        #expect(errors.count == 9)
        for error in errors {
            #expect(error.contains("snapshotted off the main actor") && error.contains("mark the test @MainActor"))
        }
    }
}
