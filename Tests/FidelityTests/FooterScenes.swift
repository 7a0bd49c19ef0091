import CellModel
import Pixels

/// Scenes J and K (the figures of ``IOSFigures/iOS18Round3`` and ``IOSFigures/iOS26Round3``),
/// described with CellSnap's API and measured as the iOS renders were.
extension Scenes {
    /// The settings screen with a footer: a value cell with a disclosure indicator and a switch
    /// row, a two-line footnote footer under them, and an unheaded section after it.
    static func footerList(dark: Bool) -> ListDescription {
        var footer = ListContentConfiguration.groupedFooter()
        footer.text = "Haptic feedback plays a light tap when a swipe passes the point at which it acts."
        return ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(
                    footer: footer,
                    cells: [
                        valueCell("Sensitivity", "Medium"),
                        cell(.cell(), "Haptics", accessories: [CellAccessory(.toggle(isOn: true))]),
                    ]),
                ListSection(cells: [valueCell("Appearance", "System")]),
            ],
            traits: Traits(style: dark ? .dark : .light))
    }

    /// The baseline of a line of ink: the bottom device row most of its glyphs end on (the round
    /// ones overshoot it by a fraction, descenders by more).
    static func baseline(_ m: Measuring, of line: PixelBox, on fill: RGBA) -> Int {
        let bottoms = m.inkRuns(in: line, on: fill, gap: 0).map { $0.maxY + 1 }
        let counts = Dictionary(bottoms.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? line.maxY + 1
    }

    // MARK: Scene J

    /// The footer, light: its ink, cap height, baselines and colour, and the space to the next section.
    static func sceneJ(_ theme: Theme) throws -> [String: Measurement] {
        let m = try render(footerList(dark: false), width: 390, theme: theme, name: "J")
        let background = m.color(atX: 2, y: 2)
        let found = sections(m, x: 195, background: background)
        guard found.count == 2 else { return ["section count": .missing("\(found.count) sections")] }
        let bottom = found[0].bottom + 1, next = found[1].top
        let region = PixelBox(minX: 0, minY: bottom, maxX: m.image.width - 1, maxY: next - 1)
        let lines = inkLines(m, in: region, on: background)
        guard lines.count == 2 else { return ["footer lines": .missing("\(lines.count) lines")] }
        var out: [String: Measurement] = [:]
        let first = baseline(m, of: lines[0], on: background), last = baseline(m, of: lines[1], on: background)
        // The first line's first letter, a capital 'H': its left ink edge and its height.
        if let capital = m.inkRuns(in: lines[0], on: background, gap: 0).first {
            out["footer ink min x"] = .points(m.points(capital.minX))
            out["footer cap height"] = .points(m.points(capital.height))
        }
        out["footer first baseline below section"] = .points(m.points(first - bottom))
        out["footer line pitch"] = .points(m.points(last - first))
        out["footer last baseline to next section top"] = .points(m.points(next - last))
        out["footer colour"] = .color(m.farthestColor(in: lines[0], from: background))
        return out
    }

    // MARK: Scene K

    /// The same screen in dark mode: the footer's colour, the backgrounds, the separator between
    /// the two rows, the value and the chevron.
    static func sceneK(_ theme: Theme) throws -> [String: Measurement] {
        let m = try render(footerList(dark: true), width: 390, theme: theme, name: "K")
        let background = m.color(atX: 2, y: 2)
        var out: [String: Measurement] = ["grouped background": .color(background)]
        // The cells' fill: the column at the list's centre, a few points into the first section.
        let (cx, _) = m.pixel(195, 0)
        guard let first = (0..<m.image.height).first(where: { Measuring.distance(m.image[cx, $0], background) > 12 })
        else { return ["section count": .missing("no section")] }
        let fill = m.color(atX: 195, y: m.points(first) + 4)
        out["cell fill"] = .color(fill)
        // On black, the footer's grey text is nearer the cells' fill than the background: a
        // section is at least a row tall.
        let found = sections(m, x: 195, background: background, fill: fill).filter {
            m.points($0.bottom - $0.top) > 40
        }
        guard found.count == 2 else { return ["section count": .missing("\(found.count) sections")] }
        let s = found[0]
        let top = m.points(s.top)
        let maxX = m.points(s.maxX + 1)
        let region = PixelBox(minX: 0, minY: s.bottom + 1, maxX: m.image.width - 1, maxY: found[1].top - 1)
        if let line = inkLines(m, in: region, on: background).first {
            out["footer colour"] = .color(m.farthestColor(in: line, from: background))
        }
        // The separator under the first row, at x 200; the first row's value and chevron above it.
        let (sx, _) = m.pixel(200, 0)
        guard let row = (s.top...s.bottom).first(where: { Measuring.differs(m.image[sx, $0], fill, by: 8) }) else {
            return out
        }
        out["separator colour"] = .color(m.image[sx, row])
        let runs = m.inkRuns(in: m.region(x: 200...maxX, y: top...(m.points(row) - 1 / scale)), on: fill, gap: 6)
        if runs.count >= 2 {
            out["disclosure chevron colour"] = .color(m.farthestColor(in: runs[runs.count - 1], from: fill))
            out["value colour"] = .color(m.farthestColor(in: runs[runs.count - 2], from: fill))
        }
        return out
    }
}
