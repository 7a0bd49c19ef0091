// `import UniformTypeIdentifiers` on Linux: `UTType` and its system-declared types, with what the
// framework adds to `NSItemProvider`. As the SDK's module does, it brings Foundation.
@_exported import Foundation
