// swift-format-ignore-file: AlwaysUseLowerCamelCase

// `import CoreVideo` on Linux: Core Video's pixel buffers as Core ML's image features, Vision's
// request handlers and a capture output's sample buffers name them. A pixel buffer here has a size
// and a pixel format and no pixels: CellSnap has no camera and no Core ML runtime to fill them, and
// declares none of Core Video's calls that would read pixels (base addresses, planes), so no code
// reads pixels that are not there. `import CoreML` and `import CoreMedia` bring it, as on iOS.
import Foundation

/// A four-character code, as Core Services' `OSType`.
public typealias OSType = UInt32

/// An image buffer of Core Video, as `CVBuffer` (Linux-only: it holds its size and pixel format).
public final class CVBuffer: Hashable, @unchecked Sendable {
    /// Its width, in pixels.
    public let width: Int
    /// Its height, in pixels.
    public let height: Int
    /// Its pixel format (`kCVPixelFormatType_32ARGB`, ...).
    public let pixelFormatType: OSType

    package init(width: Int, height: Int, pixelFormatType: OSType) {
        (self.width, self.height, self.pixelFormatType) = (width, height, pixelFormatType)
    }

    public static func == (left: CVBuffer, right: CVBuffer) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Core Video's image buffer.
public typealias CVImageBuffer = CVBuffer
/// Core Video's pixel buffer, what Core ML's image features and a capture output's frames hold.
public typealias CVPixelBuffer = CVImageBuffer

/// 32-bit pixels of alpha, red, green and blue (Core Video's value, 32).
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// 32-bit pixels of blue, green, red and alpha (`'BGRA'`).
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 8-bit pixels of one component, a grayscale image (`'L008'`).
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038
/// Bi-planar 4:2:0 Y'CbCr, video range (`'420v'`), a camera's usual frames.
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076
/// Bi-planar 4:2:0 Y'CbCr, full range (`'420f'`).
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066

/// The pixel format key of a pixel buffer's attributes and of a capture output's video settings.
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// The width key of a pixel buffer's attributes.
public let kCVPixelBufferWidthKey = "Width"
/// The height key of a pixel buffer's attributes.
public let kCVPixelBufferHeightKey = "Height"

/// The width of `pixelBuffer`, in pixels.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
/// The height of `pixelBuffer`, in pixels.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
/// The pixel format of `pixelBuffer`.
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { pixelBuffer.pixelFormatType }
