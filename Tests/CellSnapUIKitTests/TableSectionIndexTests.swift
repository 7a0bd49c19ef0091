// A table's section index (`sectionIndexTitles(for:)`): its titles stacked at the trailing edge,
// centred vertically in the visible bounds, in `sectionIndexColor` (the tint by default) over
// `sectionIndexBackgroundColor`, the rows' content narrowed by its column, in both layout
// directions; hidden below `sectionIndexMinimumDisplayRowCount`; refused when taller than the
// table (iOS then leaves titles out).
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// Fruit by initial, with an index of every initial.
final class IndexedFruitController: UITableViewController {
    var sections = [("A", ["Apple", "Apricot"]), ("B", ["Banana"]), ("C", ["Cherry", "Clementine"])]
    var titles: [String]? = ["A", "B", "C", "D", "E"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
}

@MainActor @Suite struct TableSectionIndexTests {
    let size = CGSize(width: 390, height: 420)

    @Test func theIndexIsDrawnAtTheTrailingEdgeInBothDirections() {
        assertSnapshot(of: IndexedFruitController(style: .plain), as: .screen(size: size), named: "ltr")
        assertSnapshot(
            of: IndexedFruitController(style: .plain),
            as: .screen(size: size, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl")
    }

    @Test func theIndexsColourAndBackgroundAreTheTables() {
        let controller = IndexedFruitController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        controller.tableView.sectionIndexColor = .systemPurple
        controller.tableView.sectionIndexBackgroundColor = .systemYellow
        assertSnapshot(of: controller, as: .screen(size: size), named: "colours")
    }

    /// The rows' content is narrowed on the trailing side by the index's column, 16 points, in
    /// both directions (the list's trailing safe-area inset, which narrows content as UIKit's
    /// narrower content views do).
    @Test func theRowsContentIsNarrowedByTheIndex() throws {
        for rightToLeft in [false, true] {
            for titles in [nil, ["A", "B"]] as [[String]?] {
                let controller = IndexedFruitController(style: .plain)
                controller.titles = titles
                controller.loadViewIfNeeded()
                if rightToLeft { controller.tableView.semanticContentAttribute = .forceRightToLeft }
                controller.tableView.frame = CGRect(origin: .zero, size: size)
                let list = try controller.tableView.listDescription(width: 390)
                #expect(list.sideSafeAreaInsets.trailing == (titles == nil ? 0 : 16))
                #expect(list.sideSafeAreaInsets.leading == 0)
            }
        }
    }

    @Test func aTableWithFewerRowsThanTheMinimumShowsNoIndex() throws {
        let controller = IndexedFruitController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.sectionIndexMinimumDisplayRowCount = 6
        #expect(controller.tableView.shownSectionIndexTitles() == nil)
        controller.tableView.sectionIndexMinimumDisplayRowCount = 5
        #expect(controller.tableView.shownSectionIndexTitles() == ["A", "B", "C", "D", "E"])
    }

    @Test func anIndexTallerThanTheTableIsRefused() {
        let controller = IndexedFruitController(style: .plain)
        controller.titles = (0..<40).map { "\($0)" }
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect {
            _ = try controller.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "UITableViewDataSource.sectionIndexTitles(for:) (40 titles)"
        }
    }
}
