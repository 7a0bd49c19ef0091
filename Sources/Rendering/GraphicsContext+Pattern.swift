import DisplayList
import Pixels
import Primitives

@_implementationOnly import CCairo

extension GraphicsContext {
    /// Fills the current path with `pattern`'s image repeated in every direction (Cairo's surface
    /// pattern, `CAIRO_EXTEND_REPEAT`), a tile of the pattern's size in points with its top-left
    /// corner at the pattern's phase, and clears the path. The tiles are sampled as images are
    /// (Cairo's good filter), so a tile of whole device pixels draws its pixels unchanged.
    public func fill(_ pattern: PatternFill, rule: FillRule = .nonZero) throws {
        let image = pattern.image
        let tile = pattern.tileSize
        guard image.width > 0, image.height > 0, tile.width > 0, tile.height > 0, pattern.opacity > 0 else {
            cairo_new_path(cairo)
            return
        }
        var pixels = image.premultipliedARGB32()
        let stride = image.width * 4
        try pixels.withUnsafeMutableBytes { buffer in
            let source = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(image.width), Int32(image.height), Int32(stride))
            defer { cairo_surface_destroy(source) }
            try Surface.check(cairo_surface_status(source), "wrap a \(image.width) x \(image.height) pattern image")
            withSavedState {
                cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cairo)
                let tiles = cairo_pattern_create_for_surface(source)
                defer { cairo_pattern_destroy(tiles) }
                cairo_pattern_set_extend(tiles, CAIRO_EXTEND_REPEAT)
                cairo_pattern_set_filter(tiles, CAIRO_FILTER_GOOD)
                // The pattern's matrix maps user space to the image's pixels: move the phase to
                // the origin, then scale a tile's points to the image's pixels.
                let sx = Double(image.width) / tile.width, sy = Double(image.height) / tile.height
                var matrix = cairo_matrix_t(
                    xx: sx, yx: 0, xy: 0, yy: sy, x0: -pattern.phase.x * sx, y0: -pattern.phase.y * sy)
                cairo_pattern_set_matrix(tiles, &matrix)
                cairo_set_source(cairo, tiles)
                if pattern.opacity >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, pattern.opacity) }
            }
            // The source surface borrows `pixels`: make sure Cairo is done with it before returning.
            cairo_surface_finish(source)
        }
    }
}
