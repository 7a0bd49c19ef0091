import Foundation

/// Where CellSnap finds a storyboard's or nib's source document, as UIKit finds the compiled one
/// in a bundle: in the bundle given, then ``ResourceBundles``'s search (the main bundle, then every
/// SwiftPM resource bundle `<Package>_<Target>.resources` beside the running executable, by name),
/// each at its top level and in
/// `Base.lproj` and `en.lproj`. The target of a resource bundle is also where the document's
/// custom classes are looked for when it names no `customModule` that has them.
@MainActor enum IBResources {
    /// A found document: its file, and the modules its classes are looked up in.
    struct Found {
        let url: URL
        let bundle: Bundle?
        let modules: [String]
    }

    /// The document `name` (`Main`, or `Main.storyboard`) with one of `extensions`, or an error
    /// listing the folders looked in.
    static func find(_ name: String, extensions: [String], bundle: Bundle?) throws -> Found {
        let hasExtension = extensions.contains { name.hasSuffix(".\($0)") }
        let fileNames = hasExtension ? [name] : extensions.map { "\(name).\($0)" }
        func file(in bundle: Bundle) -> URL? {
            for subfolder in ["", "Base.lproj/", "en.lproj/"] {
                let directory = ResourceBundles.folder(of: bundle).appendingPathComponent(subfolder)
                for fileName in fileNames {
                    let url = directory.appendingPathComponent(fileName)
                    if FileManager.default.fileExists(atPath: url.path) { return url }
                }
            }
            return nil
        }
        let bundles = ResourceBundles.bundles(startingWith: bundle)
        if let found = ResourceBundles.first(fileNames[0], in: bundles, where: { file(in: $0) != nil }),
            let url = file(in: found)
        {
            return Found(url: url, bundle: found, modules: modules(for: ResourceBundles.folder(of: found)))
        }
        let searched = bundles.flatMap { bundle in
            ["", "Base.lproj/", "en.lproj/"].map { ResourceBundles.folder(of: bundle).appendingPathComponent($0).path }
        }
        throw IBFailure(
            file: fileNames.joined(separator: " or "),
            "not found; CellSnap looked in \(searched.joined(separator: ", ")). Add the file to a target's resources "
                + "(resources: [.copy(\"\(fileNames[0])\")] in Package.swift)")
    }

    /// Whether a document `name` exists (for a controller made without a nib name, which UIKit
    /// loads from a nib of its class's name when there is one).
    static func exists(_ name: String, bundle: Bundle?) -> Bool {
        (try? find(name, extensions: ["xib"], bundle: bundle)) != nil
    }

    /// The folders of the SwiftPM resource bundles beside the running executable, by name.
    static var resourceBundles: [URL] { ResourceBundles.resourceBundles.map(ResourceBundles.folder(of:)) }

    /// The module of a SwiftPM resource bundle's target (`CellSnap_ScreenTests.resources` holds
    /// `ScreenTests`'s resources), and the modules of every other resource bundle after it.
    static func modules(for folder: URL) -> [String] {
        func module(_ url: URL) -> String? {
            let name = url.deletingPathExtension().lastPathComponent
            guard let underscore = name.firstIndex(of: "_") else { return nil }
            return String(name[name.index(after: underscore)...]).replacingOccurrences(of: "-", with: "_")
        }
        let own = module(folder).map { [$0] } ?? []
        return own + resourceBundles.compactMap(module).filter { !own.contains($0) }
    }
}
