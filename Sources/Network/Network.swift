// `import Network` on Linux: the path monitor apps use to tell whether the device is online
// (`NWPathMonitor`, `NWPath`, `NWInterface`), over a path a test sets (`NWPathMonitor.cellSnapSetPath`):
// satisfied over Wi-Fi until then. Connections and listeners are not here (no network is reached
// in a snapshot test). As the SDK's module does, it brings Foundation and Dispatch.
@_exported import Dispatch
@_exported import Foundation
