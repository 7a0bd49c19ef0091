/// How an image's pixels are turned, as ImageIO's `CGImagePropertyOrientation` (EXIF's values).
/// It lives in Core Graphics here, so that Core Image, which takes it, loads without ImageIO's C
/// modules (swift-custom-dump compiles against Core Image); ImageIO re-exports Core Graphics.
public enum CGImagePropertyOrientation: UInt32, Hashable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
