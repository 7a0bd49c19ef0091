import DisplayList
import Pixels
import Primitives

@_implementationOnly import CCairo

/// How new drawing combines with what is already there.
public enum BlendMode: Sendable {
    /// Paint over (Porter-Duff "over").
    case normal
    /// Erase: make the covered area transparent.
    case clear
}

/// A Cairo drawing context on a ``Surface``: paths, fills, strokes, clips, transforms, groups,
/// text and images. Coordinates are in points; a scale set with ``scale(x:y:)`` maps them to pixels.
///
/// ```swift
/// let surface = try ImageSurface(pixelWidth: 90, pixelHeight: 90)
/// let context = try GraphicsContext(surface)
/// context.scale(x: 3, y: 3)
/// context.setColor(Color(hex: 0x007AFF))
/// context.addPath(.circle(center: Point(x: 15, y: 15), radius: 10))
/// context.fill()
/// try context.checkStatus("draw a circle")
/// ```
public final class GraphicsContext {
    let cairo: OpaquePointer
    private let surface: Surface

    /// Creates a context that draws on `surface` (and keeps it alive).
    public init(_ surface: Surface) throws {
        self.surface = surface
        cairo = cairo_create(surface.surface)
        try checkStatus("create a drawing context")
    }

    deinit { cairo_destroy(cairo) }

    /// Throws Cairo's sticky error status, if any drawing so far failed.
    public func checkStatus(_ operation: String) throws {
        try Surface.check(cairo_status(cairo), operation)
    }

    // MARK: State and transforms

    /// Runs `body` and then restores the clip, transform, colour and line settings it changed.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        return try body()
    }

    /// Runs `body` with antialiasing off when `antialiased` is `false` (each device pixel is in or
    /// out of a filled or stroked shape), then restores the state; as it is otherwise.
    public func withAntialiasing<T>(_ antialiased: Bool, _ body: () throws -> T) rethrows -> T {
        guard !antialiased else { return try body() }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        return try body()
    }

    /// Scales user space: `scale(x: 3, y: 3)` draws one point as three device pixels.
    public func scale(x: Double, y: Double) { cairo_scale(cairo, x, y) }

    /// Moves the origin of user space.
    public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }

    /// Applies `transform` to user space, after the current transform.
    public func concatenate(_ transform: AffineTransform) {
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }

    // MARK: Paths, fills and strokes

    /// Sets the colour used by the next fills, strokes, paints and text.
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets how the next drawing combines with what is there.
    public func setBlendMode(_ mode: BlendMode) {
        cairo_set_operator(cairo, mode == .clear ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
    }

    /// Replaces the current path with `path`.
    public func addPath(_ path: Path) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// Fills the current path with the current colour and clears the path.
    public func fill(rule: FillRule = .nonZero) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }

    /// Strokes the current path with round or butt ends and clears the path.
    public func stroke(lineWidth: Double, cap: LineCap = .butt, roundJoins: Bool = false) {
        cairo_set_line_width(cairo, lineWidth)
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        cairo_set_line_join(cairo, roundJoins ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cairo)
    }

    /// Strokes the current path as `stroke` says (its width, ends, joins, miter limit and dashes,
    /// not its colour or position) and clears the path.
    public func stroke(_ stroke: Stroke) {
        cairo_set_line_width(cairo, stroke.width)
        switch stroke.cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, max(1, stroke.miterLimit))
        cairo_set_dash(cairo, stroke.dash, Int32(stroke.dash.count), stroke.dashPhase)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_set_miter_limit(cairo, 10)
    }

    /// Intersects the clip with the current path and clears the path.
    public func clip(rule: FillRule = .nonZero) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Paints the current colour over the whole clip.
    public func paint() { cairo_paint(cairo) }

    // MARK: Groups

    /// Draws what `body` draws into a separate layer, then composites the layer with `opacity`.
    ///
    /// The layer is as large as the clip (the whole surface when nothing clips), unless `bounds`
    /// says where everything `body` draws lies, in user space: then the layer and its compositing
    /// are limited to those bounds, grown to whole device pixels and two more on each side. Pixels
    /// outside them are transparent in the layer and would leave the surface as it is, so the
    /// result is the same, without clearing and compositing a layer the size of the surface.
    public func withGroup(opacity: Double, within bounds: Rect? = nil, _ body: () throws -> Void) rethrows {
        cairo_save(cairo)
        if let bounds { clipToDevicePixels(around: bounds, margin: 2) }
        cairo_push_group(cairo)
        defer {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
            cairo_restore(cairo)
        }
        try body()
    }

    /// Draws what `body` draws through the alpha of what `mask` draws: each pixel keeps as much of
    /// `body`'s colour as `mask` covers it (Core Animation's layer mask). Both are drawn into layers
    /// limited, like ``withGroup(opacity:within:_:)``'s, to `bounds` when it is given.
    public func withMask(
        _ mask: () throws -> Void, within bounds: Rect? = nil, _ body: () throws -> Void
    ) rethrows {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let bounds { clipToDevicePixels(around: bounds, margin: 2) }
        let content = try drawnLayer(body)
        defer { cairo_pattern_destroy(content) }
        let coverage = try drawnLayer(mask)
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cairo, content)
        cairo_mask(cairo, coverage)
    }

    /// What `body` draws, as a layer of its own (released by the caller).
    private func drawnLayer(_ body: () throws -> Void) rethrows -> OpaquePointer? {
        cairo_push_group(cairo)
        do {
            try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cairo))
            throw error
        }
        return cairo_pop_group(cairo)
    }

    /// Intersects the clip with the device-pixel rectangle around `rect` (user space), grown by
    /// `margin` device pixels; nothing when the rectangle is not finite.
    private func clipToDevicePixels(around rect: Rect, margin: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var deviceX = x, deviceY = y
            cairo_user_to_device(cairo, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        let left = (xs.min()! - margin).rounded(.down), right = (xs.max()! + margin).rounded(.up)
        let top = (ys.min()! - margin).rounded(.down), bottom = (ys.max()! + margin).rounded(.up)
        guard [left, right, top, bottom].allSatisfy(\.isFinite) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// The bounds, in user space, of what filling (or stroking `lineWidth` wide, with round joins
    /// and caps) each of `paths` covers: their points' bounds grown by half the stroke.
    func inkBounds(of paths: [(path: Path, lineWidth: Double)]) -> Rect? {
        var bounds: Rect?
        for (path, lineWidth) in paths {
            addPath(path)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
            cairo_new_path(cairo)
            guard x2 >= x1, y2 >= y1 else { continue }
            let half = max(0, lineWidth) / 2
            let rect = Rect(x: x1 - half, y: y1 - half, width: x2 - x1 + 2 * half, height: y2 - y1 + 2 * half)
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        return bounds
    }

    // MARK: Text and images

    /// Draws `layout` with its top-left corner at `origin`, in the current colour.
    public func draw(_ layout: TextLayout, at origin: Point) {
        withSavedState {
            if let height = layout.clipHeight {
                cairo_rectangle(cairo, origin.x - 1e5, origin.y, 2e5, height)
                cairo_clip(cairo)
            }
            cairo_move_to(cairo, origin.x + layout.edge, origin.y - layout.rise)
            pango_cairo_show_layout(cairo, layout.layout)
        }
    }

    /// Draws `image` scaled into `frame`, clipped to its rounded corners.
    public func draw(_ image: RGBAImage, in frame: Rect, cornerRadius: Double = 0) throws {
        guard image.width > 0, image.height > 0, !frame.isEmpty else { return }
        var pixels = image.premultipliedARGB32()
        let stride = image.width * 4
        try pixels.withUnsafeMutableBytes { buffer in
            let source = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(image.width), Int32(image.height), Int32(stride))
            defer { cairo_surface_destroy(source) }
            try Surface.check(cairo_surface_status(source), "wrap a \(image.width) x \(image.height) image")
            withSavedState {
                addPath(cornerRadius > 0 ? .roundedRect(frame, radii: CornerRadii(all: cornerRadius)) : .rect(frame))
                cairo_clip(cairo)
                cairo_translate(cairo, frame.minX, frame.minY)
                cairo_scale(cairo, frame.width / Double(image.width), frame.height / Double(image.height))
                cairo_set_source_surface(cairo, source, 0, 0)
                // Pad, so that scaling does not fade the image's edges into transparency.
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
                cairo_paint(cairo)
            }
            // The source surface borrows `pixels`: make sure Cairo is done with it before returning.
            cairo_surface_finish(source)
        }
    }
}
