import Pixels

/// How semi-transparent pixels are blended before their colours are compared.
public enum AlphaBlending: String, Sendable, Hashable, Codable {
    /// Against pixelmatch's pseudo-random dark/light checkerboard (its default since 7.0), so a
    /// change of transparency is visible whatever the colour.
    case checkerboard
    /// Against white (pixelmatch before 7.0).
    case white
}

/// The perceptual colour distance of the pixelmatch family: the squared YIQ distance of
/// Kotsarenko and Ramos, with anti-aliasing detected after Vysniauskas (2009).
///
/// These functions follow pixelmatch 7.2.0 operation for operation, so that counts and diff images
/// match it exactly.
enum YIQ {
    /// The largest possible squared YIQ distance (black against white).
    static let maximumDelta = 35215.0

    /// The squared YIQ distance between pixel `i` of `a` and pixel `j` of `b`: negative when the
    /// second pixel is darker. `k` (a byte offset) picks the checkerboard square.
    @inline(__always)
    static func delta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending)
        -> Double
    {
        let (y, iq, q) = differences(a, i, b, j, blending: blending)
        let delta = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference between pixel `i` of `a` and pixel `j` of `b`.
    @inline(__always)
    static func brightnessDelta(
        _ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending
    ) -> Double {
        differences(a, i, b, j, blending: blending).y
    }

    @inline(__always)
    private static func differences(
        _ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending
    )
        -> (y: Double, i: Double, q: Double)
    {
        let k = i * 4, m = j * 4
        let r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2]), a1 = Double(a[k + 3])
        let r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2]), a2 = Double(b[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0, dg == 0, db == 0, da == 0 { return (0, 0, 0) }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, blending)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return (y, iq, q)
    }

    /// The colour semi-transparent pixels are blended against at byte offset `k`. Kept out of
    /// line: inlined, the compiler computes its two divisions for every opaque pixel too.
    @inline(never)
    private static func background(_ k: Int, _ blending: AlphaBlending) -> (Double, Double, Double) {
        guard blending == .checkerboard else { return (255, 255, 255) }
        let kd = Double(k)
        return (
            48 + 159 * Double(k % 2),
            48 + 159 * Double(Int(kd / 1.618033988749895) % 2),
            48 + 159 * Double(Int(kd / 2.618033988749895) % 2)
        )
    }

    /// The grey value pixelmatch paints for an unchanged pixel: its brightness, faded towards
    /// white by `alpha` and by the pixel's own transparency.
    @inline(__always)
    static func fadedGrey(_ a: UnsafePointer<UInt8>, _ i: Int, alpha: Double) -> UInt8 {
        let k = i * 4
        let brightness = Double(a[k]) * 0.29889531 + Double(a[k + 1]) * 0.58662247 + Double(a[k + 2]) * 0.11448223
        let value = 255 + (brightness - 255) * alpha * Double(a[k + 3]) / 255
        return UInt8(max(0, min(255, value)))  // truncates, as a JavaScript Uint8Array store does
    }
}

/// The anti-aliasing detector: a pixel is anti-aliased when its neighbours include both a darker
/// and a brighter pixel, at most two equal ones, and the darkest or brightest neighbour sits in
/// a flat area (three or more equal neighbours) in both images.
enum AntiAliasing {
    /// Whether pixel (`x`, `y`) of `image` looks anti-aliased; `own` and `other` are both images as
    /// 32-bit words, for the flat-area test.
    @inline(__always)
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
        own: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>, blending: AlphaBlending
    ) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = y * width + x
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let neighbour = ny * width + nx
                // Equal pixels have no brightness difference; skip the arithmetic.
                let delta =
                    own[neighbour] == own[center]
                    ? 0 : YIQ.brightnessDelta(image, center, image, neighbour, blending: blending)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(own, darkestAt, width, height) && hasManySiblings(other, darkestAt, width, height))
            || (hasManySiblings(own, brightestAt, width, height) && hasManySiblings(other, brightestAt, width, height))
    }

    /// Whether the pixel at `point` has three or more identical neighbours (edges count as one).
    @inline(__always)
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, _ point: (Int, Int), _ width: Int, _ height: Int)
        -> Bool
    {
        let (x, y) = point
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let value = words[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if words[ny * width + nx] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
