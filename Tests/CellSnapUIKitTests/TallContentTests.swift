// The whole content of a long screen (issue 40, bug 3): a list taller than a Cairo surface holds
// (16,384 device pixels) is drawn whole by the strategies that ask for the whole content; a screen
// strategy draws what the device shows; content past what one image holds is drawn in bands; sizes
// past what bands hold are refused with the sizes.
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@MainActor @Suite struct TallContentTests {
    /// A plain list of `rows` rows, the way a settings-like screen makes one.
    final class RowsController: UIViewController {
        let rows: Int
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(rows: Int) {
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(row)"
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, row in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<rows))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// 130 rows of 44 pt are 5,720 pt, 17,160 device pixels at 3x: drawn whole, in bands, and
    /// recorded and compared as one reference.
    @Test func aListTallerThanASurfaceIsDrawnWhole() throws {
        let controller = RowsController(rows: 130)
        controller.view.frame = CGRect(x: 0, y: 0, width: 120, height: 844)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 120).snapshot(controller)
        else {
            Issue.record("no image")
            return
        }
        #expect(image.width == 360 && image.height == 17_160)
        assertSnapshot(of: controller, as: .image(width: 120))
    }

    /// The screen strategy draws what the device shows: the window's size, whatever the content's.
    @Test func aScreenIsTheDevicesSize() throws {
        let controller = RowsController(rows: 130)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.screen(
                size: CGSize(width: 120, height: 300)
            ).snapshot(controller)
        else {
            Issue.record("no image")
            return
        }
        #expect(image.width == 360 && image.height == 900)
    }

    /// 500 rows are 22,000 pt, 66,000 px at 3x: past the tallest whole image, drawn in bands (its
    /// PNG made a band at a time, and matching itself band by band: no reference is kept, which
    /// would be large).
    @Test func contentPastOneImageIsDrawnInBands() throws {
        let controller = RowsController(rows: 500)
        controller.view.frame = CGRect(x: 0, y: 0, width: 120, height: 844)
        guard
            case .banded(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 120).snapshot(controller)
        else {
            Issue.record("not drawn in bands")
            return
        }
        #expect(image.width == 360 && image.height == 66_000)
        let png = try PNG.encode(bands: image)
        #expect(try PNG.compare(png, withBands: image) { _, _, _ in } == .sameSize(identical: true, text: [:]))
    }

    /// Wider than 16,384 px at 3x: refused with the sizes and the limits of bands.
    @Test func contentPastWhatBandsHoldIsRefused() {
        let controller = RowsController(rows: 3)
        controller.view.frame = CGRect(x: 0, y: 0, width: 6_000, height: 844)
        #expect(
            performing: { try Snapshotting<UIViewController>.image(width: 6_000).snapshot(controller) },
            throws: {
                "\($0)"
                    == "cannot render a 6000 x 132 pt canvas at 3x: that is 18000 x 396 px; the limits of a whole content drawn in bands are \(PNG.maximumSide) px wide and \(PNG.maximumBandedPixels) pixels"
            })
    }
}
