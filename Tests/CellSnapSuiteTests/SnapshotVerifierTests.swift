import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import CellSnapSuite

/// The harness's decisions, each test in a snapshot folder of its own (removed after the test).
@Suite final class SnapshotVerifierTests {
    let folder: URL
    let location: SnapshotLocation

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-snapshots-\(UUID().uuidString)")
        location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func verifier(_ mode: RecordMode, explicit: Bool = true, ci: Bool = false) -> SnapshotVerifier {
        SnapshotVerifier(
            location: location, mode: mode, modeIsExplicit: explicit, onContinuousIntegration: ci, tolerance: .exact)
    }

    static func cell(textX: Double = 20, color: Color = .black) -> DisplayList {
        DisplayList(
            size: Size(width: 120, height: 44), background: .white,
            items: [
                .text(
                    TextItem(
                        text: "Inbox", style: TextStyle(font: Font(size: 17), color: color, maximumLines: 1),
                        frame: Rect(x: textX, y: 11, width: 80, height: 22))),
                .symbol(
                    SymbolItem(
                        name: "chevron.right", frame: Rect(x: 100, y: 15, width: 8, height: 14), pointSize: 17,
                        weight: .semibold, color: .black)),
            ])
    }

    func snapshot(_ list: DisplayList) throws -> Snapshot { try Snapshotting<DisplayList>.png(scale: 2).snapshot(list) }

    @Test func aMissingReferenceIsRecordedThenMatches() throws {
        let message = try verifier(.missing, explicit: false).verify(snapshot(Self.cell()))
        #expect(message?.hasPrefix("Recorded a new reference for snapshot Suite/cell.light at ") == true)
        #expect(FileManager.default.fileExists(atPath: location.reference("png").path))
        #expect(try String(contentsOf: location.reference("txt"), encoding: .utf8) == Self.cell().description + "\n")
        #expect(try verifier(.missing, explicit: false).verify(snapshot(Self.cell())) == nil)
    }

    @Test(arguments: [(RecordMode.never, false, false), (.missing, false, true), (.missing, true, true)])
    func whenAMissingReferenceFails(mode: RecordMode, explicit: Bool, ci: Bool) throws {
        let message = try verifier(mode, explicit: explicit, ci: ci).verify(snapshot(Self.cell()))
        let recorded = FileManager.default.fileExists(atPath: location.reference("png").path)
        if mode == .missing && explicit {
            #expect(recorded && message?.hasPrefix("Recorded") == true)  // asked for explicitly, even on CI
        } else {
            #expect(!recorded)
            #expect(
                message?.hasPrefix("No reference for snapshot Suite/cell.light at \(location.reference("png").path)")
                    == true)
            #expect(message?.contains("CELLSNAP_RECORD=missing swift test --filter 'Suite'") == true)
            #expect(message?.contains("on CI a missing reference fails") == ci)
        }
    }

    @Test func aMovedLabelFailsWithTheStructuralDiffAndArtifacts() throws {
        _ = try verifier(.missing).verify(snapshot(Self.cell()))
        let referenceBytes = try Data(contentsOf: location.reference("png"))
        let message = try #require(try verifier(.missing).verify(snapshot(Self.cell(textX: 21))))
        #expect(message.hasPrefix("Snapshot Suite/cell.light does not match its reference: "))
        #expect(
            message.contains("\nStructure:\n  text 'Inbox' moved from (20, 11) to (21, 11)\n  1 element unchanged\n"))
        #expect(message.contains("To accept the change: CELLSNAP_RECORD=failed swift test --filter 'Suite'"))
        for kind in ["Reference:", "Actual:", "Diff:", "Strip:"] { #expect(message.contains(kind)) }
        let artifacts = SnapshotLocation.artifactsDirectory
        for kind in ["actual", "diff", "strip"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: location.artifact(kind, pathExtension: "png", in: artifacts).path))
        }
        // Never overwritten unless recording.
        #expect(try Data(contentsOf: location.reference("png")) == referenceBytes)
    }

    @Test func aChangedColourIsNamed() throws {
        _ = try verifier(.missing).verify(snapshot(Self.cell()))
        let message = try #require(try verifier(.never).verify(snapshot(Self.cell(color: Color(hex: 0xFF3B30)))))
        #expect(message.contains("\nStructure:\n  text 'Inbox' #000000 → #FF3B30\n  1 element unchanged\n"))
        #expect(message.contains("pixels differ"))
    }

    @Test func recordingFailedReplacesTheReference() throws {
        _ = try verifier(.missing).verify(snapshot(Self.cell()))
        let message = try verifier(.failed).verify(snapshot(Self.cell(textX: 24)))
        #expect(message?.contains("Recorded the actual image as the new reference") == true)
        #expect(try verifier(.never).verify(snapshot(Self.cell(textX: 24))) == nil)
    }

    @Test func aSizeMismatchSaysBothSizes() throws {
        _ = try verifier(.missing).verify(snapshot(Self.cell()))
        var taller = Self.cell()
        taller.size.height = 60
        let message = try #require(try verifier(.never).verify(snapshot(taller)))
        #expect(message.contains("the reference is 240x88 px, the snapshot 240x120 px"))
    }

    @Test func svgSnapshotsAreStoredAsSVGAndComparedAsText() throws {
        let svg = Snapshotting<DisplayList>.svg
        let recorded = try verifier(.missing).verify(svg.snapshot(Self.cell()))
        #expect(
            recorded?.hasPrefix(
                "Recorded a new reference for snapshot Suite/cell.light at \(location.reference("svg").path)") == true)
        let document = try String(contentsOf: location.reference("svg"), encoding: .utf8)
        #expect(document.hasPrefix("<?xml") && document.contains("<svg"))
        #expect(try verifier(.never).verify(svg.snapshot(Self.cell())) == nil)
        let moved = try #require(try verifier(.never).verify(svg.snapshot(Self.cell(textX: 24))))
        #expect(moved.contains("does not match its reference \(location.reference("svg").path) from line"))
    }

    @Test func textSnapshotsShowTheFirstDifferingLine() throws {
        _ = try verifier(.missing).verify(.text("a\nb\nc"))
        #expect(try verifier(.never).verify(.text("a\nb\nc")) == nil)
        let message = try #require(try verifier(.never).verify(.text("a\nB\nc")))
        #expect(message.contains("from line 2:\n- b\n+ B"))
    }
}

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("valueCell", "valueCell"),
        ("selected-dark-AX3-rtl@3x", "selected-dark-AX3-rtl@3x"),
        ("../../etc/passwd", "____etc_passwd"),
        ("a/b\\c", "a_b_c"),
        ("..", "_"),
        (".hidden", "hidden"),
        ("", "_"),
        ("tab\there\u{0}", "tab_here_"),
        ("标签", "__"),
    ])
    func hostileNamesStayInsideTheFolder(name: String, expected: String) {
        #expect(SnapshotLocation.sanitized(name) == expected)
        let folder = URL(fileURLWithPath: "/snapshots")
        let url = SnapshotLocation(directory: folder, suite: name, test: name, variant: name).reference("png")
        #expect(url.standardizedFileURL.path.hasPrefix("/snapshots/"))
        #expect(url.deletingLastPathComponent().deletingLastPathComponent().path == "/snapshots")
    }

    @Test func testNamesDropTheirParameters() {
        #expect(SnapshotLocation.testName(fromFunction: "valueCell(direction:)") == "valueCell")
        #expect(SnapshotLocation.testName(fromFunction: "plain()") == "plain")
    }
}
