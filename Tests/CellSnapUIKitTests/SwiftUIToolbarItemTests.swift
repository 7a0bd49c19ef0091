// SwiftUI toolbar items in a hosting controller's navigation bar, as SwiftUI bridges them to the
// UIKit navigation controller that shows the hosting controller: a trailing button at the bar's
// trailing side in the tint, a principal view in the middle in place of the title, in both
// layout directions.
import CellSnapUIKitTesting
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIToolbarItemTests {
    func pixels(_ controller: UIViewController, _ direction: UITraitEnvironmentLayoutDirection) throws -> RGBAImage {
        let traits = UITraitCollection(layoutDirection: direction)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 390, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        return pixels
    }

    /// The columns of `image` in rows `rows` that hold a pixel for which `matches` holds.
    func columns(in image: RGBAImage, rows: Range<Int>, where matches: (RGBA) -> Bool) -> [Int] {
        (0..<image.width).filter { x in rows.contains { y in matches(image[x, y]) } }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func toolbarItemsStandInTheBarAtTheirPlacements(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = Text("Peaks").navigationTitle("Alps").navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .principal) { Text("Centre").foregroundColor(.green) }
            }
        let navigation = UINavigationController(rootViewController: UIHostingController(rootView: screen))
        let image = try pixels(navigation, direction)
        let bar = 0..<(44 * 3)
        let tint = columns(in: image, rows: bar) { $0.blue > 200 && $0.red < 60 && $0.green > 90 && $0.green < 150 }
        let principal = columns(in: image, rows: bar) { $0.green > 150 && $0.red < 120 && $0.blue < 120 }
        let trailingSide = direction == .leftToRight ? (900..<1170) : (0..<270)
        #expect(
            !tint.isEmpty && tint.allSatisfy(trailingSide.contains), "tint at \(tint.first ?? -1)...\(tint.last ?? -1)")
        let middle = principal.isEmpty ? 0 : (principal.first! + principal.last!) / 2
        #expect(abs(middle - 585) <= 6, "principal around \(middle)")
    }
}
