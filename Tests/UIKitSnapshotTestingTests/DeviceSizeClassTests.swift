// The size classes a controller reads under swift-snapshot-testing's `.image` with no device: on
// iOS it is hosted in a window on the simulator running the tests, an iPhone, whose traits it
// inherits (compact width, regular height) as the strategy's own traits are empty; on Linux the
// device running the tests is CellSnap's default screen, an iPhone too. A device or traits the
// test names still decide.
import SnapshotTesting
import SnapshotTestingUIKit
import Testing
import UIKit

/// A controller that notes the horizontal size class it reads when it lays out its view.
private final class SizeClassNotingController: UIViewController {
    var seen: [UIUserInterfaceSizeClass] = []
    var seenVertical: [UIUserInterfaceSizeClass] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seen.append(traitCollection.horizontalSizeClass)
        seenVertical.append(traitCollection.verticalSizeClass)
    }
}

@MainActor @Suite struct DeviceSizeClassTests {
    /// What the controller read while `strategy` drew it.
    func sizeClasses(under strategy: Snapshotting<UIViewController, UIImage>) -> (
        horizontal: Set<UIUserInterfaceSizeClass>, vertical: Set<UIUserInterfaceSizeClass>
    ) {
        let controller = SizeClassNotingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        var drawn = false
        strategy.snapshot(controller).run { _ in drawn = true }
        #expect(drawn)
        return (Set(controller.seen), Set(controller.seenVertical))
    }

    @Test func theImageWithNoDeviceHasAnIPhonesSizeClasses() {
        let plain = sizeClasses(under: .image)
        #expect(plain.horizontal == [.compact])
        #expect(plain.vertical == [.regular])
        #expect(sizeClasses(under: .image(size: CGSize(width: 1024, height: 300))).horizontal == [.compact])
    }

    @Test func theTestsTraitsAndDeviceStillDecide() {
        #expect(
            sizeClasses(under: .image(traits: UITraitCollection(horizontalSizeClass: .regular))).horizontal == [
                .regular
            ])
        #expect(sizeClasses(under: .image(on: .iPadPro11)).horizontal == [.regular])
        #expect(sizeClasses(under: .image(on: .iPhone13(.landscape))).vertical == [.compact])
    }
}
