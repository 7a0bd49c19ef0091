import Foundation

/// Where CellSnap finds a storyboard's or nib's source document, as UIKit finds the compiled one
/// in a bundle. On iOS `bundle: nil` (and `Bundle.main`) is the app's main bundle, which holds
/// the app's documents and no other app's; under `swift test` every target's resources are in a
/// SwiftPM resource bundle of their own (`<Package>_<Target>.resources`), and a package may hold
/// several apps, each with a `Main.storyboard`. So a document is looked for, each bundle at its
/// top level and in `Base.lproj` and `en.lproj`:
///
/// 1. in the bundle given, unless it is the test runner's main bundle (the Objective-C adapter
///    writes an app's `bundle: nil` and `Bundle.main` as its module's resource bundle);
/// 2. in the resource bundle of the module of the class that asks (a controller made with
///    `init(nibName:bundle: nil)`, a nib's owner), which on iOS is in the app's bundle;
/// 3. in the one bundle, of the main bundle and the SwiftPM resource bundles beside the running
///    executable, that holds a document of that name; when several do, in the one of them of the
///    package whose tests run (packages built with one scratch path leave their bundles side by
///    side, and an app's main bundle holds its own resources only). When that leaves several,
///    nothing tells which app is meant (a test file is not adapted): that is an error naming the
///    document and every bundle that holds it, asking for `bundle:`.
///
/// The nib a controller made without a nib name looks for by its class's name (``exists(_:bundle:module:)``)
/// is looked for in the first two and the main bundle only: UIKit looks for it in the bundle given
/// or the main bundle, and another module's resource bundle is another app's or library's, whose
/// nib of that name has a File's Owner of another class.
///
/// The target of a resource bundle is also where the document's custom classes are looked for
/// when it names no `customModule` that has them.
@MainActor enum IBResources {
    /// A found document: its file, and the modules its classes are looked up in.
    struct Found {
        let url: URL
        let bundle: Bundle?
        let modules: [String]
    }

    /// How the error of a document several bundles hold starts.
    private static let severalBundles = "is in "
    /// The folders a document is looked for in, in a bundle.
    private static let subfolders = ["", "Base.lproj/", "en.lproj/"]

    /// The document `name` (`Main`, or `Main.storyboard`) with one of `extensions`, looked for as
    /// the type's documentation says: in `bundle`, then in the resource bundle of `module`, then
    /// in the one bundle of `candidates` (the main bundle and the SwiftPM resource bundles) that
    /// holds it, or the one of those of `package` (the running package's); or an error listing the
    /// folders looked in, or the bundles that hold it.
    static func find(
        _ name: String, extensions: [String], bundle: Bundle?, module: String? = nil, candidates: [Bundle]? = nil,
        package: String? = ResourceBundles.runningPackage
    ) throws -> Found {
        let hasExtension = extensions.contains { name.hasSuffix(".\($0)") }
        let fileNames = hasExtension ? [name] : extensions.map { "\(name).\($0)" }
        func file(in bundle: Bundle) -> URL? {
            for subfolder in subfolders {
                let directory = ResourceBundles.folder(of: bundle).appendingPathComponent(subfolder)
                for fileName in fileNames {
                    let url = directory.appendingPathComponent(fileName)
                    if FileManager.default.fileExists(atPath: url.path) { return url }
                }
            }
            return nil
        }
        func found(_ bundle: Bundle, _ url: URL) -> Found {
            Found(url: url, bundle: bundle, modules: modules(for: ResourceBundles.folder(of: bundle)))
        }
        let mainFolder = ResourceBundles.folder(of: .main).standardizedFileURL.path
        if let bundle, ResourceBundles.folder(of: bundle).standardizedFileURL.path != mainFolder,
            let url = file(in: bundle)
        {
            return found(bundle, url)
        }
        if let module, let own = ResourceBundles.bundle(ofModule: module), let url = file(in: own) {
            return found(own, url)
        }
        let bundles = candidates ?? ResourceBundles.bundles(startingWith: nil)
        let holding = bundles.compactMap { bundle in file(in: bundle).map { (bundle, $0) } }
        if holding.count == 1 { return found(holding[0].0, holding[0].1) }
        let own = holding.filter { bundle, _ in
            package.map { ResourceBundles.folder(of: bundle).lastPathComponent.hasPrefix($0 + "_") } ?? false
        }
        if own.count == 1 { return found(own[0].0, own[0].1) }
        if holding.count > 1 {
            let names = holding.map { ResourceBundles.folder(of: $0.0).lastPathComponent }
            throw IBFailure(
                file: fileNames.joined(separator: " or "),
                severalBundles
                    + "\(holding.count) bundles: \(names.joined(separator: ", ")); on iOS `bundle: nil` is the "
                    + "app's main bundle, and nothing here says which app's is meant. Give the app target's bundle "
                    + "as `bundle:` (`Bundle.cellSnapAppBundle(fileID: \"<Target>/\")`, or its `Bundle.module`)")
        }
        let looked = bundle.map { bundle in bundles.contains(bundle) ? bundles : [bundle] + bundles } ?? bundles
        let searched = looked.flatMap { bundle in
            subfolders.map { ResourceBundles.folder(of: bundle).appendingPathComponent($0).path }
        }
        throw IBFailure(
            file: fileNames.joined(separator: " or "),
            "not found; CellSnap looked in \(searched.joined(separator: ", ")). Add the file to a target's resources "
                + "(resources: [.copy(\"\(fileNames[0])\")] in Package.swift)")
    }

    /// Whether a nib `name` exists for a controller made without a nib name, which UIKit loads
    /// from a nib of its class's name when there is one: in `bundle`, the resource bundle of
    /// `module` (the controller's) or the main bundle, never in another module's resource bundle.
    static func exists(_ name: String, bundle: Bundle?, module: String? = nil) -> Bool {
        (try? find(name, extensions: ["xib"], bundle: bundle, module: module, candidates: [.main])) != nil
    }

    /// The module of `object`'s class (`App` for `App.LoginViewController`).
    static func module(of object: Any) -> String? {
        String(reflecting: type(of: object)).split(separator: ".").first.map(String.init)
    }

    /// The folders of the SwiftPM resource bundles beside the running executable, by name.
    static var resourceBundles: [URL] { ResourceBundles.resourceBundles.map(ResourceBundles.folder(of:)) }

    /// The module of a SwiftPM resource bundle's target (`CellSnap_ScreenTests.resources` holds
    /// `ScreenTests`'s resources), and the modules of every other resource bundle after it.
    static func modules(for folder: URL) -> [String] {
        let own = module(ofBundleFolder: folder).map { [$0] } ?? []
        return own + resourceBundles.compactMap(module(ofBundleFolder:)).filter { !own.contains($0) }
    }

    /// The module whose resources a SwiftPM resource bundle's folder holds (`ScreenTests` for
    /// `CellSnap_ScreenTests.resources`); `nil` for another folder.
    static func module(ofBundleFolder url: URL) -> String? {
        let name = url.deletingPathExtension().lastPathComponent
        guard let underscore = name.firstIndex(of: "_") else { return nil }
        return String(name[name.index(after: underscore)...]).replacingOccurrences(of: "-", with: "_")
    }
}
