import Foundation

/// Renders Core Image images into Core Graphics bitmaps, as `CIContext`, on the CPU: each pixel
/// is the image's colour at the pixel's centre, turned from the linear working space back to
/// sRGB bytes (alpha not premultiplied, as CellSnap's `CGImage` keeps it).
///
/// ```swift
/// let context = CIContext()
/// let image = context.createCGImage(CIImage(color: .blue), from: CGRect(x: 0, y: 0, width: 2, height: 2))
/// image?.width   // 2
/// ```
open class CIContext: NSObject, @unchecked Sendable {
    /// The largest side of an image a context renders, in pixels (a bound on time and memory).
    static let maximumSide = 8192

    public override init() { super.init() }
    /// A context; the options (working space, caching) have no effect: the working space is linear sRGB.
    public init(options: [CIContextOption: Any]? = nil) { super.init() }

    /// The pixels of `image` inside `fromRect` (rounded out to whole pixels); `nil` when the
    /// region is empty, infinite, or larger than 8192 pixels a side.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = fromRect.standardized.integral
        guard !rect.isEmpty, !rect.isInfinite, rect.width <= CGFloat(Self.maximumSide),
            rect.height <= CGFloat(Self.maximumSide)
        else { return nil }
        let width = Int(rect.width), height = Int(rect.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let y = Double(rect.maxY) - Double(row) - 0.5
            for column in 0..<width {
                let value = image.sample(Double(rect.minX) + Double(column) + 0.5, y)
                let alpha = min(1, max(0, value.w)), index = (row * width + column) * 4
                bytes[index + 3] = UInt8((alpha * 255).rounded())
                guard alpha > 0 else { continue }
                for channel in 0..<3 {
                    bytes[index + channel] = UInt8((WorkingSpace.encoded(value[channel] / alpha) * 255).rounded())
                }
            }
        }
        return CGImage(width: width, height: height, rgba: bytes)
    }
}

/// A context option, as `CIContextOption`.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// How a render destination keeps alpha, as `CIRenderDestinationAlphaMode`.
public enum CIRenderDestinationAlphaMode: UInt, Hashable, Sendable {
    case none = 0, premultiplied = 1, unpremultiplied = 2
}

/// A barcode's description, as `CIBarcodeDescriptor`.
open class CIBarcodeDescriptor: NSObject, @unchecked Sendable {}

/// A QR code's description, as `CIQRCodeDescriptor`.
open class CIQRCodeDescriptor: CIBarcodeDescriptor, @unchecked Sendable {
    /// A QR code's correction level, as `CIQRCodeDescriptor.ErrorCorrectionLevel` (its raw values: the letters).
    public enum ErrorCorrectionLevel: Int, Hashable, Sendable {
        case levelL = 76, levelM = 77, levelQ = 81, levelH = 72
    }
}

/// A Data Matrix code's description, as `CIDataMatrixCodeDescriptor`.
open class CIDataMatrixCodeDescriptor: CIBarcodeDescriptor, @unchecked Sendable {
    /// A Data Matrix code's error correction, as `CIDataMatrixCodeDescriptor.ECCVersion`.
    public enum ECCVersion: Int, Hashable, Sendable {
        case v000 = 0, v050 = 50, v080 = 80, v100 = 100, v140 = 140, v200 = 200
    }
}
