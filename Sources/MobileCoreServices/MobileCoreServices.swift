// `import MobileCoreServices` on Linux: the deprecated `kUTType...` constants and `UTType...`
// functions, with Core Foundation's `CFString` (from CellSnap's Core Graphics). As the SDK's module
// does since iOS 14, it brings UniformTypeIdentifiers.
@_exported import CoreGraphics
@_exported import UniformTypeIdentifiers
