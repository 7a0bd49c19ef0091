// Linux only: a table view's later layout passes keep the rows the first one made, as UIKit's
// table asks its data source only when it loads its data, and whatever changes after a first
// drawing (reloaded data, a selection, editing, a cell changed through `cellForRow(at:)`, traits,
// the size, a table header view's height, data changed in a child's `viewWillAppear(_:)`) is
// drawn by the next one, exactly as a screen made in that state draws it, in both directions.
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct TableContentPassTests {
    /// What a screen shows.
    struct State {
        var direction = UITraitEnvironmentLayoutDirection.leftToRight
        var titles = (0..<30).map { "Message \($0 + 1)" }
        var selected: Int?
        var editing = false
        var checked: Int?
        var size = CGSize(width: 320, height: 560)
        var style = UIUserInterfaceStyle.light
        var headerHeight: CGFloat = 0
        var separators = true
    }

    /// A controller of its own with a table of messages, counting the cells it makes; what
    /// `viewWillAppear(_:)` sets as the titles, if anything, is set there without `reloadData()`.
    final class InboxController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        var titles: [String]
        var checked: Int?
        var titlesOnAppearance: [String]?
        var madeCells = 0

        init(titles: [String]) {
            self.titles = titles
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let titlesOnAppearance { titles = titlesOnAppearance }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            madeCells += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = titles[indexPath.row]
            content.secondaryText = "Lunch on Friday?"
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.row == checked ? .checkmark : .none
            return cell
        }
    }

    @MainActor final class Screen {
        let controller: InboxController
        let window: UIWindow

        init(_ state: State, titlesOnAppearance: [String]? = nil) {
            controller = InboxController(titles: state.titles)
            controller.checked = state.checked
            controller.titlesOnAppearance = titlesOnAppearance
            window = UIWindow(frame: CGRect(origin: .zero, size: state.size))
            window.cellSnapTraits = UITraitCollection(traitsFrom: [
                UITraitCollection(layoutDirection: state.direction), UITraitCollection(userInterfaceStyle: state.style),
            ])
            controller.loadViewIfNeeded()
            let table = controller.tableView
            if state.headerHeight > 0 {
                let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: state.headerHeight))
                header.backgroundColor = .systemTeal
                table.tableHeaderView = header
            }
            if !state.separators { table.separatorStyle = .none }
            if let selected = state.selected {
                table.selectRow(at: IndexPath(row: selected, section: 0), animated: false, scrollPosition: .none)
            }
            if state.editing { table.setEditing(true, animated: false) }
            window.rootViewController = UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()
        }

        var table: UITableView { controller.tableView }

        /// The table's content as a snapshot draws it now, after the window's layout pass.
        func drawn() throws -> ViewTree.Content {
            window.cellSnapLayoutNow()
            return try table.drawnContent(traits: table.traitCollection.cellSnapTraits)
        }
    }

    nonisolated static let directions = [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]

    @Test(arguments: directions)
    func laterPassesKeepTheRows(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(State(direction: direction))
            let first = try screen.drawn()
            let made = screen.controller.madeCells
            let frame = screen.table.rectForRow(at: IndexPath(row: 3, section: 0))
            #expect(made >= 30)
            // The window's layout passes, as a snapshot's capture runs them.
            for _ in 0..<3 { screen.window.cellSnapLayoutNow() }
            #expect(screen.controller.madeCells == made)
            #expect(try screen.drawn() == first)
            #expect(screen.table.rectForRow(at: IndexPath(row: 3, section: 0)) == frame)
            // Reloaded: every row is made again, once.
            screen.table.reloadData()
            #expect(try screen.drawn() == first)
            #expect(screen.controller.madeCells == made + 30)
        }
    }

    /// Each change, made after a first drawing, and the state it leads to.
    static let changes: [(String, State, @MainActor (Screen) -> Void)] = [
        (
            "reloaded data", State(titles: ["Message 1", "Lisbon"] + (2..<30).map { "Message \($0 + 1)" }),
            { screen in
                screen.controller.titles[1] = "Lisbon"
                screen.table.reloadData()
            }
        ),
        (
            "a selection", State(selected: 2),
            { screen in
                screen.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            }
        ),
        ("editing", State(editing: true), { screen in screen.table.setEditing(true, animated: false) }),
        (
            "a cell changed through cellForRow(at:)", State(checked: 1),
            { screen in
                screen.controller.checked = 1
                screen.table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
            }
        ),
        (
            "dark mode", State(style: .dark),
            { screen in
                screen.window.cellSnapTraits = UITraitCollection(traitsFrom: [
                    screen.window.cellSnapTraits, UITraitCollection(userInterfaceStyle: .dark),
                ])
            }
        ),
        (
            "a wider window", State(size: CGSize(width: 380, height: 560)),
            { screen in
                screen.window.frame.size = CGSize(width: 380, height: 560)
                screen.window.rootViewController?.view.frame.size = CGSize(width: 380, height: 560)
            }
        ),
        (
            "a table header view", State(headerHeight: 40),
            { screen in
                let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
                header.backgroundColor = .systemTeal
                screen.table.tableHeaderView = header
            }
        ),
        ("no separators", State(separators: false), { screen in screen.table.separatorStyle = .none }),
    ]

    @Test(arguments: directions, 0..<8)
    func whatChangesAfterADrawingIsDrawn(direction: UITraitEnvironmentLayoutDirection, change: Int) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let (name, target, apply) = Self.changes[change]
            let screen = Screen(State(direction: direction))
            let before = try screen.drawn()
            apply(screen)
            var expected = target
            expected.direction = direction
            let after = try screen.drawn()
            #expect(after != before, "\(name)")
            #expect(after == (try Screen(expected).drawn()), "\(name)")
        }
    }

    /// iOS runs a child's `viewWillAppear(_:)` before its table first loads, so titles set there
    /// without `reloadData()` are shown; CellSnap's window runs the `viewWillAppear(_:)` of every
    /// controller that appears (the navigation controller's, then its top controller's) before
    /// its layout pass, so the rows are made once, from those titles.
    @Test(arguments: directions)
    func dataSetInViewWillAppearIsShown(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let fresh = (0..<30).map { "Fresh \($0 + 1)" }
            let screen = Screen(State(direction: direction), titlesOnAppearance: fresh)
            let drawn = try screen.drawn()
            let content = screen.table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration
            #expect((content as? UIListContentConfiguration)?.text == "Fresh 1")
            #expect(screen.controller.madeCells == 30)
            #expect(drawn == (try Screen(State(direction: direction, titles: fresh)).drawn()))
        }
    }

    /// A table shown once keeps its cells when its controller appears again (its window's root
    /// let go and given back, as a snapshot lends it), as UIKit's does: titles its
    /// `viewWillAppear(_:)` sets then without `reloadData()` are not asked for.
    @Test(arguments: directions)
    func aControllerAppearingAgainKeepsItsRows(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let screen = Screen(State(direction: direction))
            let first = try screen.drawn()
            let root = screen.window.rootViewController
            screen.window.rootViewController = nil
            screen.controller.titlesOnAppearance = (0..<30).map { "Later \($0 + 1)" }
            screen.window.rootViewController = root
            #expect(screen.controller.madeCells == 30)
            #expect(try screen.drawn() == first)
        }
    }

    /// The appearance callbacks of an app's own container and of the child whose view it holds,
    /// in UIKit's order: both `viewWillAppear(_:)` before the layout pass (which starts with the
    /// container's `viewWillLayoutSubviews()`), then both `viewDidAppear(_:)`.
    @Test func aContainersChildAppearsBeforeTheLayoutPass() {
        final class Logged: UIViewController {
            var log: (String) -> Void = { _ in }
            override func viewWillAppear(_ animated: Bool) { log("\(title!).viewWillAppear") }
            override func viewIsAppearing(_ animated: Bool) { log("\(title!).viewIsAppearing") }
            override func viewWillLayoutSubviews() {
                if parent == nil { log("\(title!).viewWillLayoutSubviews") }
            }
            override func viewDidAppear(_ animated: Bool) { log("\(title!).viewDidAppear") }
        }
        var log: [String] = []
        let container = Logged(), child = Logged()
        (container.title, child.title) = ("container", "child")
        for controller in [container, child] { controller.log = { log.append($0) } }
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 560))
        window.rootViewController = container
        window.makeKeyAndVisible()
        #expect(
            log == [
                "container.viewWillAppear", "container.viewIsAppearing", "child.viewWillAppear",
                "child.viewIsAppearing", "container.viewWillLayoutSubviews", "container.viewDidAppear",
                "child.viewDidAppear",
            ])
    }

    /// A data source that records what the table asks it.
    final class RecordingSource: NSObject, UITableViewDataSource {
        var asked: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int {
            asked.append("sections")
            return 2
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            asked.append("rows \(section)")
            return 3
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append("cell \(indexPath.section).\(indexPath.row)")
            return UITableViewCell()
        }
    }

    /// `reloadData()` asks for the section and row counts at once, as UIKit does (an app's spy
    /// data source expects them after the call, on a table in no window); the cells come at the
    /// next layout pass, where the rows are laid out in both directions.
    @Test(arguments: directions)
    func reloadDataAsksForTheCountsAtOnce(direction: UITraitEnvironmentLayoutDirection) {
        let source = RecordingSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        table.dataSource = source
        table.reloadData()
        #expect(source.asked == ["sections", "rows 0", "rows 1"])
        source.asked = []
        table.layoutIfNeeded()
        #expect(source.asked.filter { $0.hasPrefix("cell") }.count == 6)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 176, width: 390, height: 44))
    }
}
