import DisplayList
import Pixels
import Primitives

@_implementationOnly import CCairo

/// An 8-bit alpha surface covering the device pixels where a shadow shows, with a drawing context
/// whose user space is the caster's moved by the shadow's offset: what is drawn on it is the
/// shadow's shape, which ``GraphicsContext/paintShadow(_:color:)`` blurs and paints.
final class ShadowMask {
    let surface: AlphaSurface
    /// Where the mask draws: user space as the caster's, moved by the shadow's offset.
    let context: GraphicsContext
    /// The mask's top-left corner in the target's device pixels.
    let originX: Int, originY: Int
    /// How many device pixels a mask pixel spans on each side (see
    /// ``GraphicsContext/shadowReduction(sigma:)``).
    let reduction: Int
    /// The blur's standard deviation in mask pixels.
    let sigma: Double

    init(surface: AlphaSurface, context: GraphicsContext, originX: Int, originY: Int, reduction: Int, sigma: Double) {
        self.surface = surface
        self.context = context
        self.originX = originX
        self.originY = originY
        self.reduction = reduction
        self.sigma = sigma
    }
}

/// An 8-bit alpha image surface: a shadow's mask.
final class AlphaSurface: Surface {
    let pixelWidth: Int, pixelHeight: Int

    init(pixelWidth: Int, pixelHeight: Int) throws {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        try super.init(
            surface: cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)),
            operation: "create a \(pixelWidth) x \(pixelHeight) shadow mask")
    }
}

extension GraphicsContext {
    /// The largest blur drawn, in device pixels: a standard deviation of 256 pixels spreads a
    /// shadow over some 770 pixels on every side, past which it is too faint to matter, and keeps
    /// a mask's memory bounded whatever blur a caller asks for.
    static let maximumShadowSigma = 256.0

    /// A mask for the shadow of what draws within `bounds` (user space), moved by `offset` (user
    /// space) and blurred by `blur` points: covering the device pixels of the clip that the
    /// shadow reaches, and the pixels within the blur's reach of them, which blur into them.
    /// `nil` when the shadow falls outside the clip.
    func shadowMask(casting bounds: Rect, offset: Size, blur: Double) throws -> ShadowMask? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // A transform that scales unevenly blurs by its mean scale (Core Animation's shadows are
        // drawn in the layer's own space; CellSnap blurs in device pixels, at the area's scale).
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = min(Self.maximumShadowSigma, max(0, blur) * scale)
        let margin = (3 * sigma).rounded(.up) + 1
        let moved = bounds.offsetBy(dx: offset.width, dy: offset.height)
        guard let cast = deviceBounds(of: moved), let clip = deviceClipExtents() else { return nil }
        let reach = cast.insetBy(dx: -margin, dy: -margin)
        // The mask holds the clip's pixels that the shadow reaches, grown by the margin so that
        // the blur finds everything that blurs into them.
        guard let shown = reach.intersection(clip), !shown.isEmpty,
            let region = shown.insetBy(dx: -margin, dy: -margin).intersection(reach), !region.isEmpty
        else { return nil }
        let left = Int(region.minX.rounded(.down)), top = Int(region.minY.rounded(.down))
        let reduction = Self.shadowReduction(sigma: sigma)
        let width = (Int(region.maxX.rounded(.up)) - left + reduction - 1) / reduction + 1
        let height = (Int(region.maxY.rounded(.up)) - top + reduction - 1) / reduction + 1
        let surface = try AlphaSurface(pixelWidth: width, pixelHeight: height)
        let context = try GraphicsContext(surface)
        // User space moved by the offset, then device pixels from the mask's corner, reduced.
        var moving = matrix
        moving.x0 += matrix.xx * offset.width + matrix.xy * offset.height - Double(left)
        moving.y0 += matrix.yx * offset.width + matrix.yy * offset.height - Double(top)
        let shrink = 1 / Double(reduction)
        (moving.xx, moving.yx, moving.xy, moving.yy) = (
            moving.xx * shrink, moving.yx * shrink, moving.xy * shrink, moving.yy * shrink
        )
        (moving.x0, moving.y0) = (moving.x0 * shrink, moving.y0 * shrink)
        cairo_set_matrix(context.cairo, &moving)
        return ShadowMask(
            surface: surface, context: context, originX: left, originY: top, reduction: reduction,
            sigma: sigma / Double(reduction))
    }

    /// How many device pixels a shadow's mask pixel spans on each side for a blur of `sigma`
    /// device pixels: one up to 8 pixels, then one per 4 pixels of blur, so that the mask is
    /// blurred by at least 2 of its pixels (a wide blur is drawn and blurred on a smaller mask,
    /// as browsers draw wide shadows, and scaled back up bilinearly: the shadow is smooth at that
    /// scale, and a screen of shadowed cards costs a tenth of what full resolution would).
    static func shadowReduction(sigma: Double) -> Int { sigma < 8 ? 1 : Int(sigma / 4) }

    /// Blurs what was drawn on `mask` and paints `color` through it, beneath what is drawn next.
    func paintShadow(_ mask: ShadowMask, color: Color) throws {
        try mask.context.checkStatus("draw a shadow's shape")
        let surface = mask.surface.surface
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderingError.cairo(operation: "blur a shadow", message: "the mask has no pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard
            AlphaBlur.blur(
                data, width: mask.surface.pixelWidth, height: mask.surface.pixelHeight, bytesPerRow: stride,
                sigma: mask.sigma)
        else {
            throw RenderingError.cairo(operation: "blur a shadow", message: "out of memory")
        }
        cairo_surface_mark_dirty(surface)
        withSavedState {
            cairo_identity_matrix(cairo)
            setColor(color)
            guard mask.reduction > 1 else {
                cairo_mask_surface(cairo, surface, Double(mask.originX), Double(mask.originY))
                return
            }
            // Tinted first: Cairo scales an image up bilinearly much faster than a mask.
            let width = mask.surface.pixelWidth, height = mask.surface.pixelHeight
            let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            defer { cairo_surface_destroy(tinted) }
            guard cairo_surface_status(tinted) == CAIRO_STATUS_SUCCESS,
                let pixels = cairo_image_surface_get_data(tinted)
            else { return }
            AlphaBlur.tint(
                data, width: width, height: height, bytesPerRow: stride, color: color, into: pixels,
                outputBytesPerRow: Int(cairo_image_surface_get_stride(tinted)))
            cairo_surface_mark_dirty(tinted)
            let pattern = cairo_pattern_create_for_surface(tinted)
            defer { cairo_pattern_destroy(pattern) }
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(mask.reduction), 1 / Double(mask.reduction))
            cairo_matrix_translate(&matrix, -Double(mask.originX), -Double(mask.originY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }

    /// The device-space bounds of `rect` (user space); `nil` when not finite.
    private func deviceBounds(of rect: Rect) -> Rect? {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var deviceX = x, deviceY = y
            cairo_user_to_device(cairo, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        let left = xs.min()!, top = ys.min()!
        let result = Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
        return [result.minX, result.minY, result.maxX, result.maxY].allSatisfy(\.isFinite) ? result : nil
    }

    /// The clip's bounds in device pixels.
    func deviceClipExtents() -> Rect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        withSavedState {
            cairo_identity_matrix(cairo)
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        }
        guard x2 > x1, y2 > y1 else { return nil }
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
