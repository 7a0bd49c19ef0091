// `.image(width:)` of a screen whose list the app scrolled (to its last row, as a chat does)
// draws the whole content from the list's top, as it draws a list at rest.
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct ScrolledListImageTests {
    /// A table pinned to its view's edges: 20 rows of 50 pt, the first red, scrolled to its last.
    final class Conversation: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Chat"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.rowHeight = 50
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: true)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.contentView.backgroundColor = indexPath.row == 0 ? .red : .lightGray
            return cell
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aScrolledListIsDrawnFromItsTop(direction: UITraitEnvironmentLayoutDirection) throws {
        let conversation = Conversation()
        let navigation = UINavigationController(rootViewController: conversation)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let traits = UITraitCollection(layoutDirection: direction)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 390, traits: traits)
                .snapshot(navigation)
        else {
            Issue.record("the strategy made no image")
            return
        }
        // The first row, red, just below the 44 pt navigation bar; the image as tall as the
        // bar and the 1,000 pt of rows.
        let pixel = image[195 * 3, 70 * 3]
        #expect([pixel.red, pixel.green, pixel.blue] == [255, 0, 0])
        #expect(image.height == (44 + 1000) * 3)
        // The app's scroll is given back: the list still shows its last row.
        #expect(conversation.tableView.contentOffset.y > 0)
    }
}
