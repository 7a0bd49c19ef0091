// A team directory in a UICollectionViewFlowLayout sized by its delegate
// (UICollectionViewDelegateFlowLayout): item sizes from the width, two or three to a row, the
// insets, spacing and section headers the delegate gives.
// References: Snapshots/TeamDirectoryScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TeamDirectoryScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TeamDirectoryViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// A flow layout flips right to left: rows start at the right edge.
    @Test func rightToLeft() {
        assertSnapshot(
            of: TeamDirectoryViewController(),
            as: .screen(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "390-rtl", lint: .off)
    }

    /// Each section: a 44 pt header across the width, then 8 pt, then rows of items the delegate
    /// sizes ((width - 32 - 12 x (columns - 1)) / columns, rounded down), 12 pt apart, justified (the
    /// last row in the columns above it), then 24 pt; mirrored right to left.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TeamDirectoryViewController()
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)
        var top: CGFloat = 0
        for (section, content) in TeamDirectoryViewController.sections.enumerated() {
            let header = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            #expect(header.map { same($0.frame, CGRect(x: 0, y: top, width: width, height: 44)) } == true)
            let columns = content.columns
            let itemWidth = ((width - 32 - CGFloat(columns - 1) * 12) / CGFloat(columns)).rounded(.down)
            let itemHeight = columns == 2 ? itemWidth * 0.8 : itemWidth + 36
            let rows = (content.members.count + columns - 1) / columns
            for item in content.members.indices {
                let (row, column) = (item / columns, item % columns)
                let isLast = row == rows - 1
                // A grid's last row stands in the columns above it; a section of one row is packed.
                let gap =
                    isLast && rows == 1
                    ? 12
                    : 12 + (width - 32 - CGFloat(columns) * itemWidth - CGFloat(columns - 1) * 12)
                        / CGFloat(columns - 1)
                let frame = CGRect(
                    x: 16 + CGFloat(column) * (itemWidth + gap), y: top + 44 + 8 + CGFloat(row) * (itemHeight + 12),
                    width: itemWidth, height: itemHeight)
                let expected =
                    direction == .rightToLeft
                    ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
                let actual = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                #expect(
                    actual.map { same($0, expected) } == true,
                    "\(section)-\(item): \(String(describing: actual)) \(expected)")
            }
            top += 44 + 8 + CGFloat(rows) * itemHeight + CGFloat(rows - 1) * 12 + 24
        }
        #expect(abs(collectionView.contentSize.height - top) < 0.001)
        if width == 390 {
            #expect(itemFrame(collectionView, item: 0).map(\.size) == CGSize(width: 173, height: 138.4))
            #expect(itemFrame(collectionView, item: 1, section: 1)?.minX == (direction == .leftToRight ? 139.5 : 139.5))
        }
    }
}
