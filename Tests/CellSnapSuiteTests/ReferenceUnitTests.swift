import Dispatch
import Foundation
import Pixels
import Primitives
import Rendering
import Synchronization
import Testing

@testable import CellSnapSuite

/// A reference image and its text form are one unit: written together, read together, and a
/// text form from another run is reported as an interrupted write naming the reference.
@Suite struct ReferenceUnitTests {
    let folder: URL
    let location: SnapshotLocation

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-unit-\(UUID().uuidString)")
        location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
    }

    /// A 2 x 2 image of one grey level.
    static func image(_ level: UInt8) -> RGBAImage {
        RGBAImage(width: 2, height: 2, bytes: Array(repeating: [level, level, level, 255], count: 4).flatMap { $0 })
    }

    @Test func aUnitIsReadAsItWasWritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageReference.write(Self.image(7), scale: 2, structure: "tree 1x1\ncell", at: location)
        let reference = try #require(try ImageReference.read(at: location))
        #expect(reference.png.image == Self.image(7))
        #expect(reference.structure == "tree 1x1\ncell")
        #expect(try String(contentsOf: location.reference("txt"), encoding: .utf8) == "tree 1x1\ncell\n")
        #expect(
            reference.png.text[ImageReference.structureDigestKey]
                == ContentDigest.sha256Hex(of: Data("tree 1x1\ncell\n".utf8)))
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: location.reference("png").deletingLastPathComponent().path
            ).sorted() == ["cell.light.png", "cell.light.txt"])
    }

    /// Writing the unit that is there already replaces no file (each keeps its inode); a write
    /// that changes either file replaces both, and repairs a unit whose text form was changed.
    @Test func writingTheSameUnitAgainReplacesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        func inodes() throws -> [UInt64] {
            try ["png", "txt"].map {
                try #require(
                    (FileManager.default.attributesOfItem(atPath: location.reference($0).path)[.systemFileNumber]
                        as? NSNumber)?.uint64Value)
            }
        }
        try ImageReference.write(Self.image(7), scale: 2, structure: "tree 1x1", at: location)
        let first = try inodes()
        try ImageReference.write(Self.image(7), scale: 2, structure: "tree 1x1", at: location)
        #expect(try inodes() == first)
        try ImageReference.write(Self.image(8), scale: 2, structure: "tree 1x1", at: location)
        let second = try inodes()
        #expect(second[0] != first[0] && second[1] != first[1])
        #expect(try ImageReference.read(at: location)?.png.image == Self.image(8))
        try Data("tree 9x9\n".utf8).write(to: location.reference("txt"))
        try ImageReference.write(Self.image(8), scale: 2, structure: "tree 1x1", at: location)
        #expect(try ImageReference.read(at: location)?.structure == "tree 1x1")
    }

    /// The two ways a write killed between its renames can leave a unit.
    @Test(arguments: [("another text form", Data("tree 9x9\n".utf8)), ("no text form", nil)])
    func aTextFormFromAnotherRunIsAnInterruptedWrite(_ name: String, text: Data?) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageReference.write(Self.image(7), scale: 2, structure: "tree 1x1", at: location)
        let textURL = location.reference("txt")
        try FileManager.default.removeItem(at: textURL)
        if let text { try text.write(to: textURL) }
        let recorded = String(ContentDigest.sha256Hex(of: Data("tree 1x1\n".utf8)).prefix(12))
        let found = text.map { "is another (SHA-256 \(ContentDigest.sha256Hex(of: $0).prefix(12))...)" } ?? "is missing"
        #expect(throws: InterruptedReferenceError.self) { try ImageReference.read(at: location) }
        do {
            _ = try ImageReference.read(at: location)
        } catch {
            #expect(
                "\(error)"
                    == "the reference Suite/cell.light was left half written by an interrupted write: \(location.reference("png").path) records a text form with SHA-256 \(recorded)..., and cell.light.txt beside it \(found); record it again"
            )
        }
    }

    /// A PNG written without a text form, or by an older CellSnap (no digest), never pairs with a
    /// `.txt` that happens to lie beside it.
    @Test(arguments: [("written without a text form", true), ("written without the digest", false)])
    func aTextNobodyVouchesForIsNotRead(_ name: String, throughTheUnit: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        if throughTheUnit {
            try ImageReference.write(Self.image(7), scale: 2, structure: nil, at: location)
        } else {
            try writeAtomically(PNG.encode(Self.image(7), text: ["CellSnap-Scale": "2"]), to: location.reference("png"))
        }
        try Data("tree 1x1\n".utf8).write(to: location.reference("txt"))
        let reference = try #require(try ImageReference.read(at: location))
        #expect(reference.structure == nil)
        #expect(reference.png.text[ImageReference.structureDigestKey] == (throughTheUnit ? "none" : nil))
    }

    @Test func aTextFormThatIsASymbolicLinkIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageReference.write(Self.image(7), scale: 2, structure: "tree 1x1", at: location)
        let textURL = location.reference("txt")
        let outside = folder.appendingPathComponent("outside.txt")
        try FileManager.default.moveItem(at: textURL, to: outside)
        try FileManager.default.createSymbolicLink(at: textURL, withDestinationURL: outside)
        #expect(
            throws: ReferenceReadError(
                path: textURL.path, reason: "it is a symbolic link; references are read only as files")
        ) { try ImageReference.read(at: location) }
        // Recording replaces the link itself; the file it led to is not written.
        try ImageReference.write(Self.image(8), scale: 2, structure: "tree 2x2", at: location)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "tree 1x1\n")
        #expect(try ImageReference.read(at: location)?.structure == "tree 2x2")
    }

    /// The harness names a half-written reference and the command that repairs it; recording
    /// failed snapshots repairs it.
    @Test func theHarnessReportsAndRepairsAnInterruptedWrite() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = Snapshot.image(Self.image(7), scale: 2, structure: "tree 1x1")
        func verifier(_ mode: RecordMode) -> SnapshotVerifier {
            var verifier = SnapshotVerifier(
                location: location, mode: mode, modeIsExplicit: true, onContinuousIntegration: false,
                tolerance: .exact)
            verifier.usedReferencesList = nil
            return verifier
        }
        #expect(try verifier(.missing).verify(snapshot)?.hasPrefix("Recorded a new reference") == true)
        try Data("tree 9x9\n".utf8).write(to: location.reference("txt"))
        let message = try #require(try verifier(.missing).verify(snapshot))
        #expect(
            message.hasPrefix(
                "Snapshot Suite/cell.light cannot be compared: the reference Suite/cell.light was left half written by an interrupted write: "
            ))
        #expect(
            message.hasSuffix("; record it again. To repair it: CELLSNAP_RECORD=failed swift test --filter 'Suite'"))
        let repaired = try #require(try verifier(.failed).verify(snapshot))
        #expect(repaired.hasPrefix("Recorded snapshot Suite/cell.light again (CELLSNAP_RECORD=failed): the reference"))
        #expect(try verifier(.missing).verify(snapshot) == nil)
        #expect(try ImageReference.read(at: location)?.structure == "tree 1x1")
    }

    /// Writers on four threads rewrite one reference, each with its own image and text form, while
    /// two threads read it: every read is a whole unit (the text names the image's grey level).
    @Test func writersAndReadersOnManyThreadsNeverSeeATornUnit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageReference.write(Self.image(0), scale: 1, structure: "level 0", at: location)
        let problems = Mutex<[String]>([])
        let reads = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            for round in 0..<40 {
                do {
                    if thread < 4 {
                        let level = UInt8(thread * 50 + round)
                        try ImageReference.write(Self.image(level), scale: 1, structure: "level \(level)", at: location)
                    } else if let reference = try ImageReference.read(at: location) {
                        let level = reference.png.image.bytes[0]
                        if reference.structure != "level \(level)" {
                            problems.withLock { $0.append("image \(level) with \(reference.structure ?? "nil")") }
                        }
                        reads.withLock { $0 += 1 }
                    }
                } catch {
                    problems.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(problems.withLock { $0 } == [])
        #expect(reads.withLock { $0 } == 80)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: location.reference("png").deletingLastPathComponent().path)
        #expect(names.sorted() == ["cell.light.png", "cell.light.txt"])
    }

    /// Threads appending long lists (over 4 KiB a write) to one list of used references: every
    /// line arrives, whole.
    @Test func parallelAssertionsLoseNoUsedReferenceLine() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("used.txt").path
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<50 {
                let urls = (0..<40).map { index in
                    folder.appendingPathComponent(
                        "Suite\(thread)/\(String(repeating: "x", count: 80)).\(round).\(index).png")
                }
                do { try UsedReferences.note(urls, in: list) } catch { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        let lines = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 8 * 50 * 40)
        #expect(Set(lines).count == lines.count)
        let base = folder.standardizedFileURL.path + "/Suite"
        #expect(
            lines.allSatisfy {
                $0.hasPrefix(base) && $0.hasSuffix(".png") && $0.contains(String(repeating: "x", count: 80))
            })
    }
}
