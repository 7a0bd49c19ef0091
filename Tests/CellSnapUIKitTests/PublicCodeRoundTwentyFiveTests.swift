// What rendering a fifth body of public list code found.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeRoundTwentyFiveTests {
    /// A pager controller as paging galleries make it: Int16.max screen-sized pages, sized by
    /// its delegate from the view's bounds.
    final class Pager: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .horizontal
            flow.minimumLineSpacing = 0
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            collectionView.isPagingEnabled = true
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            Int(Int16.max)
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item == 0 ? .red : .blue
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { view.bounds.size }
    }

    /// The same pager laid out horizontally, drawn by its controller's image strategy.
    @Test func aPagerControllerDrawsItsFirstPage() throws {
        let pager = Pager()
        pager.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(pager)
        #expect(pixels.width == 390 * 3)
        #expect(pixels[195 * 3, 400 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

extension PublicCodeRoundTwentyFiveTests {
    final class VerticalPager: UICollectionViewController {
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.minimumLineSpacing = 0
            flow.itemSize = CGSize(width: 390, height: 844)
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            Int(Int16.max)
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item == 0 ? .red : .blue
            return cell
        }
    }

    /// A vertical pager of Int16.max pages is drawn as the view shows it (the whole content would
    /// be 27 million points long): its first page, the next below, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aVerticalPagerDrawsWhatTheViewShows(direction: UITraitEnvironmentLayoutDirection) throws {
        let pager = VerticalPager()
        pager.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let traits = UITraitCollection(layoutDirection: direction)
        let pixels = try controllerPixels(pager, traits: traits)
        #expect(pixels.width == 390 * 3)
        #expect(pixels.height == 852 * 3)
        #expect(pixels[195 * 3, 400 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels[195 * 3, 848 * 3] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// A controller that replaces its collection view in `viewDidLoad()` with one whose
    /// compositional layout has a layout-wide header, over a section with no items.
    final class HeaderOverEmptySection: UICollectionViewController {
        init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { _, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.93), heightDimension: .estimated(131)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            layout.configuration = configuration
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            0
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = .systemIndigo
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            title.text = "My Villagers"
            header.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
                title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            ])
            return header
        }
    }

    @Test func aLayoutHeaderOverAnEmptySectionIsDrawn() throws {
        let controller = HeaderOverEmptySection()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(controller)
        #expect(pixels[5, 5 * 3] == RGBA(red: 88, green: 86, blue: 214, alpha: 255))
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
    }

    /// A table set without a data source or a delegate gets the controller; one set with them
    /// keeps its own.
    @Test func aTableSetOnItsControllerGetsTheControllerUnlessItHasItsOwn() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        let controller = UITableViewController(style: .plain)
        controller.tableView = UITableView(frame: .zero, style: .insetGrouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        let source = Source()
        let own = UITableView(frame: .zero, style: .plain)
        own.dataSource = source
        controller.tableView = own
        #expect(own.dataSource === source && own.delegate === controller)
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// A cell that keeps the frame it was made with, as cells that size their subviews from it do.
    final class FrameRecordingCell: UICollectionViewCell {
        private(set) var initialFrame = CGRect.null
        private(set) var initialContentBounds = CGRect.null
        override init(frame: CGRect) {
            super.init(frame: frame)
            initialFrame = frame
            initialContentBounds = contentView.bounds
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        private(set) var cells: [FrameRecordingCell] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            if let recording = cell as? FrameRecordingCell { cells.append(recording) }
            return cell
        }
    }

    func madeCellFrames(_ layout: UICollectionViewLayout, traits: UITraitCollection) throws -> [CGRect] {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(FrameRecordingCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collectionView.dataSource = items
        _ = try collectionView.cellSnapCollectionDescription(width: 390, traits: traits)
        #expect(items.cells.allSatisfy { $0.initialContentBounds == CGRect(origin: .zero, size: $0.initialFrame.size) })
        return items.cells.map(\.initialFrame)
    }

    /// A collection view makes its cells at the frame the layout gives them (UIKit's
    /// `init(frame:)` with the attributes' frame): a compositional section's first item's size
    /// (its fractions of the group, the group's of the container, less the item's insets), a
    /// flow layout's item frame, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func cellsAreMadeAtTheirLayoutSize(direction: UITraitEnvironmentLayoutDirection) throws {
        let traits = UITraitCollection(layoutDirection: direction)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(131)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let compositional = try madeCellFrames(UICollectionViewCompositionalLayout(section: section), traits: traits)
        #expect(compositional.count == 3)
        #expect(compositional.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 175, height: 131) })

        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 60)
        let flowFrames = try madeCellFrames(flow, traits: traits)
        #expect(flowFrames.map(\.size) == Array(repeating: CGSize(width: 100, height: 60), count: 3))
        #expect(flowFrames.first?.minY == 0)
    }

    @Test func tableCellsAreMadeAtUIKitsDefaultSize() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == cell.bounds)
        let collectionCell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(collectionCell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 50))
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// A header whose title is pinned to its top and leading edges only: its constraints leave
    /// its height free.
    final class TopPinnedHeader: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .green
            let title = UILabel()
            title.text = "Header title"
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class RedItems: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .red
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    /// A section header of `.estimated(50)` height whose constraints leave its height free keeps
    /// its estimate, as UIKit fits it toward the estimate at the fitting-size level: the item
    /// below starts 50 pt down, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anEstimatedHeaderLeftFreeKeepsItsEstimate(direction: UITraitEnvironmentLayoutDirection) throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                elementKind: "header", alignment: .top)
        ]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            TopPinnedHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let items = RedItems()
        collectionView.dataSource = items
        let traits = UITraitCollection(layoutDirection: direction)
        let snapshot = try withExtendedLifetime(items) {
            try Snapshotting<UICollectionView>.image(width: 390, traits: traits).snapshot(collectionView)
        }
        guard case .image(let pixels, _, _, _) = snapshot else {
            Issue.record("not an image")
            return
        }
        #expect(pixels.height == 150 * 3)
        #expect(pixels[380 * 3, 49 * 3] == RGBA(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(pixels[380 * 3, 51 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// The SDK overlay's arithmetic of priorities, weights and window levels.
    @Test func numericRawValuesAddAndSubtract() {
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(251))
        #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
        var priority = UILayoutPriority.defaultLow
        priority += 10
        priority -= 5
        #expect(priority.rawValue == 255)
        #expect(UIFont.Weight.regular + 0.3 == UIFont.Weight.semibold)
        #expect(UIFont.Weight.light < .bold)
        #expect(UIWindow.Level.normal + 1 > .normal)
    }

    /// A layer's timing is kept, and changes nothing in a still picture.
    @Test func layerTimingIsKept() {
        let layer = CALayer()
        layer.speed = 0
        layer.timeOffset = 2
        #expect(layer.speed == 0 && layer.timeOffset == 2 && layer.duration == 0 && !layer.autoreverses)
    }

    /// Background views set by name, as a storyboard connects them.
    @Test func backgroundViewsAreSetByName() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let background = UIView()
        cell.setValue(background, forKey: "backgroundView")
        #expect(cell.backgroundView === background)
        let row = UITableViewCell()
        let selected = UIView()
        row.setValue(selected, forKey: "selectedBackgroundView")
        #expect(row.selectedBackgroundView === selected)
        #expect(row.value(forKey: "selectedBackgroundView") as? UIView === selected)
    }

    /// A scroll view's `indicatorStyle` in a nib is read (scroll indicators are not drawn in a still
    /// picture), so the nib loads.
    @Test func aNibSettingTheIndicatorStyleLoads() throws {
        let objects = Self.nibObjects(
            """
                <scrollView id="s1" indicatorStyle="white">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                </scrollView>
            """)
        #expect(objects.count == 1 && objects.first is UIScrollView)
    }
}

extension PublicCodeRoundTwentyFiveTests {
    static func redSquare() -> UIImage {
        let red: [UInt8] = [255, 0, 0, 255]
        return UIImage(
            cgImage: CGImage(width: 24, height: 24, rgba: Array(repeating: red, count: 24 * 24).flatMap(\.self))!)
    }

    /// The longest run of `color` along any row of `pixels`.
    static func longestRun(of color: RGBA, in pixels: RGBAImage) -> Int {
        var longest = 0
        for y in 0..<pixels.height {
            var run = 0
            for x in 0..<pixels.width {
                run = pixels[x, y] == color ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    /// A tab bar draws a bitmap item image as a template: the selected tab's in the tint colour,
    /// the other's in gray, neither in its own red (at 1 px a point, 72 x 72 px at 3x).
    @Test func tabBarImagesAreTemplates() throws {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "A", image: Self.redSquare(), selectedImage: nil)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "B", image: Self.redSquare(), selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(tabs)
        #expect(Self.longestRun(of: RGBA(red: 255, green: 0, blue: 0, alpha: 255), in: pixels) == 0)
        #expect(Self.longestRun(of: RGBA(red: 0, green: 122, blue: 255, alpha: 255), in: pixels) >= 70)
        #expect(Self.longestRun(of: RGBA(red: 142, green: 142, blue: 147, alpha: 255), in: pixels) >= 70)
        #expect(Self.redSquare().renderingMode == .automatic)
    }

    final class BackgroundViewTable: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.backgroundColor = .darkGray
            let marker = UIView()
            marker.backgroundColor = .red
            tableView.backgroundView = marker
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    }

    /// A table's background view is drawn over its background colour, as UIKit draws it.
    @Test func aTablesBackgroundViewIsAboveItsBackgroundColor() throws {
        let controller = BackgroundViewTable(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(controller)
        #expect(pixels[195 * 3, 20 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels[195 * 3, 400 * 3 + 60] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// A card whose label needs more height than its flow layout's `itemSize` gives it.
    final class TallTextCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            clipsToBounds = true
            backgroundColor = .white
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
                contentView.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 20),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Cards: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .black
            collectionView.register(TallTextCell.self, forCellWithReuseIdentifier: "card")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            3
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            (cell as? TallTextCell)?.label.text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 12)
            return cell
        }
    }

    /// Cells of a flow layout with a fixed `itemSize` keep the item's height, whatever their
    /// content needs (UIKit sizes them by the layout; the card clips its text): each white card
    /// is 95 pt tall with the black background 10 pt between them, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func cellsKeepTheirFixedItemSize(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 370, height: 95)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let cards = Cards(collectionViewLayout: layout)
        cards.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let traits = UITraitCollection(layoutDirection: direction)
        let pixels = try controllerPixels(cards, traits: traits)
        let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
        #expect(pixels.height == (10 + 3 * 95 + 2 * 10 + 10) * 3)
        #expect(pixels[15 * 3, 12 * 3] == white)
        #expect(pixels[15 * 3, 103 * 3] == white)
        #expect(pixels[15 * 3, 110 * 3] == black)
        #expect(pixels[15 * 3, 117 * 3] == white)
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// A flow layout that notes the width it sees when it is invalidated.
    final class WidthNotingLayout: UICollectionViewFlowLayout {
        var invalidatedAtWidths: [CGFloat] = []
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            invalidatedAtWidths.append(collectionView?.bounds.width ?? -1)
        }
    }

    /// A collection view whose size changes asks its layout, before the change, whether the new
    /// bounds invalidate it (a horizontal flow: when the height changes), and invalidates it at
    /// the next layout pass, where the layout sees the new size.
    @Test func aSizeChangeInvalidatesTheLayoutAsItAsks() {
        UIView.cellSnapInstallTextMeasurer()
        let layout = WidthNotingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(FrameRecordingCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collectionView.dataSource = items
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.invalidatedAtWidths.last == 390)
        let count = layout.invalidatedAtWidths.count
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)  // the height stays
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.invalidatedAtWidths.count == count)
        withExtendedLifetime(items) {}  // the collection view's data source is weak
    }

    /// A controller's own view follows its superview's size, as UIKit's `loadView()` makes it.
    @Test func aControllersViewFollowsItsSuperview() {
        let child = UIViewController()
        let parent = UIViewController()
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        parent.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        parent.view.layoutIfNeeded()
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(child.view.frame.size == CGSize(width: 390, height: 844))
    }

    /// An activity indicator's legacy nib styles keep their colours (`whiteLarge` is white).
    @Test func legacyIndicatorStylesFromANib() throws {
        let objects = Self.nibObjects(
            """
                <activityIndicatorView id="a1" style="whiteLarge">
                    <rect key="frame" x="0.0" y="0.0" width="37" height="37"/>
                </activityIndicatorView>
            """)
        let indicator = try #require(objects.first as? UIActivityIndicatorView)
        #expect(indicator.style == .whiteLarge && indicator.color == .white)
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// The empty `<sections/>` Interface Builder writes in a prototypes table is no static
    /// content; a static table's sections are.
    @Test(arguments: [("prototypes", false), ("static", true)])
    func onlyAStaticTableHasStaticSections(mode: String, isStatic: Bool) throws {
        let objects = Self.nibObjects(
            """
                <tableView id="t1" style="plain" dataMode="\(mode)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                    <sections/>
                </tableView>
            """)
        let table = try #require(objects.first as? UITableView)
        #expect((table.staticSections != nil) == isStatic)
    }
}

extension PublicCodeRoundTwentyFiveTests {
    /// The objects of a nib whose `<objects>` element holds `objects`.
    static func nibObjects(_ objects: String) -> [Any] {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
            \(objects)
                </objects>
            </document>
            """
        return UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
    }
}
