// What a fourth body of public list code needed: `NSObject`'s class `description()`, the file
// attributes of an `NSDictionary`, and a `UICollectionViewUpdateItem` a test makes itself.
import CellSnapFoundation
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeRoundTwentyFourTests {
    /// A cell protocol that asks its class's description, as table-building libraries do.
    protocol DescribedCell: AnyObject { static func description() -> String }
    final class BadgeCell: UITableViewCell, DescribedCell {}
    final class Token: NSObject {}

    @Test func classDescriptionsAreTheClassNames() {
        #expect(BadgeCell.description() == "CellSnapUIKitTests.PublicCodeRoundTwentyFourTests.BadgeCell")
        #expect((BadgeCell.self as DescribedCell.Type).description() == BadgeCell.description())
        #expect(UITableViewCell.description() == "UITableViewCell")
        #expect(NSObject.description() == "NSObject")
        let object: AnyObject = Token()
        #expect(cellSnapClassDescription(type(of: object)) == "CellSnapUIKitTests.PublicCodeRoundTwentyFourTests.Token")
        #expect(cellSnapClassDescription(type(of: UIView() as AnyObject)) == "UIView")
        #expect(cellSnapClassDescription(Int.self) == "Swift.Int")
    }

    @Test func fileAttributesAreReadFromTheDictionary() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-attributes-\(UUID()).txt")
        try Data("twelve bytes".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path) as NSDictionary
        #expect(attributes.fileSize() == 12)
        #expect(attributes.fileType() == FileAttributeType.typeRegular.rawValue)
        #expect(attributes.fileModificationDate() != nil)
        #expect(attributes.filePosixPermissions() != 0)
        #expect(attributes.fileSystemFileNumber() != 0)
        #expect(!attributes.fileIsImmutable() && !attributes.fileExtensionHidden())
        let empty = NSDictionary()
        #expect(empty.fileSize() == 0 && empty.fileType() == nil && empty.fileCreationDate() == nil)
    }

    /// A delegate proxy as the adapter leaves an `override func responds(to:)`: it answers for
    /// itself and for the object it forwards to, through `NSObject.responds(to:)` and through a
    /// value of a protocol type.
    final class Proxy: NSObject, @preconcurrency SelectorAnswering, UITableViewDelegate {
        var asked: [String] = []
        func cellSnapResponds(to aSelector: Selector!) -> Bool {
            asked.append(aSelector.description)
            return aSelector.description == "forwarded:" || cellSnapSuperResponds(to: aSelector)
        }
    }

    @Test func respondsOverridesAreAsked() {
        let proxy = Proxy()
        #expect(proxy.responds(to: Selector("forwarded:")))
        #expect(!proxy.responds(to: Selector("unknown:")))
        let delegate: UITableViewDelegate = proxy
        #expect(delegate.responds(to: Selector("forwarded:")))
        #expect(proxy.asked == ["forwarded:", "unknown:", "forwarded:"])
        #expect(!NSObject().responds(to: Selector("forwarded:")))
        #expect(class_respondsToSelector(UIViewController.self, Selector("viewDidLoad")))
        #expect(!class_respondsToSelector(Proxy.self, Selector("forwarded:")))
        #expect(!class_respondsToSelector(nil, Selector("viewDidLoad")))
    }

    /// A proxy that forwards what it has no method for, as the adapter leaves an `override func
    /// forwardingTarget(for:)`: a message sent by selector reaches the object it names.
    final class Pinged: NSObject {
        var pings = 0
        func ping() { pings += 1 }
    }
    final class Forwarder: NSObject, MessageForwarding {
        let pinged = Pinged()
        func cellSnapForwardingTarget(for aSelector: Selector!) -> Any? {
            aSelector.description == "ping" ? pinged : cellSnapSuperForwardingTarget(for: aSelector)
        }
    }

    @Test func messagesGoToTheForwardingTarget() {
        SelectorTable.register(
            [SelectorTable.Method("ping") { target, _ in (target as! Pinged).ping() }], for: Pinged.self)
        let forwarder = Forwarder()
        #expect(forwarder.forwardingTarget(for: Selector("ping")) as AnyObject? === forwarder.pinged)
        #expect(NSObject().forwardingTarget(for: Selector("ping")) == nil)
        _ = forwarder.perform(Selector("ping"))
        _ = forwarder.perform(Selector("ping"))
        #expect(forwarder.pinged.pings == 2)
    }

    /// A test's own update item, made with `init()` and answering through its overrides, as a
    /// layout's `prepare(forCollectionViewUpdates:)` reads it.
    final class InsertedItem: UICollectionViewUpdateItem {
        override var updateAction: UICollectionViewUpdateItem.Action { .insert }
        override var indexPathAfterUpdate: IndexPath? { IndexPath(item: 2, section: 0) }
    }

    @Test func updateItemsCanBeMadeAndSubclassed() {
        let plain = UICollectionViewUpdateItem()
        #expect(plain.updateAction == .none && plain.indexPathBeforeUpdate == nil && plain.indexPathAfterUpdate == nil)
        let item: UICollectionViewUpdateItem = InsertedItem()
        #expect(item.updateAction == .insert)
        #expect(item.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
    }

    /// A collection view set in `viewDidLoad()` and added to no view becomes the controller's
    /// view, as iOS shows it; one the app adds to the view stays inside it.
    final class ReplacingController: UICollectionViewController {
        let addsToView: Bool
        init(addsToView: Bool) {
            self.addsToView = addsToView
            super.init(collectionViewLayout: UICollectionViewFlowLayout())
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.backgroundColor = .systemIndigo
            if addsToView { view.addSubview(collectionView) }
        }
    }

    @Test func aCollectionViewSetInViewDidLoadIsShown() {
        let replacing = ReplacingController(addsToView: false)
        replacing.loadViewIfNeeded()
        #expect(replacing.view === replacing.collectionView)
        #expect(replacing.collectionView.backgroundColor == .systemIndigo)
        let adding = ReplacingController(addsToView: true)
        adding.loadViewIfNeeded()
        #expect(adding.view !== adding.collectionView)
        #expect(adding.collectionView.superview === adding.view)
    }

    /// A tab bar controller made in code has loaded its view, and run its `viewDidLoad()`, when
    /// its initialiser returns, as UIKit's does.
    final class TabsInViewDidLoad: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [UIViewController(), UIViewController()]
        }
    }

    @Test func aTabBarControllerLoadsItsViewWhenMade() {
        let tabs = TabsInViewDidLoad()
        #expect(tabs.isViewLoaded)
        #expect(tabs.viewControllers?.count == 2)
        #expect(UITabBarController(nibName: nil, bundle: nil).isViewLoaded)
    }

    /// An image set named with an image file's extension, as apps name their files (an app's iOS
    /// reference draws the set it names `"emptyImage.jpg"`); another extension is part of the name.
    @Test func imageSetsAreFoundByTheirFileName() throws {
        try AssetCatalogs.register(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets"))
        let named = try #require(UIImage(named: "avatar.png"))
        #expect(named.size == CGSize(width: 40, height: 40))
        #expect(UIImage(named: "avatar.PNG") != nil)
        #expect(UIImage(named: "avatar.jpg")?.size == named.size)
        #expect(UIImage(named: "avatar.txt") == nil)
    }

    /// A pager of more pages than CellSnap places in one pass (21,000 screen-wide pages, a
    /// horizontal flow): only the pages across the view's width are asked for, and the first is
    /// drawn, red.
    final class Pages: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 21_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item == 0 ? .red : .blue
            return cell
        }
    }

    @Test func aPagerOfThousandsOfPagesDrawsThePagesItShows() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 390, height: 200)
        layout.minimumLineSpacing = 0
        let pager = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        pager.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        let pages = Pages()
        pager.dataSource = pages
        let snapshot = try withExtendedLifetime(pages) {
            try Snapshotting<UICollectionView>.image(width: 390).snapshot(pager)
        }
        guard case .image(let pixels, _, _, _) = snapshot else {
            Issue.record("not an image")
            return
        }
        #expect(pixels.width == 390 * 3)
        #expect(pixels[195 * 3, 100 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
