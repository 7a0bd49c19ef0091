// Linux only: each conversion owns what its layout passes use (the text measurer, what its views'
// `layoutSubviews()` changed, the sizes its trees were placed at), so conversions run one after
// another, interleaved or laid out in parallel give the same drawings.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct LayoutPassIsolationTests {
    /// Fresh cells whose `layoutSubviews()` changes what is drawn at their width: hand-set frames
    /// and a fade below 350 pt, and a badge rounded to its final size after a measured label.
    static func makeCells() -> [UICollectionViewCell] {
        let swatches = ReusableCell<SwatchesView>()
        swatches.pin(SwatchesView())
        let badge = ReusableCell<BadgeRowView>()
        badge.pin(BadgeRowView())
        badge.view?.name.text = "Inbox"
        badge.view?.count = 12
        return [swatches, badge]
    }

    static let widths = [320.0, 390.0]

    /// The cell's row laid out `width` points wide, as the cell strategies lay it out.
    nonisolated static func placed(_ model: ListCell, width: Double) throws -> PlacedNode {
        let context = LayoutContext(measurer: try TextEngine.current(), direction: model.state.traits.direction)
        return LayoutEngine.layout(
            ListCellLayout.node(for: model, width: width, separator: false), width: width, context: context
        )
        .root
    }

    /// Every cell converted and laid out on its own, one after another.
    func serial() throws -> [PlacedNode] {
        try Self.widths.flatMap { width in
            try Self.makeCells().map { cell in
                let model = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
                    try cell.cellSnapListCell(traits: UITraitCollection(), width: width)
                }
                return try Self.placed(model, width: width)
            }
        }
    }

    /// All the cells captured first (each dry run of `layoutSubviews()` between the others'), then
    /// their passes run in the opposite order: the passes share nothing, so the drawings are the
    /// serial ones.
    @Test func interleavedConversionsDrawAsSerialOnes() throws {
        let expected = try serial()
        let captured = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            try Self.widths.flatMap { width in
                try Self.makeCells().map { (try $0.cellSnapListCellModel(traits: UITraitCollection()), width) }
            }
        }
        #expect(captured.allSatisfy { model, _ in model.hasPendingLayoutPass })
        var passed: [ListCell?] = Array(repeating: nil, count: captured.count)
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            for index in captured.indices.reversed() {
                passed[index] = try captured[index].0.runningLayoutPassesAsARow(width: captured[index].1)
            }
        }
        let drawn = try zip(passed, captured).map { model, entry in try Self.placed(try #require(model), width: entry.1)
        }
        #expect(drawn == expected)
    }

    /// The converted cells laid out at the same time on other threads, each with its own layout
    /// context (its own arrangement cache and placement log) and text engine, match the serial layouts.
    @Test func convertedCellsLaidOutInParallelMatchSerialLayouts() async throws {
        let expected = try serial()
        let models = try Self.widths.flatMap { width in
            try Self.makeCells().map { cell in
                let model = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
                    try cell.cellSnapListCell(traits: UITraitCollection(), width: width)
                }
                return (model, width)
            }
        }
        let drawn = try await withThrowingTaskGroup(of: (Int, PlacedNode).self) { group in
            for (index, (model, width)) in models.enumerated() {
                group.addTask { (index, try Self.placed(model, width: width)) }
            }
            var drawn: [PlacedNode?] = Array(repeating: nil, count: models.count)
            for try await (index, node) in group { drawn[index] = node }
            return drawn
        }
        #expect(drawn == expected.map { Optional($0) })
    }

    /// The dry run of `layoutSubviews()` counts what the tree's own views draw, by their identity:
    /// an assignment to a view outside the tree (another conversion's) does not make a pass, an
    /// assignment to a view of the tree does.
    @Test(arguments: [false, true])
    func aDryRunSeesOnlyItsOwnTree(assignsInside: Bool) throws {
        let elsewhere = UIView()
        let root = AssigningView(target: assignsInside ? nil : elsewhere)
        let tree = try ViewTree.capturing(root: root, traits: Traits())
        #expect((tree.pendingLayoutPass != nil) == assignsInside)
    }

    /// A measurer given to a conversion measures while it runs, the innermost one wins, and it is
    /// gone once the call returns.
    @Test func aConversionsMeasurerIsItsOwnForTheCall() {
        let label = UILabel()
        label.text = "abc"
        let outside = label.intrinsicContentSize
        UIView.cellSnapMeasuringText(with: CharacterMeasurer(width: 10)) {
            #expect(label.intrinsicContentSize.width == 30)
            UIView.cellSnapMeasuringText(with: CharacterMeasurer(width: 20)) {
                #expect(label.intrinsicContentSize.width == 60)
            }
            #expect(label.intrinsicContentSize.width == 30)
        }
        #expect(label.intrinsicContentSize == outside)
    }
}

/// A view whose `layoutSubviews()` moves `target` (else its own subview).
private final class AssigningView: UIView {
    let target: UIView?
    let inside = UIView()

    init(target: UIView?) {
        self.target = target
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        addSubview(inside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        (target ?? inside).frame.origin.x += 1
    }
}

/// Measures every character `width` points wide and 20 points tall.
private struct CharacterMeasurer: TextMeasuring {
    let width: Double

    func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        TextMetrics(
            size: Size(width: Double(text.count) * self.width, height: 20), firstBaseline: 16, lastBaseline: 16,
            lineCount: 1, isTruncated: false, inkBounds: .zero, missingGlyphCount: 0)
    }
}

extension ListCell {
    /// Whether a view tree of the cell waits for its layout pass.
    fileprivate var hasPendingLayoutPass: Bool {
        var pending = false
        var copy = self
        copy.updateViewTrees { tree in pending = pending || tree.pendingLayoutPass != nil }
        return pending
    }
}
