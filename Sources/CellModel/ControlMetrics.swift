import Primitives

/// How UIKit draws a switch (`UISwitch`): a capsule track with a white round thumb that sits at
/// the leading end when off and at the trailing end when on.
///
/// ``iOS17`` holds iOS 17 and 18's figures; the sources of each are on its line.
public struct ToggleMetrics: Hashable, Codable, Sendable {
    /// A drop shadow under the thumb, as a Core Animation shadow states it.
    public struct Shadow: Hashable, Codable, Sendable {
        /// How far down the shadow is moved, in points.
        public var offsetY: Double
        /// The blur radius in points.
        public var blur: Double
        public var color: Color

        /// Creates a shadow.
        public init(offsetY: Double, blur: Double, color: Color) {
            self.offsetY = offsetY
            self.blur = blur
            self.color = color
        }
    }

    /// The switch's size in points (its intrinsic content size).
    public var width: Double
    public var height: Double
    /// The thumb's height (its diameter when it is round).
    public var thumbDiameter: Double
    /// The thumb's width: its diameter for a round thumb, more for a capsule.
    public var thumbWidth: Double
    /// How far the switch reaches past the cell's trailing layout margin as an accessory.
    public var trailingOutset: Double
    /// The track's colour when the switch is off.
    public var offTrackColor: DynamicColor
    public var thumbColor: DynamicColor
    /// The thumb's shadows, drawn from first to last.
    public var thumbShadows: [Shadow]
    /// The opacity of a disabled switch.
    public var disabledOpacity: Double

    /// Creates switch metrics; the thumb is round unless `thumbWidth` is larger than its diameter.
    public init(
        width: Double, height: Double, thumbDiameter: Double, thumbWidth: Double? = nil, trailingOutset: Double = 0,
        offTrackColor: DynamicColor, thumbColor: DynamicColor, thumbShadows: [Shadow], disabledOpacity: Double
    ) {
        self.width = width
        self.height = height
        self.thumbDiameter = thumbDiameter
        self.thumbWidth = max(thumbDiameter, thumbWidth ?? thumbDiameter)
        self.trailingOutset = trailingOutset
        self.offTrackColor = offTrackColor
        self.thumbColor = thumbColor
        self.thumbShadows = thumbShadows
        self.disabledOpacity = disabledOpacity
    }

    /// The space between the thumb and the track's edge: 2 pt for iOS 18's 27 pt thumb in a 31 pt track.
    public var thumbInset: Double { (height - thumbDiameter) / 2 }

    /// iOS 17 and 18.
    ///
    /// | figure | value | source |
    /// |---|---|---|
    /// | size | 51 x 31 pt | `UISwitch().intrinsicContentSize` on iOS 13 to 18 |
    /// | thumb | 27 pt white circle, 2 pt inside the track | Apple's iOS design resources (UI kit "Switch") |
    /// | on track | the accessory's tint, systemGreen by default | `UISwitch.onTintColor` documentation |
    /// | off track | secondarySystemFill: rgb(120,120,128) at 0.16 light, 0.32 dark (rgb(233,233,235) on white) | UIKit's semantic colour table; UISwitch has drawn its off track in this fill, with no border, since iOS 13 |
    /// | thumb shadows | 0 3 8 black 0.15, and 0 3 1 black 0.06 | Apple's iOS design resources (UI kit "Switch" knob) |
    /// | disabled | the whole control at 0.5 opacity | UIKit's disabled controls |
    /// | as an accessory | its trailing edge 2 pt past the trailing margin (18 pt from an inset grouped section's edge at 390 wide) | measured in iOS 18.2 renders |
    public static let iOS17 = ToggleMetrics(
        width: 51, height: 31, thumbDiameter: 27, trailingOutset: 2, offTrackColor: .semantic(.secondarySystemFill),
        thumbColor: .fixed(Color(hex: 0xFFFFFF)),
        thumbShadows: [
            Shadow(offsetY: 3, blur: 8, color: Color(red255: 0, green: 0, blue: 0, alpha: 0.15)),
            Shadow(offsetY: 3, blur: 1, color: Color(red255: 0, green: 0, blue: 0, alpha: 0.06)),
        ],
        disabledOpacity: 0.5)

    /// iOS 26.
    ///
    /// | figure | value | source |
    /// |---|---|---|
    /// | size | 63 x 28 pt | measured in iOS 26.4 renders |
    /// | as an accessory | its trailing edge 2 pt past the trailing margin (14 pt from an inset grouped section's edge) | measured in iOS 26.4 renders |
    /// | on track | systemGreen, rgb(52,199,89) | measured in iOS 26.4 renders |
    /// | thumb | a white capsule 37 x 24 pt, 2 pt inside the track | chosen by eye against iOS 26 screenshots (not measured) |
    /// | off track, shadows, disabled | iOS 18's | not measured |
    public static let iOS26: ToggleMetrics = {
        var metrics = iOS17
        metrics.width = 63
        metrics.height = 28
        metrics.thumbDiameter = 24
        metrics.thumbWidth = 37
        return metrics
    }()
}

/// How UIKit draws an activity indicator (`UIActivityIndicatorView`, `.medium`) at rest: spokes
/// with rounded ends around an empty centre, the first at the top in the full colour and each one
/// further back (anticlockwise, against the rotation) fainter.
public struct ActivityIndicatorMetrics: Hashable, Codable, Sendable {
    /// The indicator's width and height in points.
    public var side: Double
    /// The spokes' width (their ends are rounded).
    public var spokeWidth: Double
    /// Where a spoke's centre line starts and ends, from the indicator's centre.
    public var innerRadius: Double
    public var outerRadius: Double
    /// Each spoke's opacity, from the top one anticlockwise; their count is the number of spokes.
    public var spokeOpacities: [Double]

    /// Creates activity indicator metrics.
    public init(side: Double, spokeWidth: Double, innerRadius: Double, outerRadius: Double, spokeOpacities: [Double]) {
        self.side = side
        self.spokeWidth = spokeWidth
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.spokeOpacities = spokeOpacities
    }

    /// iOS 13 to 18's `.medium` style.
    ///
    /// | figure | value | source |
    /// |---|---|---|
    /// | size | 20 x 20 pt | `UIActivityIndicatorView(style: .medium).intrinsicContentSize` |
    /// | spokes | 8, rounded | iOS 13's redesigned indicator (12 spokes before iOS 13) |
    /// | spoke width, radii | 2.25 pt, 4.75 to 8.75 pt (ink 3.6 to 9.9 pt from the centre) | chosen by eye against screenshots |
    /// | opacities | 1 down to 0.3 in steps of 0.1 | chosen by eye against screenshots |
    /// | colour | secondaryLabel, unless the accessory's tint overrides it | chosen: UIKit's medium grey |
    /// The same indicator drawn `side` points wide: spokes and radii grow in proportion, as
    /// `UIActivityIndicatorView.Style.large` (37 pt) draws the medium style's shape larger.
    public func scaled(toSide side: Double) -> ActivityIndicatorMetrics {
        let factor = side / self.side
        return ActivityIndicatorMetrics(
            side: side, spokeWidth: spokeWidth * factor, innerRadius: innerRadius * factor,
            outerRadius: outerRadius * factor, spokeOpacities: spokeOpacities)
    }

    public static let iOS17 = ActivityIndicatorMetrics(
        side: 20, spokeWidth: 2.25, innerRadius: 4.75, outerRadius: 8.75,
        spokeOpacities: [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3])

    /// A refreshing `UIRefreshControl`'s spinner, measured on an iOS 17 table controller's
    /// reference (a refresh begun in code, 3 px per point).
    ///
    /// | figure | value |
    /// |---|---|
    /// | spokes | 8, all opaque, in the label colour (black on white, white on black) |
    /// | ink | 36 x 36 pt: 6 to 17.67 pt from the centre |
    /// | spoke width | 4.33 pt (so the centre line runs from 8.17 to 15.5 pt) |
    public static let iOS17RefreshControl = ActivityIndicatorMetrics(
        side: 36, spokeWidth: 4.33, innerRadius: 8.17, outerRadius: 15.5, spokeOpacities: Array(repeating: 1, count: 8))
}
