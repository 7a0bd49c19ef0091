import Primitives

/// Every metric of a look in one value, so that another look is another theme, not a fork.
///
/// ``iOS17`` is the default. Values marked *measured* come from real renders (see the project's
/// reference metrics); values marked *chosen* are UIKit defaults Apple does not publish, chosen by
/// eye against screenshots.
public struct Theme: Hashable, Codable, Sendable {
    /// The smallest row height (measured: 44 pt).
    public var minimumRowHeight: Double
    /// The leading and trailing layout margin below `wideLayoutWidth` (measured: 16 pt).
    public var narrowLayoutMargin: Double
    /// The layout margin from `wideLayoutWidth` up (measured: 20 pt).
    public var wideLayoutMargin: Double
    /// The width from which the wide margin applies (measured: 390 pt).
    public var wideLayoutWidth: Double
    /// The top and bottom margin around a cell's text (measured: iOS 18 11 pt, iOS 26 14.5 pt, from
    /// the rows whose text is taller than the minimum: the stacked value cell at AX3, the two-line
    /// row, a tall symbol; a single line of body text is centred in the minimum row).
    public var verticalTextMargin: Double
    /// The corner radius of inset grouped sections (measured: 10 pt).
    public var insetGroupedCornerRadius: Double
    /// The curve of inset grouped sections' and rounded backgrounds' corners (measured: continuous;
    /// the first device rows of a 10 pt corner leave 29.5, 22 and 18.5 px uncovered).
    public var cornerCurve: CornerCurve
    /// The space between an image and the text (chosen: 16 pt).
    public var imageToTextPadding: Double
    /// The width reserved for symbol images, so texts line up (chosen: 29 pt).
    public var reservedImageWidth: Double
    /// The vertical space between text and secondary text in subtitle cells (measured: 0.33 pt in
    /// iOS 18.2, 1.33 pt in iOS 26.4, from the settings screen's two-line row, a body title over
    /// subheadline text: 60.67 and 68.67 pt tall with lines in ``systemFontMetrics``' line boxes).
    public var textToSecondaryTextVerticalPadding: Double
    /// The minimum space between text and value text in value cells (chosen: 8 pt).
    public var textToSecondaryTextHorizontalPadding: Double
    /// The space between accessories, and between accessories and the content (chosen: 16 pt).
    public var accessorySpacing: Double
    /// The width of one indentation level (UIKit's default: 10 pt).
    public var indentationWidth: Double
    /// The space above the first grouped section's header text (measured: 16.33 pt, so that the
    /// section's top is 37.33 pt below the list's with a footnote header in its 15.67 pt box).
    public var headerTopPadding: Double
    /// The space below a grouped header's text (measured: 5.33 pt, so that a footnote header's
    /// baseline is 8.67 pt above its section; iOS 26 10.33 pt, 13.67 pt with its bold header).
    public var headerBottomPadding: Double
    /// The space above a header that follows another section (measured: 34 pt, a 55 pt gap from one
    /// section to the next with a footnote header in iOS 18.2; iOS 26.4 27.67 pt, a 57 pt gap).
    public var headerSpacingAfterSection: Double
    /// The space between a grouped section and its footer's text box (measured: iOS 18.2 5.67 pt, iOS 26.4
    /// 7.67 pt, so that a footnote footer's first baseline is 17.33 and 19.33 pt below the section
    /// with its lines in ``footerLineHeightMultiple``'s boxes).
    public var footerTopPadding: Double
    /// The space above a grouped section without a header, the first one included, and below the
    /// last (measured: 35 pt).
    public var sectionSpacing: Double
    /// The space between a grouped footer's text box and the next section when that section has no
    /// header, in place of ``sectionSpacing`` (measured: iOS 18.2 30.33 pt, iOS 26.4 24.33 pt: the
    /// footer's last baseline 32.67 and 26.67 pt above the next section).
    public var sectionSpacingAfterFooter: Double = 91.0 / 3
    /// The line height of a grouped footer's text (`groupedFooter()`) in the system font, as a
    /// multiple of its point size, grown to whole device pixels; `nil` keeps the system font's
    /// line box (measured in iOS 18.2 and 26.4: a two-line 13 pt footnote footer's lines are 14.0
    /// pt apart, tighter than the 15.67 pt label line of SF Pro).
    public var footerLineHeightMultiple: Double? = 14.0 / 13
    /// The separators' colour (measured: iOS 18's separator, rgb(198,198,200) on white; iOS 26
    /// rgb(231,231,232), dark rgb(56,56,59) opaque).
    public var separatorColor: DynamicColor
    /// The separators' thickness in points; `nil` draws one device pixel (measured: iOS 18 one
    /// device pixel, iOS 26 1 pt).
    public var separatorThickness: Double?
    /// Whether separators stop at the cell's trailing layout margin rather than at its edge
    /// (measured: iOS 26 ends them 16 pt before the section's edge; iOS 18 runs them to it).
    public var separatorEndsAtTrailingMargin: Bool
    /// The font of grouped headers made with `groupedHeader()` (measured: iOS 18 footnote; iOS 26
    /// bold, cap height 12 pt).
    public var groupedHeaderFont: FontSpec
    /// Whether grouped headers are drawn uppercase (iOS 18) or as written (iOS 26).
    public var groupedHeaderUppercased: Bool
    /// Semantic colours this look draws differently from the default table (iOS 26's blue:
    /// measured rgb(0,136,255); its high-contrast values are not measured, so it keeps these at
    /// high contrast too).
    public var palette: [SemanticColor: DynamicColor]
    /// The checkmark accessory (measured: 14.0 x 13.67 pt ink at body size, 2.33 pt inside the
    /// trailing margin).
    public var checkmarkGlyph: AccessoryGlyphMetrics
    /// The pop-up menu accessory's up and down chevrons (measured: 8.33 x 12 pt ink at body size,
    /// 1.67 pt inside the trailing margin, 6 pt from the value text's ink).
    public var popUpMenuGlyph: AccessoryGlyphMetrics
    /// The editing controls: multiselect, delete and insert (measured: a 20 pt circle 5 pt inside
    /// the leading margin, text 38 pt after the circle's leading edge).
    public var editingControlGlyph: AccessoryGlyphMetrics
    /// The disclosure indicator's chevron (measured in iOS 18.2 and 26.4: 6.33 x 11 pt of ink at
    /// body size, 1 pt (iOS 18) or 2.67 pt (iOS 26) inside the trailing margin, 11.33 pt (iOS 18)
    /// or 13 pt (iOS 26) from a value's ink; the outline disclosure keeps the text's size).
    public var disclosureGlyph = AccessoryGlyphMetrics(
        sizeRatio: 0.92, weight: .semibold, sideInset: 1, contentSpacing: 29.0 / 3)
    /// The disclosure indicator's colour unless the accessory has a tint of its own; `nil` draws it
    /// in tertiaryLabel (measured: iOS 18.2 draws a flat rgb(191,191,191), rgb(85,85,86) in dark;
    /// iOS 26.4 tertiaryLabel, rgb(197,197,199) over white).
    public var disclosureColor: DynamicColor? = .pair(
        light: Color(red255: 191, green: 191, blue: 191), dark: Color(red255: 85, green: 85, blue: 86))
    /// The point size of list content symbols as a multiple of their text's size, when the
    /// configuration sets none of its own (measured: iOS 18 the text's size; iOS 26.4 draws them
    /// 1.1 times it: `plus` 16.67 pt and `questionmark.circle` 20.33 pt of ink beside body text).
    public var listSymbolSizeRatio: Double = 1
    /// The vertical metrics of the system font that list content text in Inter stands in for, or
    /// `nil` for the text styles' line heights and Inter's own baseline. UIKit's labels are as tall
    /// as their font's line height, grown to whole pixels: SF Pro's ascender plus descender, 1950
    /// + 494 of 2048 units, 1.1934 times the size (20.33 pt for body at Large, 48 pt at AX3).
    /// Text in the system font is laid out in that box with its baseline where SF Pro's would be;
    /// text in an app's font keeps its own line height.
    public var systemFontMetrics: FontVerticalMetrics? = .sfPro
    /// Letter spacing of list content text in the system font, by point size (see
    /// ``TrackingTable``), or `nil` for Inter's own spacing (measured: -61/1000 em at every size,
    /// the candidate nearest to iOS of the fidelity tests' tracking study, see the Fidelity
    /// article's "Inter against SF Pro's widths").
    public var systemFontTracking: TrackingTable? = .interAsSFPro
    /// The space between a value cell's text and its value when they stack (at accessibility
    /// sizes, or when they do not fit side by side), unless the configuration sets its own
    /// vertical padding (measured at AX3: iOS 18 0.67 pt, a 118.67 pt row; iOS 26 5 pt, a 130 pt
    /// row; see the Fidelity article's "Accessibility sizes").
    public var stackedValueTextPadding: Double = 2.0 / 3
    /// Switch accessories (`UISwitch`): ``ToggleMetrics/iOS17`` and ``ToggleMetrics/iOS26``.
    public var toggle = ToggleMetrics.iOS17
    /// Activity indicator accessories (`UIActivityIndicatorView`, `.medium`); iOS 26 keeps iOS 18's figures.
    public var activityIndicator = ActivityIndicatorMetrics.iOS17
    /// Buttons (`UIButton`, configured and classic); iOS 26 keeps iOS 18's figures (not measured).
    public var button = ButtonMetrics.iOS17
    /// Segmented controls (`UISegmentedControl`); iOS 26 keeps iOS 18's figures (not measured).
    public var segmentedControl = SegmentedControlMetrics.iOS17
    /// Steppers (`UIStepper`); iOS 26 keeps iOS 18's figures (not measured).
    public var stepper = StepperMetrics.iOS17
    /// Sliders (`UISlider`); iOS 26 keeps iOS 18's figures (not measured).
    public var slider = SliderMetrics.iOS17
    /// Progress views (`UIProgressView`); iOS 26 keeps iOS 18's figures (not measured).
    public var progressView = ProgressViewMetrics.iOS17
    /// Compact date pickers (`UIDatePicker`); iOS 26 keeps iOS 18's figures (not measured).
    public var datePicker = DatePickerMetrics.iOS17
    /// Page controls (`UIPageControl`); iOS 26 keeps iOS 18's figures (not measured).
    public var pageControl = PageControlMetrics.iOS17
    /// The space above a sidebar's header that follows another section (measured on an iOS
    /// sidebar screenshot: the header's capitals 53.67 pt below the last row's above it, with
    /// title 3 header text, 44 pt rows; iOS 26 keeps it, not measured).
    public var sidebarHeaderSpacingAfterSection = 62.0 / 3
    /// The space below a sidebar header's text (measured on the same screenshot: the first row's
    /// capitals 46.33 pt below the header's).
    public var sidebarHeaderBottomPadding = 34.0 / 3

    /// iOS 17 and 18.
    public static let iOS17 = Theme(
        minimumRowHeight: 44, narrowLayoutMargin: 16, wideLayoutMargin: 20, wideLayoutWidth: 390,
        verticalTextMargin: 11,
        insetGroupedCornerRadius: 10, cornerCurve: .continuous, imageToTextPadding: 16, reservedImageWidth: 29,
        textToSecondaryTextVerticalPadding: 1.0 / 3,
        textToSecondaryTextHorizontalPadding: 8, accessorySpacing: 16, indentationWidth: 10, headerTopPadding: 49.0 / 3,
        headerBottomPadding: 16.0 / 3, headerSpacingAfterSection: 34, footerTopPadding: 17.0 / 3, sectionSpacing: 35,
        separatorColor: .semantic(.separator), separatorThickness: nil, separatorEndsAtTrailingMargin: false,
        groupedHeaderFont: .textStyle(.footnote), groupedHeaderUppercased: true, palette: [:],
        checkmarkGlyph: AccessoryGlyphMetrics(sizeRatio: 0.975, weight: .semibold, sideInset: 7.0 / 3),
        popUpMenuGlyph: AccessoryGlyphMetrics(
            sizeRatio: 0.747, weight: .semibold, sideInset: 5.0 / 3, contentSpacing: 4),
        editingControlGlyph: AccessoryGlyphMetrics(
            sizeRatio: 1.12, weight: .regular, sideInset: 5, contentSpacing: 12.33))

    /// iOS 26, from measured iOS 26.1 and 26.4 simulator renders: 16 pt margins and section insets
    /// at every width, 51 pt rows, 26 pt section corners, 1 pt separators in rgb(231,231,232) that
    /// stop at the trailing margin, title-case bold grouped headers (baseline 13.67 pt above the
    /// section), iOS 26's blue, switch and symbol column.
    public static let iOS26: Theme = {
        var theme = iOS17
        theme.narrowLayoutMargin = 16
        theme.wideLayoutMargin = 16
        theme.minimumRowHeight = 51
        theme.verticalTextMargin = 14.5
        theme.insetGroupedCornerRadius = 26
        theme.separatorColor = .pair(
            light: Color(hex: 0xE7E7E8), dark: Color(red255: 56, green: 56, blue: 59))
        theme.separatorThickness = 1
        theme.separatorEndsAtTrailingMargin = true
        // iOS 26 draws grouped headers bold at about 17 pt of SF Pro (measured cap height 12 pt);
        // Inter's capitals are 3% taller than SF Pro's, so the 16 pt callout style gives the
        // measured cap height and keeps scaling with Dynamic Type.
        theme.groupedHeaderFont = .textStyle(.callout, weight: .bold)
        theme.groupedHeaderUppercased = false
        theme.headerBottomPadding = 31.0 / 3
        let blue = DynamicColor.pair(
            light: Color(red255: 0, green: 136, blue: 255), dark: Color(red255: 0, green: 145, blue: 255))
        theme.palette = [.systemBlue: blue, .tint: blue, .link: blue]
        // iOS 26.4's settings screen: the chevron further in and further from the value, in
        // tertiaryLabel; the switch, the symbol column (symbols centred 27.5 pt from the section's
        // edge, text 55 pt from it), the stacked value cell and the space above a later header.
        theme.disclosureGlyph.sideInset = 8.0 / 3
        theme.disclosureColor = nil
        theme.toggle = .iOS26
        theme.listSymbolSizeRatio = 1.1
        theme.reservedImageWidth = 23
        theme.stackedValueTextPadding = 5
        theme.textToSecondaryTextVerticalPadding = 4.0 / 3
        theme.headerSpacingAfterSection = 83.0 / 3
        // Footers (iOS 26.4): the same 14 pt lines, further below the section and closer to the next.
        theme.footerTopPadding = 23.0 / 3
        theme.sectionSpacingAfterFooter = 73.0 / 3
        return theme
    }()

    /// `color` as this look draws it in `appearance`: the palette's colour for a semantic colour
    /// it overrides, otherwise the default table's.
    public func resolve(_ color: DynamicColor, for appearance: ColorAppearance) -> Color {
        if case .semantic(let name) = color, let override = palette[name] { return override.resolved(for: appearance) }
        return color.resolved(for: appearance)
    }

    /// The leading and trailing layout margin for a list `width` points wide.
    public func layoutMargin(forWidth width: Double) -> Double {
        width >= wideLayoutWidth ? wideLayoutMargin : narrowLayoutMargin
    }
}

/// How a system accessory's glyph is sized and placed, relative to the cell's text.
///
/// iOS's symbol images reach beyond their ink; ``sideInset`` is that margin, so that the ink lands
/// where iOS's does whatever the text size.
public struct AccessoryGlyphMetrics: Hashable, Codable, Sendable {
    /// The symbol's point size as a multiple of the cell text's font size.
    public var sizeRatio: Double
    public var weight: FontWeight
    /// The space kept on each side of the glyph, inside the accessory's slot.
    public var sideInset: Double
    /// The space between the accessory and the cell's content; `nil` uses the theme's accessory spacing.
    public var contentSpacing: Double?

    /// Creates glyph metrics.
    public init(sizeRatio: Double, weight: FontWeight, sideInset: Double = 0, contentSpacing: Double? = nil) {
        self.sizeRatio = sizeRatio
        self.weight = weight
        self.sideInset = sideInset
        self.contentSpacing = contentSpacing
    }
}

/// The looks CellSnap draws, by iOS generation: the name of a ``Theme`` in specs (`theme: ios26`),
/// on the command line (`--theme ios26`), in variant names and in ``Traits/theme``.
///
/// ```swift
/// let traits = Traits(theme: .ios26)
/// traits.variantName   // "ios26@3x"
/// ```
public enum ThemeName: String, Hashable, Codable, Sendable, CaseIterable {
    /// iOS 17 and 18 (``Theme/iOS17``), the default.
    case ios18
    /// iOS 26 (``Theme/iOS26``).
    case ios26

    /// The theme's metrics.
    public var theme: Theme {
        switch self {
        case .ios18: .iOS17
        case .ios26: .iOS26
        }
    }
}
