// Linux only: a table lays out the cells its bounds show, as UIKit does, so that views the app
// added to a cell get their frames: a horizontal collection view pinned to a self-sizing cell
// (made 0 x 0, its data set while it had no size) shows its items, in both layout directions.
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct TableCellLayoutTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 0
        func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { count }
        func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell {
            let cell = c.dequeueReusableCell(withReuseIdentifier: "c", for: i)
            cell.backgroundColor = .red
            return cell
        }
        func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath)
            -> CGSize
        {
            CGSize(width: 130, height: 150)
        }
    }
    final class BehaviourCell: UITableViewCell {
        let source = Source()
        let collection: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let c = UICollectionView(frame: .zero, collectionViewLayout: layout)
            c.translatesAutoresizingMaskIntoConstraints = false
            c.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            return c
        }()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            collection.dataSource = source
            collection.delegate = source
            addSubview(collection)
            NSLayoutConstraint.activate([
                collection.leadingAnchor.constraint(equalTo: leadingAnchor),
                collection.trailingAnchor.constraint(equalTo: trailingAnchor),
                collection.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                collection.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
                collection.heightAnchor.constraint(equalToConstant: 150),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
        func setup(count: Int) {
            source.count = count
            collection.reloadData()
        }
    }
    /// A table of one self-sizing row, the row's collection laid out in `direction`.
    final class Screen: UIViewController, UITableViewDataSource {
        let table = UITableView()
        var direction = UISemanticContentAttribute.unspecified
        override func loadView() { view = table }
        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(BehaviourCell.self, forCellReuseIdentifier: "b")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 80
            table.dataSource = self
        }
        func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }
        func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
            let cell =
                t.dequeueReusableCell(withIdentifier: "b", for: i) as? BehaviourCell
                ?? BehaviourCell(style: .default, reuseIdentifier: nil)
            cell.collection.semanticContentAttribute = direction
            cell.setup(count: 3)
            return cell
        }
    }
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func theCellsItShowsAreLaidOut(_ direction: UISemanticContentAttribute) throws {
        let screen = Screen()
        screen.direction = direction
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let cell = try #require(screen.table.visibleCells.first as? BehaviourCell)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 182))
        #expect(cell.collection.frame == CGRect(x: 0, y: 16, width: 375, height: 150))
        // Three 130 pt items 10 pt apart; the flow starts at the leading edge (the right, right to left).
        let items = cell.collection.visibleCells.map(\.frame.minX).sorted()
        #expect(items == [0, 140, 280] && cell.collection.visibleCells.allSatisfy { $0.frame.size.width == 130 })
        let leading: CGFloat = direction == .forceLeftToRight ? 0 : 375 - 130
        window.rootViewController = nil
        guard case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 375).snapshot(screen)
        else {
            Issue.record("the strategy made no image")
            return
        }
        let red = ControlFixtures.color(image, at: Point(x: Double(leading) + 65, y: 91))
        #expect(red.hexString == "#FF0000")
    }

    /// Drawn as a window shows the screen (iOSSnapshotTestCase's and `.image(on:)`'s way), the
    /// collection in the cell shows its items: the table lays its content out again once the
    /// shown cell's collection has its size.
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aScreenDrawsTheItemsOfACollectionInACell(_ direction: UISemanticContentAttribute) throws {
        let screen = Screen()
        screen.direction = direction
        let snapshot = try Snapshotting<UIViewController>.screen(size: CGSize(width: 375, height: 667))
            .snapshot(screen)
        guard case .image(let image, _, _, _) = snapshot else {
            Issue.record("the strategy made no image")
            return
        }
        let leading: Double = direction == .forceLeftToRight ? 0 : 375 - 130
        #expect(ControlFixtures.color(image, at: Point(x: leading + 65, y: 91)).hexString == "#FF0000")
        #expect(ControlFixtures.color(image, at: Point(x: leading + 65, y: 200)).hexString != "#FF0000")
    }
}

/// `systemLayoutSizeFitting(_:)` of a table cell whose label is pinned 6 pt inside its content
/// view: the target's width and the content's height, a device pixel taller for the separator, as
/// iOS's references of such a cell fitted to 320 x 1000 are (320 x 60.33 for a line of 40 pt text).
@MainActor @Suite struct TableCellFittingTests {
    final class LabelCell: UITableViewCell {
        let label = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 40)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
                contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 6),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test(arguments: [("Single line", 1), ("A longer text that wraps over several lines here", 3)])
    func aCellFitsItsContentViewAtTheTargetWidth(_ text: String, lines: Int) {
        let cell = LabelCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.label.text = text
        let labelHeight = cell.label.sizeThatFits(CGSize(width: 308, height: 1000)).height
        #expect(
            lines == 1 ? labelHeight < 2 * cell.label.font.lineHeight : labelHeight > 2 * cell.label.font.lineHeight)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 1000))
        #expect(size.width == 320)
        #expect(abs(size.height - (6 + labelHeight + 6 + 1.0 / 3)) < 0.001, "\(size)")
        let required = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 1000), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(required == size)
    }

    /// A cell laid out by frames, without constraints in its content view, answers as any view.
    @Test func aCellWithoutConstraintsAnswersAsAView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let view = UIView(frame: cell.frame)
        #expect(
            cell.systemLayoutSizeFitting(CGSize(width: 320, height: 1000))
                == view.systemLayoutSizeFitting(CGSize(width: 320, height: 1000)))
    }
}
