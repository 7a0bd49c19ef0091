import CellSpec
import Foundation
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// A passing verify compares in memory and writes nothing: no artifact, no temporary file, no
/// reference touched; its workers reuse their images across variants of different sizes.
@Suite struct PassingVerifyTests {
    /// A value cell in variants of two heights (two text sizes), so that the workers' spare images
    /// are reused for larger and smaller images in turn.
    static let spec = """
        name: wifi
        width: 320
        cell:
          content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
          accessories: [disclosureIndicator]
        variants:
          states: [normal, selected]
          appearances: [light, dark]
          sizes: [L, AX3]
          scales: [2]
        """

    /// Every file under `folder`: its path and bytes.
    func contents(of folder: URL) throws -> [String: Data] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap {
            $0 as? URL
        }
        var contents: [String: Data] = [:]
        for url in files ?? [] where !url.hasDirectoryPath {
            contents[url.path] = try Data(contentsOf: url)
        }
        return contents
    }

    @Test func aPassingVerifyWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-passing-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Spec.parse(
            Self.spec, file: "wifi.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "wifi")
        let artifacts = folder.appendingPathComponent("artifacts")
        func run(_ mode: RecordMode, jobs: Int) throws -> [VariantOutcome] {
            let configuration = SuiteConfiguration(
                snapshots: folder.appendingPathComponent("refs"), jobs: jobs, artifacts: artifacts)
            let suite = SuiteRun(configuration: configuration, mode: mode, verb: "test", showsProgress: false)
            return suite.run(try suite.selectedVariants(of: [spec]))
        }
        #expect(try run(.all, jobs: 1).map(\.status) == Array(repeating: .recorded, count: 8))
        let recorded = try contents(of: folder)
        #expect(recorded.count == 16)  // an image and a structural text for each variant
        for jobs in [1, 2] {
            let outcomes = try run(.never, jobs: jobs)
            #expect(outcomes.map(\.status) == Array(repeating: .passed, count: 8))
            #expect(outcomes.allSatisfy { $0.actual == nil && $0.diff == nil })
            #expect(try contents(of: folder) == recorded)
            #expect(!FileManager.default.fileExists(atPath: artifacts.path))
        }
    }
}
