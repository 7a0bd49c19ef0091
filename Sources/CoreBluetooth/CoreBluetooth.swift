// `import CoreBluetooth` on Linux: UUIDs, services, characteristics and descriptors are real
// values (a `CBUUID` parses and compares its 16-, 32- and 128-bit forms as the Bluetooth base
// UUID defines them); the radio is not. CellSnap's device has no Bluetooth LE radio, as the iOS
// Simulator has none: a manager starts `.unknown` and tells its delegate, on its queue, that its
// state is `.unsupported`; no peripheral or central is ever discovered or connected
// (UIKitOnLinux.md). As the SDK's module does, it brings Foundation.
@_exported import Foundation
