// A test case that is a table's data source and delegate, as iOS test files write them
// (`extension ActivityListViewTests: UITableViewDataSource, UITableViewDelegate`): on iOS
// XCTestCase is an NSObject, so it conforms to NSObjectProtocol, which both protocols refine.
import FBSnapshotTestCase
import SnapshotTesting
import XCTest

final class TestCaseAsDataSourceTests: XCTestCase {
    private let titles = ["Groceries", "Rent", "Salary"]

    func testATestCaseFeedsATable() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Salary")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 50, width: 390, height: 50))
    }

    func testATestCaseAnswersAsAnNSObject() {
        let other = TestCaseAsDataSourceTests(name: "other", testClosure: { _ in })
        XCTAssertTrue(isEqual(self) && !isEqual(other) && !isEqual(nil))
        XCTAssertNotEqual(hash, other.hash)
        XCTAssertFalse(isProxy())
        XCTAssertTrue(self.`self`() === self)
        XCTAssertTrue(description.hasPrefix("<TestCaseAsDataSourceTests: "), description)
    }
}

extension TestCaseAsDataSourceTests: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
}

/// An FBSnapshotTestCase, an XCTestCase too, is a data source the same way.
final class FBTestCaseAsDataSourceTests: FBSnapshotTestCase, UITableViewDataSource {
    func testAnFBSnapshotTestCaseFeedsATable() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), style: .plain)
        table.dataSource = self
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
