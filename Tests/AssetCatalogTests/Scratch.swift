import CellModel
import Foundation

/// The sample app's catalog, and temporary catalogs written from a table of files.
enum Scratch {
    /// `Tests/Fixtures/SampleApp`.
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")
    static let sampleCatalog = sampleApp.appendingPathComponent("Assets.xcassets")

    /// A fresh `Assets.xcassets` in a temporary folder holding `files` (path → text or bytes), inside
    /// the test run's folder (removed when the run exits).
    static func catalog(_ files: [String: Any]) throws -> URL {
        let folder = testRunFolder.appendingPathComponent("\(UUID().uuidString)/Assets.xcassets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, content) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = (content as? Data) ?? Data((content as! String).utf8)
            try data.write(to: url)
        }
        return folder
    }

    /// A colour set's `Contents.json` with one universal entry of `space` and `components`.
    static func colorSet(_ space: String, _ components: [String: String], appearances: String = "") -> String {
        let members = components.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
            .joined(separator: ", ")
        return """
            {"colors": [{"idiom": "universal", \(appearances)"color": {"color-space": "\(space)", "components": {\(members)}}}],
             "info": {"author": "xcode", "version": 1}}
            """
    }
}

/// The folder that holds this test run's temporary catalogs, removed when the process exits, so a
/// test run leaves nothing behind in the system's temporary folder.
private let testRunFolder: URL = {
    atexit(removeTestRunFolder)
    return FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-assets-\(UUID().uuidString)")
}()

private func removeTestRunFolder() { try? FileManager.default.removeItem(at: testRunFolder) }

extension AssetImage.Representation {
    /// A bitmap representation's pixel width, height and bytes (`nil` for a vector one).
    var pixels: (width: Int, height: Int, rgba: [UInt8])? {
        if case .bitmap(let width, let height, let rgba) = content { (width, height, rgba) } else { nil }
    }
}
