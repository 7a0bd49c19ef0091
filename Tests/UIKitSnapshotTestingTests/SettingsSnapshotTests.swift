// A team's snapshot test file as it runs on iOS with swift-snapshot-testing 1.19: nothing in it
// knows about Linux or CellSnap. On Linux it compiles unchanged (the test target adds CellSnap's
// SnapshotTestingUIKit, as the docs show) and records beside the iOS references:
// __Snapshots__/SettingsSnapshotTests/<test>.<n>.linux.png.
import SnapshotTesting
import Testing
import UIKit

@MainActor
@Suite struct SettingsSnapshotTests {
    @Test func settingsOnPhones() {
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, as: .image(on: .iPhone13))
        assertSnapshot(of: navigation, as: .image(on: .iPhoneSe))
        assertSnapshot(of: navigation, as: .image(on: .iPhone13ProMax(.landscape)))
    }

    @Test func settingsWithoutContainer() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13))
    }

    @Test func tabs() {
        assertSnapshot(of: makeTabs(), as: .image(on: .iPhone13))
        assertSnapshot(of: makeTabs(), as: .hierarchy)
    }

    @Test func darkMessageCell() {
        let cell = makeMessageCell(sender: "Anna", preview: "See you at six")
        assertSnapshot(
            of: cell, as: .image(size: CGSize(width: 375, height: 60), traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func inboxDescription() {
        assertSnapshot(of: InboxViewController(), as: .recursiveDescription(on: .iPhone13))
    }

    @Test func recordsWhatFails() {
        withSnapshotTesting(record: .failed) {
            assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13Mini, precision: 0.99))
        }
    }
}
