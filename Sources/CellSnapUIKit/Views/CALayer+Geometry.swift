import CoreGraphics
import DisplayList
import Foundation
import Pixels
import Primitives

extension CALayer {
    /// `p`, in the layer's coordinates, in its root's: through its view (``UIView/convert(_:to:)``
    /// with `nil`) for a view's layer, else through its frames' origins up its superlayers (a
    /// sublayer's transform is not drawn, so it is not applied either).
    final func cellSnapToRoot(_ p: CGPoint) -> CGPoint {
        if let owningView { return owningView.convert(p, to: nil) }
        let inSuperlayer = CGPoint(x: p.x + frame.minX, y: p.y + frame.minY)
        return superlayer?.cellSnapToRoot(inSuperlayer) ?? inSuperlayer
    }

    /// `p`, in the root's coordinates, in the layer's: ``cellSnapToRoot(_:)`` undone.
    final func cellSnapFromRoot(_ p: CGPoint) -> CGPoint {
        if let owningView { return owningView.convert(p, from: nil) }
        let inSuperlayer = superlayer?.cellSnapFromRoot(p) ?? p
        return CGPoint(x: inSuperlayer.x - frame.minX, y: inSuperlayer.y - frame.minY)
    }

    /// The hit-test of ``hitTest(_:)``: `p` is in the superlayer's coordinates.
    final func cellSnapHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        guard contains(local) else { return nil }
        for layer in (sublayers ?? []).reversed() {
            if let hit = layer.cellSnapHitTest(local) { return hit }
        }
        return self
    }

    /// The image item of the layer's ``contents`` in its bounds, placed by ``contentsGravity``, or
    /// why it cannot be drawn; nothing without contents.
    final func cellSnapContentsItems() -> (items: [DisplayItem], refusal: CellSnapUIKitError?) {
        guard let contents else { return ([], nil) }
        guard let image = contents as? CGImage else {
            return (
                [],
                CellSnapUIKitError(
                    call: "\(type(of: self)).contents = \(type(of: contents))",
                    reason: "a layer's contents are drawn when they are a CGImage (UIImage's cgImage)")
            )
        }
        guard contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1) else {
            return (
                [],
                CellSnapUIKitError(
                    call: "\(type(of: self)).contentsCenter", reason: "nine-part stretching of contents is not drawn")
            )
        }
        guard let pixels = cropped(image), pixels.width > 0, pixels.height > 0, bounds.width > 0, bounds.height > 0,
            contentsScale > 0
        else { return ([], nil) }
        let frame = placed(
            CGSize(width: CGFloat(pixels.width) / contentsScale, height: CGFloat(pixels.height) / contentsScale))
        let rect = Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        return ([.image(ImageItem(image: pixels, frame: rect))], nil)
    }

    /// The pixels of `image` inside ``contentsRect`` (unit coordinates, clamped to the image),
    /// rounded out to whole pixels.
    private func cropped(_ image: CGImage) -> RGBAImage? {
        let whole = RGBAImage(width: image.width, height: image.height, bytes: image.rgba)
        let unit = contentsRect.standardized
        if unit == CGRect(x: 0, y: 0, width: 1, height: 1) { return whole }
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        let x0 = max(0, Int((unit.minX * w).rounded(.down))), x1 = min(image.width, Int((unit.maxX * w).rounded(.up)))
        let y0 = max(0, Int((unit.minY * h).rounded(.down))), y1 = min(image.height, Int((unit.maxY * h).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var out = RGBAImage(width: x1 - x0, height: y1 - y0)
        for row in y0..<y1 {
            let from = (row * image.width + x0) * 4, to = (row - y0) * out.width * 4
            out.bytes[to..<to + out.width * 4] = whole.bytes[from..<from + out.width * 4]
        }
        return out
    }

    /// Where contents of `size` points go in the bounds for ``contentsGravity`` (Core Animation's
    /// vertical names: `.bottom` is the top of the layer as it appears on iOS).
    private func placed(_ size: CGSize) -> CGRect {
        let box = bounds
        switch contentsGravity {
        case .resize: return box
        case .resizeAspect, .resizeAspectFill:
            let fits = contentsGravity == .resizeAspect
            let scale =
                fits
                ? min(box.width / size.width, box.height / size.height)
                : max(box.width / size.width, box.height / size.height)
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: box.midX - scaled.width / 2, y: box.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let name = contentsGravity.rawValue.lowercased()
            let x =
                name.hasSuffix("left")
                ? box.minX : name.hasSuffix("right") ? box.maxX - size.width : box.midX - size.width / 2
            let y =
                name.hasPrefix("bottom")
                ? box.minY : name.hasPrefix("top") ? box.maxY - size.height : box.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
