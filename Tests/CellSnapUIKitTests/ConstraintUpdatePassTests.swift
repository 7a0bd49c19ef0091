// Linux only: UIKit's constraint pass runs before a cell is measured and laid out: a cell that
// asks for it (`setNeedsUpdateConstraints()`) and makes its constraints in `updateConstraints()`
// (as form libraries' cells do) is measured and drawn with them.
import CellLayout
import CellModel
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ConstraintUpdatePassTests {
    /// A cell whose label gets its constraints only in `updateConstraints()`.
    final class DeferredConstraintsCell: UITableViewCell {
        let label = UILabel()
        var installed: [NSLayoutConstraint] = []

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.text = "Deferred"
            label.accessibilityIdentifier = "pinned"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
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
            #expect(frames[1].minY - frames[0].minY == 11 + frames[0].height + 11, "\(direction)")
        }
    }
}
