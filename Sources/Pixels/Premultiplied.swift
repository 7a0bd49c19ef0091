/// Conversion between straight-alpha RGBA8 and Cairo's premultiplied ARGB32: native-endian 32-bit
/// words `0xAARRGGBB` (bytes B, G, R, A on little-endian machines).
extension RGBAImage {
    /// Converts premultiplied ARGB32 pixels, `bytesPerRow` apart, to straight-alpha RGBA8, in the
    /// storage of `spare` when it can be reused (``reusingStorage(of:width:height:fill:)``).
    /// Each channel is divided by alpha with rounding: `(c * 255 + a / 2) / a`. Every row is first
    /// swizzled as if opaque while its alpha is checked, in one loop the compiler vectorises; a
    /// row whose pixels are all opaque (every row of a cell on an opaque background) is then
    /// done. Any other row is converted again pixel by pixel: opaque ones swizzled, transparent
    /// ones zeros, without a division.
    public init(
        premultipliedARGB32 buffer: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        reusing spare: consuming RGBAImage? = nil
    ) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && buffer.count >= bytesPerRow * height)
        self = RGBAImage.reusingStorage(of: consume spare, width: width, height: height) { output in
            guard let input = buffer.baseAddress else { return }
            output.withMemoryRebound(to: UInt32.self) { words in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(
                        start: (input + y * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
                    let converted = UnsafeMutableBufferPointer(rebasing: words[(y * width)..<(y * width + width)])
                    if !Self.swizzle(row, into: converted) {
                        Self.unpremultiply(row, into: converted)
                    }
                }
            }
        }
    }

    /// Whether every word of `row` has alpha 255: an AND of all the words, which vectorises.
    @inline(__always)
    static func allOpaque(_ row: UnsafeBufferPointer<UInt32>) -> Bool {
        var all: UInt32 = 0xFF00_0000
        for word in row { all &= word }
        return all >> 24 == 0xFF
    }

    /// A `0xAARRGGBB` word as RGBA bytes (the word `0xAABBGGRR` in little-endian memory).
    @inline(__always)
    static func swizzled(_ word: UInt32) -> UInt32 {
        (word & 0xFF00_FF00 | (word >> 16) & 0xFF | (word & 0xFF) << 16).littleEndian
    }

    /// Moves the channels of every pixel of `row` as if it were opaque, nothing divided, and
    /// returns whether it was: one pass over the words, which vectorises (the row is converted
    /// again, by ``unpremultiply(_:into:)``, only when some pixel is not opaque).
    @inline(__always)
    static func swizzle(_ row: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        var all: UInt32 = 0xFF00_0000
        for x in 0..<row.count {
            let word = row[x]
            all &= word
            output[x] = swizzled(word)
        }
        return all >> 24 == 0xFF
    }

    /// Pixels of any alpha: opaque ones swizzled, transparent ones zeros, the others divided.
    static func unpremultiply(_ row: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt32>) {
        for x in 0..<row.count {
            let word = row[x]
            let a = word >> 24
            if a == 255 {
                output[x] = swizzled(word)
            } else if a == 0 {
                output[x] = 0
            } else {
                let half = a / 2
                let red = (((word >> 16) & 0xFF) * 255 + half) / a
                let green = (((word >> 8) & 0xFF) * 255 + half) / a
                let blue = ((word & 0xFF) * 255 + half) / a
                output[x] = (red & 0xFF | (green & 0xFF) << 8 | (blue & 0xFF) << 16 | a << 24).littleEndian
            }
        }
    }

    /// The pixels as premultiplied ARGB32 words (rows of `width * 4` bytes), as Cairo reads them.
    public func premultipliedARGB32() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { output, count in
            bytes.withUnsafeBufferPointer { input in
                let words = UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: UInt32.self)
                for index in 0..<(width * height) {
                    let i = index * 4
                    let a = UInt32(input[i + 3])
                    func scaled(_ channel: UInt8) -> UInt32 { (UInt32(channel) * a + 127) / 255 }
                    let word = a << 24 | scaled(input[i]) << 16 | scaled(input[i + 1]) << 8 | scaled(input[i + 2])
                    words[index] = word
                }
            }
            count = bytes.count
        }
    }

    /// True when every pixel's alpha is 255 (words ANDed together, 4096 at a time, which vectorises).
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: UInt32.self) { words in
                var start = 0
                while start < words.count {
                    let end = min(words.count, start + 4096)
                    if !Self.allOpaque(UnsafeBufferPointer(rebasing: words[start..<end])) { return false }
                    start = end
                }
                return true
            }
        }
    }
}
