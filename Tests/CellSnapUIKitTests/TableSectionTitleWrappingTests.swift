// Linux only: a table view's section titles wrap over as many lines as they need, as UIKit's do
// (issue 40: a Eureka form's footer was drawn on one truncated line). Frames in the placed tree in
// both directions, and the footer's ink measured in pixels at 3x against the iOS 18.2 figures.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct TableSectionTitleWrappingTests {
    /// A footnote that takes two lines in a 390 pt table, whatever the style (Eureka's form of
    /// issue 40).
    static let longFooter = "These settings change how the navigation accessory view behaves when a form is edited."
    /// A header title that takes two lines in a 390 pt grouped table (uppercased).
    static let longHeader = "Accounts that sync their mail, contacts, calendars and notes to this device"

    /// A settings form: two rows in a section with the given header and footer titles, then an
    /// unheaded section of one row.
    final class Form: NSObject, UITableViewDataSource {
        let header: String?
        let footer: String?
        init(header: String? = nil, footer: String? = nil) {
            self.header = header
            self.footer = footer
        }
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = ["Sensitivity", "Haptics", "Appearance"][indexPath.section * 2 + indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? header : nil
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? footer : nil
        }
    }

    let own = TableCellOwnLookTests()

    /// The window's layout and its pixels at 3x.
    func rendered(_ shown: ShownTable) throws -> (layout: LayoutResult, image: RGBAImage) {
        try withExtendedLifetime(shown) {
            let screen = try shown.window.cellSnapScreen()
            let measurer = try #require(UIView.cellSnapTextMeasurer)
            let layout = LayoutEngine.layout(
                screen.node, width: 390,
                context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
            return (layout, try Renderer().image(layout.displayList(background: .white), scale: 3).image)
        }
    }

    /// The frame of the text node that draws `text`.
    func textFrame(_ layout: LayoutResult, _ text: String) throws -> Rect {
        try #require(
            layout.root.allNodes.first { node in
                if case .text(let drawn, _) = node.content { drawn == text } else { false }
            }
        ).frame
    }

    func table(_ style: UITableView.Style, _ form: Form, _ direction: UITraitEnvironmentLayoutDirection) -> ShownTable {
        shownTable(style, dataSource: form, traits: UITraitCollection(layoutDirection: direction))
    }

    /// A footer title wraps in every style: the model keeps UIKit's any number of lines, the
    /// text spans the cells' text column (20 pt in from the section, 40 pt in an inset grouped
    /// one, mirrored right to left) in two lines, and the footer is one line taller than a
    /// one-line footer (a grouped footnote's 14 pt line, a plain footer's label line).
    @Test(
        arguments: [
            (UITableView.Style.plain, 20.0, 15.67), (.grouped, 20, 14), (.insetGrouped, 40, 14),
        ], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aFooterTitleWrapsOverTheLinesItNeeds(
        style: (UITableView.Style, inset: Double, line: Double), direction: UITraitEnvironmentLayoutDirection
    ) throws {
        let wrapped = table(style.0, Form(footer: Self.longFooter), direction)
        let list = try wrapped.table.cellSnapListDescription(traits: UITraitCollection(layoutDirection: direction))
        #expect(list.sections[0].footer?.textProperties.numberOfLines == 0)
        let frame = try textFrame(try rendered(wrapped).layout, Self.longFooter)
        let leading = direction == .leftToRight ? frame.minX : 390 - frame.maxX
        #expect(leading == style.inset)
        #expect(frame.width == 390 - 2 * style.inset)
        let oneLine = table(style.0, Form(footer: "Short"), direction)
        let (tall, short) = (wrapped.table.rectForFooter(inSection: 0), oneLine.table.rectForFooter(inSection: 0))
        #expect(Int(((tall.height - short.height) * 3).rounded()) == Int((style.line * 3).rounded()))
        #expect(withExtendedLifetime(oneLine) { oneLine.table.rect(forSection: 1).minY } < tall.maxY + 40)
    }

    /// A header title wraps too, in every style: two lines, the header one line taller than a
    /// one-line header (a plain header's 20.33 pt line, a grouped header's 15.67 pt footnote line).
    @Test(
        arguments: [(UITableView.Style.plain, 61), (.grouped, 47), (.insetGrouped, 47)],
        [
            UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft,
        ])
    func aHeaderTitleWrapsToo(style: (UITableView.Style, linePixels: Int), direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let wrapped = table(style.0, Form(header: Self.longHeader), direction)
        let oneLine = table(style.0, Form(header: "Accounts"), direction)
        let (tall, short) = (wrapped.table.rectForHeader(inSection: 0), oneLine.table.rectForHeader(inSection: 0))
        #expect(Int(((tall.height - short.height) * 3).rounded()) == style.linePixels)
        let drawn = style.0 == .plain ? Self.longHeader : Self.longHeader.uppercased()
        let frame = try textFrame(try rendered(wrapped).layout, drawn)
        #expect(Int((frame.height * 3).rounded()) == 2 * style.linePixels)
        withExtendedLifetime(oneLine) {}
    }

    /// The rows of `image` from `rows` whose pixels in `columns` differ from `background` by more
    /// than 40 in a channel (the fidelity figures' ink threshold), grouped into lines.
    func inkLines(_ image: RGBAImage, rows: Range<Int>, background: RGBA) -> [ClosedRange<Int>] {
        var lines: [ClosedRange<Int>] = []
        for y in rows where (0..<image.width).contains(where: { isInk(image[$0, y], on: background) }) {
            if let last = lines.last, last.upperBound == y - 1 {
                lines[lines.count - 1] = last.lowerBound...y
            } else {
                lines.append(y...y)
            }
        }
        return lines
    }

    func isInk(_ pixel: RGBA, on background: RGBA) -> Bool {
        max(
            abs(Int(pixel.red) - Int(background.red)), abs(Int(pixel.green) - Int(background.green)),
            abs(Int(pixel.blue) - Int(background.blue))) > 40
    }

    /// A line's baseline: the pixel row below the ink that most columns end on (round letters
    /// overshoot it, descenders pass it).
    func baseline(_ image: RGBAImage, line: ClosedRange<Int>, background: RGBA) -> Int {
        var counts: [Int: Int] = [:]
        for x in 0..<image.width {
            if let bottom = line.reversed().first(where: { isInk(image[x, $0], on: background) }) {
                counts[bottom + 1, default: 0] += 1
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0
    }

    /// The footer's ink at 3x, measured as the fidelity scene J measures iOS 18.2's: two lines, the
    /// first baseline 17.33 pt below the section, the second 14.0 pt below it, the next section
    /// 32.67 pt below that (each as iOS), inside the section's text column of 40 to 350 pt (the
    /// 'T' from 40 pt left to right; the lines' ends at 349.67 pt right to left), in
    /// rgb(133,133,139) on rgb(242,242,247), and in dark mode rgb(141,141,147) on black, as iOS.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft], [false, true])
    func theFootersInkIsTwoLinesAsIOSDrawsThem(direction: UITraitEnvironmentLayoutDirection, dark: Bool) throws {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: direction), UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
        ])
        let shown = shownTable(.insetGrouped, dataSource: Form(footer: Self.longFooter), traits: traits)
        let (_, image) = try rendered(shown)
        let bottom = Int((shown.table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY * 3).rounded())
        let next = Int((shown.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY * 3).rounded())
        let background = image[2, bottom + 2]
        #expect(
            background
                == (dark
                    ? RGBA(red: 0, green: 0, blue: 0, alpha: 255) : RGBA(red: 242, green: 242, blue: 247, alpha: 255)))
        let lines = inkLines(image, rows: bottom..<next, background: background)
        try #require(lines.count == 2)
        let first = baseline(image, line: lines[0], background: background)
        let last = baseline(image, line: lines[1], background: background)
        #expect(first - bottom == 52 && last - first == 42 && next - last == 98)
        let columns = (0..<image.width).filter { x in
            lines.contains { line in line.contains { isInk(image[x, $0], on: background) } }
        }
        let (minX, maxX) = (try #require(columns.first), try #require(columns.last))
        if direction == .leftToRight {
            #expect(minX == 120 && maxX < 1050)
        } else {
            #expect(maxX == 1048 && minX >= 120)
        }
        // The ink's full colour: the pixel farthest from the background.
        var farthest = background
        func distance(_ pixel: RGBA) -> Int { abs(Int(pixel.red) - Int(background.red)) }
        for line in lines {
            for y in line {
                for x in minX...maxX where distance(image[x, y]) > distance(farthest) { farthest = image[x, y] }
            }
        }
        #expect(
            farthest
                == (dark
                    ? RGBA(red: 141, green: 141, blue: 147, alpha: 255)
                    : RGBA(red: 133, green: 133, blue: 139, alpha: 255)))
    }

    /// A delegate whose footer is a view of its own: a multi-line label pinned to its layout
    /// margins, at `UITableView.automaticDimension` (the delegate's answer, as Eureka's).
    final class LabelFooter: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard section == 0 else { return nil }
            let view = UIView()
            let label = UILabel()
            label.text = TableSectionTitleWrappingTests.longFooter
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .footnote)
            label.accessibilityIdentifier = "footerLabel"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
            ])
            return view
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            UITableView.automaticDimension
        }
    }

    /// A footer view of its own with a multi-line label is as tall as its constraints make it at
    /// the section's width (it was not cut): the label's two footnote lines (it wraps in the 350 pt
    /// section less the view's 8 pt margins, in the pipeline's left-to-right frames) and the margins.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aFooterViewsMultiLineLabelIsNotCut(direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = shownTable(
            .insetGrouped, dataSource: Form(), delegate: LabelFooter(),
            traits: UITraitCollection(layoutDirection: direction))
        let footer = shown.table.rectForFooter(inSection: 0)
        let layout = try rendered(shown).layout
        let label = try #require(layout.root.first(role: NodeRole("footerLabel"))).frame
        let line = UILabel()
        line.font = .preferredFont(forTextStyle: .footnote)
        line.text = "One line"
        let lineHeight = Double(line.intrinsicContentSize.height)
        #expect(Int((label.height * 3).rounded()) == Int((2 * lineHeight * 3).rounded()))
        #expect(label == Rect(x: 28, y: footer.minY + 8, width: 334, height: label.height))
        #expect(Int((footer.height * 3).rounded()) == Int(((label.height + 16) * 3).rounded()))
    }

    /// Long titles in each style, and right to left.
    @Test func theReferences() {
        let form = Form(header: Self.longHeader, footer: Self.longFooter)
        for (style, name) in [(UITableView.Style.plain, "plain"), (.grouped, "grouped"), (.insetGrouped, "inset")] {
            for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]
            where style == .insetGrouped || direction == .leftToRight {
                let shown = shownTable(
                    style, dataSource: form, size: CGSize(width: 390, height: 320),
                    traits: UITraitCollection(layoutDirection: direction))
                let suffix = direction == .leftToRight ? "" : "-rtl"
                withExtendedLifetime(shown) {
                    assertSnapshot(of: shown.window as UIView, as: .screen(), named: name + suffix)
                }
            }
        }
    }
}
