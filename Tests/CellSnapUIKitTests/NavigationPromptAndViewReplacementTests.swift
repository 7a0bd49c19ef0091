// Linux only: a navigation item's prompt grows the navigation bar by its line above the title
// row, and a view controller whose view is replaced (in `viewDidLoad`, from outside before it is
// shown, or by its own `loadView()` holding a table) draws the view it ends up with.
import CellLayout
import CellModel
import Foundation
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct NavigationPromptAndViewReplacementTests {
    let own = TableCellOwnLookTests()

    /// The frame of the first text node drawing `text`.
    func textFrame(_ root: PlacedNode, _ text: String) -> Rect? {
        root.allNodes.first { node in
            if case .text(let drawn, _) = node.content { return drawn == text }
            return false
        }?.frame
    }

    /// The prompt's line is 30 pt above the 44 pt row: the bar 74 pt tall, the prompt centred in
    /// its line, the title centred in the row below it, the content under the taller bar; the
    /// prompt stays centred right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPromptGrowsTheBarByItsLine(direction: UITraitEnvironmentLayoutDirection) throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.prompt = "Choose a mailbox"
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(
            navigation, size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let (layout, _) = try withExtendedLifetime(window) { try own.rendered(window) }
        let bar = navigation.navigationBar.frame
        #expect(bar.height == 74)
        #expect(root.view.safeAreaInsets.top == bar.maxY)
        let prompt = try #require(textFrame(layout.root, "Choose a mailbox"))
        let title = try #require(textFrame(layout.root, "Inbox"))
        #expect(abs(prompt.midY - (Double(bar.minY) + 15)) < 0.5, "\(prompt) \(bar)")
        #expect(abs(title.midY - (Double(bar.minY) + 30 + 22)) < 0.5, "\(title) \(bar)")
        #expect(abs(prompt.midX - 195) < 0.5 && abs(title.midX - 195) < 0.5)
        #expect(prompt.maxY <= title.minY)
        // No prompt, no line.
        root.navigationItem.prompt = ""
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.height(for: root.navigationItem) == 44)
    }

    /// `.always` draws a large title only in a bar that prefers them: without `prefersLargeTitles`
    /// the bar is its 44 pt row with the title inline, centred; with it, 96 pt; `.never` stays
    /// inline either way.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aLargeTitleNeedsABarThatPrefersThem(direction: UITraitEnvironmentLayoutDirection) throws {
        let root = UIViewController()
        root.title = "Trackers"
        root.navigationItem.largeTitleDisplayMode = .always
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(
            navigation, size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let (layout, _) = try withExtendedLifetime(window) { try own.rendered(window) }
        #expect(navigation.navigationBar.frame.height == 44)
        let title = try #require(textFrame(layout.root, "Trackers"))
        #expect(abs(title.midX - 195) < 0.5 && abs(title.midY - Double(navigation.navigationBar.frame.midY)) < 0.5)
        navigation.navigationBar.prefersLargeTitles = true
        #expect(navigation.navigationBar.height(for: root.navigationItem) == 96)
        root.navigationItem.largeTitleDisplayMode = .never
        #expect(navigation.navigationBar.height(for: root.navigationItem) == 44)
    }

    /// Three rows from a data source of the test's own.
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// A table of `rows`.
    static func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        return table
    }

    /// Replaces its view with a table in `viewDidLoad`.
    final class ReplacedInViewDidLoad: UIViewController {
        let rows = Rows()
        override func viewDidLoad() {
            super.viewDidLoad()
            view = NavigationPromptAndViewReplacementTests.table(rows)
        }
    }

    /// Makes its view in `loadView()`: a plain view holding a table pinned to its edges.
    final class LoadsItsView: UIViewController {
        let rows = Rows()
        override func loadView() {
            let holder = UIView()
            holder.backgroundColor = .systemBackground
            let table = NavigationPromptAndViewReplacementTests.table(rows)
            table.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: holder.topAnchor),
                table.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
            ])
            view = holder
        }
    }

    /// The rows' titles drawn for `controller` shown in a navigation controller's window.
    func drawnRows(_ controller: UIViewController, direction: UITraitEnvironmentLayoutDirection) throws -> [String] {
        controller.title = "Rows"
        let window = shownWindow(
            UINavigationController(rootViewController: controller), size: CGSize(width: 390, height: 600),
            traits: UITraitCollection(layoutDirection: direction))
        let (layout, _) = try withExtendedLifetime(window) { try own.rendered(window) }
        return layout.root.allNodes.compactMap { node in
            guard case .text(let text, _) = node.content, text.hasPrefix("Row ") else { return nil }
            return text
        }
    }

    /// Each way of replacing the view draws the table's rows, under the navigation bar.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aReplacedViewDrawsItsTable(direction: UITraitEnvironmentLayoutDirection) throws {
        #expect(try drawnRows(ReplacedInViewDidLoad(), direction: direction) == ["Row 0", "Row 1", "Row 2"])
        #expect(try drawnRows(LoadsItsView(), direction: direction) == ["Row 0", "Row 1", "Row 2"])
        let outside = UIViewController()
        let rows = Rows()
        outside.view = Self.table(rows)
        #expect(
            try withExtendedLifetime(rows) { try drawnRows(outside, direction: direction) } == [
                "Row 0", "Row 1", "Row 2",
            ])
        let replaced = ReplacedInViewDidLoad()
        replaced.loadViewIfNeeded()
        #expect(replaced.view is UITableView && replaced.isViewLoaded)
    }
}
