// A table asks its data source for a row's cell when the row comes into view, once, and keeps the
// cell while its rows do not change: a snapshot's window laying the screen out again at the
// device's traits and size does not ask again. A data source that adds a label to every cell it
// dequeues (a settings library does) then draws one label per row, as on iOS, not three stacked
// (darker) copies; the picture is the one of a cell that makes its label once.
import SnapshotTesting
import SnapshotTestingUIKit
import Testing
import UIKit

@MainActor @Suite struct TableKeepsShownCellsTests {
    /// A cell that adds a label each time it is configured, or makes it once and sets its text.
    final class LabelCell: UITableViewCell {
        var ownLabel: UILabel?

        func configure(_ text: String, stacking: Bool) {
            let label = stacking ? UILabel() : ownLabel ?? UILabel()
            label.text = text
            label.textColor = .secondaryLabel
            label.font = .systemFont(ofSize: 17)
            label.frame = CGRect(x: 20, y: 10, width: 200, height: 24)
            if label.superview == nil { addSubview(label) }
            ownLabel = label
        }
    }

    final class SettingsController: UITableViewController {
        let stacking: Bool
        var asked: [Int: Int] = [:]

        init(stacking: Bool) {
            self.stacking = stacking
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(LabelCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked[indexPath.row, default: 0] += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell") as! LabelCell
            cell.configure("Row \(indexPath.row)", stacking: stacking)
            return cell
        }
    }

    /// The controller shown in a window and laid out, then drawn by `.image(on: .iPhone13)`.
    func shownThenDrawn(stacking: Bool, direction: UITraitEnvironmentLayoutDirection) -> (
        SettingsController, UIImage?
    ) {
        let controller = SettingsController(stacking: stacking)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        var image: UIImage?
        let strategy = Snapshotting<UIViewController, UIImage>.image(
            on: .iPhone13, traits: UITraitCollection(layoutDirection: direction))
        strategy.snapshot(controller.navigationController!).run { image = $0 }
        return (controller, image)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func eachRowIsAskedOnceAndDrawsOneLabel(direction: UITraitEnvironmentLayoutDirection) throws {
        let (stacking, stackingImage) = shownThenDrawn(stacking: true, direction: direction)
        #expect(stacking.asked == [0: 1, 1: 1, 2: 1])
        let labels = stacking.tableView.visibleCells.map { $0.subviews.filter { $0 is UILabel }.count }
        #expect(labels == [1, 1, 1])
        let (_, onceImage) = shownThenDrawn(stacking: false, direction: direction)
        let drawn = try #require(stackingImage?.pngData())
        #expect(drawn == onceImage?.pngData())
    }

    @Test func aReloadAsksAgain() {
        let (controller, _) = shownThenDrawn(stacking: false, direction: .leftToRight)
        controller.tableView.reloadData()
        controller.view.window?.layoutIfNeeded()
        controller.tableView.layoutIfNeeded()
        #expect(controller.asked == [0: 2, 1: 2, 2: 2])
        controller.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        controller.tableView.layoutIfNeeded()
        #expect(controller.asked[1] == 3)
    }
}
