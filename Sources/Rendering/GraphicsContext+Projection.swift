import Pixels
import Primitives

@_implementationOnly import CCairo

extension GraphicsContext {
    /// The most pixels the flat picture of a projected group is drawn with: 4,096 pixels square.
    /// A larger group is drawn flat at a lower resolution, which keeps memory bounded whatever
    /// transform a layer has.
    static let maximumProjectedPixels = 4096 * 4096

    /// Draws what `body` draws on a flat picture of `bounds` (user space, the picture's edges), then
    /// maps that picture by `projection` onto this context, within its clip: a layer with
    /// perspective seen from the front. The picture is drawn at this context's resolution (its
    /// transform's mean scale), and each device pixel of the result is sampled from it bilinearly.
    func withProjection(
        _ projection: ProjectiveTransform, of bounds: Rect, _ body: (GraphicsContext) throws -> Void
    ) throws {
        guard !bounds.isEmpty, let clip = deviceClipExtents(), let toLocal = projection.inverted() else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = AffineTransform(
            a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        guard let toUser = ProjectiveTransform(device).inverted() else { return }
        // Where the picture lands: its corners' bounds, or the clip when a corner is behind the viewer.
        let landing = projection.concatenating(ProjectiveTransform(device)).bounds(of: bounds) ?? clip
        guard let shown = landing.intersection(clip) else { return }
        let left = Int(shown.minX.rounded(.down)), top = Int(shown.minY.rounded(.down))
        let width = Int(shown.maxX.rounded(.up)) - left, height = Int(shown.maxY.rounded(.up)) - top
        guard width > 0, height > 0 else { return }
        var scale = max(1e-3, abs(device.a * device.d - device.b * device.c).squareRoot())
        let flatPixels = bounds.width * scale * bounds.height * scale
        if flatPixels > Double(Self.maximumProjectedPixels) {
            scale *= (Double(Self.maximumProjectedPixels) / flatPixels).squareRoot()
        }
        let flatWidth = max(1, Int((bounds.width * scale).rounded(.up)))
        let flatHeight = max(1, Int((bounds.height * scale).rounded(.up)))
        let flat = try ImageSurface(pixelWidth: flatWidth, pixelHeight: flatHeight)
        let flatContext = try GraphicsContext(flat)
        flatContext.scale(x: scale, y: scale)
        flatContext.translate(x: -bounds.minX, y: -bounds.minY)
        try body(flatContext)
        try flatContext.checkStatus("draw a group seen in perspective")
        // A destination pixel → the device → user space → the flat plane → the picture's pixels.
        let destinationToSource = ProjectiveTransform(.translation(x: Double(left), y: Double(top)))
            .concatenating(toUser).concatenating(toLocal)
            .concatenating(ProjectiveTransform(AffineTransform.translation(x: -bounds.minX, y: -bounds.minY)))
            .concatenating(ProjectiveTransform(.scale(x: scale, y: scale)))
        let projected = try ImageSurface(pixelWidth: width, pixelHeight: height)
        cairo_surface_flush(flat.surface)
        guard let source = cairo_image_surface_get_data(flat.surface),
            let target = cairo_image_surface_get_data(projected.surface)
        else { throw RenderingError.cairo(operation: "draw a group seen in perspective", message: "no pixels") }
        ProjectiveWarp.warp(
            source, sourceWidth: flatWidth, sourceHeight: flatHeight,
            sourceBytesPerRow: Int(cairo_image_surface_get_stride(flat.surface)), into: target, width: width,
            height: height, bytesPerRow: Int(cairo_image_surface_get_stride(projected.surface)),
            destinationToSource: destinationToSource)
        cairo_surface_mark_dirty(projected.surface)
        withSavedState {
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, projected.surface, Double(left), Double(top))
            cairo_paint(cairo)
        }
    }
}
