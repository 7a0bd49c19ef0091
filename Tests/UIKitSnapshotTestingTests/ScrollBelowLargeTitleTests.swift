// A screen a delivery app writes: a scroll view pinned to its view's safe area below a
// large-title navigation bar, snapshotted through swift-snapshot-testing's `.image`.
import CellSnapUIKitSnapshots
import SnapshotTesting
import Testing
import UIKit

/// A screen whose scroll view is pinned to a full-screen view's safe area, under a large-title bar.
final class ScrollBelowLargeTitleController: UIViewController {
    let holder = UIView()
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery"
        view.backgroundColor = .white
        navigationController?.navigationBar.prefersLargeTitles = true
        scrollView.backgroundColor = .lightGray
        stack.axis = .vertical
        for color in [UIColor.systemBlue, .systemRed] {
            let row = UIView()
            row.backgroundColor = color
            row.heightAnchor.constraint(equalToConstant: 300).isActive = true
            stack.addArrangedSubview(row)
        }
        for part in [holder, scrollView, stack] as [UIView] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(holder)
        holder.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: view.topAnchor),
            holder.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            holder.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            holder.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: holder.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: holder.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
    }
}

/// The first image of a navigation controller whose screen pins a scroll view to its view's safe
/// area (below a large-title bar): the scroll view starts under the bar and its content at its top,
/// as on iOS. The pass that gives the view its size moves the scroll view out of the bar's strip,
/// and the layout is read again for the safe area that gives it (a second image was right, a first
/// one drew the content a bar lower). Both layout directions.
@MainActor @Suite struct ScrollBelowLargeTitleTests {
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theFirstImageHasTheContentUnderTheBar(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ScrollBelowLargeTitleController()
        let navigation = UINavigationController(rootViewController: controller)
        var pixel: [UInt8] = []
        let strategy = Snapshotting<UIViewController, UIImage>.image(
            traits: UITraitCollection(layoutDirection: direction))
        strategy.snapshot(navigation).run { image in
            guard let cg = image.cgImage else { return }
            let (x, y) = (200 * Int(image.scale), 120 * Int(image.scale))
            let at = (y * cg.width + x) * 4
            pixel = Array(cg.rgba[at..<at + 3])
        }
        // The first (blue) row, 24 pt below the bar's bottom (96 pt); not the scroll view's grey.
        #expect(pixel == [0, 122, 255])
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 96, width: 393, height: 756))
        #expect(controller.scrollView.adjustedContentInset == .zero && controller.scrollView.contentOffset == .zero)
    }
}
