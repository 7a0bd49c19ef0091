// On iOS, `import XCTest` brings UIKit: XCTest's Objective-C headers import it (an
// `XCUIScreenshot` has a `UIImage`), so a team's test file that imports only XCTest and
// SnapshotTesting can name `UITableViewCell`. This module, which the test target imports into
// every file (the documented `-import-module` setting), brings UIKit the same way.
@_exported import UIKit
