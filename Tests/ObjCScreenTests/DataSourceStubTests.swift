import Testing
import UIKit

// A test's stub subclass of an app's data source (Tests/ObjCLibrary/ShelfDataSource.swift, another
// module, seen through `@testable import`), overriding the methods the app's extension adopts
// `UITableViewDataSource` with: on iOS they are `@objc` and the table reaches the stub's.
@testable import ObjCExtensionLibrary

/// The stub: one row, whatever the titles.
final class OneShelfStub: ShelfDataSource {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
}

@MainActor @Suite struct DataSourceStubTests {
    @Test func theTableAsksTheStubsOverrideAndTheAppsOtherMethods() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let stub = OneShelfStub(titles: ["Novels", "Poetry"])
        table.dataSource = stub
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Novels")
        let plain = ShelfDataSource(titles: ["Novels", "Poetry"])
        table.dataSource = plain
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 2)
    }
}
