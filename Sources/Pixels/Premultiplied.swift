/// Conversion between straight-alpha RGBA8 and Cairo's premultiplied ARGB32: native-endian 32-bit
/// words `0xAARRGGBB` (bytes B, G, R, A on little-endian machines).
extension RGBAImage {
    /// Converts premultiplied ARGB32 pixels, `bytesPerRow` apart, to straight-alpha RGBA8.
    /// Each channel is divided by alpha with rounding: `(c * 255 + a / 2) / a`.
    public init(premultipliedARGB32 buffer: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && buffer.count >= bytesPerRow * height)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
            for y in 0..<height {
                let row = (buffer.baseAddress! + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let out = output.baseAddress! + y * width * 4
                for x in 0..<width {
                    let word = row[x]
                    let a = word >> 24
                    let o = out + x * 4
                    if a == 255 {
                        o[0] = UInt8(truncatingIfNeeded: word >> 16)
                        o[1] = UInt8(truncatingIfNeeded: word >> 8)
                        o[2] = UInt8(truncatingIfNeeded: word)
                        o[3] = 255
                    } else if a == 0 {
                        o[0] = 0
                        o[1] = 0
                        o[2] = 0
                        o[3] = 0
                    } else {
                        let half = a / 2
                        o[0] = UInt8(truncatingIfNeeded: (((word >> 16) & 0xFF) * 255 + half) / a)
                        o[1] = UInt8(truncatingIfNeeded: (((word >> 8) & 0xFF) * 255 + half) / a)
                        o[2] = UInt8(truncatingIfNeeded: ((word & 0xFF) * 255 + half) / a)
                        o[3] = UInt8(truncatingIfNeeded: a)
                    }
                }
            }
            count = width * height * 4
        }
        self.init(width: width, height: height, bytes: pixels)
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

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { input in
            var index = 3
            while index < input.count {
                if input[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }
}
