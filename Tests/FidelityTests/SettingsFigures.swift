/// The figures of the reference file's two newer sections, restated: the value cell of scene A at
/// accessibility size 3 (scene F), and a settings screen recorded on iOS 18.2 and iOS 26.4 (scenes
/// G to I). Same source and units as ``IOSFigures``: real simulator renders at 3 px per point,
/// light, positions in points in the render's own coordinates, ink at the >40 threshold.
///
/// The settings screen's texts are not part of the reference; the scenes use texts of the same
/// shape (a title that starts with a round capital, a short value, "Swipe left" as the header).
extension IOSFigures {
    /// iOS 18 (the AX3 column of scene A on iOS 18; the settings screen on iOS 18.2).
    static let iOS18Round2: [IOSFigure] = [
        // Scene F: scene A's value cell ("San Francisco" / "20 °C, Sunny") at accessibility 3
        // (body 40 pt): the value stacks under the title, both at the leading edge.
        IOSFigure("F", "row height", .points(118.67), .geometry),
        IOSFigure("F", "title ink min x ('S')", .points(41.33), .textInk),
        IOSFigure("F", "title 'S' ink top in row", .points(20.33), .textInk),
        IOSFigure("F", "title 'S' ink bottom in row", .points(49.67), .textInk),
        IOSFigure("F", "value ink min x ('2')", .points(42.0), .textInk),
        IOSFigure("F", "value baseline ('2' bottom) in row", .points(98.0), .textInk),
        IOSFigure("F", "row bottom below value baseline", .points(20.67), .textInk),
        IOSFigure("F", "value colour", .color(138, 138, 142), .color),
        // Scene G: a settings screen, 390 wide, inset grouped: an unheaded section, a section under
        // the grouped header "Swipe left" with three value cells with disclosure indicators, and an
        // unheaded section with a switch (on).
        IOSFigure("G", "disclosure chevron ink width", .points(6.33), .geometry),
        IOSFigure("G", "disclosure chevron ink height", .points(11.0), .geometry),
        IOSFigure("G", "disclosure chevron ink max x from section edge", .points(21.0), .geometry),
        IOSFigure("G", "disclosure chevron centre - row centre", .points(0), .geometry),
        IOSFigure("G", "disclosure chevron colour", .color(191, 191, 191), .color),
        IOSFigure("G", "value ink max x to chevron ink", .points(11.33), .textInk),
        IOSFigure("G", "title ink min x", .points(40.67), .textInk),
        IOSFigure("G", "title cap top in row", .points(15.67), .textInk),
        IOSFigure("G", "title baseline in row", .points(28.0), .textInk),
        IOSFigure("G", "row pitch (3-row section)", .points(44.0), .geometry),
        IOSFigure("G", "separator y in row", .points(43.67), .geometry),
        IOSFigure("G", "separator thickness", .points(1.0 / 3), .geometry),
        IOSFigure("G", "separator colour", .color(198, 198, 200), .color),
        IOSFigure("G", "separator min x", .points(40.0), .geometry),
        IOSFigure("G", "separator max x", .points(370.0), .geometry),
        IOSFigure("G", "header ink min x", .points(40.67), .textInk),
        // Measured 8.67 to 9.0: the middle of the two.
        IOSFigure("G", "header baseline above section", .points(8.83), .textInk),
        IOSFigure("G", "header colour", .color(133, 133, 139), .color),
        IOSFigure("G", "section bottom to headed section top", .points(55.0), .geometry),
        IOSFigure("G", "section bottom to unheaded section top", .points(35.33), .geometry),
        IOSFigure("G", "switch width", .points(51.0), .geometry),
        IOSFigure("G", "switch height", .points(31.0), .geometry),
        IOSFigure("G", "switch max x from section edge", .points(18.0), .geometry),
        IOSFigure("G", "switch centre - row centre", .points(0), .geometry),
        IOSFigure("G", "switch on fill", .color(52, 199, 89), .color),
        // Scene H: symbol rows (a tinted template symbol: systemBlue).
        IOSFigure("H", "symbol colour (systemBlue)", .color(0, 122, 255), .color),
        // Scene I: a two-line row (body title, subheadline secondary text under it).
        IOSFigure("I", "row height", .points(60.67), .geometry),
        IOSFigure("I", "title baseline in row", .points(26.67), .textInk),
        IOSFigure("I", "secondary baseline in row", .points(46.33), .textInk),
    ]

    /// iOS 26 (the AX3 column of scene A on iOS 26.1; the settings screen on iOS 26.4).
    static let iOS26Round2: [IOSFigure] = [
        IOSFigure("F", "row height", .points(130.0), .geometry),
        IOSFigure("F", "title ink min x ('S')", .points(33.33), .textInk),
        IOSFigure("F", "title 'S' ink bottom in row", .points(53.67), .textInk),
        IOSFigure("F", "value ink min x ('2')", .points(33.33), .textInk),
        IOSFigure("F", "value baseline ('2' bottom) in row", .points(105.67), .textInk),
        IOSFigure("F", "row bottom below value baseline", .points(24.33), .textInk),
        IOSFigure("G", "disclosure chevron ink width", .points(6.33), .geometry),
        IOSFigure("G", "disclosure chevron ink height", .points(11.0), .geometry),
        IOSFigure("G", "disclosure chevron ink max x from section edge", .points(18.67), .geometry),
        IOSFigure("G", "disclosure chevron centre - row centre", .points(0), .geometry),
        IOSFigure("G", "disclosure chevron colour", .color(197, 197, 199), .color),
        IOSFigure("G", "value ink max x to chevron ink", .points(13.0), .textInk),
        IOSFigure("G", "title ink min x", .points(32.67), .textInk),
        IOSFigure("G", "title cap top in row", .points(19.33), .textInk),
        IOSFigure("G", "title baseline in row", .points(31.67), .textInk),
        IOSFigure("G", "row pitch (3-row section)", .points(51.0), .geometry),
        IOSFigure("G", "separator y in row", .points(50.0), .geometry),
        IOSFigure("G", "separator thickness", .points(1.0), .geometry),
        IOSFigure("G", "separator colour", .color(232, 232, 232), .color),
        IOSFigure("G", "separator min x", .points(32.0), .geometry),
        IOSFigure("G", "separator max x", .points(358.0), .geometry),
        IOSFigure("G", "header ink min x", .points(33.0), .textInk),
        IOSFigure("G", "header baseline above section", .points(13.67), .textInk),
        IOSFigure("G", "header colour", .color(133, 133, 138), .color),
        IOSFigure("G", "section bottom to headed section top", .points(57.0), .geometry),
        IOSFigure("G", "switch width", .points(63.0), .geometry),
        IOSFigure("G", "switch height", .points(28.0), .geometry),
        IOSFigure("G", "switch max x from section edge", .points(14.0), .geometry),
        IOSFigure("G", "switch centre - row centre", .points(0), .geometry),
        IOSFigure("G", "switch on fill", .color(52, 199, 89), .color),
        // Scene H: the symbol column. Each symbol is centred about 27.5 from the section's leading
        // edge (16 at 390 wide), the text starts 55 from it.
        IOSFigure("H", "symbol colour (systemBlue)", .color(0, 136, 255), .color),
        IOSFigure("H", "plus ink width", .points(16.67), .geometry),
        IOSFigure("H", "plus ink height", .points(16.67), .geometry),
        IOSFigure("H", "plus ink min x", .points(35.33), .geometry),
        IOSFigure("H", "plus ink max x", .points(52.0), .geometry),
        IOSFigure("H", "questionmark.circle ink width", .points(20.33), .geometry),
        IOSFigure("H", "questionmark.circle ink height", .points(20.33), .geometry),
        IOSFigure("H", "questionmark.circle ink min x", .points(33.0), .geometry),
        IOSFigure("H", "questionmark.circle ink max x", .points(53.33), .geometry),
        IOSFigure("H", "text ink min x (after a symbol)", .points(71.33), .textInk),
        IOSFigure("H", "row height (symbol row)", .points(51.0), .geometry),
        IOSFigure("H", "arrow.left.arrow.right ink width", .points(19.33), .geometry),
        IOSFigure("H", "arrow.left.arrow.right ink height", .points(23.67), .geometry),
        IOSFigure("H", "row height (arrow.left.arrow.right row)", .points(53.0), .geometry),
        IOSFigure("H", "separator min x (symbol row)", .points(71.0), .geometry),
        IOSFigure("H", "separator max x (symbol row)", .points(358.0), .geometry),
        IOSFigure("I", "row height", .points(68.67), .geometry),
        IOSFigure("I", "title baseline in row", .points(30.67), .textInk),
        IOSFigure("I", "secondary baseline in row", .points(50.33), .textInk),
    ]
}
