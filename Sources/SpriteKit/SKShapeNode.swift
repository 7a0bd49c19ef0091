import Foundation

/// A path filled and stroked, as SpriteKit's `SKShapeNode`: ``path`` in the node's coordinates,
/// filled with ``fillColor`` (clear by default) and stroked ``lineWidth`` wide (1) in
/// ``strokeColor`` (white), as SpriteKit draws a new shape.
///
/// No visible effect: ``isAntialiased`` (CellSnap always smooths edges) and ``glowWidth`` at 0.
/// Refused when drawn: ``fillTexture`` and ``strokeTexture``, and a ``glowWidth`` above 0.
@preconcurrency @MainActor open class SKShapeNode: SKNode {
    open var path: CGPath?
    open var fillColor: UIColor = .clear
    open var strokeColor: UIColor = .white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var lineCap: CGLineCap = .butt
    open var lineJoin: CGLineJoin = .miter
    open var isAntialiased = true
    open var fillTexture: SKTexture?
    open var strokeTexture: SKTexture?

    public override init() { super.init() }

    /// A shape of `path`.
    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    /// A shape of `path`, centred on the node's position when `centered`.
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        guard centered else {
            self.path = path
            return
        }
        let box = path.boundingBoxOfPath
        var move = CGAffineTransform(translationX: -box.midX, y: -box.midY)
        self.path = path.copy(using: &move)
    }

    /// A rectangle of `rect`.
    public convenience init(rect: CGRect) { self.init(path: CGPath(rect: rect, transform: nil)) }

    /// A rectangle of `rect` with corners of `cornerRadius`.
    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        self.init(path: CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
    }

    /// A rectangle of `size` centred on the position.
    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// A rectangle of `size` centred on the position, with corners of `cornerRadius`.
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(
            rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
            cornerRadius: cornerRadius)
    }

    /// A circle of `radius` centred on the position.
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(ellipseOf: CGSize(width: radius * 2, height: radius * 2))
    }

    /// An ellipse of `size` centred on the position.
    public convenience init(ellipseOf size: CGSize) {
        self.init(
            path: CGPath(
                ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                transform: nil))
    }

    /// An ellipse in `rect`.
    public convenience init(ellipseIn rect: CGRect) { self.init(path: CGPath(ellipseIn: rect, transform: nil)) }

    /// The lines through `count` of `points`.
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let path = CGMutablePath()
        path.addLines(between: Array(UnsafeBufferPointer(start: points, count: numPoints)))
        self.init(path: path)
    }

    override var contentRect: CGRect {
        guard let path else { return .null }
        return path.boundingBoxOfPath.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
    }

    override func drawContent(in context: CGContext) throws(SpriteRefusal) {
        if fillTexture != nil || strokeTexture != nil {
            throw SpriteRefusal(
                call: "SKShapeNode.fillTexture", reason: "CellSnap fills and strokes shapes with colours")
        }
        if glowWidth > 0 {
            throw SpriteRefusal(call: "SKShapeNode.glowWidth", reason: "CellSnap draws no glow around a shape")
        }
        guard let path else { return }
        context.addPath(path)
        context.setFillColor(fillColor.cgColor)
        context.fillPath()
        guard lineWidth > 0 else { return }
        context.addPath(path)
        context.setStrokeColor(strokeColor.cgColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.strokePath()
    }
}
