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
        let snapshot = try Snapshotting<UIViewController>.image(width: 390).snapshot(pager)
        guard case .image(let pixels, _, _, _) = snapshot else {
            Issue.record("not an image")
            return
        }
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
        let snapshot = try Snapshotting<UIViewController>.image(width: 390, traits: traits).snapshot(pager)
        guard case .image(let pixels, _, _, _) = snapshot else {
            Issue.record("not an image")
            return
        }
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
        let snapshot = try Snapshotting<UIViewController>.image(width: 390).snapshot(controller)
        guard case .image(let pixels, _, _, _) = snapshot else {
            Issue.record("not an image")
            return
        }
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
