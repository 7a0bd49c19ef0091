import Pixels

extension CGContext.BitmapLayout {
    /// Where alpha, red, green and blue lie in a pixel's four bytes, as the alpha info (first or
    /// last) and the byte order (`.byteOrder32Little` reverses the four) place them.
    private var byteOffsets: (alpha: Int, red: Int, green: Int, blue: Int) {
        let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
        let order = alphaFirst ? (0, 1, 2, 3) : (3, 0, 1, 2)
        guard info.intersection(.byteOrderMask) == .byteOrder32Little else { return order }
        return (3 - order.0, 3 - order.1, 3 - order.2, 3 - order.3)
    }

    /// Whether the colour components are stored multiplied by alpha.
    private var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }

    /// Whether the pixels have no alpha (every pixel is opaque, whatever its fourth byte holds).
    package var skipsAlpha: Bool { [.none, .noneSkipFirst, .noneSkipLast].contains(alphaInfo) }

    /// Writes `image` (red, green, blue, alpha, not premultiplied) into `pixels` in this layout,
    /// row by row from the top; the part of `image` outside the layout's size is left out.
    package func write(_ image: RGBAImage, to pixels: UnsafeMutableRawPointer) {
        let (alphaAt, redAt, greenAt, blueAt) = byteOffsets
        let (premultiplied, opaque) = (isPremultiplied, skipsAlpha)
        image.bytes.withUnsafeBufferPointer { source in
            for y in 0..<min(image.height, height) {
                let row = pixels.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<min(image.width, width) {
                    let from = (y * image.width + x) * 4
                    let alpha = source[from + 3]
                    var colour = (source[from], source[from + 1], source[from + 2])
                    if premultiplied {
                        func times(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(alpha) + 127) / 255) }
                        colour = (times(colour.0), times(colour.1), times(colour.2))
                    }
                    let pixel = row + x * 4
                    pixel[alphaAt] = opaque ? 255 : alpha
                    (pixel[redAt], pixel[greenAt], pixel[blueAt]) = colour
                }
            }
        }
    }

    /// The image `pixels` hold in this layout (red, green, blue, alpha, not premultiplied): what
    /// a bitmap context over the app's own memory draws onto. A layout without alpha reads every
    /// pixel as opaque.
    package func read(from pixels: UnsafeRawPointer) -> RGBAImage {
        let (alphaAt, redAt, greenAt, blueAt) = byteOffsets
        let (premultiplied, opaque) = (isPremultiplied, skipsAlpha)
        var image = RGBAImage(width: width, height: height)
        image.bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = pixels.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    let pixel = row + x * 4
                    let alpha = opaque ? 255 : pixel[alphaAt]
                    var colour = (pixel[redAt], pixel[greenAt], pixel[blueAt])
                    if premultiplied && alpha < 255 {
                        func over(_ value: UInt8) -> UInt8 {
                            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
                        }
                        colour = (over(colour.0), over(colour.1), over(colour.2))
                    }
                    let to = (y * width + x) * 4
                    (target[to], target[to + 1], target[to + 2], target[to + 3]) = (colour.0, colour.1, colour.2, alpha)
                }
            }
        }
        return image
    }

    /// Whether every byte of the pixels in `pixels` is zero (transparent black, for a layout with
    /// alpha: what a fresh buffer holds, and nothing to draw onto).
    package func isZero(_ pixels: UnsafeRawPointer) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawBufferPointer(start: pixels.advanced(by: y * bytesPerRow), count: width * 4)
            if row.contains(where: { $0 != 0 }) { return false }
        }
        return true
    }
}
