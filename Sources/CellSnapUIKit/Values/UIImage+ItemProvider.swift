import CellSnapFoundation
import Foundation

/// Why an item provider's data did not make an image.
struct ImageItemProviderError: Error, CustomStringConvertible {
    let description: String
}

// `UIImage` in drags and drops, as UIKit's conforms to Foundation's item provider protocols:
// `NSItemProvider(object: image)` offers it, `loadObject(ofClass: UIImage.self)` reads it back.
// UIKit does not list the type identifiers; CellSnap's are the one format it writes and reads,
// PNG, so that what it offers is what it can load.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// `public.png`: CellSnap writes an image's pixels as PNG only.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// `public.png`: CellSnap decodes PNG only.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// Hands the image's PNG data to `completionHandler`: a bitmap's; an error for a symbol, an
    /// asset catalog image or a drawn image, which CellSnap has as drawing rather than pixels.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard typeIdentifier == "public.png" else {
            completionHandler(
                nil, ImageItemProviderError(description: "UIImage offers public.png, not \(typeIdentifier)"))
            return nil
        }
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(
                nil,
                ImageItemProviderError(
                    description:
                        "CellSnap has no pixels for this image (a symbol, asset or drawn image) to offer as PNG"))
        }
        return nil
    }

    /// An image from PNG `data` at 1 pixel a point; an error naming the type for anything else.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard typeIdentifier == "public.png", let image = UIImage(data: data) else {
            throw ImageItemProviderError(description: "\(data.count) bytes of \(typeIdentifier) are not a PNG image")
        }
        return image
    }
}
