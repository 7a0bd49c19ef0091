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

    /// The image drawn mirrored: drawing it is an error (CellSnap does not mirror images).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        refused("UIImage.withHorizontallyFlippedOrientation()", because: "mirrored images are not drawn")
    }

    /// The image mirrored in a right-to-left layout: drawing it is an error (CellSnap does not
    /// mirror images).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        refused("UIImage.imageFlippedForRightToLeftLayoutDirection()", because: "mirrored images are not drawn")
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
