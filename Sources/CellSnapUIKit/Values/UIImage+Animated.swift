import AssetCatalog
import Foundation

/// Animated images, as UIKit's: a sequence of frames shown over a duration. A snapshot is a still
/// picture, so CellSnap draws an animated image as its first frame (at that frame's size), the
/// frame an image view shows before its animation starts.
///
/// ```swift
/// let frames = [UIImage(systemName: "circle"), UIImage(systemName: "circle.fill")].compactMap { $0 }
/// let blinking = UIImage.animatedImage(with: frames, duration: 0.5)
/// let imageView = UIImageView(image: blinking)   // drawn as the "circle" symbol
/// ```
extension UIImage {
    /// The frames of an animated image and the time they take to show once.
    struct Animation: Hashable, Sendable {
        var images: [UIImage]
        var duration: TimeInterval
    }

    /// An image made of `images`, shown in turn over `duration` seconds; drawn by CellSnap as the
    /// first of them. `nil` when `images` is empty.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(
            source: first.source, configuration: first.configuration, tint: first.tint,
            renderingMode: first.renderingMode, pngText: first.pngText, refusal: first.refusal,
            animation: Animation(images: images, duration: duration))
    }

    /// An animated image of the images named `name` followed by a number, `name0` to `name1024`
    /// (as UIKit looks them up), those that exist in order, over `duration` seconds; `nil` when
    /// there is none (then why `name0` is not found is written to standard error, as for
    /// `UIImage(named:)`). Drawn as its first frame.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        let library = AssetLookup.mainLibrary
        let names = (0...1024).map { "\(name)\($0)" }.filter { (try? library.image(named: $0)) != nil }
        guard !names.isEmpty else {
            _ = UIImage(named: "\(name)0")
            return nil
        }
        return animatedImage(with: names.compactMap { UIImage(named: $0) }, duration: duration)
    }

    /// The frames of an animated image; `nil` for an image that is not animated.
    public var images: [UIImage]? { animation?.images }

    /// The time an animated image takes to show its frames once, in seconds; 0 for an image that
    /// is not animated.
    public var duration: TimeInterval { animation?.duration ?? 0 }
}
