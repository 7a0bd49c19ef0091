import CoreGraphics
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering

extension UIImage {
    /// The pixels of an image drawn by a graphics renderer or an image context, drawn by
    /// CellSnap's renderer at the image's scale (within the renderer's 1x to 4x), as UIKit's
    /// renderer makes a bitmap; of an asset catalog image, its representation's for the current
    /// trait collection (a bitmap's own pixels, a vector document drawn at the image's scale), as
    /// UIKit's image of a catalog set has a bitmap; `nil` for any other image, an empty one, or
    /// when it cannot be drawn (the reason is written to standard error, as is the call a drawn
    /// image's drawing could not draw, left out of its pixels). Drawn once: an image
    /// does not change, and a button asks for its image at every measurement.
    var rasterizedDrawing: RGBAImage? {
        if let drawn = rasterized.withLock({ $0 }) { return drawn }
        let drawn = drawRecording()
        rasterized.withLock { $0 = .some(drawn) }
        return drawn
    }

    private func drawRecording() -> RGBAImage? {
        switch source {
        case .drawing(let recorded):
            if let refusal {
                reportToStandardError("\(refusal); the image's pixels hold only what was drawn before it")
            }
            return rasterize(recorded.items, size: recorded.size, scale: recorded.scale)
        case .asset(let asset):
            guard let representation = asset.representation(for: UITraitCollection.current.cellSnapTraits) else {
                return nil
            }
            switch representation.content {
            case .bitmap(let width, let height, let rgba):
                return width > 0 && height > 0 ? RGBAImage(width: width, height: height, bytes: rgba) : nil
            case .vector(let document):
                let size = representation.size
                let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
                return rasterize(
                    [.vectorImage(VectorImageItem(image: document, frame: frame))], size: size,
                    scale: Double(UIScreen.main.scale))
            }
        case .symbol, .bitmap: return nil
        }
    }

    private func rasterize(_ items: [DisplayItem], size: Size, scale: Double) -> RGBAImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let scales = Renderer.supportedScales
        let scale = min(max(scale, scales.lowerBound), scales.upperBound)
        do {
            return try Renderer().image(DisplayList(size: size, items: items), scale: scale).image
        } catch {
            reportMisuse("UIImage: an image \(size.width) x \(size.height) pt: \(error)")
            return nil
        }
    }
}
