import DisplayList
import Foundation
import Pixels
import Rendering

extension UIImage {
    /// The pixels of an image drawn by a graphics renderer or an image context, drawn by
    /// CellSnap's renderer at the image's scale (within the renderer's 1x to 4x), as UIKit's
    /// renderer makes a bitmap; `nil` for any other image, an empty one, or when it cannot be
    /// drawn (the reason is written to standard error). Drawn once: an image does not change, and
    /// a button asks for its image at every measurement.
    var rasterizedDrawing: RGBAImage? {
        if let drawn = rasterized.withLock({ $0 }) { return drawn }
        let drawn = drawRecording()
        rasterized.withLock { $0 = .some(drawn) }
        return drawn
    }

    private func drawRecording() -> RGBAImage? {
        guard case .drawing(let recorded) = source, recorded.size.width > 0, recorded.size.height > 0 else {
            return nil
        }
        let scales = Renderer.supportedScales
        let scale = min(max(recorded.scale, scales.lowerBound), scales.upperBound)
        do {
            let list = DisplayList(size: recorded.size, items: recorded.items)
            return try Renderer().image(list, scale: scale).image
        } catch {
            reportMisuse("UIImage: a drawn image \(recorded.size.width) x \(recorded.size.height) pt: \(error)")
            return nil
        }
    }
}
