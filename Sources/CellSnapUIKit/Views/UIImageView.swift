import CellLayout
import CellModel
import Pixels
import Primitives

/// A view that shows an image, as UIKit's `UIImageView`: a symbol drawn in the view's tint colour
/// at its symbol configuration's size and weight, or a bitmap; its intrinsic size is the image's.
///
/// An image view that is animating (``startAnimating()`` with ``animationImages``) shows the
/// first of its animation images (the highlighted ones when highlighted and it has them), as iOS
/// shows it on screen the moment the animation starts: a still picture is drawn at the start of
/// every animation; stopped, it shows ``image`` again.
///
/// ```swift
/// let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
/// imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
/// imageView.tintColor = .systemOrange
/// ```
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The symbol effects running (SymbolEffects.swift): each effect's type, name and whether it rests as drawn.
    final var activeSymbolEffects: [(type: ObjectIdentifier, name: String, restsAsDrawn: Bool)] = []
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var isHighlighted = false { didSet { invalidateIntrinsicContentSize() } }
    /// The frames of the view's animation.
    open var animationImages: [UIImage]? {
        didSet {
            if animationImages?.isEmpty ?? true { isAnimating = false }
            invalidateIntrinsicContentSize()
        }
    }
    /// The frames of the animation while the view is highlighted.
    open var highlightedAnimationImages: [UIImage]? { didSet { invalidateIntrinsicContentSize() } }
    /// The length of one cycle of the animation, in seconds (`0`: a thirtieth of a second a frame).
    ///
    /// No visible effect: a still picture shows the animation's first frame.
    open var animationDuration: TimeInterval = 0
    /// How many times the animation repeats (`0`: for ever).
    ///
    /// No visible effect: a still picture shows the animation's first frame.
    open var animationRepeatCount = 0
    /// Whether the animation is running: the view shows its first frame.
    open private(set) var isAnimating = false { didSet { invalidateIntrinsicContentSize() } }

    /// Starts the animation of ``animationImages`` (nothing without them).
    open func startAnimating() { isAnimating = !(animationImages?.isEmpty ?? true) }

    /// Stops the animation: the view shows ``image`` again.
    open func stopAnimating() { isAnimating = false }
    /// A symbol configuration applied over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the image grows at the accessibility content size categories (AX1 to AX5), as
    /// UIKit's `UIAccessibilityContentSizeCategoryImageAdjusting` requirement: `false` by default.
    /// The image is drawn larger by ``UIAccessibilityContentSizeCategoryImageAdjusting``'s factor,
    /// and its intrinsic size grows with it; at the other categories it keeps its size.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The dynamic range the view prefers for its image (iOS 17): unspecified, the image's own.
    ///
    /// No visible effect: CellSnap draws standard dynamic range, whatever the view prefers.
    open var preferredImageDynamicRange = UIImage.DynamicRange.unspecified
    /// The dynamic range the view draws its image in (iOS 17): standard, the one CellSnap draws.
    open var imageDynamicRange: UIImage.DynamicRange { .standard }

    /// An image view showing `image`, its frame the image's size (as UIKit's `init(image:)`).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        frame.size = image?.size ?? .zero
    }

    /// An image view showing `image`, and `highlightedImage` when highlighted; its frame is the
    /// image's size.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
        frame.size = image?.size ?? .zero
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image drawn: the first animation frame while animating, else the image (highlighted ones when highlighted).
    private var shownImage: UIImage? {
        if isAnimating {
            let frames = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
            if let first = frames?.first { return first }
        }
        return isHighlighted ? highlightedImage ?? image : image
    }

    /// The image's size: a symbol's at its configuration, a bitmap's in points.
    override open var intrinsicContentSize: CGSize {
        switch try? cellSnapContent(traits: traitCollection.cellSnapTraits) {
        case .symbol(let name, let pointSize, let weight, let scale, let color, _):
            let size = SymbolNode(name, pointSize: pointSize, weight: weight, scale: scale, color: color).image.size
            return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
        case .bitmap(_, let size, _): return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
        case .vector(let image, _, _):
            return CGSize(width: CGFloat(image.size.width), height: CGFloat(image.size.height))
        case .drawing(let recorded, _):
            return CGSize(width: CGFloat(recorded.size.width), height: CGFloat(recorded.size.height))
        default: return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    /// The view's look, its image mirrored where ``UIImage/withHorizontallyFlippedOrientation()`` or,
    /// laid out right to left, ``UIImage/imageFlippedForRightToLeftLayoutDirection()`` asks.
    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
        appearance.mirrorsContent = shownImage?.drawsMirrored(rightToLeft: isRightToLeft) ?? false
        return appearance
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let symbolEffectRefusal { throw symbolEffectRefusal }
        let content = try unadjustedContent(traits: traits)
        guard adjustsImageSizeForAccessibilityContentSizeCategory else { return content }
        return content.scaledForAccessibility(traits.contentSize)
    }

    /// The image as drawn at its own size.
    private func unadjustedContent(traits: Traits) throws -> ViewTree.Content {
        guard let image = shownImage?.cellSnapResolved(traits: traits) else { return .plain(width: nil, height: nil) }
        if let refusal = image.refusal { throw refusal }
        switch image.source {
        case .symbol(let name):
            let metrics = try image.symbolMetrics(applying: preferredSymbolConfiguration, traits: traits)
            let color: Color
            if image.renderingMode == .alwaysOriginal {
                guard let tint = image.tint else {
                    throw CellSnapUIKitError(
                        call: "UIImageView image UIImage.withRenderingMode(.alwaysOriginal) without a tint colour",
                        reason: "a symbol's own colours are not drawn; use withTintColor(_:renderingMode:)")
                }
                color = tint.resolved(traits)
            } else {
                color = (image.tint ?? tintColor).resolved(traits)
            }
            return .symbol(
                name: name, pointSize: metrics.pointSize, weight: metrics.weight, scale: metrics.scale, color: color,
                contentMode: contentMode.rawValue)
        case .asset(let asset):
            return try assetContent(asset, of: image, traits: traits)
        case .drawing(let recorded):
            guard let tint = tint(of: image, isTemplate: false, traits: traits) else {
                return .drawing(recorded, contentMode: contentMode.rawValue)
            }
            // A template or tinted drawn image: its pixels, as UIKit's renderer makes a bitmap,
            // drawn in the tint masked by their alpha, as a bitmap template is.
            guard let pixels = image.rasterizedDrawing else {
                throw CellSnapUIKitError(
                    call: "UIImageView with a drawn image as a template or with a tint colour",
                    reason: "the drawing cannot be made into pixels (written to standard error)")
            }
            return .bitmap(pixels.tinted(tint), size: recorded.size, contentMode: contentMode.rawValue)
        case .bitmap(let bitmap, let scale):
            guard var pixels = bitmap.rgba else {
                throw CellSnapUIKitError(call: "UIImageView with a bitmap", reason: "its PNG data do not decode")
            }
            if let tint = tint(of: image, isTemplate: false, traits: traits) { pixels = pixels.tinted(tint) }
            return .bitmap(
                pixels,
                size: Size(width: Double(bitmap.width) / Double(scale), height: Double(bitmap.height) / Double(scale)),
                contentMode: contentMode.rawValue)
        }
    }

    /// The colour `image` is drawn in: the image's or the view's tint for a template (by
    /// `.alwaysTemplate`, or by `isTemplate`, a catalog set's intent, when automatic), else the
    /// image's own tint (`withTintColor(_:)`, which for a bitmap UIKit draws as the tint colour
    /// masked by the image's alpha, `destinationIn`, whatever the rendering mode); `nil` draws its
    /// own colours.
    private func tint(of image: UIImage, isTemplate: Bool, traits: Traits) -> Color? {
        switch image.renderingMode {
        case .alwaysTemplate: (image.tint ?? tintColor).resolved(traits)
        case .automatic: isTemplate ? (image.tint ?? tintColor).resolved(traits) : image.tint?.resolved(traits)
        case .alwaysOriginal: image.tint?.resolved(traits)
        }
    }

    /// A catalog image set's image for `traits` (appearance, then a vector document, else the bitmap
    /// of the display scale or the next larger), at its size in points; a template (by the set's
    /// intent or `.alwaysTemplate`) is drawn in the image's or the view's tint,
    /// `withTintColor(_:renderingMode: .alwaysOriginal)` in its own colour, as list content draws
    /// catalog images.
    private func assetContent(_ asset: AssetImage, of image: UIImage, traits: Traits) throws -> ViewTree.Content {
        let call = "UIImageView with the image set '\(asset.name)'"
        guard let representation = asset.representation(for: traits) else {
            throw CellSnapUIKitError(call: call, reason: "the set has no image")
        }
        let tint = tint(of: image, isTemplate: asset.isTemplate, traits: traits)
        switch representation.content {
        case .bitmap(let width, let height, let rgba):
            var bitmap = RGBAImage(width: width, height: height, bytes: rgba)
            if let tint { bitmap = bitmap.tinted(tint) }
            return .bitmap(bitmap, size: representation.size, contentMode: contentMode.rawValue)
        case .vector(let document):
            return .vector(document, tint: tint, contentMode: contentMode.rawValue)
        }
    }
}
