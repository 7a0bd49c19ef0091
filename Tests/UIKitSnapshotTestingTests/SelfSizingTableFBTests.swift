// iOSSnapshotTestCase's verification of a container that a table view sizes: the table is as
// tall as its content (its `contentSize` invalidates its intrinsic size, which lays it out first),
// as snapshot suites test a self-sizing cell in a real table. The container is drawn at the rows'
// height, not at the one point its own constraints ask for at least. The file imports the
// library's two modules as Swift files written for iOSSnapshotTestCase 8's package do.
import iOSSnapshotTestCase
import iOSSnapshotTestCaseCore

/// A table view as tall as its content.
final class IntrinsicHeightTableView: UITableView {
    override var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

/// A container holding one such table of `titles`, `width` points wide.
final class TableSizedContainer: UIView, UITableViewDataSource {
    let table = IntrinsicHeightTableView(frame: .zero, style: .plain)
    let titles: [String]

    init(width: CGFloat, titles: [String]) {
        self.titles = titles
        super.init(frame: .zero)
        table.tableFooterView = UIView()
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        translatesAutoresizingMaskIntoConstraints = false
        table.translatesAutoresizingMaskIntoConstraints = false
        addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: topAnchor), table.bottomAnchor.constraint(equalTo: bottomAnchor),
            table.leadingAnchor.constraint(equalTo: leadingAnchor),
            table.trailingAnchor.constraint(equalTo: trailingAnchor),
            widthAnchor.constraint(equalToConstant: width), heightAnchor.constraint(greaterThanOrEqualToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        content.secondaryText = indexPath.row == 1 ? "A subtitle that wraps onto a second line at this width" : nil
        cell.contentConfiguration = content
        return cell
    }
}

final class SelfSizingTableFBTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testContainerTakesTheTablesHeight() {
        let container = TableSizedContainer(width: 320, titles: ["Breakfast", "Lunch", "Dinner"])
        FBSnapshotVerifyView(container)
    }
}
