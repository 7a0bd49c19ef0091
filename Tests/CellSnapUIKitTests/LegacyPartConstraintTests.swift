// Linux only: a table view cell's legacy label and image view are in its content view, where an
// app's constraints find them, once the app lays them out itself (issue 40: Eureka's titled field,
// slider and segmented rows tie their controls to the cell's own `textLabel` and `imageView`, and
// the controls were not drawn). The legacy labels left to the cell draw from its style behind the
// app's own views. Frames of the drawn text in both directions.
import CellLayout
import CellModel
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct LegacyPartConstraintTests {
    enum Row: Int, CaseIterable {
        /// `H:|-[textLabel]-[field]-|`, the title 60 % of the content view at most.
        case titledField
        /// `H:|-[imageView]-(15)-[field]-|`.
        case imageField
        /// A legacy text label the cell lays out, a switch of the app's at the trailing margin.
        case titleBesideSwitch
        /// The legacy text label alone.
        case titleAlone
    }

    final class FormCell: UITableViewCell {
        let field = UITextField()

        func configure(_ row: Row) {
            field.placeholder = "Placeholder"
            field.textAlignment = .right
            field.translatesAutoresizingMaskIntoConstraints = false
            var views: [String: Any] = ["field": field]
            let centred = NSLayoutConstraint(
                item: field, attribute: .centerY, relatedBy: .equal, toItem: contentView, attribute: .centerY,
                multiplier: 1, constant: 0)
            switch row {
            case .titledField:
                textLabel?.text = "Title"
                textLabel?.translatesAutoresizingMaskIntoConstraints = false
                views["textLabel"] = textLabel
                contentView.addSubview(field)
                contentView.addConstraints(
                    [centred]
                        + NSLayoutConstraint.constraints(
                            withVisualFormat: "H:|-[textLabel]-[field]-|", options: .alignAllCenterY, metrics: nil,
                            views: views))
            case .imageField:
                imageView?.image = UIImage(systemName: "plus.circle")
                imageView?.translatesAutoresizingMaskIntoConstraints = false
                views["imageView"] = imageView
                contentView.addSubview(field)
                contentView.addConstraints(
                    [centred]
                        + NSLayoutConstraint.constraints(
                            withVisualFormat: "H:|-[imageView]-(15)-[field]-|", options: .alignAllCenterY,
                            metrics: nil, views: views))
            case .titleBesideSwitch:
                textLabel?.text = "Wi-Fi"
                let toggle = UISwitch()
                toggle.isOn = true
                toggle.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(toggle)
                NSLayoutConstraint.activate([
                    toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            case .titleAlone:
                textLabel?.text = "Wi-Fi"
            }
        }
    }

    final class Form: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Row.allCases.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = FormCell(style: .value1, reuseIdentifier: nil)
            cell.configure(Row(rawValue: indexPath.row)!)
            return cell
        }
    }

    final class FixedHeights: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    /// The drawn layout of the form, 390 pt wide.
    func layout(_ direction: UITraitEnvironmentLayoutDirection, fixedHeights: Bool = true) throws -> LayoutResult {
        try drawnLayout(
            shownTable(
                .plain, dataSource: Form(), delegate: fixedHeights ? FixedHeights() : nil,
                traits: UITraitCollection(layoutDirection: direction)))
    }

    /// The drawn layout of a shown table, 390 pt wide.
    func drawnLayout(_ shown: ShownTable) throws -> LayoutResult {
        try withExtendedLifetime(shown) {
            let screen = try shown.window.cellSnapScreen()
            let measurer = try #require(UIView.cellSnapTextMeasurer)
            return LayoutEngine.layout(
                screen.node, width: 390, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        }
    }

    /// The frames of the text nodes that draw `text`, top to bottom.
    func textFrames(_ layout: LayoutResult, _ text: String) -> [Rect] {
        layout.root.allNodes.filter { node in
            if case .text(let drawn, _) = node.content { drawn == text } else { false }
        }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    /// A legacy part the app lays out with constraints is in the content view, as on iOS; the
    /// others stay out of it until then.
    @Test func aPartTheAppLaysOutJoinsTheContentView() {
        let cell = FormCell(style: .value1, reuseIdentifier: nil)
        #expect(cell.textLabel?.superview == nil)
        cell.configure(.titledField)
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.imageView?.superview == nil)
        #expect(cell.detailTextLabel?.superview == nil)
        #expect(cell.contentView.constraints.count == 5)
    }

    /// The title and the field both draw, side by side between the margins (`|-` is 20 pt from the
    /// content view's edges here, `-` 8 pt between them), mirrored right to left; the title in the
    /// style's 17 pt font, one line, its row's centre.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theTitledFieldDrawsBesideItsTitle(direction: UITraitEnvironmentLayoutDirection) throws {
        let drawn = try layout(direction)
        let title = try #require(textFrames(drawn, "Title").first)
        let placeholders = textFrames(drawn, "Placeholder")
        try #require(placeholders.count == 2)
        let field = placeholders[0]
        let (titleLeading, fieldTrailing) =
            direction == .leftToRight ? (title.minX, 390 - field.maxX) : (390 - title.maxX, field.minX)
        #expect(titleLeading == 20)
        #expect(fieldTrailing == 20)
        #expect(abs(title.midY - 22) < 0.5)
        #expect(abs(field.midY - 22) < 0.5)
        #expect(direction == .leftToRight ? field.minX > title.maxX : field.maxX < title.minX)
    }

    /// The image view draws its symbol at the leading margin, the field 15 pt after it, to the
    /// trailing margin (the second row).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theImageFieldDrawsBesideItsImage(direction: UITraitEnvironmentLayoutDirection) throws {
        let drawn = try layout(direction)
        let field = try #require(textFrames(drawn, "Placeholder").last)
        #expect(abs(field.midY - 66) < 0.5)
        let images = drawn.root.allNodes.filter { node in
            if case .symbol(let name, _, _, _, _) = node.content { name == "plus.circle" } else { false }
        }
        try #require(images.count == 1)
        let image = images[0].frame
        #expect(abs(image.midY - 66) < 0.5)
        let (imageLeading, gap, fieldTrailing) =
            direction == .leftToRight
            ? (image.minX, field.minX - image.maxX, 390 - field.maxX)
            : (390 - image.maxX, image.minX - field.maxX, field.minX)
        #expect(imageLeading == 20)
        #expect(abs(gap - 15) < 1e-9)
        #expect(fieldTrailing == 20)
    }

    /// A legacy title beside a view of the app's draws where the title of a row without it draws;
    /// the switch at the trailing margin, centred in its row.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aLegacyTitleBesideAnAppsViewDrawsAsAlone(direction: UITraitEnvironmentLayoutDirection) throws {
        let drawn = try layout(direction)
        let titles = textFrames(drawn, "Wi-Fi")
        try #require(titles.count == 2)
        #expect(titles[0].minX == titles[1].minX)
        #expect(titles[0].width == titles[1].width)
        #expect(titles[1].minY - titles[0].minY == 44)
        let toggle = try #require(
            drawn.root.allNodes.first { node in
                node.frame.minY >= 88 && node.frame.maxY <= 132 && node.frame.width == 51 && node.frame.height == 31
            }
        ).frame
        #expect(toggle.minX == (direction == .leftToRight ? 319 : 20))
        #expect(abs(toggle.minY - (88 + 20.0 / 3)) < 1e-9)  // 6.5 pt down, rounded to the 3x pixel
    }

    /// Self-sizing rows: the rows whose views the app centres without a height, and the legacy
    /// title beside a switch, are as tall as the legacy title's row alone (the table's 44 pt
    /// minimum), their text where it is there.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func selfSizingRowsKeepTheMinimumRowHeight(direction: UITraitEnvironmentLayoutDirection) throws {
        let drawn = try layout(direction, fixedHeights: false)
        let placeholders = textFrames(drawn, "Placeholder")
        let titles = textFrames(drawn, "Wi-Fi")
        try #require(placeholders.count == 2 && titles.count == 2)
        #expect(placeholders[1].minY - placeholders[0].minY == 44)
        #expect(titles[0].minY == 88 + 12)  // the third row, its 20.33 pt line centred in 44 pt
        #expect(titles[1].minY - titles[0].minY == 44)
        #expect(titles[0].minX == titles[1].minX)
    }

    /// A legacy label the app lays out draws as a label: what the style's drawing refuses (a text
    /// shadow) is the label's to draw, not a refusal of the cell.
    @Test func aConstrainedLabelIsNotRefusedForWhatTheStyleCannotDraw() throws {
        let cell = FormCell(style: .value1, reuseIdentifier: nil)
        cell.configure(.titledField)
        cell.textLabel?.shadowColor = .gray
        #expect(throws: Never.self) { try cell.cellSnapListCellModel(traits: UITraitCollection()) }
        let styled = FormCell(style: .value1, reuseIdentifier: nil)
        styled.configure(.titleAlone)
        styled.textLabel?.shadowColor = .gray
        #expect(throws: CellSnapUIKitError.self) { try styled.cellSnapListCellModel(traits: UITraitCollection()) }
    }

    /// Subtitle rows 75 pt tall, titled "Category", with a detail label of `""`, of `nil`, and of
    /// "Sport".
    final class Subtitles: NSObject, UITableViewDataSource, UITableViewDelegate {
        static let details: [String?] = ["", nil, "Sport"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.details.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Category"
            cell.detailTextLabel?.text = Self.details[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 75 }
    }

    /// An empty detail label takes no line: the title of a subtitle cell whose detail text is `""`
    /// is centred in its row as with no detail label text (as iOS draws it), and above the middle
    /// with a detail.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anEmptyDetailLeavesTheTitleCentred(direction: UITraitEnvironmentLayoutDirection) throws {
        let rows = Subtitles()
        let shown = shownTable(
            .plain, dataSource: rows, delegate: rows, traits: UITraitCollection(layoutDirection: direction))
        let layout = try drawnLayout(shown)
        let titles = textFrames(layout, "Category")
        try #require(titles.count == 3)
        // Each title's centre from its row's middle (rows at 0, 75 and 150).
        let offsets = titles.enumerated().map { $0.element.midY - (Double($0.offset) * 75 + 37.5) }
        #expect(abs(offsets[0]) < 0.5 && abs(offsets[1]) < 0.5, "\(offsets)")
        #expect(offsets[2] < -5, "\(offsets)")
        #expect(titles[0].minX == titles[1].minX)
    }

    /// A plain table of one row under the title "Pinned", whose header's legacy title the delegate
    /// lays out itself in `willDisplayHeaderView`: 40 pt from the content view's leading edge, its
    /// vertical centre; the constraints activated before or after it turns the label's
    /// autoresizing constraints off.
    final class PinnedHeader: NSObject, UITableViewDataSource, UITableViewDelegate {
        let activatesFirst: Bool
        init(activatesFirst: Bool) { self.activatesFirst = activatesFirst }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Pinned" }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            guard let header = view as? UITableViewHeaderFooterView, let label = header.textLabel else { return }
            let constraints = [
                label.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor, constant: 40),
                label.centerYAnchor.constraint(equalTo: header.contentView.centerYAnchor),
            ]
            if activatesFirst { NSLayoutConstraint.activate(constraints) }
            label.translatesAutoresizingMaskIntoConstraints = false
            if !activatesFirst { NSLayoutConstraint.activate(constraints) }
        }
    }

    /// A header's title the app constrains is in the header's content view, as on iOS, and is
    /// drawn where its constraints put it (mirrored right to left), in the header look's font;
    /// a title left to the header is not moved into it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft], [false, true])
    func aHeaderTitleTheAppLaysOutIsDrawnWhereItsConstraintsPutIt(
        direction: UITraitEnvironmentLayoutDirection, activatesFirst: Bool
    ) throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.textLabel?.superview == nil)
        let rows = PinnedHeader(activatesFirst: activatesFirst)
        let shown = shownTable(
            .plain, dataSource: rows, delegate: rows, traits: UITraitCollection(layoutDirection: direction))
        let layout = try drawnLayout(shown)
        let shownHeader = try #require(shown.table.headerView(forSection: 0))
        #expect(shownHeader.textLabel?.superview === shownHeader.contentView)
        #expect(shownHeader.textLabel?.font == UIListContentConfiguration.plainHeader().textProperties.font)
        let title = try #require(textFrames(layout, "Pinned").first)
        if direction == .rightToLeft {
            #expect(abs(title.maxX - 350) < 0.5, "\(title)")
        } else {
            #expect(abs(title.minX - 40) < 0.5, "\(title)")
        }
        #expect(abs(title.midY - 25) < 1, "\(title)")
        #expect(try #require(textFrames(layout, "Row").first).minY >= 50)
    }
}
