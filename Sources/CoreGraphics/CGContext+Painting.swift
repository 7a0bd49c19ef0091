import DisplayList
import Pixels
import Primitives

/// How `drawPath(using:)` paints the current path, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How paint combines with what is under it, as `CGBlendMode`. CellSnap draws `.normal` only.
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension CGContext {
    // MARK: Colours and line style

    /// Sets the colour of later fills. A pattern colour's fills tile its image from the origin of
    /// the context's base space (a view's bounds in `draw(_:)`, an image renderer's canvas), as
    /// Core Graphics anchors patterns to the default space whatever the current transform.
    public func setFillColor(_ color: CGColor) { (state.fill, state.fillPattern) = (color.color, color.pattern) }

    /// Sets the colour of later strokes. A pattern colour strokes in its image's average colour:
    /// CellSnap tiles patterns in fills only.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }

    /// Sets the fill colour from sRGB components in `0...1`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from sRGB components in `0...1`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the width of later strokes, in user-space units.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Swift.max(0, Double(width)) }

    /// Sets how later strokes end.
    public func setLineCap(_ cap: CGLineCap) {
        state.cap =
            switch cap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
    }

    /// Sets how later strokes turn corners.
    public func setLineJoin(_ join: CGLineJoin) {
        state.join =
            switch join {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
    }

    /// Sets how far a miter join may reach, in line widths, before it is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }

    /// Sets later strokes' dashes: `lengths` alternate painted and unpainted, starting `phase`
    /// into the pattern; an empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map(Double.init)
        if values.contains(where: { !$0.isFinite || $0 < 0 }) || (!values.isEmpty && values.allSatisfy { $0 == 0 }) {
            refuse(
                "CGContext.setLineDash(phase:lengths: \(lengths))", "dash lengths are finite, not negative, not all 0")
            return
        }
        state.dash = values
        state.dashPhase = Double(phase)
    }

    /// Sets how later paints blend; CellSnap draws `.normal` only, and refuses the others.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode != .normal {
            refuse("CGContext.setBlendMode(.\(mode))", "CellSnap draws the normal blend mode only")
        }
    }

    /// Sets the shadow later paints cast, each its own: the paint's alpha moved by `offset` and
    /// blurred by `blur`, in `color`; a `nil` or clear colour casts none. As in Core Graphics
    /// since iOS 3.2, `offset` is in the context's base space (UIKit's: positive `height`
    /// downwards), whatever the current transform, and the blur is not transformed either.
    ///
    /// Apple documents `blur` only as a non-negative amount. CellSnap blurs with a Gaussian of
    /// standard deviation `blur / 2`, as HTML canvas defines its `shadowBlur`, which WebKit
    /// hands to Core Graphics as this very blur.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            refuse(
                "CGContext.setShadow(offset: \(offset), blur: \(blur), color:)", "the offset and blur must be finite")
            return
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = DropShadow(
            offset: Size(width: Double(offset.width), height: Double(offset.height)),
            blur: Swift.max(0, Double(blur)) / 2, color: color.color)
    }

    /// Sets a shadow in Core Graphics' default colour: black, a third opaque.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    // MARK: Painting paths

    /// `color` with the context's alpha.
    private func faded(_ color: Color) -> Color { color.withAlpha(color.alpha * state.alpha) }

    /// The stroke of the current style, in user space.
    private var strokeStyle: Stroke {
        var stroke = Stroke(color: faded(state.stroke), width: state.lineWidth, position: .center)
        (stroke.cap, stroke.join, stroke.miterLimit) = (state.cap, state.join, state.miterLimit)
        (stroke.dash, stroke.dashPhase) = (state.dash, state.dash.isEmpty ? 0 : state.dashPhase)
        return stroke
    }

    /// Sets whether the shapes filled and stroked after it are antialiased, as Core Graphics'
    /// `setShouldAntialias(_:)`: on by default; off, each device pixel is in or out of a shape
    /// (crisp, stair-stepped edges). Part of the graphics state (`saveGState()` keeps it).
    /// Text and images are drawn antialiased either way.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Sets whether antialiasing is allowed, as Core Graphics' `setAllowsAntialiasing(_:)`: shapes
    /// are antialiased when it is allowed and ``setShouldAntialias(_:)`` asks for it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
    }

    /// `false` when the graphics state turns antialiasing off; `nil` (the display list's default,
    /// antialiased) otherwise.
    private var antialiasedShapes: Bool? {
        state.shouldAntialias && state.allowsAntialiasing ? nil : false
    }

    /// Core Graphics' `replacePathWithStrokedPath()`: the current path becomes the outline of its
    /// stroke (to fill or clip to). CellSnap does not compute a stroke's outline as a path: with a
    /// path to outline, the call is refused by name when the view is drawn (and the path emptied);
    /// with an empty path it does nothing, as there is nothing to outline.
    public func replacePathWithStrokedPath() {
        guard !currentPath.isEmpty else { return }
        refuse(
            "CGContext.replacePathWithStrokedPath()", "CellSnap does not outline a stroke as a path to fill or clip to")
        currentPath = Primitives.Path()
    }

    /// Fills `path` (base space) with the fill colour.
    func fillBase(_ path: Primitives.Path, rule: FillRule) {
        guard !path.isEmpty else { return }
        if let pattern = state.fillPattern {
            append(
                .shape(
                    ShapeItem(
                        shape: .path(path), fillRule: rule, pattern: pattern.fading(by: state.alpha),
                        antialiased: antialiasedShapes)))
            return
        }
        append(
            .shape(
                ShapeItem(shape: .path(path), fill: faded(state.fill), fillRule: rule, antialiased: antialiasedShapes)))
    }

    /// Strokes `path` (base space) with the stroke style, the line width in user space.
    func strokeBase(_ path: Primitives.Path) {
        guard !path.isEmpty, state.lineWidth > 0 else { return }
        let ctm = state.ctm
        if ctm.isIdentity {
            append(.shape(ShapeItem(shape: .path(path), stroke: strokeStyle, antialiased: antialiasedShapes)))
        } else {
            let user = path.applying(ctm.inverted().primitive)
            let item = DisplayItem.shape(
                ShapeItem(shape: .path(user), stroke: strokeStyle, antialiased: antialiasedShapes))
            append(.group(GroupItem(items: [item], transform: ctm.primitive)))
        }
    }

    /// Fills the current path by `rule` and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillBase(currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        beginPath()
    }

    /// Strokes the current path and empties it.
    public func strokePath() {
        strokeBase(currentPath)
        beginPath()
    }

    /// Fills (by the mode's rule) and/or strokes the current path, and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .fillStroke: fillBase(currentPath, rule: .nonZero)
        case .eoFill, .eoFillStroke: fillBase(currentPath, rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { strokeBase(currentPath) }
        beginPath()
    }

    private func base(_ path: CGPath) -> Primitives.Path { path.path.applying(state.ctm.primitive) }

    /// Fills `rect` (the current path is left as it is).
    public func fill(_ rect: CGRect) { fillBase(base(CGPath(rect: rect, transform: nil)), rule: .nonZero) }

    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { strokeBase(base(CGPath(rect: rect, transform: nil))) }

    /// Strokes `rect`'s outline `width` wide (the line width is set to it).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        setLineWidth(width)
        stroke(rect)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fillBase(base(CGPath(ellipseIn: rect, transform: nil)), rule: .nonZero) }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { strokeBase(base(CGPath(ellipseIn: rect, transform: nil))) }

    /// Strokes a line between each pair of `points` (the first and second, the third and fourth...).
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        strokeBase(base(segments))
    }

    /// Makes `rect` transparent. CellSnap's contexts start transparent, so clearing before anything
    /// is painted draws nothing; clearing over earlier paint is refused.
    public func clear(_ rect: CGRect) {
        if !isBlank {
            refuse("CGContext.clear(_:) over earlier drawing", "CellSnap records paint and cannot erase it")
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path filled by `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clipBase(currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        beginPath()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clipBase(base(CGPath(rect: rect, transform: nil)), rule: .nonZero) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let union = CGMutablePath()
        union.addRects(rects)
        clipBase(base(union), rule: .nonZero)
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBounds.cgRect.applying(state.ctm.inverted()) }

    func clipBase(_ path: Primitives.Path, rule: FillRule) {
        clipGroups.append(ClipGroup(clip: path, rule: rule))
        state.clipDepth = clipGroups.count
        let bounds = path.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : path.controlPointBounds
        state.clipBounds = state.clipBounds.intersection(bounds) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    // MARK: Images and recorded items

    /// Draws `image` into `rect`, as Core Graphics does: with the image's first row at `rect`'s
    /// maximum y, which in UIKit's flipped space is upside down (`UIImage.draw(in:)` draws upright).
    /// Tiling is refused.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        if byTiling {
            refuse("CGContext.draw(_:in:byTiling: true)", "CellSnap draws an image once into its rectangle")
            return
        }
        let frame = rect.primitive
        let flip = Primitives.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * frame.midY)
        record(.image(ImageItem(image: sampled(image, into: rect), frame: frame)), transform: flip)
    }

    /// How images drawn after it are resampled, as Core Graphics' `interpolationQuality`: part of
    /// the graphics state (`saveGState()` keeps it). `.none` draws each device pixel of a scaled
    /// image from its nearest pixel (crisp blocks, as Core Graphics draws pixel art); the other
    /// qualities blend neighbouring pixels, as every image CellSnap draws is.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// `image`'s pixels for drawing into `rect`: with ``interpolationQuality`` `.none`, resampled
    /// to the device pixels `rect` covers (by the transform's scale) from the nearest pixel, so
    /// that drawing them blends nothing; otherwise as they are. Up to 4,096 pixels a side.
    private func sampled(_ image: CGImage, into rect: CGRect) -> RGBAImage {
        let pixels = image.rgbaImage
        let ctm = state.ctm
        let width = Int((abs(rect.width) * hypot(ctm.a, ctm.b)).rounded())
        let height = Int((abs(rect.height) * hypot(ctm.c, ctm.d)).rounded())
        guard state.interpolationQuality == .none, width > 0, height > 0, width <= 4096, height <= 4096,
            width != pixels.width || height != pixels.height, pixels.width > 0, pixels.height > 0
        else { return pixels }
        var nearest = RGBAImage(width: width, height: height)
        for y in 0..<height {
            let sourceY = min(pixels.height - 1, y * pixels.height / height)
            for x in 0..<width { nearest[x, y] = pixels[min(pixels.width - 1, x * pixels.width / width), sourceY] }
        }
        return nearest
    }

    /// Records `item`, drawn in user space (mapped by `transform` first), with the context's
    /// transform, alpha and clip.
    package func record(_ item: DisplayItem, transform: Primitives.AffineTransform = .identity) {
        let full = transform.concatenating(state.ctm.primitive)
        var drawn = full == .identity ? item : .group(GroupItem(items: [item], transform: full))
        if state.alpha < 1 { drawn = .group(GroupItem(items: [drawn], opacity: state.alpha)) }
        append(drawn)
    }
}

extension CGImage {
    /// The image's pixels as an RGBA image.
    package var rgbaImage: RGBAImage { RGBAImage(width: width, height: height, bytes: rgba) }
}

/// How images are resampled when drawn scaled, as Core Graphics' `CGInterpolationQuality` (its
/// raw values).
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}
