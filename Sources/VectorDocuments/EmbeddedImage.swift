import Foundation

/// The checks on an image an SVG document embeds as a `data:` URL, which librsvg decodes in full:
/// a PNG, JPEG or GIF within ``SVGLimits/embeddedImagePixels``, read from its header, or an SVG
/// document within every limit itself.
enum EmbeddedImage {
    /// The reason the image in the `data:` URL `url` is refused, or `nil`.
    static func refusal(ofDataURL url: String) -> String? {
        guard let comma = url.firstIndex(of: ",") else { return "it embeds a data: URL without data" }
        let header = url[..<comma].lowercased()
        let payload = String(url[url.index(after: comma)...])
        let bytes: Data?
        if header.hasSuffix(";base64") {
            bytes = Data(base64Encoded: payload.filter { !$0.isWhitespace })
        } else {
            bytes = payload.removingPercentEncoding.map { Data($0.utf8) }
        }
        guard let bytes else { return "it embeds a data: URL that does not decode" }
        let image = [UInt8](bytes)
        if header.contains("svg") || image.first == UInt8(ascii: "<") {
            return SVGCostScan.refusal(of: bytes).map { "its embedded SVG image is refused: \($0)" }
        }
        guard let (width, height) = size(of: image) else {
            return "it embeds an image that is not a readable PNG, JPEG or GIF"
        }
        let side = SVGLimits.embeddedImageSide, pixels = SVGLimits.embeddedImagePixels
        guard width <= side, height <= side, width * height <= pixels else {
            return
                "it embeds a \(width) x \(height) image; the limits are \(side) px on a side and \(pixels) pixels"
        }
        return nil
    }

    /// The width and height a PNG, GIF or JPEG header gives.
    static func size(of image: [UInt8]) -> (Int, Int)? {
        func big(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= image.count else { return nil }
            return image[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if image.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let width = big(16, 4), let height = big(20, 4) else { return nil }
            return (width, height)
        }
        if image.starts(with: Array("GIF8".utf8)) {
            guard let width = big(6, 2), let height = big(8, 2) else { return nil }
            return (width >> 8 | (width & 0xFF) << 8, height >> 8 | (height & 0xFF) << 8)
        }
        guard image.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        // Markers up to the first frame header (SOF0 ... SOF15, without DHT, JPG and DAC).
        while let marker = big(offset, 2), marker >> 8 == 0xFF, let length = big(offset + 2, 2) {
            let kind = marker & 0xFF
            if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
                guard let height = big(offset + 5, 2), let width = big(offset + 7, 2) else { return nil }
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }
}
