// `import Photos` on Linux: the photo library's classes, over a library that is empty until a test
// fills it (`PHPhotoLibrary.cellSnapFill`). As the SDK's module does, it brings Foundation,
// Core Graphics and UniformTypeIdentifiers, and, through its editing and video API, AVFoundation
// (`AVPlayerItem`, `AVAssetExportSession`) and Core Image (`CIImage`, `CIContext`), which iOS
// photo-editing files use without importing them; `UIImage` comes with UIKit, which iOS files
// import too.
@_exported import AVFoundation
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import Foundation
@_exported import UniformTypeIdentifiers
