// A button whose image a graphics renderer drew (an app's resized icon) has the image's size and
// draws its pixels, as a bitmap image would: in a navigation bar as a custom view made without a
// frame, it is sized by that intrinsic size, in both layout directions.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct DrawnImageButtonTests {
    /// A 28 pt yellow square drawn by a renderer at 1x.
    func drawnSquare() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28), format: format).image { context in
            UIColor(red: 1, green: 0.8, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 28, height: 28))
        }
    }

    @Test func theButtonHasItsDrawnImagesSize() {
        let button = UIButton()
        button.setImage(drawnSquare(), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 28, height: 28))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func inABarTheButtonIsSizedAndDrawn(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let button = UIButton()
        button.setImage(drawnSquare(), for: .normal)
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
        let navigation = UINavigationController(rootViewController: root)
        let config = ViewImageConfig.iPhoneX
        try DeviceCapture.showing(
            navigation, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            #expect(button.bounds.size == CGSize(width: 28, height: 28))
            // At the trailing margin (16 pt), centred in the 44 pt row.
            let bar = navigation.navigationBar
            let frame = button.convert(button.bounds, to: navigation.view)
            #expect(direction == .leftToRight ? frame.maxX == 375 - 16 : frame.minX == 16)
            #expect(frame.minY == bar.frame.minY + 8)
            let png = try #require(ScreenImage.image(of: DeviceCapture.capture(navigation.view)).pngData())
            let image = try PNG.decode(png).image
            let centre = image[Int(frame.midX * 3), Int(frame.midY * 3)]
            #expect(centre.red == 255 && centre.green == 204 && centre.blue == 0)
        }
    }
}
