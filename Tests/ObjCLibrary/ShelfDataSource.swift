// A data source written as iOS apps write one: an `NSObject` that adopts `UITableViewDataSource`
// in an extension. Its methods are `@objc` on iOS without saying so, and a test's stub subclass in
// another module (through `@testable import`) overrides them, which the Objective-C adapter allows
// on Linux by moving them into the class's body (ObjCExtensionOverrideTests).
import UIKit

class ShelfDataSource: NSObject {
    let titles: [String]

    init(titles: [String]) { self.titles = titles }
}

extension ShelfDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}
