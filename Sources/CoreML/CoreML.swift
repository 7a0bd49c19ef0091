// `import CoreML` on Linux: feature values, feature providers, batches and multi-arrays are real
// (a multi-array keeps its elements in memory of its data type, indexed by its shape and strides
// as Core ML lays them out); models are not. There is no Core ML runtime on Linux, so loading or
// compiling a model throws an `MLModelError` that says so, naming the call and the file
// (UIKitOnLinux.md). As the SDK's module does, it brings Foundation, and Core Graphics (an image
// feature is made from a `CGImage`, which the classes Xcode generates name with only `import CoreML`)
// and Core Video (its pixel buffers).
@_exported import CoreGraphics
@_exported import CoreVideo
@_exported import Foundation
