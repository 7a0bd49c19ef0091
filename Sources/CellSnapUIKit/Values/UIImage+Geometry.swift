import Foundation

// UIImage's caps, resizing mode and alignment insets, its image asset, and its equality.
extension UIImage {
    /// The caps and resizing mode ``resizableImage(withCapInsets:resizingMode:)`` gave an image,
    /// and the insets of ``withAlignmentRectInsets(_:)``; zero insets and `.tile` for any other.
    struct ImageGeometry: Hashable, Sendable {
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var alignmentRectInsets = UIEdgeInsets.zero
        /// Whether an image that is not a bitmap is drawn mirrored (``withHorizontallyFlippedOrientation()``;
        /// a bitmap's pixels are mirrored instead, as its orientation turns them).
        var isMirrored = false
        /// Whether the image is drawn mirrored in a right-to-left layout
        /// (``imageFlippedForRightToLeftLayoutDirection()``).
        var flipsForRightToLeft = false
    }

    /// The end caps that keep their size when the image is resized: those given to
    /// ``resizableImage(withCapInsets:resizingMode:)`` (or ``stretchableImage(withLeftCapWidth:topCapHeight:)``),
    /// zero for any other image, as in UIKit.
    public var capInsets: UIEdgeInsets { geometry.capInsets }

    /// How the image fills the area between its caps: the mode given to
    /// ``resizableImage(withCapInsets:resizingMode:)``, else `.tile`, UIKit's default.
    public var resizingMode: ResizingMode { geometry.resizingMode }

    /// The width of the left end cap (deprecated in iOS 5): ``capInsets``'s left inset as a whole
    /// number of points, the width ``stretchableImage(withLeftCapWidth:topCapHeight:)`` was given.
    /// UIKit does not document it for an image made with ``resizableImage(withCapInsets:)``;
    /// CellSnap chose the left inset there too, as both describe the same cap.
    public var leftCapWidth: Int { Int(geometry.capInsets.left) }

    /// The height of the top end cap (deprecated in iOS 5): ``capInsets``'s top inset as a whole
    /// number of points, as ``leftCapWidth`` is the left one.
    public var topCapHeight: Int { Int(geometry.capInsets.top) }

    /// The insets from the image's edges to the rectangle Auto Layout aligns, given with
    /// ``withAlignmentRectInsets(_:)``; zero for any other image.
    public var alignmentRectInsets: UIEdgeInsets { geometry.alignmentRectInsets }

    /// The image with caps that keep their size when it is stretched, tiling the area between
    /// them (UIKit's default mode); drawing it is an error (nine-part stretching is not drawn).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with caps that keep their size when it is stretched or tiled; its ``capInsets``
    /// and ``resizingMode`` are those given, and drawing it is an error (nine-part stretching is
    /// not drawn).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var resized = geometry
        resized.capInsets = capInsets
        resized.resizingMode = resizingMode
        return refused(
            "UIImage.resizableImage(withCapInsets:resizingMode:)", because: "nine-part stretching is not drawn",
            geometry: resized)
    }

    /// The image with insets for Auto Layout's alignment, its ``alignmentRectInsets`` (the image
    /// itself when they are its own already): drawing it with insets other than zero is an error,
    /// as CellSnap's Auto Layout places frames, not alignment rectangles (see
    /// `UIView.alignmentRectInsets`).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        guard alignmentInsets != geometry.alignmentRectInsets else { return self }
        var aligned = geometry
        aligned.alignmentRectInsets = alignmentInsets
        guard alignmentInsets == .zero else {
            return refused(
                "UIImage.withAlignmentRectInsets(_:)", because: "alignment rectangles are not laid out",
                geometry: aligned)
        }
        return UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            pngText: pngText, refusal: refusal, animation: animation, orientation: imageOrientation,
            baseline: baseline, geometry: aligned)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.source == rhs.source && lhs.configuration == rhs.configuration && lhs.tint == rhs.tint
            && lhs.renderingMode == rhs.renderingMode && lhs.animation == rhs.animation
            && lhs.imageOrientation == rhs.imageOrientation && lhs.baseline == rhs.baseline
            && lhs.geometry == rhs.geometry
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(renderingMode)
    }

    public var description: String {
        switch source {
        case .symbol(let name): "UIImage(systemName: \"\(name)\")"
        case .bitmap(let bitmap, let scale): "UIImage(\(bitmap.width) x \(bitmap.height) px @\(scale)x)"
        case .asset(let image): "UIImage(named: \"\(image.name)\")"
        case .drawing(let recorded): "UIImage(drawn, \(recorded.size.width) x \(recorded.size.height) pt)"
        }
    }
}
