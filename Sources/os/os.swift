// `import os` on Linux: `Logger`, `os_log`, `OSSignposter` and `os_unfair_lock`, so that a file
// that logs compiles. Messages go to standard error (the system log has no reader here);
// signposts record nothing. The `UIKit` product builds it, but UIKit does not re-export it (only
// its lock, which iOS files find through Foundation): apps that declare a `Logger` of their own,
// in a library beside the screen, keep theirs. As the SDK's module does, it brings Foundation.
@_exported import Foundation
@_exported import _OSLock
