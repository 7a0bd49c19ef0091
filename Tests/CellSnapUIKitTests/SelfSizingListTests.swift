// Table and collection views that size themselves to their content, as snapshot suites write
// them (a `contentSize` that invalidates the intrinsic size, an `intrinsicContentSize` that lays
// the view out first), a height constraint or an observer that follows the content size, and
// `layoutIfNeeded()` laying a list out in the call; in both layout directions.
import CellModel
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing

/// A table view that is as tall as its content, as snapshot suites size one: its content size asks
/// for a new intrinsic size, which is the content's height once it is laid out.
@MainActor final class ContentSizedTableView: UITableView {
    /// The content heights its `didSet` saw, in order.
    var contentHeights: [CGFloat] = []

    override var contentSize: CGSize {
        didSet {
            contentHeights.append(contentSize.height)
            invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

/// A collection view that is as tall as its content, in the same way.
@MainActor final class ContentSizedCollectionView: UICollectionView {
    override var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

/// A view one point taller at every layout pass: a layout feedback loop.
@MainActor final class GrowingView: UIView {
    var grown: CGFloat = 0
    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: grown) }
    override func layoutSubviews() {
        super.layoutSubviews()
        grown += 1
        invalidateIntrinsicContentSize()
    }
}

/// A view that adds a badge at every `layoutSubviews()`, as some apps do with their decorations.
@MainActor final class BadgeAddingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        let badge = UIView()
        badge.backgroundColor = .systemRed
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// A controller that activates the same height constraint again at every
/// `viewDidLayoutSubviews()`, as apps that follow a content size there do.
@MainActor final class RepeatedConstraintController: UIViewController {
    let box = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        box.backgroundColor = .systemBlue
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 300),
        ])
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        box.heightAnchor.constraint(equalToConstant: 200).isActive = true
        view.layoutIfNeeded()
    }
}

/// Rows titled by their number.
@MainActor final class NumberedRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A controller whose table's height constraint follows the table's content size after each
/// layout, as apps size a table inside a scrolling form.
@MainActor final class FollowingHeightController: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let rows = NumberedRows(count: 4)
    lazy var height = table.heightAnchor.constraint(equalToConstant: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.rowHeight = 44
        table.tableFooterView = UIView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor), height,
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        height.constant = table.contentSize.height
    }
}

@MainActor @Suite struct SelfSizingListTests {
    /// `view` as the root view of a 390 x 844 window in `direction`.
    func window(showing view: UIView, direction: UITraitEnvironmentLayoutDirection) -> UIWindow {
        UIView.cellSnapInstallTextMeasurer()
        let controller = UIViewController()
        controller.view.addSubview(view)
        return window(showing: controller, direction: direction)
    }

    func window(showing controller: UIViewController, direction: UITraitEnvironmentLayoutDirection) -> UIWindow {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// `view` pinned 100 pt from the top of its superview, 20 pt from its leading edge and at its
    /// trailing edge, with no height constraint.
    func pinTop(_ view: UIView) {
        guard let superview = view.superview else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 100),
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        ])
    }

    func flipped(_ rect: CGRect, _ direction: UITraitEnvironmentLayoutDirection, within width: CGFloat = 390) -> CGRect
    {
        direction == .rightToLeft
            ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    func sizedTable(rows: Int) -> (ContentSizedTableView, NumberedRows) {
        let table = ContentSizedTableView(frame: .zero, style: .plain)
        let source = NumberedRows(count: rows)
        table.rowHeight = 44
        table.tableFooterView = UIView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        return (table, source)
    }

    /// A table that sizes itself to its content takes the content's height in the window's
    /// layout pass: its first pass lays out three rows at the width its constraints give it,
    /// its content size asks for a new intrinsic size, and the pass runs again.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func tableTakesItsContentsHeight(direction: UITraitEnvironmentLayoutDirection) {
        let (table, source) = sizedTable(rows: 3)
        let window = window(showing: table, direction: direction)
        pinTop(table)
        window.layoutIfNeeded()
        #expect(table.frame == flipped(CGRect(x: 20, y: 100, width: 370, height: 132), direction))
        #expect(table.contentSize == CGSize(width: 370, height: 132))
        #expect(table.contentHeights.last == 132)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 370, height: 44))
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        withExtendedLifetime(source) {}
    }

    /// `layoutIfNeeded()` on a table lays its rows out in the call: its content size (announced
    /// to key-value observers and its own `didSet`), visible rows and cells are there on return.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func layoutIfNeededLaysRowsOutInTheCall(direction: UITraitEnvironmentLayoutDirection) throws {
        let (table, source) = sizedTable(rows: 5)
        _ = window(showing: table, direction: direction)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        var observed: [CGFloat] = []
        let observation = table.observe(\.contentSize, options: [.new]) { _, change in
            observed.append(change.newValue?.height ?? -1)
        }
        table.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 390, height: 220))
        #expect(observed.last == 220 && table.contentHeights.last == 220)
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 3)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 176, width: 390, height: 44))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 2")
        observation.invalidate()
        withExtendedLifetime(source) {}
    }

    /// A height constraint that `viewDidLayoutSubviews()` sets to the table's content size, and
    /// one that an observer of `contentSize` sets, size the table in the same layout pass.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func heightConstraintFollowsTheContentSize(direction: UITraitEnvironmentLayoutDirection) {
        let controller = FollowingHeightController()
        let shown = window(showing: controller, direction: direction)
        shown.layoutIfNeeded()
        #expect(controller.table.frame == flipped(CGRect(x: 20, y: 100, width: 370, height: 176), direction))

        let table = UITableView(frame: .zero, style: .plain)
        let source = NumberedRows(count: 2)
        table.rowHeight = 44
        table.tableFooterView = UIView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        let observed = window(showing: table, direction: direction)
        pinTop(table)
        let height = table.heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        let observation = table.observe(\.contentSize, options: [.new]) { _, change in
            height.constant = change.newValue?.height ?? 0
        }
        observed.layoutIfNeeded()
        #expect(table.frame == flipped(CGRect(x: 20, y: 100, width: 370, height: 88), direction))
        observation.invalidate()
        withExtendedLifetime(source) {}
    }

    /// A collection view that sizes itself to its flow layout's content: seven 100 x 50 items in
    /// a 370 pt line three at a time, three lines 10 pt apart; the seventh, alone on the last of
    /// several lines, stays at the leading edge.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func collectionViewTakesItsContentsHeight(direction: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = ContentSizedCollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = ColourDataSource(count: 7)
        collectionView.dataSource = source
        let window = window(showing: collectionView, direction: direction)
        pinTop(collectionView)
        window.layoutIfNeeded()
        #expect(collectionView.frame == flipped(CGRect(x: 20, y: 100, width: 370, height: 170), direction))
        #expect(collectionView.contentSize == CGSize(width: 370, height: 170))
        #expect(collectionView.visibleCells.count == 7)
        let last = collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
        #expect(last == flipped(CGRect(x: 0, y: 120, width: 100, height: 50), direction, within: 370))
        withExtendedLifetime(source) {}
    }

    /// `systemLayoutSizeFitting` of a container holding a table laid out at its width is the
    /// content's height and the container's insets.
    @Test func fittingSizeOfAContainerHoldingTheTable() {
        let (table, source) = sizedTable(rows: 3)
        UIView.cellSnapInstallTextMeasurer()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
        container.addSubview(table)
        table.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            table.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
            table.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            table.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
        ])
        container.layoutIfNeeded()
        let fitting = container.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 390, height: 148))
        withExtendedLifetime(source) {}
    }

    /// A table whose intrinsic size changes at every pass (its height one point more each time)
    /// is UIKit's layout feedback loop: the pass stops and says so.
    @Test func layoutThatNeverSettlesIsAnError() throws {
        UIView.cellSnapInstallTextMeasurer()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let growing = GrowingView()
        root.addSubview(growing)
        growing.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            growing.topAnchor.constraint(equalTo: root.topAnchor),
            growing.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        let error = try #require(throws: CellSnapUIKitError.self) { try root.cellSnapScreen() }
        #expect(
            "\(error)".contains("the layout did not settle: after 16 passes")
                && "\(error)".contains("layoutIfNeeded()"))
        #expect(growing.grown == 16)
    }

    /// A view that adds a subview inside its own `layoutSubviews()` asks for its own layout there,
    /// which does not lay it out again (before, CellSnap refused it as a feedback loop after 16
    /// passes): it is laid out once when the window is shown and once when the window is drawn,
    /// each badge where its constraints place it, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func viewAddingASubviewInItsOwnLayoutIsLaidOutOncePerPass(direction: UITraitEnvironmentLayoutDirection) throws {
        let decorated = BadgeAddingView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let window = window(showing: decorated, direction: direction)
        #expect(decorated.layouts == 1)
        let pixels = try DrawnPixels(window)
        #expect(decorated.layouts == 2)
        #expect(decorated.subviews.count == 2)
        let expected = CGRect(x: direction == .rightToLeft ? 360 : 10, y: 10, width: 20, height: 20)
        #expect(decorated.subviews.map(\.frame) == [expected, expected])
        #expect(pixels.rgb(at: CGPoint(x: expected.midX, y: expected.midY)) == [255, 59, 48])
        #expect(pixels.rgb(at: CGPoint(x: 195, y: 30)) != [255, 59, 48])
    }

    /// A required constraint activated again at every pass repeats one the layout has: it
    /// changes no frame, so the layout settles and the screen is drawn, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aRepeatedConstraintSettles(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = RepeatedConstraintController()
        let window = window(showing: controller, direction: direction)
        let pixels = try DrawnPixels(window)
        let x: CGFloat = direction == .rightToLeft ? 70 : 20
        #expect(controller.box.frame == CGRect(x: x, y: 100, width: 300, height: 200))
        #expect(pixels.rgb(at: CGPoint(x: x + 150, y: 200)) == [0, 122, 255])
        #expect(pixels.rgb(at: CGPoint(x: x + 150, y: 320)) != [0, 122, 255])
    }
}
