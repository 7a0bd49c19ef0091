// A table view's and a collection view's `delegate` typed as UIKit declares it
// (UIScrollViewTypedDelegate): read and written with the view's own delegate type, the scroll
// view's `delegate` the same object, a subclass's override of the typed property (what the
// Objective-C adapter makes of `override var delegate: UITableViewDelegate?`) seen where UIKit
// sees it, and an object of another kind refused.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// A table that keeps its owner's delegate and answers for it, as table libraries do: the
/// owner's delegate is what `delegate` reads, the table itself what UIKit asks (set on `super`).
private final class ForwardingTable: UITableView, UITableViewDelegate {
    weak var outer: (any UITableViewDelegate)?

    override var cellSnapTableViewDelegate: (any UITableViewDelegate)? {
        get { outer }
        set {
            outer = newValue
            super.cellSnapTableViewDelegate = self
        }
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        (outer?.tableView(tableView, heightForRowAt: indexPath) ?? 44) + 10
    }
}

/// Three items of a registered cell class.
private final class ThreeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// A flow layout's delegate that sizes every item 100 x 40.
private final class ItemSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 40) }
}

/// Only a scroll view's delegate.
private final class ScrollOnly: NSObject, UIScrollViewDelegate {}

@MainActor @Suite struct TypedScrollViewDelegateTests {
    /// `delegate` of a forwarding table reads the owner's delegate (typed, so its table methods are
    /// callable), the scroll view's `delegate` is the same object, and the table asks itself, as
    /// UIKit asks what was set on `super`: rows 50 pt by the owner's delegate are 60 pt high.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func forwardingTableAsksItself(direction: UITraitEnvironmentLayoutDirection) throws {
        let owner = TableDelegate()
        owner.rowHeight = { _ in 50 }
        let source = FruitSource()
        var forwarding: ForwardingTable?
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let table = ForwardingTable(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = source
        table.delegate = owner
        controller.view.addSubview(table)
        forwarding = table
        let window = shownWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        window.layoutIfNeeded()
        let shown = try #require(forwarding)
        #expect(shown.delegate === owner)
        #expect(shown.delegate?.tableView(shown, heightForRowAt: IndexPath(row: 0, section: 0)) == 50)
        let scrollView: UIScrollView = shown
        #expect(scrollView.delegate === owner)
        #expect(shown.ownDelegate === shown)
        #expect(shown.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 42, width: 390, height: 60))
        #expect(shown.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 102, width: 390, height: 60))
    }

    /// A collection view's `delegate` is a `UICollectionViewDelegate`: the flow layout's delegate
    /// set through it sizes the items (100 x 40, 10 pt apart on the one line), from the leading
    /// edge in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func collectionViewDelegateIsTyped(direction: UITraitEnvironmentLayoutDirection) throws {
        let sizes = ItemSizes()
        let items = ThreeItems()
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = sizes
        controller.view.addSubview(collection)
        let window = shownWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        window.layoutIfNeeded()
        #expect((collection.delegate as? any UICollectionViewDelegateFlowLayout) === sizes)
        let scrollView: UIScrollView = collection
        #expect(scrollView.delegate === sizes)
        let frames = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let lefts: [CGFloat] = direction == .leftToRight ? [0, 110, 220] : [290, 180, 70]
        #expect(frames == lefts.map { CGRect(x: $0, y: 0, width: 100, height: 40) })
    }

    /// An object that is not a table's (or collection view's) delegate, set through the scroll
    /// view's `delegate`, is refused with an error when the view is drawn; a plain scroll view
    /// keeps it.
    @Test func aScrollViewsDelegateOfAnotherKindIsRefused() {
        let scrollOnly = ScrollOnly()
        let views: [(UIScrollView, CellSnapUIKitError?)] = [
            (
                UITableView(),
                CellSnapUIKitError(
                    call: "UITableView.delegate = ScrollOnly",
                    reason: "the object is not a UITableViewDelegate, the type UIKit declares for this delegate")
            ),
            (
                UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()),
                CellSnapUIKitError(
                    call: "UICollectionView.delegate = ScrollOnly",
                    reason: "the object is not a UICollectionViewDelegate, the type UIKit declares for this delegate")
            ),
            (
                UITextView(),
                CellSnapUIKitError(
                    call: "UITextView.delegate = ScrollOnly",
                    reason: "the object is not a UITextViewDelegate, the type UIKit declares for this delegate")
            ),
            (UIScrollView(), nil),
        ]
        for (view, error) in views {
            view.delegate = scrollOnly
            #expect((view.delegate === scrollOnly) == (error == nil))
            #expect(view.cellSnapPendingLayoutError == error)
        }
    }
}
