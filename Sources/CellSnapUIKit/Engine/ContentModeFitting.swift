import Primitives

/// Where content (an image, a symbol, a drawing) goes in a view's frame for the view's
/// `contentMode`, as UIKit's image views place their images.
enum ContentModeFitting {
    /// The size content of `natural` size takes in `available` for a content mode (UIKit's raw
    /// values: 0 scale to fill, 1 aspect fit, 2 aspect fill, the rest keep the natural size), and
    /// the scale applied. Symbols (`stretches` false) are never stretched unevenly or cropped:
    /// scale-to-fill and aspect fill draw them aspect fit (body BB's iOS reference: the `photo`
    /// symbol in a 60 pt square aspect fill image view is drawn whole, 60 x 50.67 pt).
    static func fitted(_ natural: Size, in available: Size, contentMode: Int, stretches: Bool = false) -> (
        Size, Double
    ) {
        guard natural.width > 0, natural.height > 0 else { return (natural, 1) }
        let (sx, sy) = (available.width / natural.width, available.height / natural.height)
        switch contentMode {
        case 0 where stretches: return (available, 1)
        case 2 where stretches:
            let s = max(sx, sy)
            return (Size(width: natural.width * s, height: natural.height * s), s)
        case 0, 1, 2:
            let s = min(sx, sy)
            return (Size(width: natural.width * s, height: natural.height * s), s)
        default: return (natural, 1)
        }
    }

    /// Content of `size` placed in `frame` by a content mode: centred, or against the edges the mode names.
    static func positioned(_ size: Size, in frame: Rect, contentMode: Int) -> Rect {
        let mode = UIView.ContentMode(rawValue: contentMode) ?? .center
        let left = [.left, .topLeft, .bottomLeft].contains(mode),
            right = [.right, .topRight, .bottomRight].contains(mode)
        let top = [.top, .topLeft, .topRight].contains(mode),
            bottom = [.bottom, .bottomLeft, .bottomRight].contains(mode)
        let x = left ? frame.minX : right ? frame.maxX - size.width : frame.midX - size.width / 2
        let y = top ? frame.minY : bottom ? frame.maxY - size.height : frame.midY - size.height / 2
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
