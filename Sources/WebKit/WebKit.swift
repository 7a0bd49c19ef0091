// `import WebKit` on Linux: a file that shows a web page keeps the line it has on iOS. As the SDK's
// WebKit does, it brings UIKit (CellSnap's) and Foundation with its networking types
// (`URLRequest`, `URLResponse`), which live in FoundationNetworking on Linux.
@_exported import FoundationNetworking
@_exported import UIKit
