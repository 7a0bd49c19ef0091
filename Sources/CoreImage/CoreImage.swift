// `import CoreImage` on Linux: images as recipes (`CIImage`), filters (`CIFilter`) and the context
// that renders them into Core Graphics' bitmaps, computed on the CPU. As the SDK's module does, it
// brings Core Graphics and Foundation. It imports nothing else: swift-custom-dump compiles its
// `canImport(CoreImage)` branch against this module, which must load with no C module's map.
@_exported import CoreGraphics
@_exported import Foundation
