// `import CoreHaptics` on Linux: the haptic engine and its patterns. No Linux machine has a
// haptic motor: `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is `false`, and making
// an engine throws `CHHapticError.Code.notSupported`, as on an iOS device without haptics; the
// patterns and events are values apps build and read back (UIKitOnLinux.md).
@_exported import Foundation
