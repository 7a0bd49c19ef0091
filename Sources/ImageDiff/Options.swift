import Pixels

/// What counts as a difference, and how many differences a comparison accepts.
///
/// ```swift
/// let strict = Tolerance.exact  // no channel of any pixel may change
/// let perceptual = Tolerance.perceptual  // pixelmatch's default: invisible changes pass
/// let lenient = Tolerance(threshold: 0.1, maximumPixels: 20, maximumRatio: 0.001)  // the stricter wins
/// let channels = Tolerance(mode: .perChannel(levels: 2))  // every channel within 2 levels
/// ```
public struct Tolerance: Hashable, Sendable, Codable {
    /// How two pixels are judged different.
    public enum Mode: Hashable, Sendable, Codable {
        /// pixelmatch's perceptual YIQ distance: pixels differ when their squared distance exceeds
        /// `35215 * threshold²`; anti-aliased pixels are detected and not counted unless asked.
        case perceptual
        /// Pixels differ when any channel (red, green, blue or alpha) differs by more than `levels`.
        case perChannel(levels: Int)
    }

    public var mode: Mode
    /// The perceptual threshold, `0...1`; smaller is stricter. pixelmatch's default is 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing: Bool
    /// How semi-transparent pixels are blended before comparing.
    public var blending: AlphaBlending
    /// The most differing pixels accepted; `nil` sets no count limit.
    public var maximumPixels: Int?
    /// The largest share of differing pixels accepted, `0...1`; `nil` sets no ratio limit.
    /// When neither limit is set, no differing pixel is accepted.
    public var maximumRatio: Double?

    /// Creates a tolerance. By default nothing may differ perceptually at threshold 0.1.
    public init(
        mode: Mode = .perceptual, threshold: Double = 0.1, includeAntiAliasing: Bool = false,
        blending: AlphaBlending = .checkerboard, maximumPixels: Int? = nil, maximumRatio: Double? = nil
    ) {
        self.mode = mode
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.blending = blending
        self.maximumPixels = maximumPixels
        self.maximumRatio = maximumRatio
    }

    /// Every channel of every pixel the same: the default of CellSnap's snapshot strategies, as a
    /// deterministic renderer allows (swift-snapshot-testing's default `precision: 1` and
    /// iOSSnapshotTestCase's tolerance 0 compare exactly too). A change too faint to see at
    /// pixelmatch's threshold, such as a background turning from white to the grouped grey
    /// (#F2F2F7), fails.
    public static let exact = Tolerance(mode: .perChannel(levels: 0))

    /// Perceptually identical at pixelmatch's default threshold (0.1), anti-aliased pixels not
    /// counted: for images from different renderers or machines, where exact pixels cannot hold.
    /// It accepts faint changes: white against #F2F2F7 is a distance of 0.047.
    public static let perceptual = Tolerance()

    /// Whether `differing` out of `total` pixels is accepted: every limit set must hold.
    public func accepts(differing: Int, of total: Int) -> Bool {
        if maximumPixels == nil, maximumRatio == nil { return differing == 0 }
        if let maximumPixels, differing > maximumPixels { return false }
        if let maximumRatio, Double(differing) > maximumRatio * Double(max(total, 1)) { return false }
        return true
    }
}

/// How pixelmatch-style diff images are painted.
public struct DiffImageStyle: Hashable, Sendable {
    /// How strongly unchanged pixels show through as grey, `0` (white) ... `1` (full brightness).
    public var alpha: Double
    public var antiAliasingColor: RGBA
    /// Differences where the actual image is lighter (or every difference when `darkerColor` is `nil`).
    public var differenceColor: RGBA
    /// Differences where the actual image is darker, to tell added from removed ink.
    public var darkerColor: RGBA?
    /// Paint differences over a transparent background instead of the faded original.
    public var mask: Bool

    /// Creates a style; the defaults are pixelmatch's.
    public init(
        alpha: Double = 0.1, antiAliasingColor: RGBA = RGBA(red: 255, green: 255, blue: 0, alpha: 255),
        differenceColor: RGBA = RGBA(red: 255, green: 0, blue: 0, alpha: 255), darkerColor: RGBA? = nil,
        mask: Bool = false
    ) {
        self.alpha = alpha
        self.antiAliasingColor = antiAliasingColor
        self.differenceColor = differenceColor
        self.darkerColor = darkerColor
        self.mask = mask
    }

    /// pixelmatch's default look: faded grey original, red differences, yellow anti-aliasing.
    public static let pixelmatch = DiffImageStyle()
}

/// How semi-transparent pixels are blended before their colours are compared.
public enum AlphaBlending: String, Sendable, Hashable, Codable {
    /// Against pixelmatch's pseudo-random dark/light checkerboard (its default since 7.0), so a
    /// change of transparency is visible whatever the colour.
    case checkerboard
    /// Against white (pixelmatch before 7.0).
    case white
}
