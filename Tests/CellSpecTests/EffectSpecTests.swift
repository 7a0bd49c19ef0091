import CellModel
import CellSpec
import Foundation
import Primitives
import Testing

/// Spec keys that choose how a cell is drawn: each is read into the model, and a combination
/// that would draw nothing different is refused at its position.
@Suite struct EffectSpecTests {
    func parse(_ yaml: String) throws -> ListCell {
        let spec = try Spec.parse(
            yaml, file: "effects.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "effects")
        guard case .cell(let cell) = try #require(spec.variants().first).subject else {
            throw SpecError(file: "", line: 0, column: 0, path: "", message: "not a cell")
        }
        return cell
    }

    @Test(arguments: [
        ("cell:\n  content: Hi\n  leadingSwipeActions: [Pin]\n  swipeEdge: leading", SwipeEdge.leading, false, true),
        ("cell:\n  content: Hi\n  trailingSwipeActions: [Delete]\n  fullSwipe: true", .trailing, true, true),
        (
            "cell:\n  content: Hi\n  leadingSwipeActions: {actions: [Pin], performsFirstActionWithFullSwipe: false}\n  swipeEdge: leading\n  fullSwipe: true",
            .leading, true, false
        ),
    ])
    func swipeKeysAreRead(yaml: String, edge: SwipeEdge, full: Bool, performsFirst: Bool) throws {
        let cell = try parse(yaml)
        #expect(cell.swipeEdge == edge && cell.isFullSwipe == full)
        #expect(cell.swipeActions(on: edge)?.performsFirstActionWithFullSwipe == performsFirst)
    }

    @Test(arguments: [
        (
            "cell:\n  content: Hi\n  trailingSwipeActions: [Delete]\n  swipeEdge: leading",
            "effects.yaml:4:14: cell.swipeEdge: a swipe from the leading edge reveals leadingSwipeActions, and this cell has none"
        ),
        (
            "cell:\n  content: Hi\n  fullSwipe: true",
            "effects.yaml:3:14: cell.fullSwipe: a swipe from the trailing edge reveals trailingSwipeActions, and this cell has none"
        ),
        (
            "cell:\n  content: Hi\n  trailingSwipeActions: {actions: [Delete], performsFirstActionWithFullSwipe: false}",
            "effects.yaml:3:79: cell.trailingSwipeActions.performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe only shows in a full swipe of these actions: add 'fullSwipe: true' and 'swipeEdge: trailing' to the cell"
        ),
        (
            "cell:\n  content: Hi\n  leadingSwipeActions: [Pin]\n  swipeEdge: left",
            "effects.yaml:4:14: cell.swipeEdge: unknown swipe edge 'left'; expected one of: leading, trailing"
        ),
    ])
    func pointlessSwipeKeysAreRefused(yaml: String, message: String) {
        #expect(throws: SpecError.self) { try parse(yaml) }
        do { _ = try parse(yaml) } catch { #expect("\(error)" == message) }
    }
}

/// Separator configurations in specs, on cells and on lists.
@Suite struct SeparatorSpecTests {
    func parse(_ yaml: String) throws -> Spec.Subject {
        try #require(
            try Spec.parse(
                yaml, file: "separators.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "separators"
            ).variants().first
        ).subject
    }

    @Test func cellsAndListsReadTheirSeparators() throws {
        let subject = try parse(
            """
            list:
              style: plain
              separatorConfiguration: {bottomSeparatorInsets: {leading: 0}, color: systemRed}
              sections:
                - cells: [{content: A, separatorConfiguration: {bottomSeparatorVisibility: visible, bottomSeparatorInsets: {leading: 60, trailing: 16}, topSeparatorVisibility: visible, topSeparatorInsets: {leading: 0}}}]
            """)
        guard case .list(let list) = subject else {
            Issue.record("expected a list")
            return
        }
        #expect(
            list.separatorConfiguration
                == SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(), color: .semantic(.systemRed)))
        #expect(
            list.sections[0].cells[0].separatorConfiguration
                == SeparatorConfiguration(
                    bottomSeparatorVisibility: .visible,
                    bottomSeparatorInsets: DirectionalEdgeInsets(leading: 60, trailing: 16),
                    topSeparatorVisibility: .visible, topSeparatorInsets: DirectionalEdgeInsets()))
    }

    @Test(arguments: [
        (
            "cell:\n  content: A\n  separatorConfiguration: {bottomSeparatorVisibility: hidden, bottomSeparatorInsets: {leading: 0}}",
            "separators.yaml:3:86: cell.separatorConfiguration.bottomSeparatorInsets: a hidden separator has no insets; remove them or make it visible"
        ),
        (
            "cell:\n  content: A\n  separatorConfiguration: {topSeparatorVisibility: hidden, topSeparatorInsets: {leading: 0}}",
            "separators.yaml:3:80: cell.separatorConfiguration.topSeparatorInsets: a hidden separator has no insets; remove them or make it visible"
        ),
        (
            "cell:\n  content: A\n  separatorConfiguration: {bottomSeparatorVisibility: hidden, color: systemRed}",
            "separators.yaml:3:70: cell.separatorConfiguration.color: a hidden separator has no colour; remove it or make the separator visible"
        ),
        (
            "cell:\n  content: A\n  separatorConfiguration: {bottomSeparatorInsets: {top: 4}}",
            "separators.yaml:3:52: cell.separatorConfiguration.bottomSeparatorInsets.top: unknown key 'top' in separator insets; expected one of: leading, trailing"
        ),
        (
            "cell:\n  content: A\n  separatorConfiguration: {bottomSeparatorVisibility: shown}",
            "separators.yaml:3:55: cell.separatorConfiguration.bottomSeparatorVisibility: unknown separator visibility 'shown'; expected one of: automatic, hidden, visible"
        ),
    ])
    func pointlessSeparatorKeysAreRefused(yaml: String, message: String) {
        do {
            _ = try parse(yaml)
            Issue.record("no error")
        } catch { #expect("\(error)" == message) }
    }
}

/// A flow section's one item size (`itemSize:`), and its errors.
@Suite struct FlowItemSizeSpecTests {
    func parse(_ layout: String) throws -> SectionLayout? {
        let spec = try Spec.parse(
            "collection:\n  sections:\n    - layout: {flow: \(layout)}\n      items: [{content: A}]", file: "grid.yaml",
            folder: URL(fileURLWithPath: "/tmp"), defaultName: "grid")
        guard case .collection(let collection) = try #require(spec.variants().first).subject else { return nil }
        return collection.sections.first?.layout
    }

    @Test func anItemSizeIsRead() throws {
        let expected = FlowLayoutConfiguration(alignment: .justified, itemSize: Size(width: 110, height: 44))
        #expect(try parse("{alignment: justified, itemSize: {width: 110, height: 44}}") == .flow(expected))
        #expect(try parse("{alignment: justified}") == .flow(FlowLayoutConfiguration(alignment: .justified)))
    }

    @Test(arguments: [
        (
            "{itemSize: {width: 110}}",
            "grid.yaml:3:33: collection.sections[0].layout.flow.itemSize: missing key 'height'"
        ),
        (
            "{itemSize: {width: 0, height: 44}}",
            "grid.yaml:3:41: collection.sections[0].layout.flow.itemSize.width: '0' is out of range; expected 1 to 4096"
        ),
    ])
    func badItemSizesAreRefused(layout: String, message: String) {
        do {
            _ = try parse(layout)
            Issue.record("no error")
        } catch { #expect("\(error)" == message) }
    }
}
