import AppFonts
import Primitives

// A font's metrics, measured from the fonts CellSnap draws with. An app font's come from its
// file (`hhea`'s ascender, descender and line gap, as Core Text reads them, and `OS/2`'s cap and
// x heights). The system font is drawn in Inter standing in for SF Pro: its ascender, descender
// and line height are SF Pro's line box (the theme's system font metrics,
// `FontVerticalMetrics.sfPro`: 1950 and 494 of 2048 units), where CellSnap puts list content
// text's baseline and how tall it makes its lines, as iOS's `lineHeight` is 20.29 pt at 17 pt;
// its cap and x heights are those of the Inter glyphs drawn (2048 and 1536 of 2816 units in every
// bundled weight; a test reads them from the bundled files). A `UILabel`, string drawing and
// TextKit lay the system font out in the same box (`ListCellLayout.listStyle`). The monospaced system font
// is drawn in Noto Sans Mono standing in for SF Mono, and its metrics are that face's own (`hhea`
// 1069 and -293 of 1000 units, no line gap; `OS/2` cap height 714, x height 536 regular and 546
// bold), the box its lines are laid out in.
extension UIFont {
    /// Inter's cap height, in ems (`OS/2` sCapHeight 2048 of 2816 units).
    static let interCapHeight = 2048.0 / 2816
    /// Inter's x height, in ems (`OS/2` sxHeight 1536 of 2816 units).
    static let interXHeight = 1536.0 / 2816

    /// The metrics of the face drawn, in ems: ascender, descender (negative), line gap, cap and x height.
    private var emMetrics: (ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        if let name = postScriptName, let metrics = BundledAppFonts.face(named: name)?.metrics {
            let units = Double(metrics.unitsPerEm)
            let ascender = Double(metrics.ascender) / units
            return (
                ascender, Double(metrics.descender) / units, Double(metrics.lineGap) / units,
                Double(metrics.capHeight ?? 0) / units, Double(metrics.xHeight ?? 0) / units
            )
        }
        if family == Font.monospacedFamily {  // the monospaced system font, or an installed one drawn in its face
            let xHeight = weight >= .semibold ? 546.0 : 536.0
            return (1.069, -0.293, 0, 0.714, xHeight / 1000)
        }
        let box = FontVerticalMetrics.sfPro
        return (box.ascender, -box.descender, 0, Self.interCapHeight, Self.interXHeight)
    }

    /// From the baseline to the top of the line, in points.
    public var ascender: CGFloat { CGFloat(emMetrics.ascender) * pointSize }
    /// From the baseline to the bottom of the line, in points (negative).
    public var descender: CGFloat { CGFloat(emMetrics.descender) * pointSize }
    /// The space the font asks for between lines, in points.
    public var leading: CGFloat { CGFloat(emMetrics.lineGap) * pointSize }
    /// The height of flat capitals above the baseline, in points (`0` when an app font's file
    /// does not give it).
    public var capHeight: CGFloat { CGFloat(emMetrics.capHeight) * pointSize }
    /// The height of flat lowercase letters above the baseline, in points (`0` when an app font's
    /// file does not give it).
    public var xHeight: CGFloat { CGFloat(emMetrics.xHeight) * pointSize }
    /// The height of a line: ascender, descender and leading (20.29 pt for the 17 pt system font,
    /// as iOS's).
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// ``lineHeight`` of the font drawn at `size` points (Dynamic Type may draw it larger).
    func cellSnapLineHeight(drawnAt size: Double) -> Double { Double(lineHeight) * size / Double(pointSize) }
}
