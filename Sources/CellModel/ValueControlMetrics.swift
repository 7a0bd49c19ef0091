import Primitives

// How UIKit draws the controls that show a value: segmented controls, steppers, sliders,
// progress views and compact date pickers. Apple publishes none of these figures and the
// project's reference renders measure none of them yet: each is chosen, from UIKit's intrinsic
// sizes and documented defaults where there are some, and its line says so. The iOS 26 theme
// keeps them.

/// How UIKit draws a segmented control (`UISegmentedControl`, iOS 13 to 18): a rounded track of a
/// faint fill, the selected segment a raised white (dark: grey) rounded rectangle inside it, thin
/// dividers between the other segments.
///
/// | figure | value | source |
/// |---|---|---|
/// | height | 32 pt | `UISegmentedControl().intrinsicContentSize.height` since iOS 13 |
/// | track | tertiarySystemFill, corner radius 9 | chosen by eye |
/// | selected segment | 2 pt inside the track, corner radius 7, white (dark: rgb(99,99,102)), the switch thumb's shadows at 0.8 of their opacity | chosen by eye |
/// | titles | the system font at 13 pt, regular; semibold when selected; label colour | UIKit's default title text attributes since iOS 13 |
/// | segment width | the widest segment's content plus 12 pt on each side, every segment as wide | chosen |
/// | dividers | 1 pt wide, 16 pt tall, centred; separator colour; none beside the selected segment | chosen by eye |
/// | disabled | titles in tertiaryLabel | chosen |
public struct SegmentedControlMetrics: Hashable, Codable, Sendable {
    public var height: Double
    public var trackFill: DynamicColor
    public var cornerRadius: Double
    /// The space between the track's edge and the selected segment.
    public var selectionInset: Double
    public var selectionCornerRadius: Double
    public var selectionFill: DynamicColor
    public var selectionShadows: [ToggleMetrics.Shadow]
    public var titleFont: Font
    public var selectedTitleWeight: FontWeight
    public var titleColor: DynamicColor
    public var disabledTitleColor: DynamicColor
    /// The space on each side of a segment's content.
    public var segmentPadding: Double
    public var dividerWidth: Double
    public var dividerHeight: Double
    public var dividerColor: DynamicColor

    /// iOS 13 to 18.
    public static let iOS17 = SegmentedControlMetrics(
        height: 32, trackFill: .semantic(.tertiarySystemFill), cornerRadius: 9, selectionInset: 2,
        selectionCornerRadius: 7,
        selectionFill: .pair(light: Color(hex: 0xFFFFFF), dark: Color(red255: 99, green: 99, blue: 102)),
        selectionShadows: ToggleMetrics.iOS17.thumbShadows.map {
            ToggleMetrics.Shadow(offsetY: $0.offsetY, blur: $0.blur, color: $0.color.withAlpha($0.color.alpha * 0.8))
        },
        titleFont: Font(size: 13), selectedTitleWeight: .semibold, titleColor: .semantic(.label),
        disabledTitleColor: .semantic(.tertiaryLabel), segmentPadding: 12, dividerWidth: 1, dividerHeight: 16,
        dividerColor: .semantic(.separator))
}

/// How UIKit draws a stepper (`UIStepper`, iOS 13 to 18): a rounded rectangle of a faint fill
/// split by a divider, a minus on the leading half and a plus on the trailing half.
///
/// | figure | value | source |
/// |---|---|---|
/// | size | 94 x 32 pt | `UIStepper().intrinsicContentSize` since iOS 13 |
/// | background | tertiarySystemFill, corner radius 8 | chosen by eye |
/// | divider | 1 x 18 pt, centred, separator colour | chosen by eye |
/// | glyphs | `minus` and `plus`, 17 pt medium, label colour; tertiaryLabel at a limit the stepper does not wrap past, and when disabled | chosen |
public struct StepperMetrics: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double
    public var fill: DynamicColor
    public var cornerRadius: Double
    public var dividerWidth: Double
    public var dividerHeight: Double
    public var dividerColor: DynamicColor
    public var glyphPointSize: Double
    public var glyphWeight: FontWeight
    public var glyphColor: DynamicColor
    public var disabledGlyphColor: DynamicColor

    /// iOS 13 to 18.
    public static let iOS17 = StepperMetrics(
        width: 94, height: 32, fill: .semantic(.tertiarySystemFill), cornerRadius: 8, dividerWidth: 1,
        dividerHeight: 18, dividerColor: .semantic(.separator), glyphPointSize: 17, glyphWeight: .medium,
        glyphColor: .semantic(.label), disabledGlyphColor: .semantic(.tertiaryLabel))
}

/// How UIKit draws a slider (`UISlider`, iOS 13 to 18): a 4 pt capsule track, the tint up to the
/// thumb and a faint fill after it, and a white round thumb with the switch thumb's shadows.
///
/// | figure | value | source |
/// |---|---|---|
/// | height | 31 pt (no intrinsic width) | `UISlider().intrinsicContentSize` |
/// | track | 4 pt capsule; minimum track the tint, maximum track systemFill | chosen by eye (the 4 pt track of iOS 13's redesign) |
/// | thumb | a 28 pt white circle with the switch thumb's shadows, its centre from 14 pt inside one end to 14 pt inside the other | chosen by eye |
/// | value images | at their own size at each end, 12 pt from the track, in the slider's tint unless they have their own colour | chosen |
/// | disabled | the whole control at 0.5 opacity, as a switch | chosen |
public struct SliderMetrics: Hashable, Codable, Sendable {
    public var height: Double
    public var trackHeight: Double
    public var maximumTrackColor: DynamicColor
    public var thumbDiameter: Double
    public var thumbColor: DynamicColor
    public var thumbShadows: [ToggleMetrics.Shadow]
    /// The space between a value image and the track.
    public var valueImageSpacing: Double
    public var disabledOpacity: Double

    /// iOS 13 to 18.
    public static let iOS17 = SliderMetrics(
        height: 31, trackHeight: 4, maximumTrackColor: .semantic(.systemFill), thumbDiameter: 28,
        thumbColor: .fixed(Color(hex: 0xFFFFFF)), thumbShadows: ToggleMetrics.iOS17.thumbShadows, valueImageSpacing: 12,
        disabledOpacity: 0.5)
}

/// How UIKit draws a progress view (`UIProgressView`, iOS 14 to 18): the default style a 4 pt
/// capsule track with the progress in the tint; the bar style (a toolbar's) a 2.5 pt bar without a
/// track colour of its own and square ends.
///
/// | figure | value | source |
/// |---|---|---|
/// | default style | 4 pt tall, capsule ends; track systemFill, progress the tint | chosen by eye (iOS 14's rounded bar) |
/// | bar style | 2.5 pt tall, square ends, clear track | `UIProgressView(progressViewStyle: .bar)`'s 2.5 pt frame |
public struct ProgressViewMetrics: Hashable, Codable, Sendable {
    public var height: Double
    public var barHeight: Double
    public var trackColor: DynamicColor

    /// iOS 14 to 18.
    public static let iOS17 = ProgressViewMetrics(height: 4, barHeight: 2.5, trackColor: .semantic(.systemFill))
}

/// How UIKit draws a compact date picker (`UIDatePicker`, `.compact`, iOS 14 to 18): the date and
/// the time each in a rounded capsule of a faint fill, body text in the label colour.
///
/// | figure | value | source |
/// |---|---|---|
/// | capsule | the text's line plus 7 pt above and below (34.33 pt at Large), corner radius 6, tertiarySystemFill | chosen by eye |
/// | text | body, label colour, 11 pt inside each end of its capsule | chosen by eye |
/// | date and time | 6 pt apart, the date first (leading) | chosen by eye |
/// | formats | the date in the medium style ("Jun 10, 2024"), the time in the short style ("9:41 AM"), in the picker's locale | UIKit's compact picker |
/// | disabled | text in tertiaryLabel | chosen |
public struct DatePickerMetrics: Hashable, Codable, Sendable {
    public var verticalPadding: Double
    public var horizontalPadding: Double
    public var cornerRadius: Double
    public var spacing: Double
    public var fill: DynamicColor
    public var font: FontSpec
    public var textColor: DynamicColor
    public var disabledTextColor: DynamicColor

    /// iOS 14 to 18.
    public static let iOS17 = DatePickerMetrics(
        verticalPadding: 7, horizontalPadding: 11, cornerRadius: 6, spacing: 6, fill: .semantic(.tertiarySystemFill),
        font: .textStyle(.body), textColor: .semantic(.label), disabledTextColor: .semantic(.tertiaryLabel))
}

/// How UIKit draws a page control (`UIPageControl`, iOS 14 to 18): a row of round indicators, the
/// current page's darker, centred in the control.
///
/// | figure | value | source |
/// |---|---|---|
/// | indicator | a 7 pt circle, 16 pt from one indicator's centre to the next | chosen by eye |
/// | size | 16 pt an indicator plus 12 pt at each end, 26 pt tall (`size(forNumberOfPages:)`) | chosen: UIKit's 26 pt tall control |
/// | colours | the current page label, the others tertiaryLabel | chosen: iOS 14's indicators, which show on light and dark backgrounds |
/// | prominent background | a capsule of tertiarySystemFill behind the indicators | chosen |
public struct PageControlMetrics: Hashable, Codable, Sendable {
    public var indicatorDiameter: Double
    public var indicatorPitch: Double
    public var endPadding: Double
    public var height: Double
    public var indicatorColor: DynamicColor
    public var currentIndicatorColor: DynamicColor
    public var prominentBackground: DynamicColor

    /// iOS 14 to 18.
    public static let iOS17 = PageControlMetrics(
        indicatorDiameter: 7, indicatorPitch: 16, endPadding: 12, height: 26,
        indicatorColor: .semantic(.tertiaryLabel), currentIndicatorColor: .semantic(.label),
        prominentBackground: .semantic(.tertiarySystemFill))
}
