import Foundation

/// Images made smaller by area averaging, as ImageIO's thumbnails, Photos' image requests and
/// `UIImage`'s prepared thumbnails are: each output pixel the mean of the
/// source area it covers, weighted by coverage and by alpha (so transparent pixels lend no colour).
package enum Downscale {
    /// `image` with its longest side at most `maxPixelSize`; the same image when it already fits.
    /// The other side is rounded to the nearest pixel, at least 1.
    package static func image(_ image: CGImage, maxPixelSize: Int) -> CGImage? {
        let longest = max(image.width, image.height)
        guard longest > maxPixelSize else { return image }
        let scale = Double(maxPixelSize) / Double(longest)
        let width = image.width >= image.height ? maxPixelSize : max(1, Int((Double(image.width) * scale).rounded()))
        let height = image.height >= image.width ? maxPixelSize : max(1, Int((Double(image.height) * scale).rounded()))
        return resample(image, width: width, height: height)
    }

    /// The spans of source pixels (index, weight) each of `count` output pixels covers.
    private static func spans(from source: Int, to count: Int) -> [[(Int, Double)]] {
        let step = Double(source) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step, end = start + step
            return (Int(start)..<min(source, Int(end.rounded(.up)))).compactMap { pixel in
                let weight = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                return weight > 0 ? (pixel, weight) : nil
            }
        }
    }

    package static func resample(_ image: CGImage, width: Int, height: Int) -> CGImage? {
        let columns = spans(from: image.width, to: width), rows = spans(from: image.height, to: height)
        let source = image.rgba
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var sums = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), area = 0.0
                for (sy, wy) in rows[y] {
                    for (sx, wx) in columns[x] {
                        let at = (sy * image.width + sx) * 4, weight = wx * wy
                        let alpha = Double(source[at + 3]) * weight
                        sums.r += Double(source[at]) * alpha
                        sums.g += Double(source[at + 1]) * alpha
                        sums.b += Double(source[at + 2]) * alpha
                        sums.a += alpha
                        area += weight
                    }
                }
                let at = (y * width + x) * 4
                if sums.a > 0 {
                    out[at] = UInt8((sums.r / sums.a).rounded())
                    out[at + 1] = UInt8((sums.g / sums.a).rounded())
                    out[at + 2] = UInt8((sums.b / sums.a).rounded())
                }
                out[at + 3] = UInt8(min(255, (sums.a / area).rounded()))
            }
        }
        return CGImage(width: width, height: height, rgba: out)
    }
}
