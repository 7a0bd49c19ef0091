// A view placed by its frame (its autoresizing mask translated into constraints) inside a scroll
// view whose content offset is not zero: its frame is in the scroll view's bounds, so a layout
// pass leaves it where the app put it, in both layout directions. It used to move by the content
// offset at every pass, so that a table under a navigation bar (whose offset is minus its top
// inset) with a spinner or an empty-state view placed by `center` never settled and was refused.
import Foundation
import Pixels
import Testing
import UIKit

@MainActor @Suite struct ScrolledFramedSubviewTests {
    nonisolated static let directions: [UISemanticContentAttribute] = [.forceLeftToRight, .forceRightToLeft]

    /// A 300 x 400 scroll view scrolled to `offset`, whose content is 600 x 1200, with a view
    /// placed at `frame` and `mask`.
    func scrolled(
        to offset: CGPoint, placing frame: CGRect, mask: UIView.AutoresizingMask = [],
        direction: UISemanticContentAttribute
    ) -> (UIScrollView, UIView) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.semanticContentAttribute = direction
        scrollView.contentInset = UIEdgeInsets(top: 96, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 600, height: 1200)
        scrollView.contentOffset = offset
        let placed = UIView(frame: frame)
        placed.autoresizingMask = mask
        scrollView.addSubview(placed)
        return (scrollView, placed)
    }

    /// Offsets and frames: the frame after any number of passes is the frame set.
    nonisolated static let fixtures: [(offset: CGPoint, frame: CGRect)] = [
        (CGPoint(x: 0, y: -96), CGRect(x: 20, y: 30, width: 50, height: 40)),
        (CGPoint(x: 0, y: 250), CGRect(x: 20, y: 300, width: 50, height: 40)),
        (CGPoint(x: 120, y: 0), CGRect(x: 140, y: 10, width: 60, height: 20)),
        (CGPoint(x: 35, y: -96), CGRect(x: 0, y: -50, width: 300, height: 44)),
    ]

    @Test(arguments: directions, 0..<fixtures.count)
    func aFramePlacedViewKeepsItsFrameInAScrolledScrollView(
        _ direction: UISemanticContentAttribute, _ fixture: Int
    ) {
        let (offset, frame) = Self.fixtures[fixture]
        let (scrollView, placed) = scrolled(to: offset, placing: frame, direction: direction)
        for _ in 0..<3 {
            scrollView.setNeedsLayout()
            scrollView.layoutIfNeeded()
            #expect(placed.frame == frame)
        }
        #expect(scrollView.contentOffset == offset)
    }

    @Test(arguments: directions)
    func aFlexibleWidthViewFollowsTheScrollViewsWidthWhereItWasPlaced(_ direction: UISemanticContentAttribute) {
        let (scrollView, placed) = scrolled(
            to: CGPoint(x: 0, y: -96), placing: CGRect(x: 10, y: -80, width: 280, height: 30),
            mask: [.flexibleWidth], direction: direction)
        scrollView.layoutIfNeeded()
        scrollView.frame.size.width = 360
        scrollView.layoutIfNeeded()
        #expect(placed.frame == CGRect(x: 10, y: -80, width: 340, height: 30))
    }

    @Test(arguments: directions)
    func aViewPlacedByConstraintsBesideItStillFollowsTheGuides(_ direction: UISemanticContentAttribute) {
        let (scrollView, placed) = scrolled(
            to: CGPoint(x: 0, y: -96), placing: CGRect(x: 20, y: 30, width: 50, height: 40), direction: direction)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
            pinned.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 12),
            pinned.widthAnchor.constraint(equalToConstant: 100),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.layoutIfNeeded()
        scrollView.layoutIfNeeded()
        let leading: CGFloat = direction == .forceRightToLeft ? 300 - 12 - 100 : 12
        #expect(pinned.frame == CGRect(x: leading, y: 8, width: 100, height: 20))
        #expect(placed.frame == CGRect(x: 20, y: 30, width: 50, height: 40))
    }

    /// A table view controller under a large title that shows an empty list with a box placed by
    /// its `center` in `viewDidLoad()`, as apps place a spinner or an empty-state view.
    final class EmptyListController: UITableViewController {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Movies"
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.addSubview(box)
            box.center = CGPoint(x: 195, y: 300)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    }

    @Test(arguments: [false, true])
    func aBoxPlacedInAnEmptyTableUnderALargeTitleIsDrawnWhereItWasPlaced(rightToLeft: Bool) throws {
        let list = EmptyListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pixels = try ControlFixtures.pixels(window, rightToLeft: rightToLeft)
        #expect(list.box.frame == CGRect(x: 185, y: 290, width: 20, height: 20))
        #expect(list.tableView.contentOffset.y < 0)
        let shown = list.box.convert(CGPoint.zero, to: nil)
        var red: [(x: Int, y: Int)] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] == RGBA(red: 255, green: 0, blue: 0, alpha: 255) {
                red.append((x, y))
            }
        }
        #expect(red.count == 60 * 60)
        #expect(red.first.map { [$0.x, $0.y] } == [Int(shown.x) * 3, Int(shown.y) * 3])
    }
}
