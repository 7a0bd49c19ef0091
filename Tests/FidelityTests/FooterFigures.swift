/// The figures of the reference file's third section, restated: grouped footers and dark mode on
/// the settings screen recorded on iOS 18.2 and iOS 26.4 (scenes J and K), and the x-height of the
/// iOS 26.4 grouped header. Same source and units as ``IOSFigures``: real simulator renders at 3 px
/// per point, positions in points in the render's own coordinates, ink at the >40 threshold.
///
/// The footer's text is not part of the reference; the scene uses a two-line footnote footer of the
/// same shape (it starts with a capital and wraps once) under a switch row, and an unheaded section
/// after it (the reference gives the footer's last baseline to the next section's top).
extension IOSFigures {
    /// iOS 18.2.
    static let iOS18Round3: [IOSFigure] = [
        // Scene J: a two-line footnote footer under a section, light.
        IOSFigure("J", "footer ink min x", .points(41.0), .textInk),
        IOSFigure("J", "footer cap height", .points(9.0), .textInk),
        IOSFigure("J", "footer first baseline below section", .points(17.33), .textInk),
        IOSFigure("J", "footer line pitch", .points(14.0), .textInk),
        IOSFigure("J", "footer last baseline to next section top", .points(32.67), .textInk),
        IOSFigure("J", "footer colour", .color(133, 133, 139), .color),
        // Scene K: the same screen in dark mode.
        IOSFigure("K", "footer colour", .color(141, 141, 147), .color),
    ]

    /// iOS 26.4.
    static let iOS26Round3: [IOSFigure] = [
        // The grouped header "Swipe left" of scene G: the height of its lower-case letters.
        IOSFigure("G", "header x-height", .points(9.0), .textInk),
        IOSFigure("J", "footer ink min x", .points(33.0), .textInk),
        IOSFigure("J", "footer cap height", .points(9.0), .textInk),
        IOSFigure("J", "footer first baseline below section", .points(19.33), .textInk),
        IOSFigure("J", "footer line pitch", .points(14.0), .textInk),
        IOSFigure("J", "footer last baseline to next section top", .points(26.67), .textInk),
        IOSFigure("J", "footer colour", .color(133, 133, 139), .color),
        IOSFigure("K", "footer colour", .color(141, 141, 147), .color),
        IOSFigure("K", "grouped background", .color(0, 0, 0), .color),
        // Measured rgb(28,28,29) to rgb(28,28,30).
        IOSFigure("K", "cell fill", .color(28, 28, 30), .color),
        IOSFigure("K", "separator colour", .color(56, 56, 59), .color),
        IOSFigure("K", "value colour", .color(152, 152, 158), .color),
        IOSFigure("K", "disclosure chevron colour", .color(90, 90, 94), .color),
    ]
}
