// `import UIKit` on Linux: app files keep their first line as it is on iOS. This module is
// CellSnapUIKit under UIKit's name, and brings what the SDK's UIKit brings: Foundation, Core
// Graphics, Core Image with the Image I/O its headers bring (`CGImageSourceCreateWithData`,
// `CGImageSourceCreateThumbnailAtIndex` in a file that imports UIKit alone), Quartz Core, and
// FoundationNetworking (`URLSession`, `URLRequest`, `URLProtocol`,
// which Foundation keeps apart on Linux: a file that imports Foundation and UIKit finds them
// here, where Foundation alone has only unavailable stand-ins), and Darwin's unfair lock
// (`os_unfair_lock` and its functions, from CellSnapOSLog: Foundation brings it on iOS, `os`'s
// logging it does not), and UserNotifications (with the Core Location it brings), whose
// `UNNotificationResponse` UIKit extends (`targetScene`), and Security, whose trust and
// certificates Foundation's headers bring on iOS (`URLCredential(trust:)`,
// `protectionSpace.serverTrust` in a file that imports UIKit). Depend on it for Linux only, so
// that Apple platforms keep the system's UIKit:
//
//     .product(name: "UIKit", package: "CellSnap", condition: .when(platforms: [.linux]))
@_exported import CellSnapUIKit
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import FoundationNetworking
@_exported import ImageIO
@_exported import QuartzCore
@_exported import Security
@_exported import UserNotifications

@_exported import struct CellSnapOSLog.os_unfair_lock
@_exported import func CellSnapOSLog.os_unfair_lock_assert_not_owner
@_exported import func CellSnapOSLog.os_unfair_lock_assert_owner
@_exported import func CellSnapOSLog.os_unfair_lock_lock
@_exported import typealias CellSnapOSLog.os_unfair_lock_s
@_exported import typealias CellSnapOSLog.os_unfair_lock_t
@_exported import func CellSnapOSLog.os_unfair_lock_trylock
@_exported import func CellSnapOSLog.os_unfair_lock_unlock
