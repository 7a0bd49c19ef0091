// `import UIKit` on Linux: app files keep their first line as it is on iOS. This module is
// CellSnapUIKit under UIKit's name, and brings what the SDK's UIKit brings: Foundation, Core
// Graphics, Core Image, Quartz Core, and FoundationNetworking (`URLSession`, `URLRequest`, `URLProtocol`,
// which Foundation keeps apart on Linux: a file that imports Foundation and UIKit finds them
// here, where Foundation alone has only unavailable stand-ins). Depend on it for Linux only, so
// that Apple platforms keep the system's UIKit:
//
//     .product(name: "UIKit", package: "CellSnap", condition: .when(platforms: [.linux]))
@_exported import CellSnapUIKit
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import FoundationNetworking
@_exported import QuartzCore
