// Apple's "Implementing Modern Collection Views" sample is vendored byte for byte: every file's
// SHA-256 is checked against the list of the originals, and nothing else is in the folder.
import Foundation
import Rendering
import Testing

@Suite struct SampleFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let sample = fixtures.appendingPathComponent("ModernCollectionViews")

    /// The manifest's entries: relative path and SHA-256.
    static func manifest() throws -> [String: String] {
        let text = try String(
            contentsOf: fixtures.appendingPathComponent("ModernCollectionViews.sha256"), encoding: .utf8)
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let digest = line.prefix(64), path = line.dropFirst(66)
            entries[String(path)] = String(digest)
        }
        return entries
    }

    @Test func everyFileIsTheOriginal() throws {
        let manifest = try Self.manifest()
        #expect(manifest.count == 51)
        for (path, digest) in manifest.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: Self.sample.appendingPathComponent(path))
            #expect(ContentDigest.sha256Hex(of: data) == digest, "\(path)")
        }
    }

    @Test func theFolderHoldsNothingElse() throws {
        let manifest = try Self.manifest()
        let enumerator = try #require(
            FileManager.default.enumerator(at: Self.sample, includingPropertiesForKeys: [.isRegularFileKey]))
        var found: Set<String> = []
        let prefix = Self.sample.standardizedFileURL.path + "/"
        for case let url as URL in enumerator
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            found.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        #expect(found == Set(manifest.keys))
    }
}
