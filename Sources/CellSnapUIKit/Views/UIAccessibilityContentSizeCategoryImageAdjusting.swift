import CellModel
import DisplayList
import Foundation
import Primitives

/// Views whose image grows at the accessibility content size categories, as UIKit's
/// `UIAccessibilityContentSizeCategoryImageAdjusting`: ``UIImageView`` and ``UIButton`` adopt it.
///
/// With ``adjustsImageSizeForAccessibilityContentSizeCategory`` on, the image is drawn larger at
/// AX1 to AX5 and at its own size at the other categories, as iOS does. UIKit does not document
/// the factor; CellSnap grows the image as the body text style grows from Large (17 pt): 28/17 at
/// AX1, 33/17 at AX2, 40/17 at AX3, 47/17 at AX4 and 53/17 at AX5, the sizes of Apple's Dynamic Type
/// table. A symbol is drawn at the larger point size, a bitmap, vector or drawn image stretched
/// to the larger size (Apple advises the property for images with vector data, which scale well).
///
/// ```swift
/// let icon = UIImageView(image: UIImage(systemName: "heart.fill"))
/// icon.adjustsImageSizeForAccessibilityContentSizeCategory = true
/// let adjusting: any UIAccessibilityContentSizeCategoryImageAdjusting = icon
/// ```
@preconcurrency @MainActor public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    /// Whether the image grows at the accessibility content size categories.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}

extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}

extension ContentSizeCategory {
    /// How much larger an adjusting image is drawn at this category: the body style's size over
    /// its size at Large at the accessibility categories, 1 at the others.
    var accessibilityImageScale: Double {
        guard isAccessibilityCategory else { return 1 }
        return TextStyleName.body.size(at: self) / TextStyleName.body.size(at: .large)
    }
}

extension ViewTree.Content {
    /// The image content drawn larger at an accessibility `category`
    /// (``ContentSizeCategory/accessibilityImageScale``); any other content as it is.
    func scaledForAccessibility(_ category: ContentSizeCategory) -> ViewTree.Content {
        let factor = category.accessibilityImageScale
        guard factor != 1 else { return self }
        func scaled(_ size: Size) -> Size { Size(width: size.width * factor, height: size.height * factor) }
        switch self {
        case .symbol(let name, let pointSize, let weight, let scale, let color, let contentMode):
            return .symbol(
                name: name, pointSize: pointSize * factor, weight: weight, scale: scale, color: color,
                contentMode: contentMode)
        case .bitmap(let image, let size, let contentMode):
            return .bitmap(image, size: scaled(size), contentMode: contentMode)
        case .vector(var image, let tint, let contentMode):
            image.size = scaled(image.size)
            return .vector(image, tint: tint, contentMode: contentMode)
        case .drawing(let recorded, let contentMode):
            let canvas = Shape.rect(Rect(x: 0, y: 0, width: recorded.size.width, height: recorded.size.height))
            let group = GroupItem(
                items: recorded.items, clip: canvas, transform: .scale(x: factor, y: factor))
            let larger = RecordedImage(items: [.group(group)], size: scaled(recorded.size), scale: recorded.scale)
            return .drawing(larger, contentMode: contentMode)
        default:
            return self
        }
    }
}
