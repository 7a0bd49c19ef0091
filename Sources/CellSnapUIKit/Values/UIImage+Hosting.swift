import CellModel
import Pixels
import Primitives

extension UIImage {
    /// The image's pixels and size in points for drawing at `traits`, for SwiftUI's `Image`
    /// (the SwiftUI module): a bitmap at the display scale, or an asset catalog set's bitmap
    /// representation for the traits; errors name `call` and what cannot be drawn (symbols and
    /// vector images are drawn by other paths).
    package func cellSnapBitmap(traits: Traits, call: String) throws -> (image: RGBAImage, size: Size) {
        let font = Font(size: 17)
        switch try model(traits: traits, call: call, textFont: font).image {
        case .bitmap(let width, let height, let rgba):
            let scale = traits.displayScale
            return (
                RGBAImage(width: width, height: height, bytes: rgba),
                Size(width: Double(width) / scale, height: Double(height) / scale)
            )
        case .asset(let asset):
            guard let representation = asset.representation(for: traits),
                case .bitmap(let width, let height, let rgba) = representation.content
            else { throw CellSnapUIKitError(call: call, reason: "the image set has no bitmap for these traits") }
            return (
                RGBAImage(width: width, height: height, bytes: rgba),
                Size(width: Double(width) / representation.scale, height: Double(height) / representation.scale)
            )
        case .symbol, .vector:
            throw CellSnapUIKitError(call: call, reason: "CellSnap's SwiftUI draws bitmap images only")
        }
    }
}
