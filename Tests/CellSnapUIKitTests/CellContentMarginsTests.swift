// Linux only: the layout margins of a table view cell's and a list cell's content view, which
// UIKit gives the list's layout margin at either side and the list's text margin above and
// below, measured where a label pinned to the content view's margins guide lands, left to right
// and right to left, at the two margin widths.
import CellLayout
import CellModel
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct CellContentMarginsTests {
    /// A label pinned to its content view's layout margins on every side.
    static func pinnedLabel(in contentView: UIView) {
        let label = UILabel()
        label.text = "Pinned"
        label.accessibilityIdentifier = "pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    final class PinnedTableCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CellContentMarginsTests.pinnedLabel(in: contentView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    final class TwoRows: NSObject, UITableViewDataSource {
        let ownMargins: NSDirectionalEdgeInsets?
        init(ownMargins: NSDirectionalEdgeInsets? = nil) { self.ownMargins = ownMargins }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
            if let ownMargins { cell.contentView.directionalLayoutMargins = ownMargins }
            return cell
        }
    }

    /// The frames of the pinned labels in `window`, laid out `width` points wide.
    func pinnedFrames(in window: UIWindow, width: Double) throws -> [Rect] {
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(
            screen.node, width: width, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        return layout.root.allNodes.filter { $0.role == NodeRole("pinned") }.map(\.frame)
    }

    /// The frame of the first pinned label in `window`, laid out `width` points wide.
    func pinnedFrame(in window: UIWindow, width: Double) throws -> Rect {
        try #require(try pinnedFrames(in: window, width: width).first)
    }

    struct TableCase: Sendable, CustomTestStringConvertible {
        let style: UITableView.Style
        let width: Double
        /// The label's leading edge from the table's leading edge, and its width.
        let leading: Double, labelWidth: Double
        var testDescription: String { "\(style) \(width) pt" }
    }

    /// The label lands at the list's layout margin (16 pt below 390 pt wide, 20 pt from 390),
    /// inside an inset grouped section's own 20 pt inset, 11 pt below the row's top, the row as
    /// tall as 11 + the label + 11 (the second row's label that much lower); mirrored right to left.
    @Test(arguments: [
        TableCase(style: .plain, width: 390, leading: 20, labelWidth: 350),
        TableCase(style: .plain, width: 375, leading: 16, labelWidth: 343),
        TableCase(style: .grouped, width: 390, leading: 20, labelWidth: 350),
        TableCase(style: .insetGrouped, width: 390, leading: 40, labelWidth: 310),
        TableCase(style: .insetGrouped, width: 375, leading: 32, labelWidth: 311),
    ])
    func aLabelPinnedToATableCellsContentMarginsSitsAtTheListsMargin(_ table: TableCase) throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let rows = TwoRows()
            let shown = shownTable(
                table.style, dataSource: rows, size: CGSize(width: table.width, height: 300),
                traits: UITraitCollection(layoutDirection: direction)
            ) { $0.register(PinnedTableCell.self, forCellReuseIdentifier: "pinned") }
            let frames = try withExtendedLifetime(shown) { try pinnedFrames(in: shown.window, width: table.width) }
            try #require(frames.count == 2)
            let frame = frames[0]
            let x = direction == .leftToRight ? table.leading : table.width - table.leading - table.labelWidth
            #expect(frame.minX == x, "\(direction)")
            #expect(frame.width == table.labelWidth, "\(direction)")
            let cell = try #require(shown.table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let margin = CGFloat(table.width >= 390 ? 20 : 16)
            #expect(
                cell.contentView.directionalLayoutMargins
                    == NSDirectionalEdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin))
            // Rows follow each other: the second label is a row below the first, the row a device
            // pixel taller than its content view, for the separator below it.
            #expect(abs(frames[1].minY - frame.minY - (11 + frame.height + 11 + 1.0 / 3)) < 1e-9)
        }
    }

    /// Margins the app sets on the content view are used as given.
    @Test func marginsTheAppSetsStay() throws {
        let rows = TwoRows(ownMargins: NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10))
        let shown = shownTable(.plain, dataSource: rows) {
            $0.register(PinnedTableCell.self, forCellReuseIdentifier: "pinned")
        }
        let frame = try withExtendedLifetime(shown) { try pinnedFrame(in: shown.window, width: 390) }
        #expect(frame.minX == 30)
        #expect(frame.width == 350)
    }

    /// A cell alone (no table has shown it) takes the margin of its own width; the cell's own
    /// margins and another view's stay UIView's 8 pt.
    @Test func aCellAloneAndOtherViewsKeepTheirOwnDefaults() {
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(
            cell.contentView.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        cell.frame.size.width = 390
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        let eight = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        #expect(cell.directionalLayoutMargins == eight)
        #expect(UICollectionViewCell().contentView.directionalLayoutMargins == eight)
        #expect(UIView().directionalLayoutMargins == eight)
    }

    /// A view controller's root view has the system minimum margins (16 pt leading and trailing
    /// on a 390 pt iPhone, none above and below), so a label pinned to its `layoutMarginsGuide`
    /// starts 16 pt in, in both directions, alone and pushed; margins the app sets are raised to the
    /// minimum while the controller respects it, and kept as set once it does not.
    @Test(arguments: [false, true]) func aRootViewHasTheSystemMinimumMargins(rightToLeft: Bool) throws {
        final class Screen: UIViewController {
            let label = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                label.text = "An empty screen"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }
        }
        func labelFrame(pushed: Bool, configure: (Screen) -> Void = { _ in }) -> CGRect {
            let screen = Screen()
            let shown: UIViewController = pushed ? UINavigationController(rootViewController: screen) : screen
            if rightToLeft { shown.view.semanticContentAttribute = .forceRightToLeft }
            screen.view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
            configure(screen)
            shown.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            shown.view.layoutIfNeeded()
            return screen.label.frame
        }
        for pushed in [false, true] {
            let frame = labelFrame(pushed: pushed)
            #expect(frame.minX == 16 && frame.width == 358, "pushed \(pushed): \(frame)")
        }
        let minimum = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let screen = Screen()
        withExtendedLifetime(screen) {
            #expect(screen.systemMinimumLayoutMargins == minimum)
            #expect(screen.view.directionalLayoutMargins == minimum)
        }
        let small = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 40)
        let raised = labelFrame(pushed: false) { $0.view.directionalLayoutMargins = small }
        #expect(raised.width == CGFloat(390 - 16 - 40))
        #expect(raised.minX == (rightToLeft ? 40 : 16), "\(raised)")
        let kept = labelFrame(pushed: false) {
            $0.viewRespectsSystemMinimumLayoutMargins = false
            $0.view.directionalLayoutMargins = small
        }
        #expect(kept.width == CGFloat(390 - 4 - 40))
        #expect(kept.minX == (rightToLeft ? 40 : 4), "\(kept)")
    }

    final class PinnedListCell: UICollectionViewListCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            CellContentMarginsTests.pinnedLabel(in: contentView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    final class PinnedGridCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            CellContentMarginsTests.pinnedLabel(in: contentView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    final class OneItem: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "pinned", for: indexPath)
        }
    }

    /// A list cell's label sits at the list's margin, as a table cell's; a grid cell's at
    /// UIView's 8 pt.
    @Test(arguments: [true, false])
    func aCollectionCellsContentMargins(list: Bool) throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let layout: UICollectionViewLayout
            if list {
                layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            } else {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 390, height: 60)
                layout = flow
            }
            let controller = UIViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
            let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
            collectionView.register(
                list ? PinnedListCell.self : PinnedGridCell.self, forCellWithReuseIdentifier: "pinned")
            let items = OneItem()
            collectionView.dataSource = items
            controller.view.addSubview(collectionView)
            let window = shownWindow(
                controller, size: CGSize(width: 390, height: 300),
                traits: UITraitCollection(layoutDirection: direction))
            let frame = try withExtendedLifetime(items) { try pinnedFrame(in: window, width: 390) }
            let (leading, width) = list ? (20.0, 350.0) : (8.0, 374.0)
            let x = direction == .leftToRight ? leading : 390 - leading - width
            #expect(frame.minX == x, "\(direction)")
            #expect(frame.width == width, "\(direction)")
        }
    }
}
