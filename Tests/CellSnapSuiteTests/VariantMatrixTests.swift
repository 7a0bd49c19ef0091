import CellModel
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapSuite

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
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
        let variants = VariantMatrix(
            states: [.normal, .selected], styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
        #expect(
            variants.cells(of: wifiCell()).map(\.name) == [
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
        let cells = VariantMatrix(
            states: [.normal, .selected, .disabled], styles: [.light, .dark], directions: [.leftToRight, .rightToLeft]
        ).cells(of: wifiCell())
        #expect(cells.count == 12)
        let messages = Messages()
        DispatchQueue.concurrentPerform(iterations: cells.count) { index in
            let message = verifySnapshot(
                of: cells[index].cell, as: .image(), named: cells[index].name, record: .missing,
                snapshotDirectory: folder,
                file: "/p/Tests/T/ParallelSuite.swift", function: "wifi()")
            messages.append(message ?? "")
        }
        #expect(messages.all.allSatisfy { $0.hasPrefix("Recorded a new reference") })
        let written = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("ParallelSuite").path
        ).sorted()
        #expect(written == cells.flatMap { ["wifi.\($0.name).png", "wifi.\($0.name).txt"] }.sorted())
        DispatchQueue.concurrentPerform(iterations: cells.count) { index in
            messages.append(
                verifySnapshot(
                    of: cells[index].cell, as: .image(), named: cells[index].name, record: .never,
                    snapshotDirectory: folder,
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
        ("image", [String](["wifi.png", "wifi.txt"])), ("layout", ["wifi.layout.txt"]),
        ("named", ["wifi.light.png", "wifi.light.txt"]),
    ])
    func unnamedImagesAreStoredAsTestDotPNG(strategy: String, files: [String]) throws {
        let folder = temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message =
            switch strategy {
            case "layout":
                verifySnapshot(
                    of: wifiCell(), as: .layout(), record: .all, snapshotDirectory: folder,
                    file: "/p/Tests/T/Names.swift", function: "wifi()")
            case "named":
                verifySnapshot(
                    of: wifiCell(), as: .image(), named: "light", record: .all, snapshotDirectory: folder,
                    file: "/p/Tests/T/Names.swift", function: "wifi()")
            default:
                verifySnapshot(
                    of: wifiCell(), as: .image(), record: .all, snapshotDirectory: folder,
                    file: "/p/Tests/T/Names.swift", function: "wifi()")
            }
        #expect(message?.contains("snapshot Names/\(files[0].dropLast(4))") == true, "\(message ?? "")")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Names").path).sorted()
                == files)
    }
}

/// A cell's configuration rules are drawn: the archived variant's background is purple.
@Suite struct ConfigurationRuleRenderingTests {
    @Test func theArchivedVariantIsPaintedPurple() throws {
        var cell = ListCell(
            content: .list(
                {
                    var content = ListContentConfiguration.cell()
                    content.text = "Inbox"
                    return content
                }()))
        cell.rules = [
            ConfigurationRule(custom: ["isArchived": true], changes: [.backgroundColor(.fixed(Color(hex: 0xAF52DE)))])
        ]
        var archived = CellState()
        archived["isArchived"] = true
        let variants = VariantMatrix(states: [.normal, archived], styles: [.light, .dark]).cells(of: cell)
        #expect(
            variants.map(\.name) == [
                "normal@3x", "normal-dark@3x", "normal-isArchived@3x", "normal-isArchived-dark@3x",
            ])
        let renderer = try Renderer()
        let pixels = try variants.map { variant -> RGBA in
            let image = try renderer.image(
                CellSnapshots.displayList(of: variant.cell, width: 320, background: .semantic(.systemBackground)),
                scale: 3
            ).image
            return image[300 * 3, 22 * 3]
        }
        #expect(
            pixels == [
                RGBA(red: 255, green: 255, blue: 255, alpha: 255), RGBA(red: 0, green: 0, blue: 0, alpha: 255),
                RGBA(red: 0xAF, green: 0x52, blue: 0xDE, alpha: 255),
                RGBA(red: 0xAF, green: 0x52, blue: 0xDE, alpha: 255),
            ])
    }
}

/// Messages collected from several threads.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
