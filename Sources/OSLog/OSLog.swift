// `import OSLog` on Linux: the SDK's OSLog framework re-exports `os` and adds `OSLogStore`,
// which Sources/os declares with the rest.
@_exported import os
