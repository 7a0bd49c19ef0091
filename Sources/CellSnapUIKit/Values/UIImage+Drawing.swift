import CellModel
import CoreGraphics
import DisplayList
import Pixels
import Primitives

extension UIImage {
    /// Draws the image at its size in points with its top-left corner at `point`, in the current
    /// context (see ``draw(in:)``).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` blended by `blendMode` (`.normal` only is drawn) with `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect`, upright, in the current context: a bitmap (in its tint
    /// colour when it has one, mirrored when its orientation is) or a catalog image's representation
    /// for the drawn view's traits. ``imageFlippedForRightToLeftLayoutDirection()`` has no effect
    /// here, as a graphics context has no layout direction. Drawing a symbol image this way, or a
    /// mirrored image that is not a bitmap, is refused.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let call = "UIImage.draw(in:)"
        if let refusal {
            context.refuse(refusal.call, refusal.reason)
            return
        }
        // A graphics context has no layout direction: only a mirrored orientation mirrors here.
        if drawsMirrored(rightToLeft: false) {
            context.refuse(
                "\(call) of a mirrored image that is not a bitmap",
                "CellSnap mirrors symbols, catalog images and drawn images in image views only")
            return
        }
        let frame = rect.primitive
        let traits = GraphicsContextStack.traits
        let tint = self.tint?.resolved(traits)
        switch source {
        case .symbol(let name):
            context.refuse(
                "\(call) of the symbol \(name)", "CellSnap draws symbol images in image views, buttons and cells")
        case .bitmap(let bitmap, _):
            guard let pixels = bitmap.rgba else {
                context.refuse(call, "the image's PNG data do not decode")
                return
            }
            guard pixels.width > 0, pixels.height > 0 else { return }
            context.record(.image(ImageItem(image: tint.map(pixels.tinted) ?? pixels, frame: frame)))
        case .drawing(let recorded):
            if self.tint != nil {
                context.refuse(
                    "\(call) of a drawn image with a tint colour", "CellSnap draws a drawn image in its own colours")
                return
            }
            for item in recorded.items(in: frame) { context.record(item) }
        case .asset(let asset):
            guard let representation = asset.representation(for: traits) else {
                context.refuse("\(call) of the image set '\(asset.name)'", "the set has no image")
                return
            }
            switch representation.content {
            case .bitmap(let width, let height, let rgba):
                let pixels = RGBAImage(width: width, height: height, bytes: rgba)
                context.record(.image(ImageItem(image: tint.map(pixels.tinted) ?? pixels, frame: frame)))
            case .vector(let document):
                context.record(.vectorImage(VectorImageItem(image: document, frame: frame, tint: tint)))
            }
        }
    }

    /// Draws the image into `rect` blended by `blendMode` (`.normal` only is drawn) with `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
    }
}

extension UIImage {
    /// Whether the image was made by drawing (a renderer's), which CellSnap draws only in its own
    /// colours.
    var isDrawn: Bool {
        if case .drawing = source { true } else { false }
    }
}
