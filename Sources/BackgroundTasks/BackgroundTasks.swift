// `import BackgroundTasks` on Linux: the scheduler of background refresh and processing tasks,
// over this process: requests are kept and read back, and a test runs a task's launch handler
// (`BGTaskScheduler.cellSnapRun`), as the system would when the device is idle. As the SDK's
// module does, it brings Foundation.
@_exported import Foundation
