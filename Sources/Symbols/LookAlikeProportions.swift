import Primitives

/// The proportions the look-alike composer (``LookAlikeComposer``) draws enclosures, badges,
/// slashes and combined glyphs in, on Lucide's 24-unit grid (its 20-unit live area is the point
/// size, centred on the grid's middle, 12), each with its source. iOS renders give two figures
/// (Fidelity table H, iOS 26.4's symbol column, body text at Large, symbols 1.1 times its size,
/// 18.7 pt): `questionmark.circle` is 20.33 pt of ink, and `plus` 16.67 pt. The other figures are
/// CellSnap's choice, looked at on the symbol sheets beside CellSnap's own designs; the table in
/// the article "Symbol look-alikes" restates them. `RenderingTests` measures the rendered pixels
/// of composed symbols against this table.
enum LookAlikeProportions {
    /// The grid's units per point size: a circle enclosure of radius 10 is as wide as the point
    /// size plus a stroke, as iOS draws `questionmark.circle` (20.33 pt of ink at 18.7 pt).
    static let gridUnitsPerPointSize = 20.0
    /// The circle enclosure's radius, to the middle of its stroke (source: `questionmark.circle`).
    static let circleRadius = 10.0
    /// The square and `app` enclosures' inset from the grid's edge and their corner radii.
    static let squareInset = 2.0
    static let squareCornerRadius = 3.5
    static let appCornerRadius = 5.0
    /// The rectangle enclosure (landscape; `portrait` turns it): width, height and corner radius.
    static let rectangleSize = Size(width: 22, height: 14)
    static let rectangleCornerRadius = 3.0
    /// The capsule enclosure (landscape; `portrait` turns it): width and height.
    static let capsuleSize = Size(width: 22, height: 13)
    /// A glyph inside an enclosure is drawn at this scale of its plain size (0.5 in a rectangle or
    /// a capsule), its strokes at ``enclosedStrokeFactor`` of the weight's width, so that a black
    /// enclosure keeps its glyph legible.
    static let enclosedScale = 0.55
    static let enclosedScaleInRectangle = 0.5
    static let enclosedStrokeFactor = 0.75
    /// The badge: its centre at the glyph's lower right, the glyph cut away around it, and the
    /// half-length of its mark's strokes.
    static let badgeCenter = Point(x: 20, y: 19)
    static let badgeCutRadius = 6.2
    static let badgeMarkHalfLength = 3.5
    /// A glyph shown in a badge (`bell.badge.waveform`): this scale of its plain size.
    static let badgeGlyphScale = 0.42
    /// The slash: from the grid's top left to its bottom right, 45 degrees below the horizontal,
    /// with a gap cut along its lower left (a line from its start and end moved by these offsets,
    /// a little steeper than the slash at its top).
    static let slashStart = Point(x: 3, y: 3)
    static let slashEnd = Point(x: 21, y: 21)
    static let slashGapStartOffset = Point(x: -0.8, y: 1.6)
    static let slashGapEndOffset = Point(x: -1.6, y: 0.8)
    /// Two glyphs side by side (`.and.`): each at this scale, this far apart.
    static let pairScale = 0.75
    static let pairGap = 2.0
    /// A glyph over another (`.on.`) or stacked copies (`.2`, `.3`): each at this scale, each one
    /// behind moved this far up and to the right, the glyph in front cut out of it with a margin.
    static let stackScale = 0.8
    static let stackOffset = 3.0
    static let stackCutMargin = 1.5
    /// The letters and digits of a number or a label: the gap between their inks, and the widest
    /// a label is drawn (a wider one is narrowed, keeping its proportions).
    static let labelGap = 2.5
    static let labelMaxWidth = 20.0
    /// A currency sign's strokes across its letters (`wonsign`): how far they reach past the
    /// letters' ink, and the distance between two bars.
    static let strikeOvershoot = 2.0
    static let strikeBarSpacing = 4.0
    /// A glyph's outline filled inside it (`square.inset.filled`): this scale of the outline.
    static let insetScale = 0.6
    /// A glyph filled (`fill`) whose outline Lucide leaves open (a cloud at its foot, a bulb at its
    /// screw) is filled as if closed by a straight line when that line is at most this share of the
    /// outline's larger side; a glyph with no such outline and no closed one is refused filled.
    static let openOutlineGap = 1.0
    /// A glyph filled needs a body of at least this share of its bounds' area (by the body's
    /// bounds): one whose closed parts are dots or small parts is refused filled.
    static let smallestBody = 0.15
    /// A glyph of at least this many closed cells of about one size (arrow keys, circles on a
    /// hexagon) whose cells span at least ``cellsShare`` of its bounds' area fills its cells.
    static let leastCells = 4
    static let cellsShare = 0.5
    /// A glyph made only of parts this small (dots, `circle.grid.3x3`) is filled as it is drawn.
    static let largestDot = 2.5
    /// A part of an outline filled inside it (`rectangle.lefthalf.inset.filled`): inset this far
    /// from the outline's middle line, its corners rounded by this radius, and a corner's part
    /// (`rectangle.inset.topleft.filled`) this share of the inside each way.
    static let regionInset = 2.5
    static let regionCornerRadius = 1.0
    static let regionCornerShare = 0.5
    /// One cell of a 3 × 3 grid filled (`square.grid.3x3.middle.filled`): inset this far from its lines.
    static let cellInset = 0.8
}
