import Primitives

extension DisplayList {
    /// A typical list cell, 390 x 44 pt: a rounded capsule (an unread badge), two text runs (a title
    /// and a trailing value), a chevron and a one-pixel separator at 3x. The benchmarks and the
    /// determinism tests draw it.
    public static let sampleCell = DisplayList(
        size: Size(width: 390, height: 44), background: .white,
        items: [
            .shape(
                ShapeItem(
                    shape: .capsule(Rect(x: 20, y: 12, width: 30, height: 20)), fill: Color(hex: 0x007AFF, alpha: 0.15),
                    stroke: Stroke(color: Color(hex: 0x007AFF), width: 1))),
            .text(
                TextItem(
                    text: "Inbox", style: TextStyle(font: Font(size: 17), maximumLines: 1),
                    frame: Rect(x: 62, y: 11, width: 180, height: 22))),
            .text(
                TextItem(
                    text: "1,204 unread",
                    style: TextStyle(
                        font: Font(size: 17), color: Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
                        alignment: .right, maximumLines: 1),
                    frame: Rect(x: 240, y: 11, width: 108, height: 22))),
            .symbol(
                SymbolItem(
                    name: "chevron.right", frame: Rect(x: 358, y: 15, width: 9, height: 14), pointSize: 17,
                    weight: .semibold,
                    color: Color(red255: 60, green: 60, blue: 67, alpha: 0.3))),
            .line(
                LineItem(
                    from: Point(x: 62, y: 44 - 1.0 / 6), to: Point(x: 390, y: 44 - 1.0 / 6),
                    color: Color(red255: 60, green: 60, blue: 67, alpha: 0.29), width: 1.0 / 3)),
        ])
}
