// A view drawn at 1x and read pixel by pixel, as tests that measure rendered pixels read it.
import CellSnapUIKitTesting
import Foundation

/// `view` drawn with `drawHierarchy(in:afterScreenUpdates:)` at 1x into UIKit's bitmap (RGBA, the
/// alpha last), whose pixels a test reads by point.
public struct DrawnPixels {
    private let bytes: Data
    private let bytesPerRow: Int

    /// Draws `view`'s bounds; throws when the renderer made no bitmap.
    @MainActor public init(_ view: UIView) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        guard let cgImage = image.cgImage, let data = cgImage.dataProvider?.data as Data?,
            cgImage.bitmapInfo == CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)
        else { throw CellSnapUIKitError(call: "DrawnPixels(_:)", reason: "the renderer made no RGBA bitmap") }
        bytes = data
        bytesPerRow = cgImage.bytesPerRow
    }

    /// The red, green and blue of the pixel at `point` (in points, the view's top left at 0, 0).
    public func rgb(at point: CGPoint) -> [UInt8] {
        let offset = Int(point.y) * bytesPerRow + Int(point.x) * 4
        return Array(bytes[offset..<offset + 3])
    }

    /// How many pixels of `rect` have a red component darker than mid-grey.
    public func darkPixels(in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where bytes[y * bytesPerRow + x * 4] < 128 { count += 1 }
        }
        return count
    }
}
