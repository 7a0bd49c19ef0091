// UIScrollView's zooming: the delegate's view for zooming scaled, placed at the content's origin,
// the content size following it, the scale clamped, `zoom(to:animated:)` scrolling to the rect;
// drawn, in both layout directions.
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct ScrollViewZoomTests {
    final class ZoomDelegate: NSObject, UIScrollViewDelegate {
        let view: UIView
        var zooms = 0
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    /// A 200 pt square scroll view holding a 100 pt square: red, with a blue 50 pt quarter at its
    /// top-left; zooming from 1x to 3x.
    func zoomable() -> (UIScrollView, UIView, ZoomDelegate) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        content.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let quarter = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        quarter.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        content.addSubview(quarter)
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        let delegate = ZoomDelegate(content)
        scrollView.delegate = delegate
        return (scrollView, content, delegate)
    }

    @Test func theScaleIsClampedAndTheContentFollowsTheZoomedView() {
        let (scrollView, content, delegate) = zoomable()
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2 && delegate.zooms == 1)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.center == CGPoint(x: 100, y: 100))
        #expect(scrollView.contentSize == CGSize(width: 200, height: 200))
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 3 && scrollView.contentSize == CGSize(width: 300, height: 300))
        scrollView.zoomScale = 0.5
        #expect(scrollView.zoomScale == 1 && delegate.zooms == 3)
        #expect(scrollView.pinchGestureRecognizer != nil && !scrollView.isZooming)
    }

    @Test func withoutAViewForZoomingTheScaleStaysOne() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test func zoomingToARectScalesAndScrollsWithinTheContent() {
        let (scrollView, _, delegate) = zoomable()
        defer { withExtendedLifetime(delegate) {} }
        scrollView.zoom(to: CGRect(x: 50, y: 50, width: 50, height: 50), animated: false)
        // 4x wanted, 3x allowed; the rect's centre (75, 75) is at 225 pt, so the offset would be
        // 125 pt, but the content (300 pt) ends 100 pt past the bounds.
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    final class ZoomedController: UIViewController {
        var zoom: (UIScrollView, UIView, ZoomDelegate)?
        override func viewDidLoad() {
            super.viewDidLoad()
            let zoom = ScrollViewZoomTests().zoomable()
            view.addSubview(zoom.0)
            zoom.0.setZoomScale(2, animated: false)
            self.zoom = zoom
        }
    }

    /// The zoomed content is drawn at its scale: the blue quarter covers the top-left 100 pt.
    @Test(arguments: [false, true]) func theZoomedViewIsDrawnAtItsScale(rightToLeft: Bool) throws {
        let controller = ZoomedController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 200, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "image", reason: "not an image") }
        let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255), red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(image[90 * 3, 90 * 3] == blue)
        #expect(image[110 * 3, 90 * 3] == red)
        #expect(image[190 * 3, 190 * 3] == red)
    }
}
