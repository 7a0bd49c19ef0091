// A cell's own views beside its content view: drawn above it, in the cell's subview order, laid
// out with the content view's views by one engine, and sizing the cell.
import CellLayout
import CellSnapUIKitTesting
import Primitives
import Testing
import UIKit

@MainActor struct ViewsBesideContentViewTests {
    /// A cell with a label in its content view and, on the cell itself, a 10 x 10 dot 16 pt inside
    /// the cell's trailing edge centred on the label, and a 4 pt stripe inserted below the content
    /// view along the cell's leading edge; the label 12 pt inside the content view's top and bottom.
    final class DotCell: UICollectionViewCell {
        let label = UILabel()
        let dot = UIView()
        let stripe = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "Dot"
            label.accessibilityIdentifier = "label"
            dot.accessibilityIdentifier = "dot"
            stripe.accessibilityIdentifier = "stripe"
            dot.backgroundColor = .systemRed
            stripe.backgroundColor = .systemOrange
            contentView.backgroundColor = .systemBackground
            for view in [label, dot, stripe] { view.translatesAutoresizingMaskIntoConstraints = false }
            contentView.addSubview(label)
            addSubview(dot)
            insertSubview(stripe, belowSubview: contentView)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
                dot.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                dot.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                stripe.leadingAnchor.constraint(equalTo: leadingAnchor),
                stripe.widthAnchor.constraint(equalToConstant: 4),
                stripe.topAnchor.constraint(equalTo: topAnchor), stripe.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    /// The cell as a 390 pt row, both directions: 12 + 20.33 + 12 pt tall (the label's line, SF
    /// Pro's line box at 3x, and its margins), the dot and stripe where their constraints to the
    /// cell put them, mirrored right to left; the stripe drawn before (below) the content view, the
    /// dot after (above) it.
    @Test(arguments: [false, true]) func drawnBesideTheContentView(rightToLeft: Bool) throws {
        let root = try ContentViewLayoutTests().placed(DotCell(frame: .zero), rightToLeft: rightToLeft)
        let line = 61.0 / 3, height = 12 + 61.0 / 3 + 12
        #expect(abs(root.frame.height - height) < 1e-9)
        func frame(_ name: String) throws -> Rect {
            try ContentViewLayoutTests().rounded(try #require(root.first(role: NodeRole(name))).frame)
        }
        func mirrored(_ rect: Rect) -> Rect {
            ContentViewLayoutTests().rounded(
                rightToLeft ? Rect(x: 390 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect)
        }
        // The dot is centred on the label's line.
        #expect(try frame("dot") == mirrored(Rect(x: 364, y: 12 + line / 2 - 5, width: 10, height: 10)))
        #expect(try frame("stripe") == mirrored(Rect(x: 0, y: 0, width: 4, height: height)))
        #expect(try frame("label").minY == 12)
        let order = root.allNodes.map(\.role.rawValue)
        let stripe = try #require(order.firstIndex(of: "stripe")), dot = try #require(order.firstIndex(of: "dot"))
        let content = try #require(order.firstIndex(of: "label"))
        #expect(stripe < content && content < dot)
    }

    /// A table cell with a title on the cell itself, 16 pt inside its leading edge and centred (as
    /// apps add labels to the cell, not its content view), and a detail label 8 pt inside the
    /// content view's trailing edge; ``InsideTitleCell`` puts the title in the content view.
    class TitleCell: UITableViewCell {
        let title = UILabel()
        let detail = UILabel()
        class var besideContentView: Bool { true }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let besideContentView = Self.besideContentView
            title.text = "All trackers"
            detail.text = "12"
            title.accessibilityIdentifier = "title"
            detail.accessibilityIdentifier = "detail"
            for label in [title, detail] { label.translatesAutoresizingMaskIntoConstraints = false }
            (besideContentView ? self : contentView).addSubview(title)
            contentView.addSubview(detail)
            let host: UIView = besideContentView ? self : contentView
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: host.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    final class InsideTitleCell: TitleCell {
        override class var besideContentView: Bool { false }
    }

    /// Beside a checkmark and indentation, UIKit's cell lays its own subviews out in its whole
    /// bounds and narrows its content view: the title on the cell sits 16 pt inside the cell's
    /// leading edge whatever the indentation, the detail in the content view ends where it ends in
    /// the same cell without views beside the content view (8 pt before the checkmark's column),
    /// the checkmark is drawn above the cell's own views, in both directions.
    @Test(arguments: [false, true]) func besideAccessoriesTheCellsViewsSpanTheCell(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        func root(besideContentView: Bool) throws -> PlacedNode {
            let cell =
                besideContentView
                ? TitleCell(style: .default, reuseIdentifier: nil)
                : InsideTitleCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = .checkmark
            cell.indentationLevel = 1
            let model = try cell.cellSnapListCell(traits: traits, width: 390)
            return try ContentViewLayoutTests().placed(model: model, width: 390)
        }
        let spanning = try root(besideContentView: true), inside = try root(besideContentView: false)
        func frame(_ name: String, in root: PlacedNode) throws -> Rect {
            ContentViewLayoutTests().rounded(try #require(root.first(role: NodeRole(name))).frame)
        }
        let title = try frame("title", in: spanning)
        #expect(rightToLeft ? title.maxX == 390 - 16 : title.minX == 16, "\(title)")
        // Inside the content view, the title is 16 pt from its leading edge, past the indentation.
        let indented = try frame("title", in: inside)
        #expect(rightToLeft ? indented.maxX < 390 - 16 : indented.minX > 16, "\(indented)")
        #expect(try frame("detail", in: spanning) == frame("detail", in: inside))
        #expect(abs(title.midY - spanning.frame.height / 2) < 1.0 / 3)
        let order = spanning.allNodes.map(\.role.rawValue)
        let checkmark = try #require(order.firstIndex { $0.contains("checkmark") }, "\(order)")
        #expect(try #require(order.firstIndex(of: "title")) < checkmark)
    }

    /// Views beside the content view of a cell with an accessory stay refused where CellSnap
    /// cannot narrow the content view as UIKit does: views whose `layoutSubviews()` changes them
    /// (their pass runs with the content view filling the cell).
    @Test func besideAnAccessoryWithALayoutPassIsRefused() {
        final class LayingOutCell: UITableViewCell {
            let badge = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                addSubview(badge)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = CGRect(x: 8, y: 8, width: 10, height: 10)
            }
        }
        let cell = LayingOutCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        #expect(
            throws: CellSnapUIKitError(
                call: "LayingOutCell.addSubview(_:)",
                reason:
                    "views added to the cell itself, beside its contentView, are not drawn with views whose "
                    + "layoutSubviews() changes them in a cell with accessories or indentation yet; "
                    + "add them to contentView")
        ) { try cell.cellSnapListCell() }
    }

    /// A table cell with a switch on the cell itself, 14 pt inside its trailing edge and centred,
    /// that rows hide when they show a disclosure indicator instead.
    final class SwitchCell: UITableViewCell {
        let toggle = UISwitch()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            toggle.translatesAutoresizingMaskIntoConstraints = false
            toggle.accessibilityIdentifier = "toggle"
            addSubview(toggle)
            NSLayoutConstraint.activate([
                toggle.centerYAnchor.constraint(equalTo: centerYAnchor),
                toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -14),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    /// A hidden view beside the content view draws nothing, and its constraints to the cell place
    /// nothing drawn: the row with a disclosure indicator is drawn (its text and the indicator,
    /// no switch), not refused; the row that shows the switch and no accessory draws it where its
    /// constraints put it, mirrored right to left.
    @Test(arguments: [false, true]) func aHiddenViewBesideTheContentViewLeavesTheAccessoryDrawn(rightToLeft: Bool)
        throws
    {
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let hidden = SwitchCell(style: .default, reuseIdentifier: nil)
        hidden.textLabel?.text = "Privacy"
        hidden.toggle.isHidden = true
        hidden.accessoryType = .disclosureIndicator
        let hiddenModel = try hidden.cellSnapListCell(traits: traits, width: 390)
        #expect(hiddenModel.accessories.count == 1)
        let hiddenRoot = try ContentViewLayoutTests().placed(model: hiddenModel, width: 390)
        #expect(hiddenRoot.first(role: NodeRole("toggle")) == nil)
        #expect(
            hiddenRoot.allNodes.contains { node in
                if case .text(let string, _) = node.content { return string == "Privacy" }
                return false
            })

        let shown = SwitchCell(style: .default, reuseIdentifier: nil)
        shown.textLabel?.text = "Celsius"
        let shownModel = try shown.cellSnapListCell(traits: traits, width: 390)
        #expect(shownModel.accessories.isEmpty)
        let toggle = try #require(
            try ContentViewLayoutTests().placed(model: shownModel, width: 390).first(role: NodeRole("toggle")))
        #expect(rightToLeft ? toggle.frame.minX == 14 : toggle.frame.maxX == 376)
    }
}
