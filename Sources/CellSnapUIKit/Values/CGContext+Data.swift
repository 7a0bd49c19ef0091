import CoreGraphics

extension CGContext {
    /// The pixels of a context made with the bitmap initialiser, as Core Graphics' `data`: what it
    /// has drawn so far, written in the layout it was made with (its alpha info, premultiplied or
    /// not, first or last, and its byte order; `bytesPerRow` bytes a row, the top row first),
    /// in memory the context keeps until it is freed. `nil` for another context, or when the
    /// drawing cannot be made (the call is written to standard error, as for ``makeImage()``).
    ///
    /// A context made over the app's own memory answers that memory, which holds every paint
    /// already. Another bitmap context records drawing rather than write pixels: each read of
    /// `data` draws the recording again into memory the context keeps, and bytes the app writes
    /// there are not read back by later drawing or by ``makeImage()``.
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
        if let appPixels { return appPixels }
        guard let layout = bitmapLayout, let image = makeImage() else { return nil }
        let buffer =
            pixelBuffer
            ?? UnsafeMutableRawBufferPointer.allocate(byteCount: layout.bytesPerRow * layout.height, alignment: 16)
        pixelBuffer = buffer
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        guard let start = buffer.baseAddress else { return nil }
        layout.write(image.rgbaImage, to: start)
        return start
    }
}
