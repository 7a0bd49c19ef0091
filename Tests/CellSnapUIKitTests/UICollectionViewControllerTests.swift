// UICollectionViewController as UIKit declares it: its collection view made from its layout, the
// data source and delegate methods a subclass overrides, clearing the selection, editing, and
// frames in both layout directions.
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct UICollectionViewControllerTests {
    /// A grid of colour swatches, as an app writes a collection view controller: its own data
    /// source overrides, a header, a selection.
    final class SwatchesController: UICollectionViewController {
        let names = ["Red", "Orange", "Yellow", "Green", "Blue"]
        var displayed: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .systemGroupedBackground
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "swatch")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = names[indexPath.item]
            (cell as? UICollectionViewListCell)?.contentConfiguration = content
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            displayed.append(indexPath)
        }
    }

    static func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        return layout
    }

    /// The controller's view is its collection view, made from its layout, with the controller as
    /// data source and delegate; UIKit's defaults.
    @Test func itsCollectionViewIsItsView() {
        let layout = Self.flow()
        let controller = SwatchesController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(
            controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        let replacement = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        controller.collectionView.collectionViewLayout = replacement
        #expect(controller.collectionViewLayout === replacement)
        #expect(
            UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    /// A collection view subclass that sets its own layout in `init(frame:collectionViewLayout:)`,
    /// made with `init()` as apps make it: the inherited `init()` reaches its override.
    final class OwnLayoutGrid: UICollectionView {
        override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout) {
            super.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
            collectionViewLayout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aCollectionViewMadeWithInitKeepsItsSubclassLayout() {
        #expect(OwnLayoutGrid().collectionViewLayout is UICollectionViewCompositionalLayout)
        let plain = UICollectionView()
        #expect(type(of: plain.collectionViewLayout) == UICollectionViewLayout.self && plain.frame == .zero)
    }

    /// Shown in a window, the items sit where the flow layout puts them (rows of three 100 pt
    /// items in 390 pt, 20 pt insets), mirrored right to left; `willDisplay` is asked for each.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func framesInBothDirections(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let controller = SwatchesController(collectionViewLayout: Self.flow())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        let gap = (390 - 40 - 300) / 2.0
        for (item, column, row) in [(0, 0, 0), (2, 2, 0), (3, 0, 1)] {
            let x = 20 + Double(column) * (100 + gap)
            let expected = CGRect(
                x: direction == .rightToLeft ? 390 - x - 100 : x, y: 20 + Double(row) * 70, width: 100, height: 60)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == expected, "item \(item)")
        }
        #expect(Set(controller.displayed) == Set((0..<5).map { IndexPath(item: $0, section: 0) }))
    }

    /// The selection is cleared when the view is about to appear, unless the controller keeps it;
    /// editing reaches the collection view.
    @Test func selectionAndEditing() {
        let clearing = SwatchesController(collectionViewLayout: Self.flow())
        clearing.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        clearing.viewWillAppear(false)
        #expect(clearing.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        let keeping = SwatchesController(collectionViewLayout: Self.flow())
        keeping.clearsSelectionOnViewWillAppear = false
        keeping.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        keeping.viewWillAppear(false)
        #expect(keeping.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        keeping.setEditing(true, animated: false)
        #expect(keeping.isEditing && keeping.collectionView.isEditing)
    }

    /// A controller that makes no supplementary view its layout asks for is refused by name.
    @Test func aMissingHeaderIsNamed() throws {
        let layout = Self.flow()
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        let controller = SwatchesController(collectionViewLayout: layout)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(throws: CellSnapUIKitError.self) {
            try Snapshotting<UIViewController>.image(width: 390).snapshot(controller)
        }
    }

    /// The screen as a plain harness draws it, and as a window shows it.
    @Test func drawn() {
        let controller = SwatchesController(collectionViewLayout: Self.flow())
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        assertSnapshot(of: controller, as: .image(width: 390), named: "harness")
        assertSnapshot(
            of: SwatchesController(collectionViewLayout: Self.flow()),
            as: .screen(size: CGSize(width: 390, height: 844), traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "screen-dark")
    }
}
