// Linux only: views of an app's own as cell accessories, under snapshot test, light, left to right
// and right to left. References: Snapshots/AccessoryViewSnapshotTests/.
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct AccessoryViewSnapshotTests {
    let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)

    /// A red count capsule inside the disclosure indicator.
    @Test func countBadge() {
        let cell = accessoryCell("Inbox", [.disclosureIndicator(), custom(CellSnapUIKitTests.countBadge("12"))])
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(of: cell, as: .image(width: 390, traits: rightToLeft), named: "rtl")
    }

    /// A star and a rating in a stack view, drawn in the configuration's tint.
    @Test func ratingStack() {
        let cell = accessoryCell("Coffee", [custom(CellSnapUIKitTests.ratingStack("4.5"), tint: .systemOrange)])
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(of: cell, as: .image(width: 390, traits: rightToLeft), named: "rtl")
    }
}
