// Apple's CustomCellListViewController as it is: cells of its own, a UIListContentView beside a
// category label and icon, laid out by Auto Layout, the separator following the list content
// view's text layout guide. References: Snapshots/CustomCellListScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct CustomCellListScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: CustomCellListViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Every view's frame, both directions: the rows self-size to the wrapped descriptions, and
    /// each separator starts under the text (the sample constrains the separator layout guide to
    /// the list content view's text layout guide).
    @Test(arguments: bothDirections) func layout(direction: UITraitEnvironmentLayoutDirection) {
        assertSnapshot(
            of: CustomCellListViewController(),
            as: .screenLayout(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction)),
            named: direction == .rightToLeft ? "rtl" : "ltr")
    }

    /// A plain list of self-sizing rows: full width, one below the other from the top.
    @Test(arguments: bothDirections) func frames(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = CustomCellListViewController()
        showInWindow(
            controller, size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
        var top: CGFloat = 0
        for item in 0..<4 {
            let frame = try #require(itemFrame(collectionView, item: item))
            // Compared in pixels of a 3x screen: the rows' heights are thirds of a point, and their sums
            // differ from the placed origins in the last bit of a Double, as UIKit's own do.
            #expect(
                frame.minX == 0 && frame.width == 390 && (frame.minY * 3).rounded() == (top * 3).rounded(),
                "item \(item)")
            #expect(frame.height > 44, "item \(item) holds a wrapped description")
            top = frame.maxY
        }
    }
}
