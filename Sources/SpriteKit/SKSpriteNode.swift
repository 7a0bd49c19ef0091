import Foundation

/// An image for sprites, as SpriteKit's `SKTexture`: a `UIImage` (an asset's, a file's, or one
/// made in code) or a part of another texture.
open class SKTexture: NSObject {
    /// The image, `nil` when the asset catalogue or bundle has no image of the name.
    final let image: UIImage?
    /// The name the texture was asked for, for a refusal.
    final let imageName: String?
    /// The part of the image, in unit coordinates from the bottom left.
    open private(set) var textureRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var filteringMode: SKTextureFilteringMode = .linear
    open var usesMipmaps = false

    /// The texture of the image called `name` (asset catalogue or bundle).
    public init(imageNamed name: String) {
        image = UIImage(named: name)
        imageName = name
        super.init()
    }

    /// The texture of `image`.
    public init(image: UIImage) {
        self.image = image
        imageName = nil
        super.init()
    }

    /// The texture of the part `rect` (unit coordinates from the bottom left) of `texture`.
    public init(rect: CGRect, in texture: SKTexture) {
        image = texture.image
        imageName = texture.imageName
        super.init()
        textureRect = CGRect(
            x: texture.textureRect.minX + rect.minX * texture.textureRect.width,
            y: texture.textureRect.minY + rect.minY * texture.textureRect.height,
            width: rect.width * texture.textureRect.width, height: rect.height * texture.textureRect.height)
    }

    /// The size in points of the texture's part of its image (`.zero` without an image).
    open func size() -> CGSize {
        guard let image else { return .zero }
        return CGSize(width: image.size.width * textureRect.width, height: image.size.height * textureRect.height)
    }

    /// Draws the texture's part of its image into `rect` of a context in y-up coordinates.
    final func draw(in rect: CGRect, context: CGContext) throws(SpriteRefusal) {
        guard let image, let cgImage = image.cgImage else {
            throw SpriteRefusal(
                call: "SKTexture(imageNamed: \"\(imageName ?? "")\")",
                reason: "the app has no image of that name (SpriteKit draws a placeholder CellSnap does not guess)")
        }
        guard textureRect == CGRect(x: 0, y: 0, width: 1, height: 1) else {
            throw SpriteRefusal(
                call: "SKTexture(rect:in:)", reason: "CellSnap draws whole images as sprites, not a part of one")
        }
        // Core Graphics puts an image's first row at the rectangle's maximum y: upright in y-up space.
        context.draw(cgImage, in: rect)
    }
}

/// How a texture is sampled when scaled, as SpriteKit's `SKTextureFilteringMode`.
///
/// No visible effect: CellSnap scales images one way.
public enum SKTextureFilteringMode: Int, Sendable {
    case nearest = 0, linear
}

/// A rectangle of a colour or an image, as SpriteKit's `SKSpriteNode`: ``size`` points wide and
/// high, placed by ``anchorPoint`` (its centre by default) on the node's position. A sprite with
/// a texture draws the image over that rectangle; without one, the rectangle in ``color``.
///
/// Refused when drawn: a texture tinted by ``colorBlendFactor`` above 0, a ``blendMode`` other
/// than `.alpha`, and normal maps and shaders (lighting needs a renderer CellSnap does not have).
@preconcurrency @MainActor open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var color: UIColor = .white
    open var colorBlendFactor: CGFloat = 0
    open var size: CGSize
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var blendMode: SKBlendMode = .alpha
    open var normalTexture: SKTexture?
    open var lightingBitMask: UInt32 = 0

    /// A sprite of `texture` tinted with `color`, `size` points.
    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    /// A sprite of `texture` at its size (a sprite of nothing, `.zero`, without one).
    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    /// A sprite of `texture` at `size`.
    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    /// A sprite of the image called `name`, at its size.
    public convenience init(imageNamed name: String) { self.init(texture: SKTexture(imageNamed: name)) }

    /// A rectangle of `color`, `size` points.
    public convenience init(color: UIColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }

    public convenience override init() { self.init(texture: nil, color: .white, size: .zero) }

    /// Scales the sprite so that its size is `size`.
    open func scale(to size: CGSize) { self.size = size }

    override var contentRect: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    override func drawContent(in context: CGContext) throws(SpriteRefusal) {
        if blendMode != .alpha {
            throw SpriteRefusal(
                call: "SKSpriteNode.blendMode", reason: "CellSnap draws sprites over what is under them")
        }
        if normalTexture != nil {
            throw SpriteRefusal(call: "SKSpriteNode.normalTexture", reason: "CellSnap does not light sprites")
        }
        guard let texture else {
            context.setFillColor(color.cgColor)
            context.fill(contentRect)
            return
        }
        if colorBlendFactor > 0 {
            throw SpriteRefusal(
                call: "SKSpriteNode.colorBlendFactor",
                reason: "CellSnap does not tint a sprite's texture with its colour")
        }
        try texture.draw(in: contentRect, context: context)
    }
}
