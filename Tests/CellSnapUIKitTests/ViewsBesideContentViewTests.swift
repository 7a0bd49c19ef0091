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

    /// A view added beside the content view of a table cell with an accessory is refused, naming
    /// the cell: CellSnap lays accessories out beside the content view, not in the cell's bounds.
    @Test func besideAnAccessoryIsRefused() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.addSubview(UIImageView())
        cell.accessoryType = .disclosureIndicator
        #expect(
            throws: CellSnapUIKitError(
                call: "UITableViewCell.addSubview(_:)",
                reason:
                    "views added to the cell itself, beside its contentView (or constraints to the cell's own anchors), "
                    + "are not drawn in a cell with accessories or indentation yet; add them to contentView")
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
