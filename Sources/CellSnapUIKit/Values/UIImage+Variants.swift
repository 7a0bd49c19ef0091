import Foundation

extension UIImage {
    /// How a resizable image fills the area between its caps, as `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Hashable, Sendable {
        case tile = 0, stretch
    }

    /// The image drawn in `color` (an image view honours it when the rendering mode is `.alwaysOriginal`).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, configuration: configuration, tint: color, renderingMode: renderingMode,
            refusal: refusal, orientation: imageOrientation, baseline: baseline, geometry: geometry)
    }

    /// The image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            refusal: refusal, orientation: imageOrientation, baseline: baseline, geometry: geometry)
    }

    /// The system's checkmark on a filled circle (the `checkmark.circle.fill` symbol), as UIKit's
    /// `UIImage.checkmark`.
    public static var checkmark: UIImage { UIImage(systemName: "checkmark.circle.fill") ?? UIImage() }

    /// The system's checkmark on a tinted circle with a white border, as UIKit's
    /// `UIImage.strokedCheckmark`: drawing it is an error (the white border is not drawn).
    public static var strokedCheckmark: UIImage {
        (UIImage(systemName: "checkmark.circle.fill") ?? UIImage()).refused(
            "UIImage.strokedCheckmark", because: "the checkmark's white border is not drawn; use UIImage.checkmark")
    }

    /// The image mirrored left to right, its ``imageOrientation`` the mirrored one (`.up` becomes
    /// `.upMirrored`, `.left` becomes `.rightMirrored`, and back): a bitmap's pixels mirrored, as its
    /// orientation turns them; any other image drawn mirrored where it is drawn.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        var mirrored = geometry
        var source = source
        if case .bitmap(let bitmap, let scale) = source, let pixels = bitmap.rgba {
            source = .bitmap(BitmapPixels(Self.turn(pixels, .upMirrored)), scale: scale)
        } else {
            mirrored.isMirrored.toggle()
        }
        return UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            pngText: pngText, refusal: refusal, animation: animation, orientation: imageOrientation.horizontallyFlipped,
            baseline: baseline, geometry: mirrored)
    }

    /// The image drawn mirrored where it is laid out right to left (an image view, a cell's
    /// content in a right-to-left layout), as a "forward" chevron or arrow is.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var flipping = geometry
        flipping.flipsForRightToLeft = true
        return UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            pngText: pngText, refusal: refusal, animation: animation, orientation: imageOrientation,
            baseline: baseline, geometry: flipping)
    }

    /// Whether the image is drawn mirrored where the layout is right to left or not: by
    /// ``withHorizontallyFlippedOrientation()`` (a bitmap's pixels are mirrored already), or by
    /// ``imageFlippedForRightToLeftLayoutDirection()`` in a right-to-left layout; both, not at all.
    func drawsMirrored(rightToLeft: Bool) -> Bool {
        geometry.isMirrored != (geometry.flipsForRightToLeft && rightToLeft)
    }

    /// The image decoded for display (``preparingForDisplay()``), asynchronously.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// A thumbnail of the image at most `size` (``preparingThumbnail(of:)``), asynchronously.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// The same image with `geometry` (by default its own), whose drawing is an error naming `call`.
    func refused(_ call: String, because reason: String, geometry: ImageGeometry? = nil) -> UIImage {
        UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            pngText: pngText, refusal: refusal ?? CellSnapUIKitError(call: call, reason: reason), animation: animation,
            orientation: imageOrientation, baseline: baseline, geometry: geometry ?? self.geometry)
    }
}
