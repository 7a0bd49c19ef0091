// Apple's EmojiExplorerViewController, with its viewWillAppear override moved from an extension
// into the class (the UIKitOnLinux article): a sideways-scrolling row of recent emoji, a sidebar outline of the
// categories and an inset grouped list, one layout a section.
// References: Snapshots/EmojiExplorerScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct EmojiExplorerScreenTests {
    /// The sample stars five emoji picked at random when it loads (`randomElement()`, on iOS too);
    /// the test stars the list's first and seventh instead, before any cell is made.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        let controller = EmojiExplorerViewController()
        controller.loadViewIfNeeded()
        let listed = controller.dataSource.snapshot(for: .list).items
        controller.starredEmojis = [listed[0], listed[6]]
        assertSnapshot(
            of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name, lint: .off)
    }

    /// The recents section: inside 10 pt section insets, groups 0.28 of the section's content width
    /// wide and 0.2 of it tall (fractions of what the insets leave, as UIKit measures a section's
    /// groups), 10 pt apart, each holding one item inset 5 pt on every side; at rest the row starts
    /// at the leading inset and runs past the trailing edge (it scrolls sideways).
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = EmojiExplorerViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 3)
        let groupWidth = (width - 20) * 0.28, groupHeight = (width - 20) * 0.2
        for item in 0..<3 {
            let expected = placed(
                CGRect(
                    x: 10 + CGFloat(item) * (groupWidth + 10) + 5, y: 15, width: groupWidth - 10,
                    height: groupHeight - 10), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
    }
}
