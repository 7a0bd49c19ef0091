// SwiftUI's `Image(uiImage:)` of a bitmap made for another scale than the display's: drawn at its
// size in points, resampled, as iOS draws a 1x image on a 3x screen.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIImageScaleTests {
    /// A 10 x 10 pixel bitmap at 1x, red on the left half and blue on the right, centred in a
    /// 100 x 100 pt screen drawn at 3x, in both layout directions: 10 x 10 pt, so 30 x 30 device
    /// pixels from (135, 135), red then blue (images are not mirrored), white around it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aOneXBitmapKeepsItsSizeInPoints(direction: UITraitEnvironmentLayoutDirection) throws {
        var halves = RGBAImage(width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                halves[x, y] =
                    x < 5
                    ? RGBA(red: 255, green: 0, blue: 0, alpha: 255) : RGBA(red: 0, green: 0, blue: 255, alpha: 255)
            }
        }
        let bitmap = try #require(CGImage(width: 10, height: 10, rgba: halves.bytes))
        let host = UIHostingController(rootView: Image(uiImage: UIImage(cgImage: bitmap, scale: 1, orientation: .up)))
        host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let traits = UITraitCollection(layoutDirection: direction)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 100, traits: traits)
                .snapshot(host)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        var inked = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] != RGBA(red: 255, green: 255, blue: 255, alpha: 255) {
                inked = (min(inked.minX, x), min(inked.minY, y), max(inked.maxX, x), max(inked.maxY, y))
            }
        }
        #expect(pixels.width == 300 && inked == (135, 135, 164, 164))
        #expect(pixels[138, 150] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels[161, 150] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
