// `import Network` on Linux: the path monitor apps use to tell whether the device is online
// (`NWPathMonitor`, `NWPath`, `NWInterface`), over a path a test sets (`NWPathMonitor.cellSnapSetPath`):
// satisfied over Wi-Fi until then. Endpoints, addresses, parameters, protocol options, framer
// definitions and messages are real values; connections, listeners and browsers report their
// states on their queues as iOS does for a device alone on its network: no socket is opened, a
// connection waits for an endpoint that does not answer, a listener is ready and no one connects,
// a browser finds nothing. As the SDK's module does, it brings Foundation and Dispatch.
@_exported import Dispatch
@_exported import Foundation
