// Members public list and collection code used that CellSnap lacked (round 23's body of real
// code): a group made with the item's initialiser, item providers' items (`loadItem`,
// `registerItem`), a drag item's preview provider, a section's orthogonal scrolling properties and
// its boundary items' insets reference; and what a public screen showed drawn wrong: a clear
// collection view on a dark controller's view, drawn alone, lost the colour behind it.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeRoundTwentyThreeTests {
    typealias Screen = CompositionalUIKitTests.Screen

    static func size(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height))
    }

    // MARK: NSCollectionLayoutGroup(layoutSize:)

    /// Code that makes a group with the initialiser it inherits from the item, to replace it
    /// before use, compiles; a layout that uses such a group is refused, naming the initialiser.
    @Test func aGroupMadeWithTheItemsInitialiserHasNoSubitemsAndIsRefusedInALayout() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(10, 10), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        var group = NSCollectionLayoutGroup(layoutSize: Self.size(300, 40))
        #expect(group.subitems.isEmpty && group.layoutSize.widthDimension.model == .absolute(300))
        #expect(
            NSCollectionLayoutGroup(layoutSize: Self.size(300, 40), supplementaryItems: [badge]).supplementaryItems
                .count == 1)
        #expect {
            _ = try group.modelGroup(container: CGSize(width: 300, height: 600))
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "NSCollectionLayoutGroup(layoutSize:)"
        }
        group = .horizontal(
            layoutSize: Self.size(300, 40),
            subitems: [NSCollectionLayoutItem(layoutSize: Self.size(100, 40))])
        #expect(throws: Never.self) { _ = try group.modelGroup(container: CGSize(width: 300, height: 600)) }
    }

    // MARK: NSItemProvider's items

    /// An item registered under a type comes back as registered from `loadItem`, with the load's
    /// options given to its handler, and as data (the UTF-8 of a URL or a string) from data loads;
    /// a data representation comes back from `loadItem` as `NSData`; a missing type is an error.
    @Test func itemProvidersHandBackTheirItems() {
        let url = NSURL(string: "https://example.com/peaks")!
        let provider = NSItemProvider(item: url, typeIdentifier: "public.url")
        nonisolated(unsafe) var item: (any NSSecureCoding)?
        provider.loadItem(forTypeIdentifier: "public.url", options: nil) { loaded, _ in item = loaded }
        #expect((item as? NSURL) == url && provider.registeredTypeIdentifiers == ["public.url"])
        nonisolated(unsafe) var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.url") { loaded, _ in data = loaded }
        #expect(data == Data("https://example.com/peaks".utf8))

        let registered = NSItemProvider()
        nonisolated(unsafe) var options: [AnyHashable: Any]?
        registered.registerItem(forTypeIdentifier: "public.plain-text") { completion, _, given in
            options = given
            completion?("Matterhorn" as NSString, nil)
        }
        registered.loadItem(forTypeIdentifier: "public.plain-text", options: ["size": 2]) { loaded, _ in item = loaded }
        #expect((item as? NSString) == "Matterhorn" && options?["size"] as? Int == 2)
        registered.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { loaded, _ in data = loaded }
        #expect(data == Data("Matterhorn".utf8))

        let object = NSItemProvider(object: "Eiger" as NSString)
        object.loadItem(forTypeIdentifier: "public.utf8-plain-text") { loaded, _ in item = loaded }
        #expect((item as? NSData).map { Data(referencing: $0) } == Data("Eiger".utf8))
        nonisolated(unsafe) var failure: (any Error)?
        object.loadItem(forTypeIdentifier: "public.png") { loaded, error in (item, failure) = (loaded, error) }
        #expect(item == nil && failure != nil)
    }

    // MARK: Drag items, orthogonal scrolling

    /// A drag item keeps the preview provider the app gives it; a section keeps the orthogonal
    /// scrolling properties the app sets (UIKit's defaults: automatic rate and bounce), which
    /// change no frame of a snapshot at rest.
    @Test func dragPreviewsAndOrthogonalScrollingPropertiesAreKept() {
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Eiger" as NSString))
        #expect(item.previewProvider == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        item.previewProvider = { UIDragPreview(view: view) }
        #expect(item.previewProvider?()?.view === view)

        let cell = NSCollectionLayoutItem(layoutSize: Self.size(120, 80))
        func section() -> NSCollectionLayoutSection {
            let section = NSCollectionLayoutSection(
                group: .horizontal(layoutSize: Self.size(120, 80), subitems: [cell]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let tuned = section()
        #expect(tuned.orthogonalScrollingProperties.decelerationRate == .automatic)
        #expect(tuned.orthogonalScrollingProperties.bounce == .automatic)
        tuned.orthogonalScrollingProperties.decelerationRate = .fast
        tuned.orthogonalScrollingProperties.bounce = .never
        #expect(
            tuned.orthogonalScrollingProperties.decelerationRate.rawValue == UIScrollView.DecelerationRate.fast.rawValue
        )
        #expect(tuned.orthogonalScrollingProperties.bounce == .never)
        let plain = Screen(layout: UICollectionViewCompositionalLayout(section: section()))
        let scrolling = Screen(layout: UICollectionViewCompositionalLayout(section: tuned))
        #expect((0..<6).map(scrolling.frame) == (0..<6).map(plain.frame))
    }

    // MARK: supplementaryContentInsetsReference

    /// A 30 pt header in a section inset 16 leading and 8 trailing, in a collection whose layout
    /// margins are 12 leading and 4 trailing: `.automatic` measures the header as the content
    /// (from the safe area, here the edges); `.layoutMargins` from the margins, plus the insets
    /// where the header follows them; `.none` from the edges. The items do not move.
    @Test(
        arguments: [
            (UIContentInsetsReference.automatic, true, CGRect(x: 16, y: 0, width: 276, height: 30)),
            (.automatic, false, CGRect(x: 0, y: 0, width: 300, height: 30)),
            (.layoutMargins, true, CGRect(x: 28, y: 0, width: 260, height: 30)),
            (.layoutMargins, false, CGRect(x: 12, y: 0, width: 284, height: 30)),
            (.none, true, CGRect(x: 16, y: 0, width: 276, height: 30)),
        ], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func boundaryItemsMeasureFromTheirReference(
        reference: (UIContentInsetsReference, Bool, CGRect), direction: UITraitEnvironmentLayoutDirection
    ) {
        let (supplementaryReference, follows, expected) = reference
        let section = CompositionalSectionTests.section()
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 0, trailing: 8)
        section.supplementariesFollowContentInsets = follows
        section.supplementaryContentInsetsReference = supplementaryReference
        let screen = CompositionalSectionTests.screenWithHeader(section, direction: direction)
        screen.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 12, bottom: 0, trailing: 4)
        screen.collectionView.collectionViewLayout.invalidateLayout()
        screen.window.layoutIfNeeded()
        let header = screen.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        #expect(header == CompositionalSectionTests.placed(expected, direction))
        #expect(
            screen.frame(0) == CompositionalSectionTests.placed(CGRect(x: 16, y: 35, width: 138, height: 40), direction)
        )
    }

    // MARK: A clear list on its controller's background

    /// A controller whose black view holds a clear collection view (or table view) of white-titled
    /// cells, drawn whole with `.image(width:)`: the list stands on the black that shows through
    /// it on screen, not on white, and one whose own background is not clear keeps it.
    @Test(arguments: [false, true], [UIColor.clear, .red])
    func aClearListShowsItsControllersBackground(table: Bool, listBackground: UIColor) throws {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        controller.view.backgroundColor = .black
        let list: UIScrollView
        if table {
            let tableView = UITableView(frame: controller.view.bounds, style: .plain)
            let source = TitlesSource()
            tableView.dataSource = source
            objc_setAssociatedObject(tableView, &TitlesSource.key, source, .OBJC_ASSOCIATION_RETAIN)
            list = tableView
        } else {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
            let source = TitlesSource()
            collectionView.dataSource = source
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            objc_setAssociatedObject(collectionView, &TitlesSource.key, source, .OBJC_ASSOCIATION_RETAIN)
            list = collectionView
        }
        list.backgroundColor = listBackground
        controller.view.addSubview(list)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 200).snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        // Below the three 44 pt rows, where only the list's background shows.
        let corner = pixels[pixels.width - 3, pixels.height - 3]
        let expected =
            listBackground == .clear
            ? RGBA(red: 0, green: 0, blue: 0, alpha: 255) : RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(corner == expected)
    }
}

/// Three rows titled in white, for a table or a collection view.
private final class TitlesSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    nonisolated(unsafe) static var key = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .clear
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.textLabel?.textColor = .white
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        content.textProperties.color = .white
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .clear()
        return cell
    }
}
