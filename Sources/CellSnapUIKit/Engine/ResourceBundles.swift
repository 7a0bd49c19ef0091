import Foundation

/// Where CellSnap finds a resource an app asks for without a bundle (`UIImage(named:)`,
/// `#imageLiteral`, `UIColor(named:)`, `NSDataAsset(name:)`, `UINib(nibName:bundle: nil)`,
/// `UIStoryboard(name:bundle: nil)`, `NSPersistentContainer(name:)`), which on iOS is the app's
/// main bundle. Under `swift test` an app's resources are in its target's SwiftPM resource bundle
/// (`<Package>_<Target>.resources` beside the test executable, what `Bundle.module` names), so
/// the search is: the main bundle, then every SwiftPM resource bundle beside the executable, those
/// of the package whose tests run first, each group by name (a fixed order, not the file system's). Asset lookups search the catalogs registered with
/// `AssetCatalogs.register(at:)` before these.
///
/// The first bundle that has the name wins. A name that more than one bundle has is not an error:
/// SwiftPM gives every target its own bundle, and template files (`AccentColor`, `Main.storyboard`)
/// are in many of them, which on iOS are different apps. The other bundles that have it are named
/// on standard error once per name, so that a test that draws another target's resource says so.
package enum ResourceBundles {
    /// The bundles a resource asked for without a bundle is searched in, in order.
    package static var searched: [Bundle] { bundles(startingWith: nil) }

    /// `bundle` (when given), then the main bundle, then the SwiftPM resource bundles, each once.
    package static func bundles(startingWith bundle: Bundle?) -> [Bundle] {
        var result: [Bundle] = []
        var seen: Set<String> = []
        for candidate in [bundle, Bundle.main].compactMap({ $0 }) + runningPackageFirst(resourceBundles) {
            if seen.insert(folder(of: candidate).standardizedFileURL.path).inserted { result.append(candidate) }
        }
        return result
    }

    /// The folder of `bundle` its resources are in.
    package static func folder(of bundle: Bundle) -> URL { bundle.resourceURL ?? bundle.bundleURL }

    /// The SwiftPM resource bundles (`*.resources`, `*.bundle`) beside the running executable and
    /// in the main bundle's folder (beside a `.xctest` bundle on Apple platforms), by name; read once.
    package static let resourceBundles: [Bundle] = {
        let main = Bundle.main.bundleURL
        let bases = [
            Bundle.main.executableURL?.deletingLastPathComponent(), main,
            main.pathExtension == "xctest" ? main.deletingLastPathComponent() : nil,
        ]
        var folders: [URL] = []
        for base in bases.compactMap({ $0 }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                let url = base.appendingPathComponent(name).standardizedFileURL
                if !folders.contains(url) { folders.append(url) }
            }
        }
        return folders.compactMap { Bundle(url: $0) }
    }()

    /// The package whose tests are running: SwiftPM names a package's test runner
    /// `<Package>PackageTests` (`.xctest`), and its targets' resource bundles `<Package>_<Target>`.
    /// `nil` for another executable.
    package static let runningPackage: String? = {
        guard let name = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent,
            name.hasSuffix("PackageTests"), name.count > "PackageTests".count
        else { return nil }
        return String(name.dropLast("PackageTests".count))
    }()

    /// `bundles` with those of the package `package` (by default the one whose tests run) first,
    /// each group in its order. Several packages built with one scratch path (`--scratch-path`)
    /// leave their resource bundles side by side; on iOS an app's main bundle holds its own
    /// resources only, so a name the running package's bundles hold is theirs.
    package static func runningPackageFirst(_ bundles: [Bundle], package: String? = runningPackage) -> [Bundle] {
        guard let package else { return bundles }
        let own = bundles.filter { folder(of: $0).lastPathComponent.hasPrefix(package + "_") }
        return own + bundles.filter { bundle in !own.contains { $0 === bundle } }
    }

    /// The resource bundle of the target whose module is `module`: SwiftPM names it
    /// `<Package>_<Target>`, the target's name after the package's, with `-` made `_` as in a
    /// module name; the running package's first, since packages built with one scratch path may
    /// each have a target of that name. `nil` for a module without resources.
    package static func bundle(ofModule module: String) -> Bundle? {
        runningPackageFirst(resourceBundles).first { bundle in
            let name = folder(of: bundle).deletingPathExtension().lastPathComponent
            if let package = runningPackage, name.hasPrefix(package + "_") {
                return name.dropFirst(package.count + 1).replacingOccurrences(of: "-", with: "_") == module
            }
            guard let underscore = name.firstIndex(of: "_") else { return false }
            return name[name.index(after: underscore)...].replacingOccurrences(of: "-", with: "_") == module
        }
    }

    /// The module that declares `aClass`: the first part of its qualified name
    /// (`App.LoginViewController`, `AppTests.LoginTests.Fixture`).
    package static func module(of aClass: AnyClass) -> String {
        String(String(reflecting: aClass).prefix { $0 != "." })
    }

    /// The bundle of `aClass`, as `Bundle(for:)` answers on iOS: the bundle of the app, framework
    /// or test bundle whose code declares the class, which holds that target's resources. In a
    /// package a target's resources are in its SwiftPM resource bundle, so this is the resource
    /// bundle of the class's module, or the main bundle for a module without resources (whose
    /// lookups search as `bundle: nil` does).
    package static func bundle(for aClass: AnyClass) -> Bundle {
        bundle(ofModule: module(of: aClass)) ?? .main
    }

    /// Whether `bundle` is the main bundle (the test runner's, under `swift test`): a bundle given
    /// for it is searched as `bundle: nil` is, since UIKit's `nil` means the main bundle.
    package static func isMain(_ bundle: Bundle) -> Bool {
        folder(of: bundle).standardizedFileURL.path == folder(of: .main).standardizedFileURL.path
    }

    /// Whether `bundle` is one of the SwiftPM resource bundles beside the running executable.
    package static func isResourceBundle(_ bundle: Bundle) -> Bool {
        let path = folder(of: bundle).standardizedFileURL.path
        return resourceBundles.contains { folder(of: $0).standardizedFileURL.path == path }
    }

    /// The first of `bundles` for which `has` is true; when later ones have the same resource too,
    /// `describe` (what was asked for) and their folders are written to standard error once.
    package static func first(
        _ describe: String, in bundles: [Bundle], where has: (Bundle) -> Bool
    ) -> Bundle? {
        let holding = bundles.filter(has)
        guard let winner = holding.first else { return nil }
        if holding.count > 1 {
            let others = holding.dropFirst().map { folder(of: $0).lastPathComponent }
            note(
                "cellsnap: \(describe): found in \(folder(of: winner).lastPathComponent) (used) and also in "
                    + "\(others.joined(separator: ", ")); the main bundle, then resource bundles by name, come first")
        }
        return winner
    }

    private final class Noted: @unchecked Sendable {
        let lock = NSLock()
        var messages: Set<String> = []
    }

    private static let noted = Noted()

    /// Writes `message` to standard error the first time it is given.
    package static func note(_ message: String) {
        noted.lock.lock()
        let isNew = noted.messages.insert(message).inserted
        noted.lock.unlock()
        if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
