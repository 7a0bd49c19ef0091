import CellModel
import Foundation
import Primitives
import Testing
@testable import CellSnapSuite

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

@Suite struct CellVariantsTests {
    @Test func variantsAreNamedByWhatTheyAre() {
        let variants = CellVariants(states: [.normal, .selected], styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
        #expect(variants.cells(of: wifiCell()).map(\.name) == [
            "normal@3x", "AX3@3x", "dark@3x", "dark-AX3@3x",
            "selected@3x", "selected-AX3@3x", "selected-dark@3x", "selected-dark-AX3@3x",
        ])
        let rtl = CellVariants(states: [.disabled], directions: [.rightToLeft], scales: [2]).cells(of: wifiCell())
        #expect(rtl.map(\.name) == ["disabled-rtl@2x"])
        #expect(rtl[0].cell.state.isDisabled && rtl[0].cell.state.traits.displayScale == 2)
    }

    @Test func repeatedCombinationsAppearOnce() {
        let variants = CellVariants(states: [.normal, .normal], styles: [.dark, .dark])
        #expect(variants.cells(of: wifiCell()).map(\.name) == ["dark@3x"])
    }

    @Test func variantsWrittenInParallelAllLandAndMatchAfterwards() throws {
        let folder = temporaryFolder("parallel")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = CellVariants(states: [.normal, .selected, .disabled], styles: [.light, .dark], directions: [.leftToRight, .rightToLeft]).cells(of: wifiCell())
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
        let variants = CellVariants(states: [.normal, .selected], styles: [.light, .dark])
        let sheet = try CellSnapshots.contactSheet(variants.cells(of: wifiCell()), width: 393)
        let captions = sheet.items.compactMap { item -> String? in
            if case .text(let text) = item { text.text } else { nil }
        }
        #expect(captions == ["normal@3x", "dark@3x", "selected@3x", "selected-dark@3x"])
        // Four 24 pt captions, four 44 pt cells, three 8 pt gaps.
        #expect(sheet.size == Size(width: 393, height: 4 * 24 + 4 * 44 + 3 * 8))
    }
}

/// Messages collected from several threads.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}
