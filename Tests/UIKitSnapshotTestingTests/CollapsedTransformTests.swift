// A view that its transform collapses (a zero scale) or scales out of bounds (a zoom to fit a
// 0 x 0 image: `bounds / 0`) shows nothing, and the rest of the screen is drawn, in both layout
// directions, where Cairo refused the whole drawing before.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import Testing
import UIKit

/// A photo viewer's zooming scroll view, as apps write one: it zooms its image to fit.
final class FittingZoomView: UIScrollView, UIScrollViewDelegate {
    var imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func show(_ image: UIImage) {
        imageView.removeFromSuperview()
        imageView = UIImageView(image: image)
        imageView.backgroundColor = .systemRed
        addSubview(imageView)
        contentSize = image.size
        let scale = min(bounds.width / imageView.bounds.width, bounds.height / imageView.bounds.height)
        minimumZoomScale = scale
        maximumZoomScale = max(3, scale)
        zoomScale = minimumZoomScale
    }
}

@MainActor @Suite struct CollapsedTransformTests {
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func collapsedViewsShowNothingAndTheRestIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        screen.traitOverrides.layoutDirection = direction
        screen.backgroundColor = .systemYellow
        let zoom = FittingZoomView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        screen.addSubview(zoom)
        zoom.show(UIImage())
        let flattened = UIView(frame: CGRect(x: 20, y: 220, width: 100, height: 100))
        flattened.backgroundColor = .systemRed
        flattened.transform = CGAffineTransform(scaleX: 0, y: 1)
        screen.addSubview(flattened)
        let kept = UIView(frame: CGRect(x: 20, y: 340, width: 100, height: 40))
        kept.backgroundColor = .systemBlue
        screen.addSubview(kept)
        #expect(zoom.zoomScale == .infinity)
        let image = try PNG.decode(
            try #require(ScreenImage.image(of: DeviceCapture.capture(screen)).pngData())
        ).image
        let red = (0..<image.height).reduce(0) { sum, y in
            sum + (0..<image.width).filter { image[$0, y].red > 200 && image[$0, y].green < 100 }.count
        }
        #expect(red == 0)
        // Frames set in code are where they are in either direction, as in UIKit.
        #expect(image[70 * 3, 360 * 3].blue > 200 && image[70 * 3, 360 * 3].red < 50)
        #expect(image[200 * 3, 100 * 3].red > 200 && image[200 * 3, 100 * 3].green > 150)  // the yellow screen
    }
}
