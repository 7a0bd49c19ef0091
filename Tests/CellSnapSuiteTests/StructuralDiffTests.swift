import CellLayout
import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellSnapSuite

/// A list row as CellLayout places it: background, an optional label accessory, text, separator.
private func row(
    _ text: String, y: Double, textWidth: Double = 268.333, badge: String? = nil, badgeWidth: Double = 20.667,
    color: Color = .black, checkmark: Bool = false
) -> PlacedNode {
    var children = [
        PlacedNode(
            role: .background, frame: Rect(x: 0, y: y, width: 393, height: 44),
            content: .shape(.rect, fill: .white, stroke: nil))
    ]
    if let badge {
        children.append(
            PlacedNode(
                role: .accessory(.label), frame: Rect(x: 336.333, y: y + 11, width: badgeWidth, height: 22),
                content: .text(badge, TextStyle(font: Font(size: 17), color: Color(hex: 0x3C3C43, alpha: 0.6))))
        )
    }
    if checkmark {
        children.append(
            PlacedNode(
                role: .accessory(.checkmark), frame: Rect(x: 360, y: y + 16, width: 14, height: 13),
                content: .symbol(
                    name: "checkmark", pointSize: 17, weight: .semibold, scale: .medium, color: Color(hex: 0x007AFF))))
    }
    children += [
        PlacedNode(
            role: .text, frame: Rect(x: 65, y: y + 11, width: textWidth, height: 22),
            content: .text(text, TextStyle(font: Font(size: 17), color: color, maximumLines: 1))),
        PlacedNode(
            role: .separator, frame: Rect(x: 65, y: y + 43.667, width: 328, height: 0.333),
            content: .hairline(Color(hex: 0xC6C6C8))),
    ]
    return PlacedNode(role: .cell, frame: Rect(x: 0, y: y, width: 393, height: 44), children: children)
}

/// A list of `rows` under a header, as ``StructureForm`` writes it, left to right or mirrored.
private func list(_ rows: [PlacedNode], rightToLeft: Bool = false) -> String {
    let height = rows.map(\.frame.maxY).max() ?? 38
    let header = PlacedNode(
        role: .cell, frame: Rect(x: 0, y: 0, width: 393, height: 38),
        children: [
            PlacedNode(
                role: .text, frame: Rect(x: 20, y: 15, width: 353, height: 18),
                content: .text("MAIL", TextStyle(font: Font(size: 13))))
        ])
    let cells = PlacedNode(role: .cells, frame: Rect(x: 0, y: 38, width: 393, height: height - 38), children: rows)
    var root = PlacedNode(
        role: .list, frame: Rect(x: 0, y: 0, width: 393, height: height),
        children: [
            PlacedNode(role: .section, frame: Rect(x: 0, y: 0, width: 393, height: height), children: [header, cells])
        ])
    if rightToLeft { root = root.mirrored(within: 393) }
    return StructureForm.text(of: LayoutResult(size: Size(width: 393, height: height), root: root), background: nil)
}

/// Structural diffs name what changed: elements paired by their path and role, moves and
/// resizes above the threshold only, the unchanged ones counted. Each case in both directions.
@Suite struct StructuralDiffTests {
    static let inbox = row("Inbox", y: 38, badge: "24")
    static let sent = row("Sent", y: 82)

    @Test(arguments: [false, true])
    func aChangedBadgeNamesItsRowAndTheChange(rightToLeft: Bool) {
        // The text shrinks by a third of a point as the badge widens: counted, not listed.
        let before = list([Self.inbox, Self.sent], rightToLeft: rightToLeft)
        let after = list(
            [row("Inbox", y: 38, textWidth: 268, badge: "25", badgeWidth: 20.667), Self.sent], rightToLeft: rightToLeft)
        #expect(
            StructuralDiff.describe(reference: before, actual: after) == [
                "row 'Inbox': label accessory '24' → '25'",
                "7 elements unchanged (1 of them moved or resized by less than 0.5 pt)",
            ])
        // Right to left, the text keeps its trailing edge, so it also moves by a third of a point.
        #expect(
            StructuralDiff.describe(reference: before, actual: after, threshold: 0.25) == [
                "row 'Inbox': label accessory '24' → '25'",
                rightToLeft
                    ? "row 'Inbox': text 'Inbox' moved from (59.667, 49) to (60, 49) and resized from 268.333x22 to 268x22"
                    : "row 'Inbox': text 'Inbox' resized from 268.333x22 to 268x22",
                "6 elements unchanged",
            ])
    }

    @Test(arguments: [false, true])
    func anInsertedRowIsAddedAndTheRowsBelowMoveAsAWhole(rightToLeft: Bool) {
        let before = list([Self.inbox, Self.sent], rightToLeft: rightToLeft)
        let after = list([Self.inbox, row("Drafts", y: 82), row("Sent", y: 126)], rightToLeft: rightToLeft)
        #expect(
            StructuralDiff.describe(reference: before, actual: after) == [
                "canvas resized from 393x126 to 393x170",
                "row 'Sent' moved from (0, 82) to (0, 126)",
                "row 'Drafts' added",
                "8 elements unchanged",
            ])
        #expect(
            StructuralDiff.describe(reference: after, actual: before) == [
                "canvas resized from 393x170 to 393x126",
                "row 'Drafts' removed",
                "row 'Sent' moved from (0, 126) to (0, 82)",
                "8 elements unchanged",
            ])
    }

    @Test func aChangedTextColourAccessoryAndHeaderAreNamed() {
        let before = list([Self.inbox, Self.sent])
        let after = list([
            row("Inbox", y: 38, badge: "24", color: Color(hex: 0xFF3B30)), row("Sent", y: 82, checkmark: true),
        ])
        #expect(
            StructuralDiff.describe(reference: before, actual: after) == [
                "row 'Inbox': text 'Inbox' #000000 → #FF3B30",
                "row 'Sent': checkmark accessory checkmark added",
                "7 elements unchanged",
            ])
        let renamed = before.replacingOccurrences(of: "\"MAIL\"", with: "\"POST\"")
        #expect(
            StructuralDiff.describe(reference: before, actual: renamed) == [
                "header 'MAIL': text 'MAIL' → 'POST'", "7 elements unchanged",
            ])
    }

    @Test func identicalStructuresHaveNoChangesAndFormsDoNotMix() {
        let tree = list([Self.inbox])
        #expect(StructuralDiff.describe(reference: tree, actual: tree) == [])
        #expect(
            StructuralDiff.describe(reference: "canvas 10x10", actual: tree) == [
                "the reference's structural text is in another form (recorded by an earlier CellSnap); record the snapshot again to compare its structure element by element"
            ])
    }

    /// Display lists snapshotted directly have no tree: items pair by kind and subject.
    @Test func displayListItemsPairByKindAndSubject() {
        func canvas(_ x: Double, _ title: String, lineY: Double = 43.667) -> String {
            DisplayList(
                size: Size(width: 393, height: 44), background: .white,
                items: [
                    .text(
                        TextItem(
                            text: title, style: TextStyle(font: Font(size: 17)),
                            frame: Rect(x: x, y: 11, width: 80, height: 22))),
                    .text(
                        TextItem(
                            text: "Home", style: TextStyle(font: Font(size: 17)),
                            frame: Rect(x: 300, y: 11, width: 48, height: 22))),
                    .line(
                        LineItem(
                            from: Point(x: 20, y: lineY), to: Point(x: 393, y: lineY), color: .black, width: 1.0 / 3)),
                    .group(
                        GroupItem(
                            items: [
                                .symbol(
                                    SymbolItem(
                                        name: "chevron.right", frame: Rect(x: 370, y: 16, width: 7, height: 12),
                                        pointSize: 17, color: .black))
                            ], opacity: 0.5)),
                ]
            ).description
        }
        #expect(
            StructuralDiff.describe(reference: canvas(20, "Wi-Fi"), actual: canvas(24, "Wi-Fi 6", lineY: 43.9)) == [
                "text 'Wi-Fi' → 'Wi-Fi 6', moved from (20, 11) to (24, 11)",
                "3 elements unchanged (1 of them moved or resized by less than 0.5 pt)",
            ])
    }
}

/// The threshold a strategy carries reaches the failure message.
@Suite struct StructuralThresholdTests {
    @Test func aStrategysThresholdDecidesWhatIsListed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-threshold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var strategy = Snapshotting<DisplayList>.png(scale: 2)
        strategy.structuralThreshold = 2
        _ = verifySnapshot(
            of: SnapshotVerifierTests.cell(), as: strategy, named: "light", record: .missing, snapshotDirectory: folder,
            file: "/p/Suite.swift", function: "cell()")
        let message = try #require(
            verifySnapshot(
                of: SnapshotVerifierTests.cell(textX: 21), as: strategy, named: "light", record: .never,
                snapshotDirectory: folder, file: "/p/Suite.swift", function: "cell()"))
        #expect(
            message.contains("\nStructure:\n  2 elements unchanged (1 of them moved or resized by less than 2 pt)\n"))
    }
}
