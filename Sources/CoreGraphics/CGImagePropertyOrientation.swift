/// How an image's pixels are turned, as ImageIO's `CGImagePropertyOrientation` (EXIF's values).
public enum CGImagePropertyOrientation: UInt32, Hashable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
