// `import CoreMotion` on Linux: the motion manager, pedometer and activity manager, on a device
// without motion sensors (every `is...Available` is `false`, as on the Simulator): updates never
// come, and the pedometer and activity queries fail with `CMErrorMotionActivityNotAvailable`. As
// the SDK's module does, it brings Foundation.
@_exported import Foundation
