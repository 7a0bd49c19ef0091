import CellModel
import CellSpec
import Foundation
import Testing

/// Spec keys that choose how a cell is drawn: each is read into the model, and a combination
/// that would draw nothing different is refused at its position.
@Suite struct EffectSpecTests {
    func parse(_ yaml: String) throws -> ListCell {
        let spec = try Spec.parse(yaml, file: "effects.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "effects")
        guard case .cell(let cell) = try #require(spec.variants().first).subject else { throw SpecError(file: "", line: 0, column: 0, path: "", message: "not a cell") }
        return cell
    }

    @Test(arguments: [
        ("cell:\n  content: Hi\n  leadingSwipeActions: [Pin]\n  swipeEdge: leading", SwipeEdge.leading, false, true),
        ("cell:\n  content: Hi\n  trailingSwipeActions: [Delete]\n  fullSwipe: true", .trailing, true, true),
        ("cell:\n  content: Hi\n  leadingSwipeActions: {actions: [Pin], performsFirstActionWithFullSwipe: false}\n  swipeEdge: leading\n  fullSwipe: true",
         .leading, true, false),
    ])
    func swipeKeysAreRead(yaml: String, edge: SwipeEdge, full: Bool, performsFirst: Bool) throws {
        let cell = try parse(yaml)
        #expect(cell.swipeEdge == edge && cell.isFullSwipe == full)
        #expect(cell.swipeActions(on: edge)?.performsFirstActionWithFullSwipe == performsFirst)
    }

    @Test(arguments: [
        ("cell:\n  content: Hi\n  trailingSwipeActions: [Delete]\n  swipeEdge: leading",
         "effects.yaml:4:14: cell.swipeEdge: a swipe from the leading edge reveals leadingSwipeActions, and this cell has none"),
        ("cell:\n  content: Hi\n  fullSwipe: true",
         "effects.yaml:3:14: cell.fullSwipe: a swipe from the trailing edge reveals trailingSwipeActions, and this cell has none"),
        ("cell:\n  content: Hi\n  trailingSwipeActions: {actions: [Delete], performsFirstActionWithFullSwipe: false}",
         "effects.yaml:3:79: cell.trailingSwipeActions.performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe only shows in a full swipe of these actions: add 'fullSwipe: true' and 'swipeEdge: trailing' to the cell"),
        ("cell:\n  content: Hi\n  leadingSwipeActions: [Pin]\n  swipeEdge: left",
         "effects.yaml:4:14: cell.swipeEdge: unknown swipe edge 'left'; expected one of: leading, trailing"),
    ])
    func pointlessSwipeKeysAreRefused(yaml: String, message: String) {
        #expect(throws: SpecError.self) { try parse(yaml) }
        do { _ = try parse(yaml) } catch { #expect("\(error)" == message) }
    }
}
