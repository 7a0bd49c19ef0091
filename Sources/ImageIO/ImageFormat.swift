import Foundation

/// An image file's format and header facts, read from its first bytes.
struct ImageHeader: Equatable {
    enum Format: Equatable { case png, jpeg }

    let format: Format
    let width: Int, height: Int
    /// Bits of each sample.
    let depth: Int
    let hasAlpha: Bool
    /// `RGB`, `Gray` or `CMYK`.
    let colorModel: String

    var typeIdentifier: String { format == .png ? "public.png" : "public.jpeg" }

    /// The header of PNG or JPEG `data`; `nil` for any other data, or a header that does not parse.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(65_536))
        if let png = Self.png(bytes) {
            self = png
        } else if let jpeg = Self.jpeg(bytes) {
            self = jpeg
        } else {
            return nil
        }
    }

    private init(_ format: Format, _ width: Int, _ height: Int, _ depth: Int, _ hasAlpha: Bool, _ colorModel: String) {
        (self.format, self.width, self.height, self.depth) = (format, width, height, depth)
        (self.hasAlpha, self.colorModel) = (hasAlpha, colorModel)
    }

    /// PNG: the signature, then the IHDR chunk (width, height, bit depth, colour type).
    private static func png(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 26, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            b[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { b[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let colorType = b[25]
        // Colour types 0 and 4 are grey, 4 and 6 carry alpha (a tRNS chunk can add it; not read here).
        let gray = colorType == 0 || colorType == 4
        guard word(16) > 0, word(20) > 0 else { return nil }
        return ImageHeader(
            .png, word(16), word(20), Int(b[24]), colorType == 4 || colorType == 6, gray ? "Gray" : "RGB")
    }

    /// JPEG: SOI, then markers up to the first start-of-frame (its precision, size and components).
    private static func jpeg(_ b: [UInt8]) -> ImageHeader? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var at = 2
        while at + 9 < b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            let length = Int(b[at + 2]) << 8 | Int(b[at + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                let height = Int(b[at + 5]) << 8 | Int(b[at + 6]), width = Int(b[at + 7]) << 8 | Int(b[at + 8])
                let components = Int(b[at + 9])
                guard width > 0, height > 0 else { return nil }
                let model = components == 1 ? "Gray" : (components == 4 ? "CMYK" : "RGB")
                return ImageHeader(.jpeg, width, height, Int(b[at + 4]), false, model)
            }
            at += 2 + length
        }
        return nil
    }
}
