// Linux only: UIKit's constraint pass runs before a cell is measured and laid out: a cell that
// asks for it (`setNeedsUpdateConstraints()`) and makes its constraints in `updateConstraints()`
// (as form libraries' cells do) is measured and drawn with them.
import CellLayout
import CellModel
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ConstraintUpdatePassTests {
    /// Adds `label` ("Deferred", named "pinned") to `contentView` without constraints.
    static func addUnconstrained(_ label: UILabel, to contentView: UIView) {
        label.text = "Deferred"
        label.accessibilityIdentifier = "pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
    }

    /// A cell whose label gets its constraints only in `updateConstraints()`.
    final class DeferredConstraintsCell: UITableViewCell {
        let label = UILabel()
        var installed: [NSLayoutConstraint] = []

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            ConstraintUpdatePassTests.addUnconstrained(label, to: contentView)
            setNeedsUpdateConstraints()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func updateConstraints() {
            contentView.removeConstraints(installed)
            installed = [
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ]
            contentView.addConstraints(installed)
            super.updateConstraints()
        }
    }

    /// The label lands 10 pt inside the plain list's 20 pt margin and 11 pt below the row's top,
    /// the row as tall as 11 + the label + 11: the constraints `updateConstraints()` made.
    @Test func aTableCellsUpdateConstraintsRunsBeforeItIsMeasured() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let rows = CellContentMarginsTests.TwoRows()
            let shown = shownTable(
                .plain, dataSource: rows, size: CGSize(width: 390, height: 300),
                traits: UITraitCollection(layoutDirection: direction)
            ) { $0.register(DeferredConstraintsCell.self, forCellReuseIdentifier: "pinned") }
            let frames = try withExtendedLifetime(shown) {
                try CellContentMarginsTests().pinnedFrames(in: shown.window, width: 390)
            }
            try #require(frames.count == 2)
            // 10 pt in from the leading margin (20 pt): the right one from right to left.
            #expect(frames[0].minX == (direction == .leftToRight ? 30 : 20), "\(direction)")
            #expect(frames[0].width == 340, "\(direction)")
            #expect(frames[0].minY == 11, "\(direction)")
            #expect(
                abs(frames[1].minY - frames[0].minY - (11 + frames[0].height + 11 + 1.0 / 3)) < 1e-9, "\(direction)")
        }
    }

    /// A collection view cell whose label gets its constraints only in `updateConstraints()`.
    final class DeferredConstraintsItem: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            ConstraintUpdatePassTests.addUnconstrained(label, to: contentView)
            setNeedsUpdateConstraints()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func updateConstraints() {
            if contentView.constraints.isEmpty {
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 30),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
            super.updateConstraints()
        }
    }

    /// A flow layout's 300 x 60 item: the label 30 pt in from its leading edge (the right one from
    /// right to left), 10 pt from its trailing edge, centred down it.
    @Test func aCollectionCellsUpdateConstraintsRunsBeforeItIsDrawn() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 60)
            layout.minimumLineSpacing = 0
            let screen = LayoutScreen(layout: layout, count: 2, direction: direction)
            screen.collectionView.register(DeferredConstraintsItem.self, forCellWithReuseIdentifier: "tile")
            screen.collectionView.reloadData()
            let drawn = try screen.window.cellSnapScreen()
            let measurer = try #require(UIView.cellSnapTextMeasurer)
            let frames = LayoutEngine.layout(
                drawn.node, width: 300, context: LayoutContext(measurer: measurer, direction: drawn.traits.direction)
            ).root.allNodes.filter { $0.role == NodeRole("pinned") }.map(\.frame)
            try #require(frames.count == 2)
            #expect(frames[0].minX == (direction == .leftToRight ? 30 : 10), "\(direction)")
            #expect(frames[0].width == 260, "\(direction)")
            #expect(abs(frames[0].midY - 30) < 0.5, "\(direction)")
            #expect(abs(frames[1].midY - 90) < 0.5, "\(direction)")
        }
    }
}
