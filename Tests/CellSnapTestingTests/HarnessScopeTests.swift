import CellModel
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing
@testable import CellSnapTesting

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
}

private func wifiCell() -> ListCell {
    var content = ListContentConfiguration.valueCell()
    content.image = .symbol("wifi")
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    return ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
}

@Suite struct VariantMatrixHarnessTests {
    @Test func variantsAreNamedByWhatTheyAre() {
        let variants = VariantMatrix(states: [.normal, .selected], styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
        #expect(variants.cells(of: wifiCell()).map(\.name) == [
            "normal@3x", "normal-AX3@3x", "normal-dark@3x", "normal-dark-AX3@3x",
            "selected@3x", "selected-AX3@3x", "selected-dark@3x", "selected-dark-AX3@3x",
        ])
        let rtl = VariantMatrix(states: [.disabled], directions: [.rightToLeft], scales: [2]).cells(of: wifiCell())
        #expect(rtl.map(\.name) == ["disabled-rtl@2x"])
        #expect(rtl[0].cell.state.isDisabled && rtl[0].cell.state.traits.displayScale == 2)
    }

    @Test func repeatedCombinationsAppearOnce() {
        let variants = VariantMatrix(states: [.normal, .normal], styles: [.dark, .dark])
        #expect(variants.cells(of: wifiCell()).map(\.name) == ["normal-dark@3x"])
    }

    @Test func variantsWrittenInParallelAllLandAndMatchAfterwards() throws {
        let folder = temporaryFolder("parallel")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = VariantMatrix(states: [.normal, .selected, .disabled], styles: [.light, .dark], directions: [.leftToRight, .rightToLeft]).cells(of: wifiCell())
        #expect(cells.count == 12)
        let messages = Messages()
        DispatchQueue.concurrentPerform(iterations: cells.count) { index in
            let message = verifySnapshot(
                of: cells[index].cell, as: .image(), named: cells[index].name, record: .missing, snapshotDirectory: folder,
                file: "/p/Tests/T/ParallelSuite.swift", function: "wifi()")
            messages.append(message ?? "")
        }
        #expect(messages.all.allSatisfy { $0.hasPrefix("Recorded a new reference") })
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("ParallelSuite").path).sorted()
        #expect(written == cells.flatMap { ["wifi.\($0.name).png", "wifi.\($0.name).txt"] }.sorted())
        DispatchQueue.concurrentPerform(iterations: cells.count) { index in
            messages.append(verifySnapshot(
                of: cells[index].cell, as: .image(), named: cells[index].name, record: .never, snapshotDirectory: folder,
                file: "/p/Tests/T/ParallelSuite.swift", function: "wifi()") ?? "matched")
        }
        #expect(messages.all.suffix(cells.count).allSatisfy { $0 == "matched" })
    }

    @Test func aContactSheetCaptionsEveryVariant() throws {
        let variants = VariantMatrix(states: [.normal, .selected], styles: [.light, .dark])
        let sheet = try CellSnapshots.contactSheet(variants.cells(of: wifiCell()), width: 393)
        let captions = sheet.items.compactMap { item -> String? in
            if case .text(let text) = item { text.text } else { nil }
        }
        #expect(captions == ["normal@3x", "normal-dark@3x", "selected@3x", "selected-dark@3x"])
        // Four 24 pt captions, four 44 pt cells, three 8 pt gaps.
        #expect(sheet.size == Size(width: 393, height: 4 * 24 + 4 * 44 + 3 * 8))
    }
}

@Suite struct ReferenceNameTests {
    /// Without `named:`, an image strategy's reference is `<test>.png`; a text strategy keeps its name as the variant.
    @Test(arguments: [
        ("image", [String](["wifi.png", "wifi.txt"])), ("layout", ["wifi.layout.txt"]), ("named", ["wifi.light.png", "wifi.light.txt"]),
    ])
    func unnamedImagesAreStoredAsTestDotPNG(strategy: String, files: [String]) throws {
        let folder = temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = switch strategy {
        case "layout": verifySnapshot(of: wifiCell(), as: .layout(), record: .all, snapshotDirectory: folder, file: "/p/Tests/T/Names.swift", function: "wifi()")
        case "named": verifySnapshot(of: wifiCell(), as: .image(), named: "light", record: .all, snapshotDirectory: folder, file: "/p/Tests/T/Names.swift", function: "wifi()")
        default: verifySnapshot(of: wifiCell(), as: .image(), record: .all, snapshotDirectory: folder, file: "/p/Tests/T/Names.swift", function: "wifi()")
        }
        #expect(message?.contains("snapshot Names/\(files[0].dropLast(4))") == true, "\(message ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Names").path).sorted() == files)
    }
}

/// A cell's configuration rules are drawn: the archived variant's background is purple.
@Suite struct ConfigurationRuleRenderingTests {
    @Test func theArchivedVariantIsPaintedPurple() throws {
        var cell = ListCell(content: .list({ var content = ListContentConfiguration.cell(); content.text = "Inbox"; return content }()))
        cell.rules = [ConfigurationRule(custom: ["isArchived": true], changes: [.backgroundColor(.fixed(Color(hex: 0xAF52DE)))])]
        var archived = CellState()
        archived["isArchived"] = true
        let variants = VariantMatrix(states: [.normal, archived], styles: [.light, .dark]).cells(of: cell)
        #expect(variants.map(\.name) == ["normal@3x", "normal-dark@3x", "normal-isArchived@3x", "normal-isArchived-dark@3x"])
        let renderer = try Renderer()
        let pixels = try variants.map { variant -> RGBA in
            let image = try renderer.image(CellSnapshots.displayList(of: variant.cell, width: 320, background: .semantic(.systemBackground)), scale: 3).image
            return image[300 * 3, 22 * 3]
        }
        #expect(pixels == [RGBA(red: 255, green: 255, blue: 255, alpha: 255), RGBA(red: 0, green: 0, blue: 0, alpha: 255), RGBA(red: 0xAF, green: 0x52, blue: 0xDE, alpha: 255), RGBA(red: 0xAF, green: 0x52, blue: 0xDE, alpha: 255)])
    }
}

/// Messages collected from several threads.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}

@Suite struct SnapshotScopeTests {
    let list = DisplayList(size: Size(width: 10, height: 10), background: .white)

    @Test func theScopeSetsTheFolderAndTheModeAndTheCallWins() {
        let folder = temporaryFolder("scope")
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotScope(record: .never, directory: folder) {
            let missing = verifySnapshot(of: list, as: .png(scale: 1), file: "/p/Tests/T/ScopeSuite.swift", function: "blank()")
            #expect(missing?.hasPrefix("No reference for snapshot ScopeSuite/blank.png@1x at \(folder.path)/ScopeSuite/blank.png@1x.png") == true)
            let recorded = verifySnapshot(of: list, as: .png(scale: 1), record: .missing, file: "/p/Tests/T/ScopeSuite.swift", function: "blank()")
            #expect(recorded?.hasPrefix("Recorded a new reference") == true)
            withSnapshotScope(record: .all) {
                #expect(SnapshotScope.current.directory == folder && SnapshotScope.current.record == .all)
            }
        }
        #expect(SnapshotScope.current.record == nil && SnapshotScope.current.directory == nil)
    }

    static let traitFolder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-trait-\(ProcessInfo.processInfo.processIdentifier)")

    @Test(.snapshots(record: .never, directory: traitFolder))
    func theTraitScopesATest() {
        #expect(SnapshotScope.current.record == .never && SnapshotScope.current.directory == Self.traitFolder)
        let message = verifySnapshot(of: list, as: .png(scale: 1), file: "/p/Tests/T/TraitSuite.swift", function: "blank()")
        #expect(message?.hasPrefix("No reference for snapshot TraitSuite/blank.png@1x at \(Self.traitFolder.path)/") == true)
        #expect(!FileManager.default.fileExists(atPath: Self.traitFolder.path))
    }
}

@Suite(.snapshots(record: .failed)) struct SnapshotSuiteTraitTests {
    @Test func aSuiteTraitReachesItsTests() {
        #expect(SnapshotScope.current.record == .failed)
    }
}

@Suite struct AtomicWriteTests {
    struct SimulatedFailure: Error {}

    @Test func aFailureMidWriteLeavesTheReferenceIntactAndNoTemporaryFile() throws {
        let folder = temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("cell.light.png")
        let original = Data(repeating: 7, count: 10_000)
        try writeAtomically(original, to: reference)
        #expect(throws: SimulatedFailure.self) {
            try writeAtomically(to: reference) { handle in
                try handle.write(contentsOf: Data(repeating: 9, count: 5_000))
                throw SimulatedFailure()
            }
        }
        #expect(try Data(contentsOf: reference) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cell.light.png"])
    }

    @Test func aFinishedWriteReplacesTheWholeFile() throws {
        let folder = temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("a.txt")
        try writeAtomically(Data("a longer first version".utf8), to: reference)
        try writeAtomically(Data("short".utf8), to: reference)
        #expect(try String(contentsOf: reference, encoding: .utf8) == "short")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
    }
}

@Suite struct UsedReferencesTests {
    @Test func everyAssertionNamesTheReferencesItUsed() throws {
        let folder = temporaryFolder("used")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("used.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
        var verifier = SnapshotVerifier(location: location, mode: .missing, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
        verifier.usedReferencesList = list.path
        _ = try verifier.verify(.image(RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255]), scale: 1, structure: "canvas 1x1"))
        _ = try verifier.verify(.text("layout"))
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        let base = folder.standardizedFileURL.path + "/Suite/cell.light"
        #expect(lines == [base + ".png", base + ".txt", base + ".txt"])
    }

    @Test func aListThatCannotBeWrittenFailsTheAssertion() throws {
        let folder = temporaryFolder("used")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(directory: folder, suite: "Suite", test: "cell", variant: "light")
        var verifier = SnapshotVerifier(location: location, mode: .missing, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
        verifier.usedReferencesList = folder.appendingPathComponent("no/such/folder/used.txt").path
        #expect {
            try verifier.verify(.text("layout"))
        } throws: { error in
            "\(error)".contains("cannot append to the list of used references")
        }
    }
}
