// `import HealthKit` on Linux: units and quantities are real (HealthKit's unit strings, the unit
// algebra and conversion between units of a dimension); the Health store is not. Health data is
// not available on CellSnap's device (`HKHealthStore.isHealthDataAvailable()` is false, as on an
// iPad before iPadOS 17), authorization is `.notDetermined` for every type (the person has not
// decided), and every request, save, delete and query finishes with `HKError` of code
// `.errorHealthDataUnavailable`, whose description names the call and says CellSnap does not
// provide the Health store on Linux, delivered as iOS delivers it (on a background queue)
// (UIKitOnLinux.md). As the SDK's module does, it brings Foundation, with what Apple's Foundation
// has and Linux's lacks (CellSnapFoundation, such as `NSUbiquitousKeyValueStore`) and the Core
// Foundation clock that Apple's Foundation brings (declared in CellSnap's Core Graphics, of which
// only these names come with HealthKit).
@_exported import CellSnapFoundation
@_exported import Foundation

@_exported import typealias CoreGraphics.CFAbsoluteTime
@_exported import func CoreGraphics.CFAbsoluteTimeGetCurrent
@_exported import typealias CoreGraphics.CFTimeInterval
@_exported import let CoreGraphics.kCFAbsoluteTimeIntervalSince1904
@_exported import let CoreGraphics.kCFAbsoluteTimeIntervalSince1970
