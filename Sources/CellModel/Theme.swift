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
    /// The top and bottom margin around a cell's text (chosen: 11 pt, so body text sits in a 44 pt row).
    public var verticalTextMargin: Double
    /// The corner radius of inset grouped sections (measured: 10 pt).
    public var insetGroupedCornerRadius: Double
    /// The space between an image and the text (chosen: 16 pt).
    public var imageToTextPadding: Double
    /// The width reserved for symbol images, so texts line up (chosen: 29 pt).
    public var reservedImageWidth: Double
    /// The vertical space between text and secondary text in subtitle cells (chosen: 3 pt).
    public var textToSecondaryTextVerticalPadding: Double
    /// The minimum space between text and value text in value cells (chosen: 8 pt).
    public var textToSecondaryTextHorizontalPadding: Double
    /// The space between accessories, and between accessories and the content (chosen: 16 pt).
    public var accessorySpacing: Double
    /// The width of one indentation level (UIKit's default: 10 pt).
    public var indentationWidth: Double
    /// The space above a grouped section's header text (chosen: 16 pt) and below it (6 pt).
    public var headerTopPadding: Double
    public var headerBottomPadding: Double
    /// The space between sections of grouped lists (chosen: 35 pt).
    public var sectionSpacing: Double

    /// iOS 17 and 18.
    public static let iOS17 = Theme(
        minimumRowHeight: 44, narrowLayoutMargin: 16, wideLayoutMargin: 20, wideLayoutWidth: 390, verticalTextMargin: 11,
        insetGroupedCornerRadius: 10, imageToTextPadding: 16, reservedImageWidth: 29, textToSecondaryTextVerticalPadding: 3,
        textToSecondaryTextHorizontalPadding: 8, accessorySpacing: 16, indentationWidth: 10, headerTopPadding: 16,
        headerBottomPadding: 6, sectionSpacing: 35)

    /// iOS 26's larger look: 52 pt rows and rounder sections (chosen from the reference notes).
    public static let iOS26: Theme = {
        var theme = iOS17
        theme.minimumRowHeight = 52
        theme.verticalTextMargin = 15
        theme.insetGroupedCornerRadius = 26
        return theme
    }()

    /// The leading and trailing layout margin for a list `width` points wide.
    public func layoutMargin(forWidth width: Double) -> Double {
        width >= wideLayoutWidth ? wideLayoutMargin : narrowLayoutMargin
    }
}
