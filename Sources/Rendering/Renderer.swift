import DisplayList
import Foundation
import Pixels
import Primitives

/// What to do when text contains characters that no bundled font covers.
public enum MissingGlyphPolicy: Sendable {
    /// Draw anyway (the characters appear as boxes) and report a ``RenderWarning``.
    case warn
    /// Throw ``RenderingError/missingGlyphs(text:count:)``.
    case fail
}

/// Something questionable noticed while rendering.
public enum RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// `count` characters of `text` are not covered by any bundled font.
    case missingGlyphs(text: String, count: Int)

    public var description: String {
        switch self {
        case .missingGlyphs(let text, let count):
            "\(count) character(s) of \"\(text)\" are not covered by any bundled font and are drawn as boxes"
        }
    }
}

/// A rendered bitmap and what was noticed while drawing it.
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var warnings: [RenderWarning]
}

/// A rendered bitmap as Cairo drew it (premultiplied ARGB32, in memory of its own), and what was
/// noticed while drawing it.
public struct RenderedBitmap: Sendable {
    public var image: PremultipliedImage
    public var warnings: [RenderWarning]
}

/// A rendered document (PNG or SVG bytes) and what was noticed while drawing it.
public struct RenderedFile: Sendable {
    public var data: Data
    public var warnings: [RenderWarning]
}

/// Draws display lists into bitmaps, PNG files and SVG documents.
///
/// A renderer belongs to one thread (it uses that thread's ``TextEngine``); make one per thread.
/// The same display list always gives the same bytes.
///
/// ```swift
/// let renderer = try Renderer()
/// let png = try renderer.png(list, scale: 3).data
/// ```
public final class Renderer {
    /// The text engine that lays out text items, the same one layout measures with.
    public let textEngine: TextEngine
    /// What to do with characters no bundled font covers.
    public var missingGlyphs: MissingGlyphPolicy
    /// The SVG and PDF documents drawn lately, so that the next render does not read them again.
    private let vectorDocuments = VectorDocumentCache()

    /// The scales a display list can be rendered at.
    public static let supportedScales: ClosedRange<Double> = 1...4

    /// Creates a renderer that uses `textEngine` (by default this thread's engine).
    public init(textEngine: TextEngine? = nil, missingGlyphs: MissingGlyphPolicy = .warn) throws {
        self.textEngine = try textEngine ?? TextEngine.current()
        self.missingGlyphs = missingGlyphs
    }

    /// Renders `list` into a bitmap at `scale` device pixels per point, in the storage of `spare`
    /// when nothing else holds it and it is large enough (a suite's worker passes the image of its
    /// previous variant, so that no fresh memory is faulted in for every variant).
    ///
    /// - Throws: ``RenderingError/invalidSize(width:height:scale:reason:)`` for an empty, non-finite
    ///   or oversized canvas (over ``Surface/maximumPixelSide`` on a side or ``Surface/maximumPixels``
    ///   in all); Cairo's own error if drawing fails.
    public func image(_ list: DisplayList, scale: Double, reusing spare: consuming RGBAImage? = nil) throws
        -> RenderedImage
    {
        let rendered = try bitmap(list, scale: scale)
        var storage = consume spare
        let image = rendered.image.withPixels {
            RGBAImage(
                premultipliedARGB32: $0.bytes, width: $0.width, height: $0.height, bytesPerRow: $0.bytesPerRow,
                reusing: storage.take())
        }
        return RenderedImage(image: image, warnings: rendered.warnings)
    }

    /// Renders `list` at `scale` and returns Cairo's pixels unconverted, for a reader of them (a
    /// verify compares them with the reference's rows, and builds the RGBA image only when they
    /// differ). The pixels are in memory of their own, taken from the process's pixel memory,
    /// which keeps the blocks of released images for the next renders: a test process that draws
    /// screen after screen faults in fresh pages only for the first of each size.
    ///
    /// - Throws: as ``image(_:scale:reusing:)``.
    public func bitmap(_ list: DisplayList, scale: Double) throws -> RenderedBitmap {
        let (pixelWidth, pixelHeight) = try Self.bitmapSize(of: list.size, scale: scale)
        guard let bytesPerRow = ImageSurface.bytesPerRow(forWidth: pixelWidth) else {
            throw RenderingError.invalidSize(
                width: list.size.width, height: list.size.height, scale: scale, reason: "Cairo refuses the width")
        }
        var warnings: [RenderWarning] = []
        let image = try PremultipliedImage(width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow) {
            memory, bytesPerRow in
            let surface = try ImageSurface(
                pixelWidth: pixelWidth, pixelHeight: pixelHeight, drawingInto: memory, bytesPerRow: bytesPerRow)
            // The memory holds an earlier image's pixels; an opaque background replaces every one of
            // them when it is painted, and so does a first item that fills the whole canvas with an
            // opaque colour (a list's own background); anything else is drawn over transparent black.
            if (list.background?.alpha ?? 0) < 1,
                !Self.coversCanvas(list.items.first, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
            {
                try surface.clear()
            }
            warnings = try draw(list, on: surface, scale: scale)
            try surface.flush()
        }
        return RenderedBitmap(image: image, warnings: warnings)
    }

    /// Whether `item` replaces every pixel of a `pixelWidth` x `pixelHeight` canvas at `scale`:
    /// an opaque fill of a rectangle that reaches past every edge, drawn first, gives each pixel
    /// its colour whatever was there, so clearing the surface before it would be wasted.
    static func coversCanvas(_ item: DisplayItem?, pixelWidth: Int, pixelHeight: Int, scale: Double) -> Bool {
        guard case .shape(let shape) = item, let fill = shape.fill, fill.alpha >= 1, case .rect(let rect) = shape.shape
        else { return false }
        return rect.minX * scale <= 0 && rect.minY * scale <= 0 && rect.maxX * scale >= Double(pixelWidth)
            && rect.maxY * scale >= Double(pixelHeight)
    }

    /// The paths `items` paint, each with a stroke width wide enough for its ink (a shape's miter
    /// joins reach at most five widths out, Cairo's default limit), for
    /// ``GraphicsContext/inkBounds(of:)``; `nil` when an item's ink is not known without drawing it
    /// (text, symbols, images, transformed groups), so that its group is not bounded.
    static func paths(of items: [DisplayItem]) -> [(path: Path, lineWidth: Double)]? {
        var paths: [(path: Path, lineWidth: Double)] = []
        for item in items {
            switch item {
            case .shape(let shape):
                paths.append((shape.shape.path, 10 * (shape.stroke?.width ?? 0)))
            case .line(let line):
                paths.append((.line(from: line.from, to: line.to), 2 * line.width))
            case .group(let group) where group.transform == .identity && group.shadow == nil && group.projection == nil:
                if let clip = group.clip {
                    paths.append((clip.path, 0))
                } else {
                    guard let inner = Self.paths(of: group.items) else { return nil }
                    paths += inner
                }
            default:
                return nil
            }
        }
        return paths.isEmpty ? nil : paths
    }

    /// Renders `list` into a PNG file's bytes at `scale`, recording the ``RenderEnvironment`` and the
    /// scale in text chunks (`Software`, `CellSnap-Environment`, `CellSnap-Scale`).
    public func png(_ list: DisplayList, scale: Double, options: PNGEncodingOptions = .cellSnap) throws -> RenderedFile
    {
        let rendered = try bitmap(list, scale: scale)
        let text = Self.pngText(scale: scale)
        // CellSnap's writer writes the same bytes from Cairo's words as from the converted image.
        let data =
            options == .cellSnap
            ? try rendered.image.pngData(text: text)
            : try PNG.encode(rendered.image.rgba(), text: text, options: options)
        return RenderedFile(data: data, warnings: rendered.warnings)
    }

    /// The text chunks of every PNG CellSnap renders.
    public static func pngText(scale: Double) -> [String: String] {
        [
            "Software": "CellSnap \(RenderEnvironment.cellSnapVersion)",
            "CellSnap-Environment": RenderEnvironment.current.description,
            "CellSnap-Scale": TextForm.number(scale),
        ]
    }

    /// Renders `list` as an SVG 1.1 document, one user unit per point, text as glyph outlines.
    public func svg(_ list: DisplayList) throws -> RenderedFile {
        _ = try Self.pixelSize(of: list.size, scale: 1)
        let surface = try SVGSurface(width: list.size.width, height: list.size.height)
        let warnings = try draw(list, on: surface, scale: 1)
        return RenderedFile(data: try surface.finish(), warnings: warnings)
    }

    /// The device-pixel size of a canvas at `scale`, or an error saying why it cannot be rendered
    /// (the error rendering it would throw, found before any drawing).
    public static func pixelSize(of size: Size, scale: Double) throws -> (Int, Int) {
        func refuse(_ reason: String) -> RenderingError {
            .invalidSize(width: size.width, height: size.height, scale: scale, reason: reason)
        }
        guard supportedScales.contains(scale) else {
            throw refuse(
                "the scale must be between \(TextForm.number(supportedScales.lowerBound)) and \(TextForm.number(supportedScales.upperBound))"
            )
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw refuse("the width and height must be positive and finite")
        }
        let limit = Double(Surface.maximumPixelSide)
        let width = (size.width * scale - 1e-9).rounded(.up), height = (size.height * scale - 1e-9).rounded(.up)
        guard width <= limit, height <= limit else {
            throw refuse(
                "that is \(TextForm.number(width)) x \(TextForm.number(height)) px; the limit is \(Surface.maximumPixelSide) px on a side"
            )
        }
        return (Int(width), Int(height))
    }

    /// The device-pixel size of a bitmap of a canvas at `scale`: ``pixelSize(of:scale:)``, and at
    /// most ``Surface/maximumPixels`` pixels in all, so that a canvas whose PNG could not be written
    /// (or read back as a reference) is refused before its surface takes the memory, not after it
    /// is drawn.
    public static func bitmapSize(of size: Size, scale: Double) throws -> (Int, Int) {
        let (width, height) = try pixelSize(of: size, scale: scale)
        guard width * height <= Surface.maximumPixels else {
            throw RenderingError.invalidSize(
                width: size.width, height: size.height, scale: scale,
                reason:
                    "that is \(width) x \(height) px, \(width * height) pixels; the limit is \(Surface.maximumPixels) pixels (8192 x 8192)"
            )
        }
        return (width, height)
    }

    /// Draws `list` on `surface`, `scale` device pixels per point, and returns the warnings.
    public func draw(_ list: DisplayList, on surface: Surface, scale: Double) throws -> [RenderWarning] {
        try draw(list, on: surface, scale: scale, fromPixelRow: 0)
    }

    /// Draws the band of `list` that starts `row` device pixels below its top on `surface`.
    func draw(_ list: DisplayList, on surface: Surface, scale: Double, fromPixelRow row: Int) throws
        -> [RenderWarning]
    {
        let context = try GraphicsContext(surface)
        if row != 0 { context.translate(x: 0, y: -Double(row)) }
        context.scale(x: scale, y: scale)
        if let background = list.background {
            context.setColor(background)
            context.paint()
        }
        var warnings: [RenderWarning] = []
        try draw(list.items, in: context, warnings: &warnings)
        try context.checkStatus("draw the display list")
        return warnings
    }

    /// Draws a shape's fill, gradient, pattern and stroke.
    func draw(_ shape: ShapeItem, in context: GraphicsContext) throws {
        if let fill = shape.fill {
            context.setColor(fill)
            context.addPath(shape.shape.path)
            context.fill(rule: shape.fillRule)
        }
        if let gradient = shape.gradient {
            let path = shape.shape.path
            context.addPath(path)
            context.fill(gradient, in: path.controlPointBounds, rule: shape.fillRule)
        }
        if let pattern = shape.pattern {
            context.addPath(shape.shape.path)
            try context.fill(pattern, rule: shape.fillRule)
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            let outline = stroke.position == .inside ? shape.shape.inset(by: stroke.width / 2) : shape.shape
            context.setColor(stroke.color)
            context.addPath(outline.path)
            if stroke.isPlain { context.stroke(lineWidth: stroke.width) } else { context.stroke(stroke) }
        }
    }

    func draw(_ items: [DisplayItem], in context: GraphicsContext, warnings: inout [RenderWarning]) throws {
        for item in items {
            switch item {
            case .shape(let shape):
                try context.withAntialiasing(shape.antialiased ?? true) { try draw(shape, in: context) }
            case .line(let line):
                context.setColor(line.color)
                context.addPath(.line(from: line.from, to: line.to))
                context.stroke(lineWidth: line.width, cap: line.cap)
            case .text(let text):
                let layout = textEngine.layout(text.text, style: text.style, width: text.frame.width)
                let missing = layout.missingGlyphCount
                if missing > 0 {
                    if missingGlyphs == .fail { throw RenderingError.missingGlyphs(text: text.text, count: missing) }
                    warnings.append(.missingGlyphs(text: text.text, count: missing))
                }
                context.setColor(text.style.color)
                context.draw(layout, at: text.frame.origin)
                try drawAttachments(of: layout, at: text.frame.origin, in: context, warnings: &warnings)
            case .symbol(let symbol):
                try context.draw(symbol, textEngine: textEngine)
            case .image(let image):
                try context.draw(image.image, in: image.frame, cornerRadius: image.cornerRadius)
            case .vectorImage(let vector):
                try context.draw(vector, textEngine: textEngine, documents: vectorDocuments)
            case .group(let group):
                try draw(group, in: context, warnings: &warnings)
            }
        }
    }

    /// A group: transformed, clipped, masked, composited with its opacity.
    private func draw(_ group: GroupItem, in context: GraphicsContext, warnings: inout [RenderWarning]) throws {
        try context.withSavedState {
            context.concatenate(group.transform)
            if let clip = group.clip {
                context.addPath(clip.path)
                context.clip(rule: group.clipRule)
            }
            guard let mask = group.mask else { return try drawComposited(group, in: context, warnings: &warnings) }
            // Nothing shows outside what the mask paints.
            guard let reach = Self.reach(of: mask) else { return }
            try context.withMask({ try draw(mask, in: context, warnings: &warnings) }, within: reach) {
                try drawComposited(group, in: context, warnings: &warnings)
            }
        }
    }

    /// The group's shadow and items, composited with the group's opacity.
    private func drawComposited(_ group: GroupItem, in context: GraphicsContext, warnings: inout [RenderWarning])
        throws
    {
        guard group.opacity < 1 else { return try drawProjected(group, in: context, warnings: &warnings) }
        // A shadow reaches beyond the items' paths: its group is bounded by its reach.
        let bounds =
            group.shadow == nil && group.projection == nil
            ? Self.paths(of: group.items).flatMap { context.inkBounds(of: $0) }
            : Self.reach(of: [.group(GroupItem(items: group.items, shadow: group.shadow, projection: group.projection))]
            )
        try context.withGroup(opacity: max(0, group.opacity), within: bounds) {
            try drawProjected(group, in: context, warnings: &warnings)
        }
    }

    /// The items of the text's inline attachments, each in its frame, clipped as the text's lines are.
    private func drawAttachments(
        of layout: TextLayout, at origin: Point, in context: GraphicsContext, warnings: inout [RenderWarning]
    ) throws {
        let attachments = layout.attachmentFrames
        guard !attachments.isEmpty else { return }
        try context.withSavedState {
            if let height = layout.clipHeight {
                context.addPath(.rect(Rect(x: origin.x - 1e5, y: origin.y, width: 2e5, height: height)))
                context.clip(rule: .nonZero)
            }
            for (frame, attachment) in attachments {
                try context.withSavedState {
                    context.concatenate(.translation(x: origin.x + frame.minX, y: origin.y + frame.minY))
                    try draw([attachment.item], in: context, warnings: &warnings)
                }
            }
        }
    }

    /// The group's shadow and items, drawn flat and mapped by its projection when it has one.
    private func drawProjected(_ group: GroupItem, in context: GraphicsContext, warnings: inout [RenderWarning]) throws
    {
        guard let projection = group.projection else {
            return try drawShadowed(group, in: context, warnings: &warnings)
        }
        let flat = GroupItem(items: group.items, shadow: group.shadow)
        guard let bounds = Self.reach(of: [.group(flat)]) else { return }
        try context.withProjection(projection, of: bounds) { flatContext in
            try drawShadowed(group, in: flatContext, warnings: &warnings)
        }
    }

    /// The group's shadow, if it casts one, and its items over it.
    private func drawShadowed(_ group: GroupItem, in context: GraphicsContext, warnings: inout [RenderWarning]) throws {
        if let shadow = group.shadow { try drawShadow(shadow, of: group.items, in: context) }
        try draw(group.items, in: context, warnings: &warnings)
    }
}
