// Linux only: a view in one of UIKit's slots that the app also added elsewhere (drawn once, where
// UIKit's layout puts it), a tab bar controller as a split view's compact column, and an inset
// grouped section's rounded corners clipping rows whose content view has a colour of its own.
// Measured in the placed tree and in rendered pixels, left to right and right to left.
// References: Snapshots/ViewSlotsAndSectionCornersTests/.
import CellLayout
import CellSnapUIKitTesting
import DisplayList
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ViewSlotsAndSectionCornersTests {
    let own = TableCellOwnLookTests()

    /// A settings row whose switch is set as its accessory view and then added to its content
    /// view, as some apps do.
    final class SwitchCell: UITableViewCell {
        let toggle = UISwitch()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            toggle.accessibilityIdentifier = "toggle"
            textLabel?.text = "Airplane Mode"
            accessoryView = toggle
            contentView.addSubview(toggle)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    /// The switch is drawn once, as the accessory: 51 x 31 at the trailing margin (20 pt at 390),
    /// centred in the 44 pt row, mirrored right to left; the cell's layout took it out of the
    /// content view, as UIKit's does.
    @Test(arguments: [false, true]) func aSwitchInTheAccessorySlotAndTheContentViewIsDrawnOnce(rightToLeft: Bool)
        throws
    {
        UIView.cellSnapInstallTextMeasurer()
        let cell = SwitchCell(style: .default, reuseIdentifier: nil)
        let layout = ContentViewLayoutTests()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let node = try layout.placed(model: try cell.cellSnapListCell(traits: traits, width: 390), width: 390)
        let toggles = node.allNodes.filter { $0.role == NodeRole("accessory.toggle") }
        #expect(toggles.count == 1)
        #expect(cell.toggle.superview !== cell.contentView)
        #expect(cell.accessoryView === cell.toggle)
        // A switch accessory sits 2 pt outside the margin (CellSnap's measured switch outset).
        let frame = Rect(x: 390 - 20 + 2 - 51, y: 6.5, width: 51, height: 31)
        #expect(
            try layout.frame(node, "accessory.toggle") == layout.expected(frame, width: 390, rightToLeft: rightToLeft))
        let title = try layout.frame(node, "text")
        #expect(title.minX == (rightToLeft ? 390 - 20 - title.width : 20))
    }

    /// A tab bar controller that sets its tabs in `viewDidLoad` and selects the first in
    /// `viewWillAppear(_:)`, as apps do.
    final class Tabs: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = ["Listen", "Browse", "Radio"].enumerated().map { index, title in
                let controller = UIViewController()
                controller.title = title
                controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
                return UINavigationController(rootViewController: controller)
            }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            selectedIndex = 0
        }
    }

    /// The tab bar's item titles as drawn, in drawing order.
    func tabTitles(_ root: PlacedNode) -> [String] {
        root.allNodes.compactMap { node in
            guard case .text(let text, _) = node.content, ["Listen", "Browse", "Radio"].contains(text) else {
                return nil
            }
            return text
        }
    }

    /// A split view's compact column is a tab bar controller: its bar draws its three items, each
    /// title centred in a third of the 390 pt bar, reversed right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTabBarControllerAsTheCompactColumnDrawsItsTabs(direction: UITraitEnvironmentLayoutDirection) throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(Tabs(), for: .compact)
        let window = shownWindow(
            split, size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let (layout, _) = try withExtendedLifetime(window) { try own.rendered(window) }
        let titles = tabTitles(layout.root)
        let drawnOrder = direction == .leftToRight ? ["Listen", "Browse", "Radio"] : ["Radio", "Browse", "Listen"]
        #expect(Set(titles) == ["Listen", "Browse", "Radio"])
        let centres = layout.root.allNodes.compactMap { node -> (String, Double)? in
            guard case .text(let text, _) = node.content, drawnOrder.contains(text), node.frame.minY > 700 else {
                return nil
            }
            return (text, node.frame.midX)
        }
        #expect(centres.sorted { $0.1 < $1.1 }.map(\.0) == drawnOrder)
    }

    /// Rows of a content view coloured white (no background of the cell's own) in an inset
    /// grouped table: `counts` rows a section, with or without header titles and footers.
    final class WhiteRows: NSObject, UITableViewDataSource {
        let counts: [Int]
        let titled: Bool
        init(counts: [Int], titled: Bool) {
            self.counts = counts
            self.titled = titled
        }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.contentView.backgroundColor = .white
            // A reused cell keeps the label it was given when it was first made.
            let label = cell.contentView.viewWithTag(1) as? UILabel ?? UILabel()
            if label.superview == nil {
                label.tag = 1
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                    label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                ])
            }
            label.text = "Row \(indexPath.row)"
            label.accessibilityIdentifier = "row\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titled ? "Section \(section)" : nil
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            titled ? "Footer \(section)" : nil
        }
    }

    /// Whether the pixel at (`x`, `y`) is the grouped background (242, 242, 247) rather than white.
    func isGroupedGray(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let index = (y * image.width + x) * 4
        return image.bytes[index] == 242 && image.bytes[index + 2] == 247
    }

    /// Every section's first row has rounded top corners and its last row rounded bottom
    /// corners, also where the content view is white and the section is the table's last; rows
    /// between are square. The corner pixel (1 pt inside the row's frame) shows the table's
    /// gray, the pixel 12 pt further in (the 10 pt radius passed) the white content.
    @Test(arguments: [
        ([3, 1], false, UITraitEnvironmentLayoutDirection.leftToRight), ([3, 1], true, .leftToRight),
        ([2, 2], true, .rightToLeft), ([1], false, .rightToLeft),
    ])
    func insetGroupedSectionsRoundTheirEndRows(
        counts: [Int], titled: Bool, direction: UITraitEnvironmentLayoutDirection
    ) throws {
        let source = WhiteRows(counts: counts, titled: titled)
        let shown = shownTable(
            .insetGrouped, dataSource: source, size: CGSize(width: 390, height: 600),
            traits: UITraitCollection(layoutDirection: direction))
        let (_, image) = try withExtendedLifetime(shown) { try own.rendered(shown.window) }
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let frame = shown.table.rectForRow(at: IndexPath(row: row, section: section))
                let (left, right) = (Int(frame.minX) + 1, Int(frame.maxX) - 2)
                let (top, bottom) = (Int(frame.minY) + 1, Int(frame.maxY) - 2)
                let name = "section \(section) row \(row) of \(count), \(direction)"
                for x in [left, right] {
                    #expect(isGroupedGray(image, x, top) == (row == 0), "top \(x) \(name)")
                    #expect(isGroupedGray(image, x, bottom) == (row == count - 1), "bottom \(x) \(name)")
                }
                #expect(!isGroupedGray(image, left + 12, bottom), "\(name)")
            }
        }
    }

    @Test func theReferences() {
        let shown = shownTable(
            .insetGrouped, dataSource: WhiteRows(counts: [3, 1], titled: true), size: CGSize(width: 390, height: 420))
        withExtendedLifetime(shown) { assertSnapshot(of: shown.window as UIView, as: .screen(), named: "corners") }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(Tabs(), for: .compact)
        let window = shownWindow(split, size: CGSize(width: 390, height: 420))
        // iOS's own tab bar draws 10 pt titles below WCAG's contrast, in 12 pt frames.
        withExtendedLifetime(window) {
            assertSnapshot(of: window as UIView, as: .screen(), named: "compact-tabs", lint: .off)
        }
    }
}
