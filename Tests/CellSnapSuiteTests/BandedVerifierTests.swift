import CellModel
import Foundation
import Pixels
import Primitives
import Testing

@testable import CellSnapSuite

/// A list too long for one image (past 65,536 px) is checked as every image is, drawn in
/// bands: recorded, verified, a change in its last band found where it is; a broken reference or
/// one of another size refused clearly. Each test in a snapshot folder of its own.
@Suite final class BandedVerifierTests {
    let folder: URL
    let location: SnapshotLocation

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-banded-\(UUID().uuidString)")
        location = SnapshotLocation(directory: folder, suite: "Suite", test: "long", variant: "light")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// `rows` plain cells ("Row 0", ...), 160 pt wide at 1x (narrow and 1x, so that the test stays
    /// fast and its reference small): 44 pt each, 2,000 rows are 88,000 px tall, six bands of
    /// 16,384 rows; the cell `changed` says "Ruw n" instead.
    static func list(rows: Int = 2_000, changed: Int? = nil) -> ListDescription {
        let cells = (0..<rows).map { row in
            var content = ListContentConfiguration.cell()
            content.text = row == changed ? "Ruw \(row)" : "Row \(row)"
            return ListCell(content: content)
        }
        return ListDescription(
            appearance: .plain, sections: [ListSection(cells: cells)], traits: Traits(displayScale: 1))
    }

    func verifier(_ mode: RecordMode) -> SnapshotVerifier {
        SnapshotVerifier(
            location: location, mode: mode, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
    }

    func snapshot(_ list: ListDescription) throws -> Snapshot {
        try Snapshotting<ListDescription>.image(width: 160).render(list)
    }

    @Test func aLongListIsDrawnInBandsRecordedAndVerified() throws {
        let snapshot = try snapshot(Self.list())
        guard case .banded(let image, _, _, _) = snapshot else {
            Issue.record("not drawn in bands: \(snapshot)")
            return
        }
        #expect(image.width == 160 && image.height == 88_000)
        let recorded = try verifier(.missing).verify(snapshot)
        #expect(recorded?.hasPrefix("Recorded a new reference for snapshot Suite/long.light at ") == true)
        let data = try Data(contentsOf: location.reference("png"))
        #expect(data.count < 1_000_000)
        #expect(try verifier(.missing).verify(snapshot) == nil)
        #expect(try verifier(.never).verify(self.snapshot(Self.list())) == nil)
    }

    @Test func aChangeInTheLastBandFailsWhereItIs() throws {
        _ = try verifier(.missing).verify(snapshot(Self.list()))
        let message = try #require(try verifier(.never).verify(snapshot(Self.list(changed: 1_999))))
        #expect(message.hasPrefix("Snapshot Suite/long.light does not match its reference: "))
        // The last row's text, 87,956 pt down: counted over the whole image, placed where it is.
        #expect(message.contains("177 of 14080000 pixels differ (0.001%); changed regions: 43x14 pt at (25, 87972)"))
        #expect(message.contains("Diff (rows 81920 to 87999 of 88000, the first band that differs): "))
    }

    @Test func aReferenceOfAnotherSizeIsNamed() throws {
        _ = try verifier(.missing).verify(snapshot(Self.list()))
        let message = try #require(try verifier(.never).verify(snapshot(Self.list(rows: 2_001))))
        #expect(
            message.hasPrefix(
                "Snapshot Suite/long.light does not match its reference: the reference is 160x88000 px, the snapshot 160x88044 px\n"
            ))
    }

    @Test func aReferenceCutShortIsRefusedClearly() throws {
        _ = try verifier(.missing).verify(snapshot(Self.list()))
        let url = location.reference("png")
        let data = try Data(contentsOf: url)
        try data.prefix(data.count / 2).write(to: url)
        #expect(
            performing: { try self.verifier(.never).verify(self.snapshot(Self.list())) },
            throws: {
                "\($0)" == "\(url.path): truncated PNG: the data end at byte \(data.count / 2), before the image does"
            })
    }
}
