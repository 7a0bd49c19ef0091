// `import HealthKit` on Linux: units and quantities are real (HealthKit's unit strings, the unit
// algebra and conversion between units of a dimension); the Health store is not. Health data is
// not available on CellSnap's device (`HKHealthStore.isHealthDataAvailable()` is false, as on an
// iPad before iPadOS 17), authorization is `.notDetermined` for every type (the person has not
// decided), and every request, save, delete and query finishes with `HKError` of code
// `.errorHealthDataUnavailable`, whose description names the call and says CellSnap does not
// provide the Health store on Linux, delivered as iOS delivers it (on a background queue)
// (UIKitOnLinux.md). As the SDK's module does, it brings Foundation.
@_exported import Foundation
