// `import Photos` on Linux: the photo library's classes, over a library that is empty until a test
// fills it (`PHPhotoLibrary.cellSnapFixture`). As the SDK's module does, it brings Foundation,
// Core Graphics and UniformTypeIdentifiers; `UIImage` comes with UIKit, which iOS files import too.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import UniformTypeIdentifiers
