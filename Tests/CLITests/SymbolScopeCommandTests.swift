import Foundation
import Testing

/// A spec's custom symbols are its own: another spec in the same run that names the symbol
/// without listing the catalog draws the placeholder with a warning, whatever ran before it.
@Suite struct SymbolScopeCommandTests {
    static let sampleCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets")

    /// `with.yaml` lists the sample catalog and draws `brand.star`; `without.yaml` names the same
    /// symbol without a catalog.
    static func folder() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: sampleCatalog, to: folder.appendingPathComponent("App/Assets.xcassets"))
        let cell = "cell:\n  content: {text: Brand, image: brand.star}\n"
        try Data(("assets: [App/Assets.xcassets]\n" + cell).utf8).write(to: folder.appendingPathComponent("with.yaml"))
        try Data(cell.utf8).write(to: folder.appendingPathComponent("without.yaml"))
        return folder
    }

    static let warning = "warning: unknown symbol 'brand.star' in without.normal@3x, drawn as a placeholder"

    /// Every file under `folder`, by path relative to it, with its bytes.
    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test(arguments: [["with.yaml", "without.yaml"], ["without.yaml", "with.yaml"]])
    func galleryWarnsForTheSpecWithoutTheCatalogInEitherOrder(order: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = try CLI.run(["gallery"] + order + ["-o", "gallery.png"], in: folder)
        #expect(gallery.exitCode == 0, "\(gallery.stderr)")
        #expect(gallery.stderr.components(separatedBy: Self.warning).count == 2, "\(gallery.stderr)")
        #expect(!gallery.stderr.contains("in with."), "\(gallery.stderr)")
    }

    /// Recorded in both orders, with one and with two jobs: the same references, byte for byte,
    /// the placeholder in `without`'s and the custom symbol in `with`'s.
    @Test func recordedReferencesDoNotDependOnTheOrder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [[String: Data]] = []
        for (index, (order, jobs)) in [
            (["with.yaml", "without.yaml"], "1"), (["without.yaml", "with.yaml"], "1"),
            (["without.yaml", "with.yaml"], "2"),
        ].enumerated() {
            let refs = "refs\(index)"
            let record = try CLI.run(["record"] + order + ["--snapshots", refs, "--jobs", jobs], in: folder)
            #expect(record.exitCode == 0, "\(record.stderr)")
            #expect(record.stderr.components(separatedBy: Self.warning).count == 2, "\(record.stderr)")
            let verify = try CLI.run(["verify"] + order.reversed() + ["--snapshots", refs, "--jobs", jobs], in: folder)
            #expect(verify.exitCode == 0, "\(verify.stderr)")
            #expect(verify.stderr.components(separatedBy: Self.warning).count == 2, "\(verify.stderr)")
            runs.append(try Self.files(under: folder.appendingPathComponent(refs)))
        }
        #expect(runs[0].count >= 2)
        #expect(runs.allSatisfy { $0 == runs[0] })
        let pngs = runs[0].filter { $0.key.hasSuffix(".png") }.sorted { $0.key < $1.key }
        #expect(pngs.count == 2 && pngs[0].value != pngs[1].value, "\(pngs.map(\.key))")
    }
}
