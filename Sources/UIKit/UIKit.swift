// `import UIKit` on Linux: app files keep their first line as it is on iOS. This module is
// CellSnapUIKit under UIKit's name, and brings Foundation (with FoundationNetworking's
// `URLSession`) as the SDK's UIKit does. Depend on it for Linux only, so that Apple platforms keep
// the system's UIKit:
//
//     .product(name: "UIKit", package: "CellSnap", condition: .when(platforms: [.linux]))
@_exported import CellSnapUIKit
