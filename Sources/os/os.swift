// `import os` on Linux: `Logger`, `os_log` and `OSSignposter`, so that a file that logs compiles.
// Messages go to standard error (the system log has no reader here); signposts record nothing.
// The `UIKit` product builds it, but UIKit does not re-export it: apps that declare a `Logger`
// of their own keep it. As the SDK's module does, it brings Foundation.
@_exported import Foundation
