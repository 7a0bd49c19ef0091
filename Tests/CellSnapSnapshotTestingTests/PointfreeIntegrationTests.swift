import CellModel
import CellSnapSnapshotTesting
import Foundation
import Pixels
import SnapshotTesting
import Testing

/// CellSnap's strategies through pointfree's own `verifySnapshot` (the function its
/// `assertSnapshot` reports through), with references under `Snapshots/` instead of `__Snapshots__`.
@Suite struct PointfreeIntegrationTests {
    static let packageSnapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/PointfreeIntegrationTests").path

    static func cell(_ text: String) -> ListCell {
        var content = ListContentConfiguration.valueCell()
        content.image = .symbol("wifi")
        content.text = text
        content.secondaryText = "Home"
        return ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
    }

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-pointfree-\(UUID().uuidString)").path
    }

    @Test func aCellMatchesItsReferenceThroughPointfree() {
        let message = verifySnapshot(
            of: Self.cell("Wi-Fi"), as: .cellImage, named: "wifi", record: .missing,
            snapshotDirectory: Self.packageSnapshots)
        #expect(message == nil, "\(message ?? "")")
    }

    @Test func aChangedCellFailsWithCellSnapsEvidence() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(
            of: Self.cell("Wi-Fi"), as: .cellImage, named: "wifi", record: .all, snapshotDirectory: folder)
        let message = try #require(
            verifySnapshot(
                of: Self.cell("WiFi"), as: .cellImage, named: "wifi", record: .never, snapshotDirectory: folder))
        #expect(message.contains("CellSnap: "))
        #expect(message.contains("pixels differ"))
        #expect(message.contains("pt at ("))
    }

    @Test func changedRegionsAreInTheCellsOwnPoints() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func atTwoX(_ cell: ListCell) -> ListCell {
            var cell = cell
            cell.state.traits.displayScale = 2
            return cell
        }
        _ = verifySnapshot(
            of: atTwoX(Self.cell("Wi-Fi")), as: .cellImage, named: "wifi", record: .all, snapshotDirectory: folder)
        let message = try #require(
            verifySnapshot(
                of: atTwoX(Self.cell("WiFi")), as: .cellImage, named: "wifi", record: .never, snapshotDirectory: folder)
        )
        // The changed label is about 12.5 pt tall in the 44 pt row; read at 3x instead of 2x it would be 8.3 pt.
        let regions = try #require(message.split(separator: "changed regions: ").last)
        let heights = regions.split(separator: ",").compactMap {
            $0.split(separator: "x").last?.split(separator: " ").first.flatMap { Double($0) }
        }
        #expect(!heights.isEmpty && heights.allSatisfy { $0 > 10 && $0 <= 44 }, "\(message)")
    }

    @Test func aCorruptReferenceIsNamedNotCrashedOn() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(
            of: Self.cell("Wi-Fi"), as: .cellImage, named: "wifi", record: .all, snapshotDirectory: folder)
        let reference = try #require(
            FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.first { $0.hasSuffix(".png") })
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(reference))
        let message = try #require(
            verifySnapshot(
                of: Self.cell("Wi-Fi"), as: .cellImage, named: "wifi", record: .never, snapshotDirectory: folder))
        #expect(message.contains("the reference PNG cannot be decoded"))
    }

    @Test func imagesCompareThroughCellSnap() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let white = RGBAImage(width: 4, height: 4, bytes: [UInt8](repeating: 255, count: 64))
        var dotted = white
        dotted[1, 1] = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
        _ = verifySnapshot(of: white, as: .cellImage(), named: "white", record: .all, snapshotDirectory: folder)
        #expect(
            verifySnapshot(of: white, as: .cellImage(), named: "white", record: .never, snapshotDirectory: folder)
                == nil)
        #expect(
            verifySnapshot(of: dotted, as: .cellImage(), named: "white", record: .never, snapshotDirectory: folder)?
                .contains("1 of 16 pixels differ") == true)
    }
}
