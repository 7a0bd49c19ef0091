import CellSnapUIKit
import CoreImage
import Foundation

extension UIImage {
    /// An image of `ciImage`, rendered at once by a `CIContext` over its extent (at 1 pixel a
    /// point); an image of no size when the extent is empty or infinite, which Core Image cannot
    /// render whole. Its ``ciImage`` is `ciImage`. Unlike iOS's, whose `cgImage` is `nil` for an
    /// image made from a Core Image image, this one has the rendered pixels as its `cgImage`.
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

    /// An image of `ciImage` at `scale` pixels a point, turned as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let rendered = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: rendered, scale: scale, orientation: orientation)
        } else {
            self.init()
        }
        CoreImageOrigins.remember(ciImage, for: self)
    }

    /// The Core Image image the image was made from; `nil` for any other image, as on iOS.
    public var ciImage: CIImage? { CoreImageOrigins.origin(of: self) }
}

extension CIImage {
    /// An image of `image`'s pixels: the Core Image image it was made from, or its bitmap; `nil`
    /// for a symbol or asset catalog image, which has no bitmap here.
    public convenience init?(image: UIImage) {
        guard let bitmap = image.ciImage?.cgImage ?? image.cgImage else { return nil }
        self.init(cgImage: bitmap)
    }

    /// An image of `image`'s pixels; the options have no effect.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) { self.init(image: image) }
}

extension CIColor {
    /// The Core Image colour of `color`.
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIColor {
    /// The colour of `ciColor`.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The Core Image colour of the colour: its sRGB components in the current (light)
    /// appearance, those of the `CIColor` it was made from with ``init(ciColor:)``. UIKit raises
    /// an exception for a colour not made from a Core Image colour; CellSnap answers for every
    /// colour instead, as `CIColor(color:)` does, rather than stop the snapshot.
    public var ciColor: CIColor { CIColor(color: self) }
}

/// The Core Image images `UIImage(ciImage:)` was made from, kept beside the images while they live.
private enum CoreImageOrigins {
    private final class Entry: @unchecked Sendable {
        weak var image: UIImage?
        let origin: CIImage
        init(_ image: UIImage, _ origin: CIImage) { (self.image, self.origin) = (image, origin) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func remember(_ origin: CIImage, for image: UIImage) {
        lock.withLock {
            entries = entries.filter { $0.value.image != nil }
            entries[ObjectIdentifier(image)] = Entry(image, origin)
        }
    }

    static func origin(of image: UIImage) -> CIImage? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(image)], entry.image === image else { return nil }
            return entry.origin
        }
    }
}
