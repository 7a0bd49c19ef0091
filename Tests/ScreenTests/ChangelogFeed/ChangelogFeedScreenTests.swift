// The "What's New" feed: self-sizing cards laid out by the visual format language. References:
// Snapshots/ChangelogFeedScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ChangelogFeedScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ChangelogFeedViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// The formats: `H:|-[view]-|` pins each view to the content view's layout margins (8 pt, the
    /// standard space to a superview); `V:|-[title]-[date]-[notes]-spacing-[separator(==1)]|`
    /// stacks them 8 pt apart (the standard space between views) below the top margin, the
    /// separator `spacing` (16) below the notes, 1 pt tall, flush with the bottom. Cards are the
    /// width inside the 12 pt insets and as tall as that stack (their estimate replaced), 12 apart.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ChangelogFeedViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let cardWidth = width - 24
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ReleaseNoteCell)
        let title = cell.titleLabel.frame, date = cell.dateLabel.frame, notes = cell.notesLabel.frame
        let separator = cell.separatorView.frame
        #expect(
            same(
                title,
                placed(
                    CGRect(x: 8, y: 8, width: cardWidth - 16, height: title.height), width: cardWidth,
                    direction: direction)))
        #expect(abs(date.minY - (title.maxY + 8)) < 0.001 && abs(notes.minY - (date.maxY + 8)) < 0.001)
        #expect(
            same(
                notes,
                placed(
                    CGRect(x: 8, y: notes.minY, width: cardWidth - 16, height: notes.height), width: cardWidth,
                    direction: direction)))
        #expect(
            same(
                separator,
                placed(
                    CGRect(x: 8, y: notes.maxY + 16, width: cardWidth - 16, height: 1), width: cardWidth,
                    direction: direction)))
        let first = try #require(itemFrame(collectionView, item: 0))
        #expect(
            same(
                first,
                placed(
                    CGRect(x: 12, y: 12, width: cardWidth, height: separator.maxY), width: width, direction: direction))
        )
        let second = itemFrame(collectionView, item: 1)
        #expect(abs((second?.minY ?? 0) - (first.maxY + 12)) < 0.001)
        // The notes wrap: the long notes of 4.1 take more lines than 3.9's one line.
        let long = try #require(itemFrame(collectionView, item: 1)),
            short = try #require(itemFrame(collectionView, item: 3))
        #expect(long.height > short.height)
        // The date in the medium style of the process's locale (iOS: the device's).
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        #expect(cell.dateLabel.text == formatter.string(from: ChangelogFeedViewController.releases[0].date))
    }
}
