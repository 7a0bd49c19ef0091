import CellModel
import Pixels

/// Scenes F to I (the figures of ``IOSFigures/iOS18Round2`` and ``IOSFigures/iOS26Round2``),
/// described with CellSnap's API and measured as the iOS renders were.
extension Scenes {
    /// The sections of a grouped list, top to bottom: the device rows where the column at point
    /// `x` is not the list's background (separators and cells alike), and each one's first and last
    /// device column half way down (clear of iOS 26's large corners), where the cells' `fill` is.
    static func sections(_ m: Measuring, x: Double, background: RGBA, fill: RGBA = white) -> [(
        top: Int, bottom: Int, minX: Int, maxX: Int
    )] {
        let (px, _) = m.pixel(x, 0)
        var runs: [(Int, Int)] = []
        var start: Int?
        for y in 0...m.image.height {
            let inSection = y < m.image.height && Measuring.distance(m.image[px, y], background) > 12
            if inSection, start == nil { start = y }
            if !inSection, let first = start {
                runs.append((first, y - 1))
                start = nil
            }
        }
        return runs.compactMap { top, bottom in
            let rowY = (m.points(top) + m.points(bottom + 1)) / 2
            guard let span = m.span(ofRowAt: rowY, nearer: fill, than: background) else { return nil }
            return (top, bottom, span.lowerBound, span.upperBound)
        }
    }

    /// The lines of ink in `region`, top to bottom: boxes of consecutive device rows with ink,
    /// separated by at least one blank row.
    static func inkLines(_ m: Measuring, in region: PixelBox, on fill: RGBA) -> [PixelBox] {
        var lines: [PixelBox] = []
        var current: PixelBox?
        for y in region.minY...region.maxY {
            let row = PixelBox(minX: region.minX, minY: y, maxX: region.maxX, maxY: y)
            if let ink = m.ink(in: row, on: fill) {
                if var box = current {
                    box.minX = min(box.minX, ink.minX)
                    box.maxX = max(box.maxX, ink.maxX)
                    box.maxY = y
                    current = box
                } else {
                    current = ink
                }
            } else if let box = current {
                lines.append(box)
                current = nil
            }
        }
        if let box = current { lines.append(box) }
        return lines
    }

    static func valueCell(
        _ text: String, _ value: String, accessories: [CellAccessory] = [CellAccessory(.disclosureIndicator)]
    ) -> ListCell {
        cell(.valueCell(), text, value, accessories: accessories)
    }

    // MARK: Scene F

    /// Scene A at accessibility size 3: "San Francisco" over "20 °C, Sunny".
    static func sceneF(_ theme: Theme) throws -> [String: Measurement] {
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [ListSection(cells: [cell(.valueCell(), "San Francisco", "20 °C, Sunny")])],
            traits: Traits(contentSize: .accessibilityExtraLarge))
        let m = try render(list, width: 390, theme: theme, name: "F")
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        guard let s = section(m, width: 390, background: background, fill: white) else { return out }
        let top = m.points(s.top), bottom = m.points(s.bottom + 1)
        out["row height"] = .points(bottom - top)
        let row = m.region(x: m.points(s.minX)...m.points(s.maxX + 1), y: top...(bottom - 1 / scale))
        let lines = inkLines(m, in: row, on: white)
        guard lines.count >= 2 else { return out }
        if let s = m.inkRuns(in: lines[0], on: white, gap: 0).first {
            out["title ink min x ('S')"] = .points(m.points(s.minX))
            out["title 'S' ink top in row"] = .points(m.points(s.minY) - top)
            out["title 'S' ink bottom in row"] = .points(m.points(s.maxY + 1) - top)
        }
        if let two = m.inkRuns(in: lines[1], on: white, gap: 0).first {
            out["value ink min x ('2')"] = .points(m.points(two.minX))
            out["value baseline ('2' bottom) in row"] = .points(m.points(two.maxY + 1) - top)
            out["row bottom below value baseline"] = .points(bottom - m.points(two.maxY + 1))
        }
        out["value colour"] = .color(m.farthestColor(in: lines[1], from: white))
        return out
    }

    // MARK: Scene G

    /// A settings screen: "Appearance" in a section of its own, three value cells with disclosure
    /// indicators under the header "Swipe left", and a switch (on) in an unheaded section.
    static func sceneG(_ theme: Theme) throws -> [String: Measurement] {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Swipe left"
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(cells: [valueCell("Appearance", "System")]),
                ListSection(
                    header: header,
                    cells: [
                        valueCell("Short swipe", "Archive"), valueCell("Long swipe", "Delete"),
                        valueCell("Sensitivity", "Medium"),
                    ]),
                ListSection(cells: [cell(.cell(), "Haptics", accessories: [CellAccessory(.toggle(isOn: true))])]),
            ])
        let m = try render(list, width: 390, theme: theme, name: "G")
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        let found = sections(m, x: 195, background: background)
        guard found.count == 3 else { return ["section count": .missing("\(found.count) sections")] }
        let (first, headed, last) = (found[0], found[1], found[2])
        let top = m.points(headed.top), bottom = m.points(headed.bottom + 1)
        let minX = m.points(headed.minX), maxX = m.points(headed.maxX + 1)
        out["section bottom to headed section top"] = .points(top - m.points(first.bottom + 1))
        out["section bottom to unheaded section top"] = .points(m.points(last.top) - bottom)
        let pitch = (bottom - top) / 3
        out["row pitch (3-row section)"] = .points(pitch)

        // The header: its ink between the sections, on the background.
        if let ink = m.ink(in: m.region(x: 0...390, y: m.points(first.bottom + 1)...top), on: background) {
            out["header ink min x"] = .points(m.points(ink.minX))
            out["header colour"] = .color(m.farthestColor(in: ink, from: background))
            let letters = m.inkRuns(in: ink, on: background, gap: 0)
            if let last = letters.last {
                out["header baseline above section"] = .points(top - m.points(last.maxY + 1))
            }
            // The x-height: from the row most columns of ink start on (the flat tops of the
            // lower-case letters) to the row most end on (the baseline). In a bold header the
            // letters touch, so they are not measured one by one.
            if let xHeight = Self.xHeight(m, in: ink, on: background) { out["header x-height"] = .points(xHeight) }
        }

        // The first row: title, value and chevron.
        let row1 = { (x: ClosedRange<Double>) in m.region(x: x, y: top...(top + pitch - 1 / scale)) }
        if let title = m.ink(in: row1(minX...160), on: white),
            let capital = m.inkRuns(in: title, on: white, gap: 0).first
        {
            out["title ink min x"] = .points(m.points(title.minX))
            out["title cap top in row"] = .points(m.points(capital.minY) - top)
            out["title baseline in row"] = .points(m.points(capital.maxY + 1) - top)
        }
        let runs = m.inkRuns(in: row1(200...maxX), on: white, gap: Int(scale * 2))
        if runs.count >= 2 {
            let chevron = runs[runs.count - 1], value = runs[runs.count - 2]
            out["disclosure chevron ink width"] = .points(m.points(chevron.width))
            out["disclosure chevron ink height"] = .points(m.points(chevron.height))
            out["disclosure chevron ink max x from section edge"] = .points(maxX - m.points(chevron.maxX + 1))
            out["disclosure chevron centre - row centre"] = .points(
                (m.points(chevron.minY) + m.points(chevron.maxY + 1)) / 2 - (top + pitch / 2))
            out["disclosure chevron colour"] = .color(m.farthestColor(in: chevron, from: white))
            out["value ink max x to chevron ink"] = .points(m.points(chevron.minX) - m.points(value.maxX + 1))
        }

        // The separator under the first row, at x 200.
        let (sx, _) = m.pixel(200, 0)
        if let row = (headed.top...headed.bottom).first(where: { Measuring.differs(m.image[sx, $0], white, by: 8) }) {
            let color = m.image[sx, row]
            let thickness = (row...headed.bottom).prefix { m.image[sx, $0] == color }.count
            out["separator y in row"] = .points(m.points(row) - top)
            out["separator thickness"] = .points(m.points(thickness))
            out["separator colour"] = .color(color)
            if let line = separatorSpan(m, row: row, color: color, background: background) {
                out["separator min x"] = .points(m.points(line.lowerBound))
                out["separator max x"] = .points(m.points(line.upperBound + 1))
            }
        }

        // The switch: the green ink at the trailing end of the last section's row.
        let lastTop = m.points(last.top), lastBottom = m.points(last.bottom + 1)
        let switchRegion = m.region(x: 250...maxX, y: lastTop...(lastBottom - 1 / scale))
        if let toggle = m.ink(in: switchRegion, on: white) {
            out["switch width"] = .points(m.points(toggle.width))
            out["switch height"] = .points(m.points(toggle.height))
            out["switch max x from section edge"] = .points(maxX - m.points(toggle.maxX + 1))
            out["switch centre - row centre"] = .points(
                (m.points(toggle.minY) + m.points(toggle.maxY + 1)) / 2 - (lastTop + lastBottom) / 2)
            // The track's fill: beside the thumb, on the leading side, half way down.
            out["switch on fill"] = .color(m.image[toggle.minX + 3 * Int(scale), (toggle.minY + toggle.maxY) / 2])
        }
        return out
    }

    /// The x-height of the line of text in `box`, in points: from the device row on which most of
    /// its columns' ink starts to the one on which most of it ends.
    static func xHeight(_ m: Measuring, in box: PixelBox, on fill: RGBA) -> Double? {
        var tops: [Int: Int] = [:], bottoms: [Int: Int] = [:]
        for x in box.minX...box.maxX {
            let rows = (box.minY...box.maxY).filter { Measuring.differs(m.image[x, $0], fill, by: 40) }
            guard let top = rows.first, let bottom = rows.last else { continue }
            tops[top, default: 0] += 1
            bottoms[bottom + 1, default: 0] += 1
        }
        guard let top = tops.max(by: { $0.value < $1.value })?.key,
            let bottom = bottoms.max(by: { $0.value < $1.value })?.key
        else { return nil }
        return m.points(bottom - top)
    }

    /// The first and last device column of the separator drawn in `color` on device row `row`.
    static func separatorSpan(_ m: Measuring, row: Int, color: RGBA, background: RGBA) -> ClosedRange<Int>? {
        let columns = (0..<m.image.width).filter {
            let pixel = m.image[$0, row]
            return Measuring.distance(pixel, color) < Measuring.distance(pixel, white)
                && Measuring.distance(pixel, color) < Measuring.distance(pixel, background)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    // MARK: Scene H

    /// Rows with symbols in the tint: `plus`, `questionmark.circle` and the taller
    /// `arrow.left.arrow.right`, each with a title.
    static func sceneH(_ theme: Theme) throws -> [String: Measurement] {
        func symbolRow(_ symbol: String, _ text: String) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.image = .symbol(symbol)
            content.text = text
            return ListCell(content: content)
        }
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(cells: [
                    symbolRow("plus", "Add account"), symbolRow("questionmark.circle", "Help"),
                    symbolRow("arrow.left.arrow.right", "Switch accounts"),
                ])
            ])
        let m = try render(list, width: 390, theme: theme, name: "H")
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        guard let s = sections(m, x: 195, background: background).first else { return out }
        let top = m.points(s.top)
        let maxX = m.points(s.maxX + 1)
        // The rows: each one ends at its separator (at x 300, past the texts), the last at the
        // section's bottom.
        let (sx, _) = m.pixel(300, 0)
        var rowTops = [s.top]
        var separatorRows: [Int] = []
        var y = s.top
        while y <= s.bottom {
            if Measuring.differs(m.image[sx, y], white, by: 8) {
                separatorRows.append(y)
                let color = m.image[sx, y]
                while y <= s.bottom, m.image[sx, y] == color { y += 1 }
                rowTops.append(y)
            } else {
                y += 1
            }
        }
        let rowEdges = rowTops + [s.bottom + 1]
        guard rowTops.count == 3 else { return ["row count": .missing("\(rowTops.count) rows")] }
        out["row height (symbol row)"] = .points(m.points(rowEdges[1]) - top)
        out["row height (arrow.left.arrow.right row)"] = .points(m.points(rowEdges[3]) - m.points(rowEdges[2]))
        if let separator = separatorRows.first,
            let line = separatorSpan(m, row: separator, color: m.image[sx, separator], background: background)
        {
            out["separator min x (symbol row)"] = .points(m.points(line.lowerBound))
            out["separator max x (symbol row)"] = .points(m.points(line.upperBound + 1))
        }
        for (index, name) in ["plus", "questionmark.circle", "arrow.left.arrow.right"].enumerated() {
            let region = PixelBox(
                minX: s.minX, minY: rowEdges[index], maxX: m.pixel(maxX, 0).0, maxY: rowEdges[index + 1] - 1)
            // The symbol and the text are the first two runs of ink, at least a point apart.
            let runs = m.inkRuns(in: region, on: white, gap: Int(scale))
            guard runs.count >= 2 else { continue }
            let symbol = runs[0]
            out["\(name) ink width"] = .points(m.points(symbol.width))
            out["\(name) ink height"] = .points(m.points(symbol.height))
            out["\(name) ink min x"] = .points(m.points(symbol.minX))
            out["\(name) ink max x"] = .points(m.points(symbol.maxX + 1))
            if index == 0 {
                out["text ink min x (after a symbol)"] = .points(m.points(runs[1].minX))
                out["symbol colour (systemBlue)"] = .color(m.farthestColor(in: symbol, from: white))
            }
        }
        return out
    }

    // MARK: Scene I

    /// A two-line row: a body title over subheadline secondary text, stacked without padding.
    static func sceneI(_ theme: Theme) throws -> [String: Measurement] {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Notifications"
        content.secondaryText = "Banners, sounds, badges"
        let list = ListDescription(
            appearance: .insetGrouped, sections: [ListSection(cells: [ListCell(content: content)])])
        let m = try render(list, width: 390, theme: theme, name: "I")
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        guard let s = section(m, width: 390, background: background, fill: white) else { return out }
        let top = m.points(s.top), bottom = m.points(s.bottom + 1)
        out["row height"] = .points(bottom - top)
        let row = m.region(x: m.points(s.minX)...m.points(s.maxX + 1), y: top...(bottom - 1 / scale))
        let lines = inkLines(m, in: row, on: white)
        guard lines.count >= 2 else { return out }
        // The baselines: the bottom of each line's first letter ('N', 'B').
        if let first = m.inkRuns(in: lines[0], on: white, gap: 0).first {
            out["title baseline in row"] = .points(m.points(first.maxY + 1) - top)
        }
        if let first = m.inkRuns(in: lines[1], on: white, gap: 0).first {
            out["secondary baseline in row"] = .points(m.points(first.maxY + 1) - top)
        }
        return out
    }
}
