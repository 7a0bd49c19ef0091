import Foundation

// UIImage's members for dynamic range, variable symbols, patterns and the caps of iOS 4's
// stretchable images, and `NSObject`'s copy.
extension UIImage {
    /// A copy of the image, as `NSObject.copy()` gives one on iOS (`image.copy() as! UIImage`):
    /// the image itself, as an image never changes once made, so a copy is the same picture.
    public func copy() -> Any { self }

    /// The dynamic range of an image's content, as `UIImage.DynamicRange` (iOS 17).
    public enum DynamicRange: Int, Hashable, Sendable {
        case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2
    }

    /// The symbol called `name` drawn at `variableValue` of its variable layers (iOS 16), from 0
    /// to 1. CellSnap draws a symbol whole: a value of 1 or more is that symbol, and drawing a
    /// lower value is an error naming the call, rather than a symbol with every layer filled.
    public convenience init?(
        systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil
    ) {
        let symbol = configuration.map { $0 as? SymbolConfiguration ?? SymbolConfiguration.unspecified.applying($0) }
        let refusal =
            variableValue >= 1
            ? nil
            : CellSnapUIKitError(
                call: "UIImage(systemName: \"\(name)\", variableValue: \(variableValue), configuration:)",
                reason: "a variable symbol is drawn whole; only a variableValue of 1 is drawn")
        self.init(source: .symbol(name), configuration: symbol, refusal: refusal)
    }

    /// Whether the image holds content brighter than standard white (iOS 17): never, as CellSnap's
    /// images are of standard dynamic range.
    public var isHighDynamicRange: Bool { false }

    /// The image limited to standard dynamic range (iOS 17): the image itself, which is.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }

    /// The image as HEIC data (iOS 17): `nil`, as UIKit answers for an image it cannot encode;
    /// CellSnap has no HEIC encoder (``pngData()`` encodes PNG).
    public func heicData() -> Data? { nil }

    /// A renderer format for drawing the image again: at the image's scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Whether the image is drawn mirrored in a right-to-left layout: for the image that
    /// ``imageFlippedForRightToLeftLayoutDirection()`` makes.
    public var flipsForRightToLeftLayoutDirection: Bool { geometry.flipsForRightToLeft }

    /// Fills `rect` of the current graphics context with the image tiled from the context's
    /// origin, as a pattern colour (``UIColor/init(patternImage:)``) fills it.
    public func drawAsPattern(in rect: CGRect) {
        UIColor(patternImage: self).setFill()
        UIRectFill(rect)
    }

    /// The image stretched between caps `leftCapWidth` and `topCapHeight` points wide (deprecated
    /// in iOS 5): ``resizableImage(withCapInsets:)`` with those caps, whose drawing is an error
    /// (nine-part stretching is not drawn).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let right = leftCapWidth == 0 ? 0 : max(0, size.width - CGFloat(leftCapWidth) - 1)
        let bottom = topCapHeight == 0 ? 0 : max(0, size.height - CGFloat(topCapHeight) - 1)
        return resizableImage(
            withCapInsets: UIEdgeInsets(
                top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: bottom, right: right),
            resizingMode: .stretch)
    }

    /// The frames ``animatedImageNamed(_:duration:)`` finds, with caps: drawing the image is an
    /// error (nine-part stretching is not drawn).
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval)
        -> UIImage?
    {
        animatedImageNamed(name, duration: duration)?.resizableImage(withCapInsets: capInsets)
    }

    /// The frames ``animatedImageNamed(_:duration:)`` finds, with caps and a resizing mode: drawing
    /// the image is an error (nine-part stretching is not drawn).
    public class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        animatedImageNamed(name, duration: duration)?.resizableImage(
            withCapInsets: capInsets, resizingMode: resizingMode)
    }
}
