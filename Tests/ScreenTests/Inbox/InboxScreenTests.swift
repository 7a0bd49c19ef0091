// The inbox: cells of its own (a list content view beside a count label, by Auto Layout) that
// self-size to their wrapped previews. References: Snapshots/InboxScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct InboxScreenTests {
    /// Previews are cut to two lines by design: the truncation rule stays off.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: InboxViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .warn.disabling(.truncatedText))
    }

    /// Every view's frame, both directions: each separator starts under the sender's name (the
    /// separator guide is constrained to the list content view's text layout guide).
    @Test(arguments: bothDirections) func layout(direction: UITraitEnvironmentLayoutDirection) {
        assertSnapshot(
            of: InboxViewController(),
            as: .screenLayout(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction)),
            named: direction == .rightToLeft ? "rtl" : "ltr")
    }

    /// A plain list of self-sizing rows, full width, one below the other from the top, each holding
    /// a sender and a preview. A one-message thread hides its count; the cell reads its message
    /// from its configuration state. (The frames inside the cells are pinned by `layout`.)
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = InboxViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        var top: CGFloat = 0
        for item in 0..<InboxViewController.messages.count {
            let frame = try #require(itemFrame(collectionView, item: item))
            // In device pixels (3 a point): the rows' heights are thirds of a point.
            #expect(frame.minX == 0 && frame.width == width, "item \(item)")
            #expect((frame.minY * 3).rounded() == (top * 3).rounded(), "item \(item)")
            #expect(frame.height > 44, "item \(item) holds a sender and a preview")
            top = frame.maxY
        }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MessageCell)
        #expect(cell.countLabel.text == "4" && !cell.countLabel.isHidden)
        #expect((cell.listContentView.configuration as? UIListContentConfiguration)?.text == "Priya Raman")
        #expect(cell.accessories.count == 1)
        let single = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MessageCell)
        #expect(single.countLabel.isHidden)
        #expect(cell.configurationState.inboxMessage == InboxViewController.messages[0])
    }
}
