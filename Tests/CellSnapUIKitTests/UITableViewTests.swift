// UITableView's own API, with fixture tables (UITableViewFixtures.swift): frames through UIKit's
// calls in both directions, editing controls, selection, header and footer views, the table view
// controller, and what is refused. References: Snapshots/UITableViewTests/.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct UITableViewTests {
    /// A plain table, 390 x 600: each titled section starts with the plain list's header (the
    /// first 42 pt, the next 59.67 pt with the space after a section), rows of 44 pt run edge to
    /// edge, and the last row of each section keeps its separator, as plain tables draw it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func plainTableFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = shownTable(.plain, dataSource: FruitSource(), traits: UITraitCollection(layoutDirection: direction))
        let table = shown.table
        func row(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y / 3, width: 390, height: height / 3) }
        #expect(pixels(table.rectForHeader(inSection: 0)) == row(0, 126))
        #expect(pixels(table.rectForRow(at: IndexPath(row: 0, section: 0))) == row(126, 132))
        #expect(pixels(table.rectForRow(at: IndexPath(row: 2, section: 0))) == row(390, 132))
        #expect(pixels(table.rectForHeader(inSection: 1)) == row(522, 179))
        #expect(pixels(table.rectForRow(at: IndexPath(row: 0, section: 1))) == row(701, 132))
        #expect(pixels(table.rect(forSection: 0)) == row(0, 522))
        #expect(table.rectForFooter(inSection: 0) == .zero)
        #expect((table.contentSize.height * 3).rounded() == 833)
        #expect(table.indexPathForRow(at: CGPoint(x: 200, y: 100)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 200, y: 20)) == nil)
        let crossed = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)]
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 90, width: 10, height: 150)) == crossed)
        #expect(table.visibleCells.count == 4)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Cherry")
        #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        let list = try table.cellSnapListDescription(width: 390)
        #expect(list.appearance == .plain)
        #expect(list.sections.map(\.header?.text) == ["Fruits", "More"])
        // The first section's last row has no separator above the next header; the table's last does.
        #expect(list.sections[0].cells[2].separatorConfiguration.bottomSeparatorVisibility == .automatic)
        #expect(list.sections[1].cells.last?.separatorConfiguration.bottomSeparatorVisibility == .visible)
    }

    /// A plain table whose sections have no titles or views shows no headers or footers, whatever
    /// `sectionHeaderHeight` and `sectionFooterHeight` say (Interface Builder's 28 pt): its rows
    /// start at the top; a height the delegate gives is an empty header of that height.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func plainSectionsWithoutTitlesHaveNoHeaders(direction: UITraitEnvironmentLayoutDirection) throws {
        let source = FruitSource()
        source.titles = [nil, nil]
        let traits = UITraitCollection(layoutDirection: direction)
        func heights(_ table: UITableView) {
            table.sectionHeaderHeight = 28
            table.sectionFooterHeight = 28
        }
        let table = shownTable(.plain, dataSource: source, traits: traits, configure: heights).table
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(table.rectForHeader(inSection: 1) == .zero && table.rectForFooter(inSection: 0) == .zero)
        let delegate = TableDelegate()
        delegate.headerHeight = { _ in 28 }
        let answered = shownTable(.plain, dataSource: source, delegate: delegate, traits: traits, configure: heights)
        #expect(answered.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    }

    /// A grouped table, 390 x 600, with a 100 pt table header view, a 50 pt table footer view,
    /// 50 pt rows, a 60 pt header view of its own for the first section and a title for the
    /// second: the sections follow the header view, the footer view follows the last section's 35 pt.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func groupedTableWithViews(direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = groupedTable(traits: UITraitCollection(layoutDirection: direction))
        let table = shown.table
        let delegate = try #require(shown.delegate as? TableDelegate)
        func row(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y / 3, width: 390, height: height / 3) }
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 390, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 160, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 260, width: 390, height: 50))
        #expect(pixels(table.rectForFooter(inSection: 0)) == row(930, 59))
        #expect(pixels(table.rectForHeader(inSection: 1)) == row(989, 165))
        #expect(pixels(table.rectForRow(at: IndexPath(row: 0, section: 1))) == row(1154, 150))
        #expect(pixels(try #require(table.tableFooterView).frame) == row(1409, 150))
        #expect((table.contentSize.height * 3).rounded() == 1559)
        #expect(delegate.displayed.suffix(4) == [[0, 0], [0, 1], [0, 2], [1, 0]])
        let list = try table.cellSnapListDescription(width: 390)
        #expect(list.sections[0].header == nil && list.sections[0].headerView?.rowHeight == 60)
        #expect(list.sections[0].footer?.text == "Picked this morning")
        #expect(list.sections[1].header?.text == "More")
        #expect(list.sections[1].cells.map(\.rowHeight) == [50])
    }

    /// The two fixture tables as drawn: the plain one's empty rows keep their separators down to
    /// the bottom edge; the grouped one's views sit above its sections (its header view's label on
    /// the leading side, at its 8 pt layout margin, in both directions). The table strategy draws
    /// a table's whole list on its own, here the plain one 320 pt wide and dark.
    /// A plain table draws no filler rows below its last row unless its `fillerRowHeight` asks
    /// (iOS 15 and later): `automaticDimension` gives rows as tall as the last row (44 pt here),
    /// a height of its own rows of that height; each separator inset from the leading edge.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func fillerRowsFollowTheFillerRowHeight(direction: UITraitEnvironmentLayoutDirection) throws {
        func fillers(_ height: CGFloat?) throws -> [Rect] {
            let shown = shownTable(
                .plain, dataSource: FruitSource(), traits: UITraitCollection(layoutDirection: direction),
                configure: { table in height.map { table.fillerRowHeight = $0 } })
            let screen = try shown.window.cellSnapScreen()
            let measurer = try #require(UIView.cellSnapTextMeasurer)
            let layout = LayoutEngine.layout(
                screen.node, width: 390, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
            return layout.root.allNodes.filter { $0.role == .emptyRowSeparator }.map(\.frame)
        }
        #expect(try fillers(CGFloat?.none).isEmpty)
        #expect(try fillers(0).isEmpty)
        let x: Double = direction == .leftToRight ? 20 : 0
        let automatic = try fillers(UITableView.automaticDimension)
        // The content ends at 833 px (277.667 pt); filler rows follow every 44 pt to 600 pt.
        #expect(automatic.count == 7)
        let first = try #require(automatic.first)
        #expect(first.minX == x, "\(first)")
        #expect((first.maxY * 3).rounded() == 965 && first.width == 370)
        #expect(automatic.last.map { ($0.maxY * 3).rounded() } == 1757)
        let tall = try fillers(100)
        #expect(tall.count == 3 && tall.map { ($0.maxY * 3).rounded() } == [1133, 1433, 1733])
    }

    @Test func tables() {
        let plain = shownTable(.plain, dataSource: FruitSource())
        assertSnapshot(of: plain.window, as: .screen(), named: "plain")
        assertSnapshot(
            of: plain.table, as: .image(width: 320, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "plain-list-dark")
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let grouped = groupedTable(traits: UITraitCollection(layoutDirection: direction))
            assertSnapshot(
                of: grouped.window, as: .screen(), named: direction == .leftToRight ? "grouped" : "grouped-rtl",
                lint: .warn.disabling(.contrast))
        }
    }

    /// While editing, each row shows the control its editing style asks for (a row with no
    /// control keeps the control's place unless it should not indent; a row that cannot be edited
    /// has none), and the reorder control only where the data source moves rows.
    @Test func editingControls() throws {
        let source = FruitSource()
        source.editable = { $0 != IndexPath(row: 0, section: 1) }
        let delegate = TableDelegate()
        delegate.editingStyle = { [.delete, .insert, .none][$0.row] }
        let shown = shownTable(.insetGrouped, dataSource: source, delegate: delegate)
        let table = shown.table
        table.setEditing(true, animated: true)
        table.layoutIfNeeded()
        let controls = { (list: ListDescription) in
            list.sections.flatMap(\.cells).map { cell in
                cell.accessories.map { accessory in
                    "\(accessory.kind)" + (accessory.tint == .fixed(.clear) ? " (clear)" : "")
                }
            }
        }
        #expect(
            controls(try table.cellSnapListDescription(width: 390)) == [["delete"], ["insert"], ["delete (clear)"], []])
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.editingStyle) == [.delete, .insert, .none])
        #expect(cells.allSatisfy { $0.isEditing && !$0.showsReorderControl })
        delegate.indents = { _ in false }
        #expect(controls(try table.cellSnapListDescription(width: 390)) == [["delete"], ["insert"], [], []])
        table.allowsMultipleSelectionDuringEditing = true
        #expect(
            controls(try table.cellSnapListDescription(width: 390)) == [
                ["multiselect"], ["multiselect"], ["multiselect"], [],
            ])

        // A data source that moves rows without saying which may move: every row can, as UIKit
        // decides; asking moved each row onto itself, which changed nothing.
        let reorderable = ReorderableFruitSource()
        let shownOther = shownTable(.plain, dataSource: reorderable)
        let other = shownOther.table
        other.isEditing = true
        other.layoutIfNeeded()
        #expect(
            (0..<3).allSatisfy { other.cellForRow(at: IndexPath(row: $0, section: 0))?.showsReorderControl == true })
        #expect(reorderable.moves.allSatisfy { $0.0 == $0.1 } && reorderable.fruits == ["Apple", "Banana", "Cherry"])
        #expect(controls(try other.cellSnapListDescription(width: 390)).allSatisfy { $0 == ["delete", "reorder"] })
    }

    /// Selecting and deselecting rows in code, with single and multiple selection (the delegate is
    /// not asked, as in UIKit), and a table that does not allow selection.
    @Test func selection() throws {
        let shown = shownTable(.insetGrouped, dataSource: FruitSource())
        let table = shown.table
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.isSelected == true)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let list = try table.cellSnapListDescription(width: 390)
        #expect(list.sections.flatMap(\.cells).map(\.state.isSelected) == [false, false, true, true])
        table.deselectRow(at: IndexPath(row: 0, section: 1), animated: false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.allowsSelection = false
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    /// Scrolling a row of a 30-row table 300 pt tall to the top, the middle, the bottom, or just
    /// into view (`.none`), never past the content's ends.
    @Test func scrollToRow() throws {
        let source = FruitSource()
        source.sections = [(1...30).map { "Fruit \($0)" }]
        source.titles = [nil]
        source.footers = [nil]
        let shown = shownTable(.plain, dataSource: source, size: CGSize(width: 390, height: 300))
        let table = shown.table
        let row = IndexPath(row: 20, section: 0)
        #expect(table.rectForRow(at: row).minY == 880)
        #expect(table.cellForRow(at: row) == nil)
        table.scrollToRow(at: row, at: .top, animated: true)
        #expect(table.contentOffset.y == 880)
        #expect(table.cellForRow(at: row) != nil)
        let offsets: [(UITableView.ScrollPosition, Int, CGFloat)] = [
            (.middle, 20, 752),  // the row's middle (902) at the middle of the view
            (.bottom, 20, 624),  // the row's bottom (924) at the bottom of the view
            (.none, 20, 624),  // already in view
            (.top, 29, 1020),  // no further than the content's end (1320 - 300)
            (.none, 0, 0),  // just into view: at the top
        ]
        for (position, row, offset) in offsets {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
            #expect(table.contentOffset.y == offset, "\(position) \(row)")
        }
    }

    /// `scrollToRow(at:at:animated:)` asked before the table can lay its rows out (here, before it
    /// is shown) scrolls as UIKit does then, for a table of no height yet: the row's top, middle or
    /// bottom at the top edge, kept within the content once the table has its size.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func scrollToRowBeforeTheFirstLayout(direction: UITraitEnvironmentLayoutDirection) throws {
        // (position, row, offset, whether the row shows then)
        let cases: [(UITableView.ScrollPosition, Int, CGFloat, Bool)] = [
            (.bottom, 29, 1020, true),  // the end: (1320 - 300)
            (.top, 5, 220, true),  // row 5's top
            (.middle, 5, 242, true),  // row 5's middle
            (.bottom, 5, 264, false),  // row 5's bottom: the row just above the view
            (.none, 5, 264, false),  // into a view of no height: its bottom
        ]
        for (position, row, offset, shows) in cases {
            let source = FruitSource()
            source.sections = [(1...30).map { "Fruit \($0)" }]
            source.titles = [nil]
            source.footers = [nil]
            // The table of no size that constraints will size, as a controller's code makes it.
            let controller = UIViewController()
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            table.dataSource = source
            table.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: controller.view.topAnchor),
                table.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            table.reloadData()
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: true)
            let window = shownWindow(
                controller, size: CGSize(width: 390, height: 300), traits: UITraitCollection(layoutDirection: direction)
            )
            defer { _ = window }
            #expect(table.bounds.size == CGSize(width: 390, height: 300))
            #expect(table.contentOffset.y == offset, "\(position) \(row)")
            #expect((table.cellForRow(at: IndexPath(row: row, section: 0)) != nil) == shows, "\(position) \(row)")
            #expect(table.cellForRow(at: IndexPath(row: min(row + 1, 29), section: 0)) != nil)  // the next one shows
        }
    }

    /// A table view controller's view is its table, whose data source and delegate it is; its
    /// Edit button and `setEditing(_:animated:)` put the table in editing, where its override of
    /// `tableView(_:moveRowAt:to:)` shows reorder controls; appearing clears the selection.
    @Test func tableViewController() throws {
        let controller = FruitTableViewController()
        let window = shownWindow(controller)
        defer { _ = window }
        let table = try #require(controller.view as? UITableView)
        #expect(controller.tableView === table && table.style == .plain)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Edit")
        controller.setEditing(true, animated: true)
        table.layoutIfNeeded()
        #expect(table.isEditing && controller.editButtonItem.title == "Done")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.editingStyle == .delete && cell.showsReorderControl)
        controller.setEditing(false, animated: false)
        #expect(!table.isEditing)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(UITableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
    }

    /// A registered header footer view with its default configuration draws as the section's
    /// title in the style's look; the delegate restyles a title's label before it is displayed.
    @Test func headerFooterViews() throws {
        let delegate = TableDelegate()
        var table: UITableView?
        delegate.headerView = { section in
            guard section == 0, let header = table?.dequeueReusableHeaderFooterView(withIdentifier: "note") else {
                return nil
            }
            var content = header.defaultContentConfiguration()
            content.text = "Notes"
            header.contentConfiguration = content
            return header
        }
        delegate.headerTextColor = .systemRed
        let shownTable = shownTable(.grouped, dataSource: FruitSource(), delegate: delegate) {
            $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "note")
            table = $0
        }
        let shown = shownTable.table
        let list = try shown.cellSnapListDescription(width: 390)
        #expect(list.sections[0].header?.text == "Notes" && list.sections[0].header?.variant == .groupedHeader)
        #expect(list.sections[1].header?.text == "More")
        #expect(list.sections[1].header?.textProperties.color == .semantic(.systemRed))
        #expect(shown.headerView(forSection: 1)?.textLabel?.text == "More")
        #expect(shown.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
    }

    /// What UIKit raises an exception for, or CellSnap cannot draw, is an error naming the call
    /// when the table is drawn.
    @Test func refusals() throws {
        let cases: [(String, (UITableView, FruitSource, TableDelegate) -> Void, CellSnapUIKitError)] = [
            (
                "unregistered", { table, _, _ in table.register(AnyClass?.none, forCellReuseIdentifier: "fruit") },
                CellSnapUIKitError(
                    call: "UITableView.dequeueReusableCell(withIdentifier: \"fruit\", for: [0, 0])",
                    reason: "no class is registered for that identifier")
            ),
            (
                "not a cell", { table, _, _ in table.register(UIView.self, forCellReuseIdentifier: "view") },
                CellSnapUIKitError(
                    call: "UITableView.register(UIView, forCellReuseIdentifier: \"view\")",
                    reason: "a table view's cells are UITableViewCell subclasses")
            ),
            (
                "index", { _, source, _ in source.indexTitles = ["A", "B"] },
                CellSnapUIKitError(
                    call: "UITableViewDataSource.sectionIndexTitles(for:)",
                    reason: "a table converted on its own has no visible bounds to centre its section index in; "
                        + "draw the table in a view (assertSnapshot of the table or its controller)")
            ),
            (
                "detail", { _, _, delegate in delegate.headerDetail = "2 items" },
                CellSnapUIKitError(
                    call: "UITableViewHeaderFooterView.detailTextLabel",
                    reason:
                        "UIKit documents no place for a header's or footer's legacy detail text; use a content configuration"
                )
            ),
        ]
        for (name, change, expected) in cases {
            let source = FruitSource()
            let delegate = TableDelegate()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            table.dataSource = source
            table.delegate = delegate
            change(table, source, delegate)
            #expect(throws: expected, "\(name)") { try table.cellSnapListDescription(width: 390) }
        }
        let table = UITableView(frame: .zero)
        #expect(table.style == .plain && table.rowHeight == UITableView.automaticDimension)
        #expect(
            throws: CellSnapUIKitError(call: "UITableView without a dataSource", reason: "there is nothing to draw")
        ) {
            try table.cellSnapListDescription()
        }
    }

    /// A diffable data source fills the table from a snapshot; its rows cannot be edited or moved
    /// until a subclass says so, and its own move keeps the snapshot in step.
    @Test func diffableDataSource() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, fruit in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = fruit
            return cell
        }
        #expect(table.dataSource === dataSource && dataSource.defaultRowAnimation == .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruits", "nuts"])
        snapshot.appendItems(["Apple", "Banana"], toSection: "fruits")
        snapshot.appendItems(["Pecan"], toSection: "nuts")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Banana")
        #expect(dataSource.indexPath(for: "Pecan") == IndexPath(row: 0, section: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == "nuts" && dataSource.index(for: "fruits") == 0)
        table.isEditing = true
        let list = try table.cellSnapListDescription(width: 390)
        #expect(list.sections.map { $0.cells.count } == [2, 1])
        #expect(list.sections.flatMap(\.cells).allSatisfy { $0.accessories.isEmpty })
        dataSource.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "nuts") == ["Pecan", "Apple"])
        snapshot.appendItems(["Apple"], toSection: "nuts")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(throws: CellSnapUIKitError.self) { try table.cellSnapListDescription(width: 390) }
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "nuts") == ["Pecan", "Apple"])
    }

    /// The grouped fixture table: header and footer views, fixed heights, a view of its own for
    /// the first section's header, a title and a footer.
    func groupedTable(traits: UITraitCollection) -> ShownTable {
        let delegate = TableDelegate()
        delegate.headerView = { [unowned delegate] section in
            guard section == 0 else { return nil }
            delegate.banner = bannerView("Today")
            return delegate.banner
        }
        delegate.headerHeight = { $0 == 0 ? 60 : UITableView.automaticDimension }
        let source = FruitSource()
        source.footers = ["Picked this morning", nil]
        return shownTable(.grouped, dataSource: source, delegate: delegate, traits: traits) { table in
            table.rowHeight = 50
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
            header.backgroundColor = .systemYellow
            table.tableHeaderView = header
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        }
    }

    /// A grouped table whose delegate sizes and makes every section's footer: the table footer
    /// view follows the last section's footer at once, without the 35 pt a grouped list ends
    /// with (iOS 14.5's screenshot of such a table, body BC): 104 + 2 x (40 + 2 x 44 + 40).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aGroupedTableWhoseDelegateSizesTheFootersEndsWithTheLastFooter(direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let sized = SizedFooters()
        let shown = shownTable(
            .grouped, dataSource: sized, delegate: sized, size: CGSize(width: 390, height: 844),
            traits: UITraitCollection(layoutDirection: direction)
        ) { table in
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 104))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 104))
        }
        let table = shown.table
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 400, width: 390, height: 40))
        #expect(try #require(table.tableFooterView).frame == CGRect(x: 0, y: 440, width: 390, height: 104))
        #expect(table.contentSize.height == 544)
    }

    /// A frame in whole device pixels (3 a point), as the layout snaps it.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: (rect.minX * 3).rounded() / 3, y: (rect.minY * 3).rounded() / 3, width: (rect.width * 3).rounded() / 3,
            height: (rect.height * 3).rounded() / 3)
    }
}

/// Two sections of two 44 pt rows, whose headers and footers the delegate makes and sizes (40 pt).
private final class SizedFooters: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { UIView() }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 40 }
}
