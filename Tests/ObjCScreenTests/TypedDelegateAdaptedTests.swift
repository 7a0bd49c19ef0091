// Tests/ObjCScreens/ExpandingRowsTableView.swift adapted for Linux: a table view's and a collection
// view's `override var delegate` with UIKit's types compile and run as on iOS.
import Foundation
import Testing
import UIKit

/// An owner's delegate that makes every row 52 pt high.
private final class RowHeights: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }
}

/// Two rows.
private final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A flow layout's delegate.
private final class GridSizes: NSObject, UICollectionViewDelegateFlowLayout {}

@MainActor @Suite struct TypedDelegateAdaptedTests {
    /// The override is asked when `delegate` is set and read; the table asks itself (set on
    /// `super`), which asks the owner's delegate through `delegate`: rows 52 pt.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anExpandingTableAnswersForItsOwnersDelegate(direction: UITraitEnvironmentLayoutDirection) {
        let heights = RowHeights()
        let rows = TwoRows()
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let table = ExpandingRowsTableView(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        controller.view.addSubview(table)
        let window = UIWindow(frame: controller.view.frame)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        table.delegate = heights
        table.layoutIfNeeded()
        #expect(table.delegate === heights && table.delegateSets == 1)
        let scrollView: UIScrollView = table
        #expect(scrollView.delegate === heights)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 52, width: 390, height: 52))
    }

    /// A collection view's override with `didSet` sees each delegate set through `delegate`.
    /// A `weak` override of a text view's delegate, as UIKit declares the property, holds it weakly.
    @Test func aWeakTextViewDelegateOverrideForwardsAndDoesNotKeepIt() {
        let view = ForwardingTextView()
        var counter: CharacterCounter? = CharacterCounter()
        view.delegate = counter
        #expect(view.delegateSets == 1 && view.delegate === counter && view.cellSnapTextViewDelegate === counter)
        counter = nil
        #expect(view.delegate == nil)
    }

    @Test func aCollectionViewsOverrideSeesEachDelegate() {
        let sizes = GridSizes()
        let collection = RecordingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.delegate = sizes
        #expect(collection.lastDelegateName == "GridSizes")
        #expect(collection.delegate === sizes)
        collection.delegate = nil
        #expect(collection.lastDelegateName == "none")
    }
}

/// A text view delegate with nothing to say.
final class CharacterCounter: NSObject, UITextViewDelegate {}
