// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics

/// The normalized rectangle of a whole image: origin (0, 0), size 1 × 1.
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

/// Whether `normalizedRect` is ``VNNormalizedIdentityRect``.
public func VNNormalizedRectIsIdentityRect(_ normalizedRect: CGRect) -> Bool {
    normalizedRect == VNNormalizedIdentityRect
}

/// The rectangle in an image of `imageWidth` × `imageHeight` pixels of a rectangle in normalized
/// coordinates (0 to 1, origin at the lower left as Vision's are: the y axis is not flipped).
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
    return CGRect(
        x: normalizedRect.origin.x * width, y: normalizedRect.origin.y * height,
        width: normalizedRect.size.width * width, height: normalizedRect.size.height * height)
}

/// The normalized rectangle (0 to 1) of a rectangle in an image of `imageWidth` × `imageHeight` pixels.
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
    return CGRect(
        x: imageRect.origin.x / width, y: imageRect.origin.y / height,
        width: imageRect.size.width / width, height: imageRect.size.height / height)
}

/// The point in an image of `imageWidth` × `imageHeight` pixels of a point in normalized coordinates.
public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int)
    -> CGPoint
{
    CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

/// The normalized point (0 to 1) of a point in an image of `imageWidth` × `imageHeight` pixels.
public func VNNormalizedPointForImagePoint(_ imagePoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int)
    -> CGPoint
{
    CGPoint(x: imagePoint.x / CGFloat(imageWidth), y: imagePoint.y / CGFloat(imageHeight))
}
