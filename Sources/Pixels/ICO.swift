import Foundation

/// Why ICO data could not be read.
public struct ICOError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// Windows icon files (ICO), which ImageIO reads by their content on iOS (`com.microsoft.ico`),
/// so that an icon saved under a `.png` name in an asset catalog shows there: the largest image
/// of the file (the deepest of equal sizes), stored either as PNG data or as a device-independent
/// bitmap of 1, 4, 8, 24 or 32 bits a pixel, uncompressed (32 bits may place its channels by
/// masks, `BI_BITFIELDS`), whose transparency is its alpha (32 bits) or its AND mask.
public enum ICO {
    /// Whether `data` starts as an icon file: reserved 0, type 1, at least one image.
    public static func isICO(_ data: Data) -> Bool {
        data.count >= 6 && data.starts(with: [0, 0, 1, 0]) && (data.uint16(at: 4) ?? 0) > 0
    }

    /// The pixels of the file's largest image.
    public static func decode(_ data: Data) throws -> RGBAImage {
        let image = try largestImage(data)
        if image.starts(with: pngSignature) { return try PNG.decode(image, source: "ICO image").image }
        return try Bitmap(image).pixels()
    }

    /// The width and height of the file's largest image, read from its header (its pixels are
    /// not decoded).
    public static func size(_ data: Data) throws -> (width: Int, height: Int) {
        let image = try largestImage(data)
        guard image.starts(with: pngSignature) else {
            let bitmap = try Bitmap(image)
            return (bitmap.width, bitmap.height)
        }
        // A PNG's IHDR chunk: its width and height, big-endian, from the 17th byte.
        guard image.count >= 24 else { throw ICOError(description: "ICO data: a PNG image's header is cut short") }
        let bytes = [UInt8](image[image.startIndex + 16..<image.startIndex + 24])
        let value = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (value(0), value(4))
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    /// The data of the file's largest image (the deepest of equal sizes).
    private static func largestImage(_ data: Data) throws -> Data {
        let bytes = [UInt8](data)
        guard isICO(data), let count = data.uint16(at: 4), bytes.count >= 6 + 16 * count else {
            throw ICOError(description: "ICO data: the header or its image directory is cut short")
        }
        let entries = (0..<count).compactMap { index -> (area: Int, depth: Int, range: Range<Int>)? in
            let base = 6 + 16 * index
            let width = bytes[base] == 0 ? 256 : Int(bytes[base])
            let height = bytes[base + 1] == 0 ? 256 : Int(bytes[base + 1])
            guard let size = data.uint32(at: base + 8), let offset = data.uint32(at: base + 12),
                offset < bytes.count, size <= bytes.count - offset
            else { return nil }
            return (width * height, data.uint16(at: base + 6) ?? 0, offset..<offset + size)
        }
        guard let chosen = entries.max(by: { ($0.area, $0.depth) < ($1.area, $1.depth) }) else {
            throw ICOError(description: "ICO data: no image lies inside the data")
        }
        return Data(bytes[chosen.range])
    }

    /// A device-independent bitmap as an icon stores it: its header, palette, colour rows and
    /// AND mask, bottom row first, each row padded to four bytes.
    private struct Bitmap {
        let bytes: [UInt8]
        let width: Int
        let height: Int
        let depth: Int
        let paletteStart: Int
        let paletteCount: Int
        /// A 32-bit bitmap's red, green, blue and alpha masks (`BI_BITFIELDS`), else `nil`: blue,
        /// green, red and alpha bytes in turn.
        let channelMasks: [UInt32]?

        /// The largest side CellSnap reads (icons are 256 pixels at most).
        static let maximumSide = 1_024

        init(_ data: Data) throws {
            bytes = [UInt8](data)
            guard let headerSize = data.uint32(at: 0), headerSize >= 40, let rawWidth = data.int32(at: 4),
                let rawHeight = data.int32(at: 8), let depth = data.uint16(at: 14),
                let compression = data.uint32(at: 16), let used = data.uint32(at: 32)
            else { throw ICOError(description: "ICO data: a bitmap's header is cut short") }
            // The height counts the colour rows and the mask's rows.
            let height = abs(rawHeight) / 2
            guard (1...Self.maximumSide).contains(rawWidth), (1...Self.maximumSide).contains(height) else {
                throw ICOError(description: "ICO data: a \(rawWidth) x \(height) bitmap is not an icon's size")
            }
            guard [1, 4, 8, 24, 32].contains(depth), compression == 0 || (compression == 3 && depth == 32) else {
                throw ICOError(
                    description: "ICO data: a bitmap of \(depth) bits a pixel, compression \(compression), is not read")
            }
            self.width = rawWidth
            self.height = height
            self.depth = depth
            // BI_BITFIELDS: three masks follow a 40-byte header; a longer one (V2 and later)
            // holds them, and from 56 bytes (V3) an alpha mask after them.
            // Without an alpha mask, an icon's alpha is the top byte when no colour takes it.
            if compression == 3 {
                var masks = (0..<3).map { UInt32(data.uint32(at: 40 + 4 * $0) ?? 0) }
                let colourBits = masks.reduce(0, |)
                let alpha =
                    headerSize >= 56 ? UInt32(data.uint32(at: 52) ?? 0) : colourBits >> 24 == 0 ? 0xFF00_0000 : 0
                masks.append(alpha)
                channelMasks = masks
            } else {
                channelMasks = nil
            }
            paletteStart = headerSize + (compression == 3 && headerSize == 40 ? 12 : 0)
            paletteCount = depth <= 8 ? (used == 0 ? 1 << depth : Swift.min(used, 1 << depth)) : 0
        }

        /// The bytes of one row of `bits`-a-pixel rows, padded to four bytes.
        func rowLength(bits: Int) -> Int { (bits * width + 31) / 32 * 4 }

        func pixels() throws -> RGBAImage {
            let colourStart = paletteStart + 4 * paletteCount
            let colourRow = rowLength(bits: depth)
            let maskStart = colourStart + colourRow * height
            let maskRow = rowLength(bits: 1)
            guard colourStart <= bytes.count, maskStart <= bytes.count else {
                throw ICOError(description: "ICO data: a bitmap's pixels are cut short")
            }
            let hasMask = maskStart + maskRow * height <= bytes.count
            var image = RGBAImage(width: width, height: height)
            let hasAlpha = depth == 32 && channelMasks?[3] != 0
            var anyAlpha = false
            for y in 0..<height {
                let row = colourStart + (height - 1 - y) * colourRow
                for x in 0..<width {
                    var (red, green, blue, alpha) = colour(atRow: row, x)
                    if hasAlpha {
                        anyAlpha = anyAlpha || alpha != 0
                    } else {
                        alpha = 255
                    }
                    let index = (y * width + x) * 4
                    image.bytes[index] = red
                    image.bytes[index + 1] = green
                    image.bytes[index + 2] = blue
                    image.bytes[index + 3] = alpha
                }
            }
            // Without alpha of its own (or with none set), the AND mask says what is transparent.
            guard hasMask, !hasAlpha || !anyAlpha else { return image }
            for y in 0..<height {
                let row = maskStart + (height - 1 - y) * maskRow
                for x in 0..<width where bytes[row + x / 8] & (0x80 >> (x % 8)) != 0 {
                    image.bytes[(y * width + x) * 4 + 3] = 0
                }
                if hasAlpha {
                    for x in 0..<width where bytes[row + x / 8] & (0x80 >> (x % 8)) == 0 {
                        image.bytes[(y * width + x) * 4 + 3] = 255
                    }
                }
            }
            return image
        }

        /// The bits of `value` under `mask`, scaled to a byte (0 without a mask).
        private static func channel(_ value: UInt32, mask: UInt32) -> UInt8 {
            guard mask != 0 else { return 0 }
            let bits = (value & mask) >> UInt32(mask.trailingZeroBitCount)
            let maximum = mask >> UInt32(mask.trailingZeroBitCount)
            return UInt8((UInt64(bits) * 255 + UInt64(maximum) / 2) / UInt64(maximum))
        }

        /// The colour of pixel `x` of the colour row starting at `row`: blue, green, red (and
        /// alpha) stored, or a palette index.
        private func colour(atRow row: Int, _ x: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            switch depth {
            case 32:
                let at = row + 4 * x
                guard let channelMasks else { return (bytes[at + 2], bytes[at + 1], bytes[at], bytes[at + 3]) }
                let value =
                    UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
                    | UInt32(bytes[at + 3]) << 24
                let channels = channelMasks.map { Self.channel(value, mask: $0) }
                return (channels[0], channels[1], channels[2], channels[3])
            case 24:
                let at = row + 3 * x
                return (bytes[at + 2], bytes[at + 1], bytes[at], 255)
            default:
                let bit = x * depth
                let shift = 8 - depth - bit % 8
                let index = Int(bytes[row + bit / 8] >> shift) & ((1 << depth) - 1)
                guard index < paletteCount else { return (0, 0, 0, 255) }
                let at = paletteStart + 4 * index
                return (bytes[at + 2], bytes[at + 1], bytes[at], 255)
            }
        }
    }
}

extension Data {
    /// The little-endian unsigned 16-bit value at `offset`, `nil` past the end.
    fileprivate func uint16(at offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        let start = startIndex + offset
        return Int(self[start]) | Int(self[start + 1]) << 8
    }

    /// The little-endian unsigned 32-bit value at `offset`, `nil` past the end.
    fileprivate func uint32(at offset: Int) -> Int? {
        guard let low = uint16(at: offset), let high = uint16(at: offset + 2) else { return nil }
        return low | high << 16
    }

    /// The little-endian signed 32-bit value at `offset`, `nil` past the end.
    fileprivate func int32(at offset: Int) -> Int? {
        uint32(at: offset).map { Int(Int32(truncatingIfNeeded: $0)) }
    }
}
