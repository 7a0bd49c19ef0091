// `import SystemConfiguration` on Linux: network reachability (`SCNetworkReachability` and its
// functions, as apps' reachability helpers call them) and the captive network functions, over
// the device's path that a test sets through Network's `NWPathMonitor.cellSnapSetPath` (satisfied
// over Wi-Fi until then). No host is resolved and no network is reached. As the SDK's module
// does, it brings Foundation and Core Foundation's type names (`CFAllocator`, `CFString`, ...,
// which CellSnap keeps in CoreGraphics).
@_exported import CoreGraphics
@_exported import Foundation
