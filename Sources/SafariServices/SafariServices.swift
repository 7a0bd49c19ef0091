// `import SafariServices` on Linux: `SFSafariViewController`, so that a screen that opens a web
// page in Safari's view controller compiles. As the SDK's module does, it brings UIKit.
@_exported import UIKit
