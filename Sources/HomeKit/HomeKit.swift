// `import HomeKit` on Linux: a home manager over HomeKit's database of this process, empty when
// the process starts (the device was set up with no home); homes, rooms, zones, action sets and
// triggers added by the app are kept, and an accessory a test describes
// (`HMAccessory(cellSnapName:category:services:)`) is read, written and controlled by action sets
// as its characteristics' metadata allow. No accessory is ever found on a network
// (UIKitOnLinux.md). As the SDK's module does, it brings Foundation.
@_exported import Foundation
