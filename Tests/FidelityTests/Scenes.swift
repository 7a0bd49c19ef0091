import CellLayout
import CellModel
import CellSnapSuite
import DisplayList
import Foundation
import Pixels
import Rendering

/// A value measured in CellSnap's render, comparable with an ``IOSFigure``.
enum Measurement: CustomStringConvertible {
    case points(Double)
    case pixels(Double)
    case color(RGBA)
    /// The figure could not be found in the render (for example, no ink where it should be).
    case missing(String)

    var description: String {
        switch self {
        case .points(let value): IOSFigure.Value.format(value)
        case .pixels(let value): IOSFigure.Value.format(value) + " px"
        case .color(let c): "rgb(\(c.red),\(c.green),\(c.blue))"
        case .missing(let why): "not found (\(why))"
        }
    }
}

/// The reference scenes described with CellSnap's API, rendered at 3x and measured.
enum Scenes {
    static let scale = 3.0
    /// Where the renders are written for a look, when `CELLSNAP_FIDELITY_IMAGES` names a folder.
    static let imageDirectory = ProcessInfo.processInfo.environment["CELLSNAP_FIDELITY_IMAGES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Whether the scenes are laid out right to left and their renders mirrored before they are
    /// measured, so that every left-to-right figure applies (set by the right-to-left test only).
    @TaskLocal static var mirrored = false

    /// The render of `list` at `width` with `theme` (right to left and mirrored when ``mirrored``).
    static func render(_ list: ListDescription, width: Double, theme: Theme, name: String? = nil) throws -> Measuring {
        var list = list
        if mirrored { list.traits.direction = .rightToLeft }
        let node = ListLayout.node(for: list, width: width, theme: theme)
        let displayList = try CellSnapshots.displayList(of: node, width: width, traits: list.traits)
        var image = try Renderer().image(displayList, scale: scale).image
        if mirrored {
            let original = image
            for y in 0..<image.height {
                for x in 0..<image.width { image[x, y] = original[image.width - 1 - x, y] }
            }
        }
        if let directory = imageDirectory {
            try PNG.write(
                image,
                to: URL(
                    fileURLWithPath:
                        "\(directory)/\(theme == .iOS17 ? "ios18" : "ios26")\(mirrored ? "-rtl" : "")-\(name ?? "\(width)-\(list.sections.count)-\(list.sections[0].cells.count)").png"
                ))
        }
        return Measuring(image: image, scale: scale)
    }

    static func cell(
        _ content: ListContentConfiguration, _ text: String, _ secondary: String? = nil,
        accessories: [CellAccessory] = [], state: CellState = CellState()
    ) -> ListCell {
        var content = content
        content.text = text
        content.secondaryText = secondary
        return ListCell(content: content, accessories: accessories, state: state)
    }

    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// Measures the scene `name` ("A" to "K") rendered with `theme`.
    static func measure(_ name: String, theme: Theme) throws -> [String: Measurement] {
        switch name {
        case "A": try sceneA(theme)
        case "B": try sceneB(theme)
        case "C": try sceneC(theme)
        case "D": try sceneD(theme)
        case "E": try sceneE(theme)
        case "F": try sceneF(theme)
        case "G": try sceneG(theme)
        case "H": try sceneH(theme)
        case "I": try sceneI(theme)
        case "J": try sceneJ(theme)
        case "K": try sceneK(theme)
        default: [:]
        }
    }

    /// The section's rows: its top and bottom device row at the list's centre column, and its
    /// first and last device column half a row below its top.
    static func section(_ m: Measuring, width: Double, background: RGBA, fill: RGBA) -> (
        top: Int, bottom: Int, minX: Int, maxX: Int
    )? {
        let (cx, _) = m.pixel(width / 2, 0)
        let rows = (0..<m.image.height).filter {
            Measuring.distance(m.image[cx, $0], fill) < Measuring.distance(m.image[cx, $0], background)
        }
        guard let top = rows.first, let bottom = rows.last else { return nil }
        guard let span = m.span(ofRowAt: (m.points(top) + m.points(bottom + 1)) / 2 + 1, nearer: fill, than: background)
        else { return nil }
        return (top, bottom, span.lowerBound, span.upperBound)
    }

    // MARK: Scene A

    static func sceneA(_ theme: Theme) throws -> [String: Measurement] {
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [ListSection(cells: [cell(.valueCell(), "San Francisco", "20 °C, Sunny")])])
        let m = try render(list, width: 390, theme: theme)
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        out["grouped background"] = .color(background)
        guard let s = section(m, width: 390, background: background, fill: white) else { return out }
        let top = m.points(s.top), bottom = m.points(s.bottom + 1)
        let fill = m.color(atX: 195, y: top + 5)
        out["cell fill"] = .color(fill)
        out["first section top (no header)"] = .points(top)
        out["section min x"] = .points(m.points(s.minX))
        out["section max x"] = .points(m.points(s.maxX + 1))
        out["row height"] = .points(bottom - top)
        let radius = Int((10 * scale).rounded())
        for row in 0..<3 {
            out["corner row \(row + 1) uncovered"] = .pixels(
                m.uncovered(row: s.top + row, fromX: s.minX, width: radius, background: background, fill: fill))
        }
        let rowBox = { (x: ClosedRange<Double>) in m.region(x: x, y: top...(bottom - 1 / scale)) }
        if let title = m.ink(in: rowBox(m.points(s.minX)...195), on: fill) {
            out["title ink min x ('S')"] = .points(m.points(title.minX))
            out["title ink top in row"] = .points(m.points(title.minY) - top)
            out["title ink bottom in row"] = .points(m.points(title.maxY + 1) - top)
            out["title colour"] = .color(m.farthestColor(in: title, from: fill))
        }
        if let value = m.ink(in: rowBox(195...m.points(s.maxX + 1)), on: fill) {
            out["value ink max x ('y')"] = .points(m.points(value.maxX + 1))
            out["value colour"] = .color(m.farthestColor(in: value, from: fill))
            if let two = m.inkRuns(in: value, on: fill, gap: 0).first {
                out["value baseline ('2' bottom) in row"] = .points(m.points(two.maxY + 1) - top)
            }
        }
        return out
    }

    // MARK: Scene B

    static func sceneB(_ theme: Theme) throws -> [String: Measurement] {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Code"
        let check = [CellAccessory(.checkmark)]
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(
                    header: header,
                    cells: [
                        cell(.cell(), "Option 1", accessories: check), cell(.cell(), "Option 2", accessories: check),
                    ])
            ])
        let m = try render(list, width: 390, theme: theme)
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        guard let s = section(m, width: 390, background: background, fill: white) else { return out }
        let top = m.points(s.top), bottom = m.points(s.bottom + 1)
        let minX = m.points(s.minX), maxX = m.points(s.maxX + 1)
        out["section top (with header)"] = .points(top)
        out["row pitch"] = .points((bottom - top) / 2)
        if let headerInk = m.ink(in: m.region(x: 0...390, y: 0...top), on: background) {
            out["header ink min x"] = .points(m.points(headerInk.minX))
            out["header colour"] = .color(m.farthestColor(in: headerInk, from: background))
            // The baseline: the bottom of the last letter; the cap height: from there to the top of the first.
            let runs = m.inkRuns(in: headerInk, on: background, gap: 0)
            if let first = runs.first, let last = runs.last {
                out["header baseline above section"] = .points(top - m.points(last.maxY + 1))
                out["header cap height"] = .points(m.points(last.maxY + 1) - m.points(first.minY))
            }
        }
        // The separator: the first rows below the section's top, at x 200, that differ from the fill.
        let (sx, _) = m.pixel(200, 0)
        if let row = (s.top...s.bottom).first(where: { Measuring.differs(m.image[sx, $0], white, by: 8) }) {
            let color = m.image[sx, row]
            let thickness = (row...s.bottom).prefix { m.image[sx, $0] == color }.count
            out["separator y in section"] = .points(m.points(row) - top)
            out["separator thickness"] = .points(m.points(thickness))
            out["separator colour"] = .color(color)
            let columns = (0..<m.image.width).filter {
                let pixel = m.image[$0, row]
                return Measuring.distance(pixel, color) < Measuring.distance(pixel, white)
                    && Measuring.distance(pixel, color) < Measuring.distance(pixel, background)
            }
            if let first = columns.first, let last = columns.last {
                out["separator min x"] = .points(m.points(first))
                out["separator max x"] = .points(m.points(last + 1))
            }
        }
        let pitch = (bottom - top) / 2
        let row1 = { (x: ClosedRange<Double>) in m.region(x: x, y: top...(top + pitch - 1 / scale)) }
        if let checkmark = m.ink(in: row1(250...maxX), on: white) {
            out["checkmark ink width"] = .points(m.points(checkmark.width))
            out["checkmark ink height"] = .points(m.points(checkmark.height))
            out["checkmark ink max x"] = .points(m.points(checkmark.maxX + 1))
            out["checkmark centre - row centre"] = .points(
                (m.points(checkmark.minY) + m.points(checkmark.maxY + 1)) / 2 - (top + pitch / 2))
            out["checkmark colour"] = .color(m.farthestColor(in: checkmark, from: white))
        }
        if let text = m.ink(in: row1(minX...200), on: white) {
            out["row text ink min x ('O')"] = .points(m.points(text.minX))
        }
        return out
    }

    // MARK: Scene C

    static func sceneC(_ theme: Theme) throws -> [String: Measurement] {
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(cells: [cell(.valueCell(), "Clean Code", "A", accessories: [CellAccessory(.popUpMenu)])])
            ])
        let m = try render(list, width: 390, theme: theme)
        var out: [String: Measurement] = [:]
        let background = m.color(atX: 2, y: 2)
        guard let s = section(m, width: 390, background: background, fill: white) else { return out }
        let top = m.points(s.top), bottom = m.points(s.bottom + 1)
        let row = { (x: ClosedRange<Double>) in m.region(x: x, y: top...(bottom - 1 / scale)) }
        let runs = m.inkRuns(in: row(200...m.points(s.maxX + 1)), on: white, gap: Int(scale * 2))
        if runs.count >= 2 {
            let glyph = runs[runs.count - 1], value = runs[runs.count - 2]
            out["pop-up glyph ink width"] = .points(m.points(glyph.width))
            out["pop-up glyph ink height"] = .points(m.points(glyph.height))
            out["pop-up glyph ink max x"] = .points(m.points(glyph.maxX + 1))
            out["pop-up glyph centre - row centre"] = .points(
                (m.points(glyph.minY) + m.points(glyph.maxY + 1)) / 2 - (top + bottom) / 2)
            out["pop-up glyph colour"] = .color(m.farthestColor(in: glyph, from: white))
            out["value 'A' ink max x"] = .points(m.points(value.maxX + 1))
        }
        if let title = m.ink(in: row(m.points(s.minX)...200), on: white) {
            out["title ink min x"] = .points(m.points(title.minX))
            out["title ink max x"] = .points(m.points(title.maxX + 1))
        }
        return out
    }

    // MARK: Scene D

    static func sceneD(_ theme: Theme) throws -> [String: Measurement] {
        let traits = Traits()
        let cells = (1...3).map { index in
            var state = CellState([.editing], traits: traits)
            state.isSelected = index == 1
            return cell(.cell(), "Title\(index)", accessories: [CellAccessory(.multiselect)], state: state)
        }
        let list = ListDescription(appearance: .plain, sections: [ListSection(cells: cells)], traits: traits)
        let m = try render(list, width: 375, theme: theme)
        var out: [String: Measurement] = [:]
        let fill = m.color(atX: 200, y: 22)
        out["selected row fill"] = .color(fill)
        guard let selected = m.run(ofColumnAt: 200, from: 0, nearer: fill, than: white),
            let span = m.span(ofRowAt: 22, nearer: fill, than: white)
        else { return out }
        out["selected row max x (full width)"] = .points(m.points(span.upperBound + 1))
        let (sx, _) = m.pixel(200, 0)
        out["selected row's bottom pixel row (separator covered)"] = .color(m.image[sx, selected.upperBound])
        let rowTop = m.points(selected.upperBound + 1)
        // Row 2: its separator is its first device row at x 200 that differs from white.
        guard
            let separator = ((selected.upperBound + 1)..<m.image.height).first(where: {
                Measuring.differs(m.image[sx, $0], white, by: 40)
            })
        else {
            return out
        }
        let pitch = m.points(separator + 1) - rowTop
        out["row pitch"] = .points(pitch)
        let separatorColor = m.image[sx, separator]
        out["separator colour"] = .color(separatorColor)
        out["separator y in row"] = .points(m.points(separator) - rowTop)
        if let line = m.span(ofRowAt: m.points(separator), nearer: separatorColor, than: white) {
            out["separator max x"] = .points(m.points(line.upperBound + 1))
        }
        let row2 = m.region(x: 0...56, y: rowTop...(rowTop + pitch - 1 / scale))
        if let control = m.ink(in: row2, on: white) {
            out["control ink min x"] = .points(m.points(control.minX))
            out["control ink max x"] = .points(m.points(control.maxX + 1))
            out["control centre - row centre"] = .points(
                (m.points(control.minY) + m.points(control.maxY + 1)) / 2 - (rowTop + pitch / 2))
            out["unselected control ring colour"] = .color(m.farthestColor(in: control, from: white))
            if let text = m.ink(
                in: m.region(x: m.points(control.maxX + 1)...300, y: rowTop...(rowTop + pitch - 1 / scale)), on: white)
            {
                out["text ink min x (editing)"] = .points(m.points(text.minX))
            }
        }
        if let control = m.ink(
            in: m.region(x: 0...56, y: m.points(selected.lowerBound)...(rowTop - 1 / scale)), on: fill)
        {
            out["selected control colour"] = .color(m.farthestColor(in: control, from: fill))
            // The checkmark: the lightest pixel inside the disc (its middle third).
            let middle = PixelBox(
                minX: control.minX + control.width / 3, minY: control.minY + control.height / 3,
                maxX: control.maxX - control.width / 3, maxY: control.maxY - control.height / 3)
            out["selected control checkmark colour"] = .color(
                m.farthestColor(in: middle, from: RGBA(red: 0, green: 0, blue: 0, alpha: 255)))
        }
        return out
    }

    // MARK: Scene E

    static func sceneE(_ theme: Theme) throws -> [String: Measurement] {
        let sections = ["Code", "Data"].map { title in
            var header = ListContentConfiguration.groupedHeader()
            header.text = title
            return ListSection(header: header, cells: [cell(.cell(), "Option")])
        }
        let m = try render(ListDescription(appearance: .insetGrouped, sections: sections), width: 390, theme: theme)
        let background = m.color(atX: 2, y: 2)
        let (cx, _) = m.pixel(195, 0)
        let rows = (0..<m.image.height).filter {
            Measuring.distance(m.image[cx, $0], white) < Measuring.distance(m.image[cx, $0], background)
        }
        // The first row of the second run of section rows.
        guard let gapStart = zip(rows, rows.dropFirst()).first(where: { $1 != $0 + 1 }) else { return [:] }
        return ["gap between sections with a header": .points(m.points(gapStart.1) - m.points(gapStart.0 + 1))]
    }
}
