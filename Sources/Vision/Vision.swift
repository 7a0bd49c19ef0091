// `import Vision` on Linux: requests, request handlers and observations with Vision's names and
// signatures, so that an app's screens that run Vision (text recognition, barcodes, faces,
// classification with a Core ML model) compile and render. No image analysis runs on Linux (no
// Vision models): a handler's `perform(_:)` refuses every request with an `NSError` of
// `VNErrorDomain`, code `VNErrorCode.unsupportedRequest`, whose description names the request
// and the call, and hands the same error to each request's completion handler (UIKitOnLinux.md).
// The normalized-coordinate functions are real. As the SDK's module does, it brings Foundation,
// Core Graphics, Core Image and Core ML.
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import CoreML
@_exported import Foundation
