import DisplayList
import Primitives

/// A drawing destination, as Core Graphics' `CGContext`: a graphics state stack (transform,
/// colours, line style, alpha, clip), a current path, and the calls that paint with them.
///
/// CellSnap's contexts record: each paint becomes display-list items (shapes, images, text,
/// groups with clips and transforms) that CellSnap's renderer draws with everything else, so a
/// view's `draw(_:)` or an image renderer's drawing comes out as crisp at 3x as the rest of the
/// screen and byte-identical on every run. UIKit hands you one (`UIGraphicsGetCurrentContext()`
/// inside `draw(_:)` or `UIGraphicsImageRenderer`'s actions), or Core Graphics' bitmap initialiser
/// makes one (`data` `nil`); a bitmap context's pixels are read with `makeImage()`.
///
/// ```swift
/// final class Gauge: UIView {
///     override func draw(_ rect: CGRect) {
///         guard let context = UIGraphicsGetCurrentContext() else { return }
///         context.setStrokeColor(UIColor.systemBlue.cgColor)
///         context.setLineWidth(4)
///         context.setLineCap(.round)
///         context.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 20, startAngle: 0,
///                        endAngle: .pi, clockwise: false)
///         context.strokePath()
///     }
/// }
/// ```
///
/// The context's space is UIKit's (y grows downwards), as UIKit sets it up. What cannot be drawn
/// faithfully (a blend mode other than `.normal`, `clear(_:)` over earlier drawing, a
/// radial gradient between two different centres) is refused: the drawing that asked it is an
/// error naming the call when the view or image is drawn.
public final class CGContext {
    /// One level of the graphics state stack.
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fill = Color(red: 0, green: 0, blue: 0, alpha: 1)
        /// The pattern later fills tile, in the base space, when the fill colour is a pattern colour.
        var fillPattern: PatternFill?
        var stroke = Color(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: Double = 1
        var cap = LineCap.butt
        var join = LineJoin.miter
        var miterLimit: Double = 10
        var dash: [Double] = []
        var dashPhase: Double = 0
        var alpha: Double = 1
        /// The shadow later paints cast (`setShadow(offset:blur:color:)`), in the base space.
        var shadow: DropShadow?
        /// `setShouldAntialias(_:)`'s and `setAllowsAntialiasing(_:)`'s flags: shapes are
        /// antialiased when both are on.
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality = CGInterpolationQuality.default
        /// How many clip groups are open at this level.
        var clipDepth = 0
        /// The clip's bounding box in the base space (the whole canvas when nothing clips).
        var clipBounds: Rect
    }

    /// A clip group being recorded: its clip (base space) and what is drawn inside it.
    struct ClipGroup {
        var clip: Primitives.Path
        var rule: FillRule
        var items: [DisplayItem] = []
    }

    var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The current path, in the base space (points are mapped by the transform as they are added).
    var currentPath = Primitives.Path()
    /// What is drawn outside every clip.
    var rootItems: [DisplayItem] = []
    /// The clip groups open, outermost first (a transparency layer opens one of its own).
    var clipGroups: [ClipGroup] = []
    /// The transparency layers open, outermost first: the clip group each opened and the
    /// graphics state (and depth of the state stack) it began in.
    private var transparencyLayers: [(group: Int, state: GraphicsState, savedDepth: Int)] = []
    /// The size of the canvas, in points.
    package private(set) var canvasSize: CGSize
    /// The first call that cannot be drawn, with why.
    package private(set) var refusal: (call: String, reason: String)?
    /// Whether `UIView.draw(_:)`'s own implementation ran into this context (it draws nothing).
    package var reachedDefaultDrawing = false
    /// What the context's image is made at, when it is a bitmap context (an image context, an
    /// image renderer's, or the bitmap initialiser's); `nil` for a view's or a PDF page's.
    package var bitmapTarget: BitmapTarget?
    /// The bitmap initialiser's pixel layout, which `data` writes in; `nil` for other contexts.
    package var bitmapLayout: BitmapLayout?
    /// The pixels `data` hands out, made at its first read and freed with the context.
    package var pixelBuffer: UnsafeMutableRawBufferPointer?
    /// The app's own memory a context made with the bitmap initialiser draws into (its `data`
    /// argument), each paint as it is made; `nil` when the context keeps its pixels itself.
    package var appPixels: UnsafeMutableRawPointer?

    deinit { pixelBuffer?.deallocate() }

    /// A context recording onto a canvas of `size` points, in UIKit's space.
    package init(recordingSize size: CGSize) {
        canvasSize = size
        state = GraphicsState(
            clipBounds: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    }

    /// Ends the page being recorded and starts a blank one of `size` points with a fresh graphics
    /// state, as a PDF context's new page does; returns what the page that ended recorded.
    package func startNewPage(size: CGSize) -> [DisplayItem] {
        let items = recordedItems
        (rootItems, clipGroups, savedStates, currentPath) = ([], [], [], Primitives.Path())
        canvasSize = size
        state = GraphicsState(
            clipBounds: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        return items
    }

    /// Notes `call` as what cannot be drawn (the first such call is kept); a context over the app's
    /// own pixels says so at once on standard error.
    package func refuse(_ call: String, _ reason: String) {
        if refusal == nil { refusal = (call, reason) }
        // The app reads its own pixels without asking the context: say what they lack now.
        if appPixels != nil { reportToStandardError("\(call) is not drawn into the context's pixels: \(reason)") }
    }

    /// Everything recorded so far, every open clip group closed.
    package var recordedItems: [DisplayItem] {
        var items = rootItems
        var groups = clipGroups
        while let last = groups.popLast() {
            let group = DisplayItem.group(GroupItem(items: last.items, clip: .path(last.clip), clipRule: last.rule))
            if groups.isEmpty { items.append(group) } else { groups[groups.count - 1].items.append(group) }
        }
        return items
    }

    /// Whether nothing has been painted yet.
    var isBlank: Bool { rootItems.isEmpty && clipGroups.allSatisfy(\.items.isEmpty) }

    // MARK: The graphics state

    /// Pushes a copy of the graphics state (transform, colours, line style, alpha, clip).
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last, with its clip; nothing when none is saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        while clipGroups.count > saved.clipDepth { closeClipGroup() }
        state = saved
    }

    /// Begins a transparency layer, as Core Graphics' does: until ``endTransparencyLayer()``, paints
    /// are drawn as one picture, at full opacity and without shadow, which is then drawn with the
    /// alpha and the shadow the context had when the layer began (two overlapping fills at alpha
    /// 0.5 show as one). `auxiliaryInfo` is reserved by Core Graphics (pass `nil`).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        transparencyLayers.append((clipGroups.count, state, savedStates.count))
        clipGroups.append(ClipGroup(clip: .rect(state.clipBounds), rule: .nonZero))
        state.clipDepth = clipGroups.count
        state.alpha = 1
        state.shadow = nil
    }

    /// Begins a transparency layer whose picture is at most `rect` (in user space) large; CellSnap
    /// draws it as ``beginTransparencyLayer(auxiliaryInfo:)`` does, as the bounds only limit the
    /// memory Core Graphics sets aside.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Ends the transparency layer begun last: its picture is drawn with the alpha and the shadow
    /// of the graphics state it began in, which is the context's again. Nothing when none is open.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else { return }
        while clipGroups.count > layer.group + 1 { closeClipGroup() }
        let items = clipGroups.popLast()?.items ?? []
        savedStates.removeSubrange(min(layer.savedDepth, savedStates.count)...)
        state = layer.state
        guard !items.isEmpty else { return }
        append(
            state.alpha < 1 ? .group(GroupItem(items: items, opacity: state.alpha)) : .group(GroupItem(items: items)))
    }

    private func closeClipGroup() {
        guard let last = clipGroups.popLast() else { return }
        store(.group(GroupItem(items: last.items, clip: .path(last.clip), clipRule: last.rule)))
    }

    /// Adds a painted `item`, casting the current shadow (each paint casts its own, as in Core
    /// Graphics), to the innermost clip group, or outside every clip.
    func append(_ item: DisplayItem) {
        guard var shadow = state.shadow else { return record(item) }
        shadow.color = shadow.color.withAlpha(shadow.color.alpha * state.alpha)
        record(.group(GroupItem(items: [item], shadow: shadow)))
    }

    /// Adds `item` as it is to the innermost clip group, or outside every clip, and paints it into
    /// the app's pixels when the context draws into them (outside a transparency layer).
    private func record(_ item: DisplayItem) {
        store(item)
        if appPixels != nil && transparencyLayers.isEmpty { paintIntoAppPixels(item) }
    }

    /// Adds `item` as it is to the innermost clip group, or outside every clip.
    private func store(_ item: DisplayItem) {
        if clipGroups.isEmpty { rootItems.append(item) } else { clipGroups[clipGroups.count - 1].items.append(item) }
    }

    /// The current transformation matrix: user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by `x` and `y`.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Scales user space by `x` and `y`.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Rotates user space by `angle` radians (clockwise on screen, in UIKit's space).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the opacity every later paint is drawn with, clamped to `0...1`.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(1, Swift.max(0, Double(alpha))) }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { currentPath = Primitives.Path() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current path in user space, `nil` when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        return CGPath(path: currentPath.applying(state.ctm.inverted().primitive))
    }

    /// The bounding box of the current path's points, in user space; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// Where the current path ends, in user space.
    public var currentPointOfPath: CGPoint {
        PathGeometry.currentPoint(of: currentPath).map { $0.cgPoint.applying(state.ctm.inverted()) } ?? .zero
    }

    private func mapped(_ point: CGPoint) -> Point { point.applying(state.ctm).primitive }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: mapped(point)) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: mapped(point)) }

    /// Adds lines through `points`, as a new subpath.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: mapped(end), control1: mapped(control1), control2: mapped(control2))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: mapped(end), control: mapped(control))
    }

    /// Adds `path`, mapped by the current transform.
    public func addPath(_ path: CGPath) { currentPath.addPath(path.path.applying(state.ctm.primitive)) }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    /// Adds a circular arc (with a line from the current point to its start), `clockwise` in
    /// Core Graphics' sense: on screen, in UIKit's flipped space, a `clockwise` arc turns anticlockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = CGMutablePath()
        if let current = PathGeometry.currentPoint(of: currentPath) {
            arc.move(to: current.cgPoint.applying(state.ctm.inverted()))
        }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        // After a current point the arc continues its subpath: a line joins it to the arc's start.
        let mapped = arc.path.applying(state.ctm.primitive).elements
        PathGeometry.append(currentPath.isEmpty ? mapped[...] : mapped.dropFirst(), to: &currentPath)
    }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }
}
