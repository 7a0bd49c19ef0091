import CoreGraphics

extension CGContext {
    /// The pixels of a context made with the bitmap initialiser, as Core Graphics' `data`: what it
    /// has drawn so far, written in the layout it was made with (its alpha info, premultiplied or
    /// not, first or last, and its byte order; `bytesPerRow` bytes a row, the top row first),
    /// in memory the context keeps until it is freed. `nil` for another context, or when the
    /// drawing cannot be made (the call is written to standard error, as for ``makeImage()``).
    ///
    /// CellSnap's contexts record drawing rather than write pixels: each read of `data` draws the
    /// recording again into that memory, and bytes the app writes there are not read back by
    /// later drawing or by ``makeImage()``.
    ///
    /// ```swift
    /// let context = CGContext(
    ///     data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
    ///     space: CGColorSpaceCreateDeviceRGB(),
    ///     bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue)
    /// context?.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    /// let firstPixel = context?.data?.load(as: UInt32.self)  // 0xFFFF0000 (alpha, red, green, blue)
    /// ```
    public var data: UnsafeMutableRawPointer? {
        guard let layout = bitmapLayout, let image = makeImage() else { return nil }
        let buffer =
            pixelBuffer
            ?? UnsafeMutableRawBufferPointer.allocate(byteCount: layout.bytesPerRow * layout.height, alignment: 16)
        pixelBuffer = buffer
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        let alpha = layout.alphaInfo
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
        let skipsAlpha = [.none, .noneSkipFirst, .noneSkipLast].contains(alpha)
        let reversed = layout.info.intersection(.byteOrderMask) == .byteOrder32Little
        // Where alpha, red, green and blue go in a pixel's four bytes.
        let order = alphaFirst ? [0, 1, 2, 3] : [3, 0, 1, 2]
        let (alphaAt, redAt, greenAt, blueAt) =
            reversed
            ? (3 - order[0], 3 - order[1], 3 - order[2], 3 - order[3]) : (order[0], order[1], order[2], order[3])
        for y in 0..<min(image.height, layout.height) {
            for x in 0..<min(image.width, layout.width) {
                let source = (y * image.width + x) * 4
                let a = image.rgba[source + 3]
                var colour = (image.rgba[source], image.rgba[source + 1], image.rgba[source + 2])
                if premultiplied {
                    func times(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(a) + 127) / 255) }
                    colour = (times(colour.0), times(colour.1), times(colour.2))
                }
                let target = y * layout.bytesPerRow + x * 4
                buffer[target + alphaAt] = skipsAlpha ? 255 : a
                buffer[target + redAt] = colour.0
                buffer[target + greenAt] = colour.1
                buffer[target + blueAt] = colour.2
            }
        }
        return buffer.baseAddress
    }
}
