// Safe-area insets as UIKit computes them (the overlap of a view with its window's unsafe regions)
// and lists drawn in any safe area UIKit lays out: narrower than the screen, unequal on the two
// sides (a phone held sideways with its sensor housing on one side, a split view's column).
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct SafeAreaTests {
    /// A controller whose list fills its view (made in `viewDidLoad`, pinned to the view's edges
    /// by constraints), as many list screens are written.
    final class ListController: UIViewController {
        let appearance: UICollectionLayoutListConfiguration.Appearance
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init(appearance: UICollectionLayoutListConfiguration.Appearance) {
            self.appearance = appearance
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance))
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["General", "Privacy", "Display"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Issue 40, bug 1: a controller laid out in the default screen (393 pt), then given a 390 pt
    /// view as a plain harness does, keeps its list 393 pt wide until the next layout pass; it was
    /// refused for a safe area of 3 pt on the right. Nothing there is unsafe.
    @Test func aListWiderThanItsUnsafeFreeSuperviewHasNoSafeArea() throws {
        UIView.cellSnapInstallTextMeasurer()
        let controller = ListController(appearance: .insetGrouped)
        controller.view.layoutIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.collectionView.frame.width == 393)
        #expect(controller.collectionView.safeAreaInsets == .zero)
        let list = try controller.cellSnapListDescription(width: 390)
        #expect(list.sideSafeAreaInset == nil && list.trailingSideSafeAreaInset == nil)
        assertSnapshot(of: controller, as: .image(width: 390), named: "plain-harness")
    }

    /// A view's insets are its overlap with the window's unsafe strips (here 47 pt on the left,
    /// 21 on the right and bottom, 10 on top of an 844 x 390 window), side by side: nothing where
    /// the view does not reach into a strip; what lies beyond the window's edge is in no strip.
    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 844, height: 390), UIEdgeInsets(top: 10, left: 47, bottom: 21, right: 21)),
        (CGRect(x: 20, y: 0, width: 400, height: 200), UIEdgeInsets(top: 10, left: 27, bottom: 0, right: 0)),
        (CGRect(x: 100, y: 100, width: 200, height: 100), UIEdgeInsets.zero),
        (CGRect(x: 800, y: 380, width: 100, height: 50), UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 21)),
        (CGRect(x: -50, y: -20, width: 120, height: 100), UIEdgeInsets(top: 10, left: 47, bottom: 0, right: 0)),
        (CGRect(x: 830, y: 0, width: 5, height: 5), UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 5)),
    ])
    func insetsAreTheOverlapWithTheUnsafeStrips(frame: CGRect, expected: UIEdgeInsets) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 10, left: 47, bottom: 21, right: 21)
        let view = UIView(frame: frame)
        window.addSubview(view)
        #expect(view.safeAreaInsets == expected, "\(frame)")
    }

    /// Beyond an edge without an unsafe strip, nothing is unsafe: the view's insets stay zero.
    @Test func nothingBeyondAnEdgeWithoutAStripIsUnsafe() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView(frame: CGRect(x: -10, y: -10, width: 410, height: 870))
        parent.addSubview(child)
        #expect(child.safeAreaInsets == .zero)
    }

    /// A landscape window 844 pt wide whose unsafe strip is on the left only (47 pt, as a split
    /// view's first column beside the sensor housing): an inset grouped list's section starts 20 pt
    /// past it on the left and 20 pt from the right edge, in both layout directions (the strip is
    /// physical); a plain list's rows span the width.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func unequalSidesAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        for appearance in [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .plain] {
            let controller = ListController(appearance: appearance)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
            window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(controller.collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
            let frame = try #require(
                controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
            let expected =
                appearance == .insetGrouped
                ? CGRect(x: 67, y: 35, width: 757, height: 44) : CGRect(x: 0, y: 0, width: 844, height: 44)
            #expect(frame == expected, "\(appearance) \(direction)")
            let name = "\(appearance == .plain ? "plain" : "insetGrouped")-\(direction == .rightToLeft ? "rtl" : "ltr")"
            assertSnapshot(of: window as UIView, as: .screen(), named: name)
        }
    }
}
