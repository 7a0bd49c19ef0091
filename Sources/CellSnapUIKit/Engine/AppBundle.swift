import Foundation

extension Bundle {
    /// The bundle an app's own files mean by `Bundle.main` and `Bundle(for:)` (Linux-only, no UIKit
    /// API): what CellSnap's Objective-C adapter writes in their place, with the `#fileID` of the
    /// module's generated registration file. On iOS an app's resources are in its main bundle;
    /// in a package they are the app target's resources, which SwiftPM copies into the target's
    /// resource bundle (`<Package>_<Target>.resources` beside the test runner, the target's
    /// `Bundle.module`), while `Bundle.main` is the test runner's. So the app's bundle is the
    /// resource bundle of the module the file is in, found by name among the resource bundles CellSnap searches; a
    /// module with no resources gets `Bundle.main`, as it has nothing else to find. The first call
    /// makes the app's container folders (Documents, caches), as iOS has them before the app runs.
    ///
    /// Its information is the app's `Info.plist` when the target carries it (in a
    /// folder it copies, `Support/Info.plist`), else Xcode's defaults for a new app: version `1.0`, build `1`, the
    /// module's name as the bundle's name. Foundation's `Bundle` cannot be subclassed on Linux,
    /// so the adapter writes the app's `Bundle.main.infoDictionary`,
    /// `Bundle.main.object(forInfoDictionaryKey:)` and `Bundle.main.bundleIdentifier` as
    /// `cellSnapInfoDictionary`, `cellSnapObject(forInfoDictionaryKey:)` and
    /// `cellSnapBundleIdentifier`; the same members of a bundle held in a variable answer as
    /// the resource bundle does.
    ///
    /// ```swift
    /// let bundle = Bundle.cellSnapAppBundle(fileID: "App/_CellSnapSelectors.swift")
    /// let url = bundle.url(forResource: "Recipes", withExtension: "json")
    /// let version = bundle.cellSnapObject(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
    /// ```
    public static func cellSnapAppBundle(fileID: String) -> Bundle {
        AppContainer.prepared
        return ResourceBundles.bundle(ofModule: String(fileID.prefix { $0 != "/" })) ?? .main
    }

    /// The bundle a test module's files mean by `Bundle.main` when the app `host` runs them, as
    /// Xcode's "Host Application" runs an app's unit tests inside the app: the app's bundle
    /// (its resource bundle), else the test module's own (Linux-only, no UIKit API).
    public static func cellSnapAppBundle(fileID: String, hostedBy host: String) -> Bundle {
        ResourceBundles.bundle(ofModule: host) ?? cellSnapAppBundle(fileID: fileID)
    }
}

extension Bundle {
    /// The bundle of `aClass`, as UIKit code finds its resources (`UIImage(named:in:compatibleWith:)`,
    /// `UINib(nibName:bundle:)`): on iOS the bundle of the app, framework or test bundle whose code
    /// declares the class. In a package each target's resources are in its SwiftPM resource bundle
    /// (`<Package>_<Target>.resources` beside the test runner), while Foundation's `Bundle(for:)` on
    /// Linux answers the test runner's folder for every class; so this is the resource bundle of the
    /// class's module (the first part of its qualified name), or the main bundle for a module
    /// without resources, which resource lookups search as `bundle: nil` (every resource bundle,
    /// the running package's first). It stands in for Foundation's initialiser for
    /// `NSObject` classes (views, controllers, an app's model objects) in files that import UIKit;
    /// SnapshotTestingUIKit and iOSSnapshotTestCase give test cases the same.
    ///
    /// ```swift
    /// final class BadgeCell: UITableViewCell {}
    /// let image = UIImage(named: "badge", in: Bundle(for: BadgeCell.self), compatibleWith: nil)
    /// ```
    public convenience init(for aClass: NSObject.Type) {
        self.init(cellSnapClass: aClass)
    }

    /// The bundle of `aClass`, of any class, as `init(for:)` says (Linux-only, no UIKit API): what
    /// CellSnap's Objective-C adapter writes for an app's `Bundle(for:)` of a class another module
    /// declares (a framework's class, read by the framework's tests), in files that import
    /// Foundation alone too.
    ///
    /// ```swift
    /// final class Fixture {}
    /// let bundle = Bundle.cellSnapBundle(for: Fixture.self)
    /// ```
    public static func cellSnapBundle(for aClass: AnyClass) -> Bundle { Bundle(cellSnapClass: aClass) }

    /// The bundle of `aClass`, as `init(for:)` says: for the test
    /// libraries' forms of `Bundle(for:)`.
    package convenience init(cellSnapClass aClass: AnyClass) {
        let bundle = ResourceBundles.bundle(for: aClass)
        // A resource bundle and the main bundle are folders that exist.
        self.init(url: bundle.bundleURL)!
    }
}

extension Bundle {
    /// The bundle's information, as `infoDictionary`; for an app's bundle
    /// (`cellSnapAppBundle(fileID:)`), the app's: its Info.plist, as `cellSnapAppBundle(fileID:)` says. The Objective-C
    /// adapter writes an app's `Bundle.main.infoDictionary` so (Linux-only, no UIKit API).
    public var cellSnapInfoDictionary: [String: Any]? {
        CellSnapAppInfos.shared.info(of: self) ?? infoDictionary
    }

    /// The value of `key` in the bundle's information, as `object(forInfoDictionaryKey:)`; for an
    /// app's bundle, the app's (Linux-only, no UIKit API).
    public func cellSnapObject(forInfoDictionaryKey key: String) -> Any? {
        guard let info = CellSnapAppInfos.shared.info(of: self) else { return object(forInfoDictionaryKey: key) }
        return info[key]
    }

    /// The bundle's identifier, as `bundleIdentifier`; for an app's bundle, its `CFBundleIdentifier`
    /// (Linux-only, no UIKit API).
    public var cellSnapBundleIdentifier: String? {
        guard let info = CellSnapAppInfos.shared.info(of: self) else { return bundleIdentifier }
        return info["CFBundleIdentifier"] as? String
    }
}

/// The apps' information read, one per resource bundle.
private final class CellSnapAppInfos: @unchecked Sendable {
    static let shared = CellSnapAppInfos()
    private let lock = NSLock()
    private var infos: [String: [String: Any]] = [:]

    /// The information of the app whose resource bundle is `bundle`; `nil` for another bundle.
    func info(of bundle: Bundle) -> [String: Any]? {
        let folder = ResourceBundles.folder(of: bundle).standardizedFileURL
        let isResourceBundle = ResourceBundles.resourceBundles.contains {
            ResourceBundles.folder(of: $0).standardizedFileURL.path == folder.path
        }
        let name = folder.deletingPathExtension().lastPathComponent
        guard isResourceBundle, let underscore = name.firstIndex(of: "_") else { return nil }
        let module = name[name.index(after: underscore)...].replacingOccurrences(of: "-", with: "_")
        lock.lock()
        defer { lock.unlock() }
        if let info = infos[folder.path] { return info }
        let info = CellSnapAppInfo.read(module: module, folder: folder)
        infos[folder.path] = info
        return info
    }
}

/// The information an app's bundle gives (Linux-only, no UIKit API): on iOS its `Info.plist`,
/// which Xcode compiles into the app with its build settings filled in.
///
/// SwiftPM refuses a resource named `Info.plist` at the top of a resource bundle, so a target
/// carries the app's in a folder it copies (`resources: [.copy("Support")]` with
/// `Support/Info.plist`), or under another name at the top (`.copy("App-Info.plist")`, a name
/// ending in `Info.plist`). CellSnap reads the first such file, by path: at the top of the
/// bundle first, then in its folders one level down, by name.
///
/// The keys Xcode fills from build settings are filled as Xcode fills them for a new app's
/// target: `$(MARKETING_VERSION)` is `1.0`, `$(CURRENT_PROJECT_VERSION)` is `1`,
/// `$(PRODUCT_NAME)`, `$(TARGET_NAME)`, `$(EXECUTABLE_NAME)` and `$(PRODUCT_MODULE_NAME)` are
/// the module's name, `$(DEVELOPMENT_LANGUAGE)` is `en` and `$(PRODUCT_BUNDLE_IDENTIFIER)`, which
/// lives in the Xcode project CellSnap does not read, is `cellsnap.<Module>`. The settings of the
/// build configuration files beside the Info.plist (``BuildConfigurationFiles``) come over these;
/// a value naming a build setting found in neither is left out, and its key answers `nil`. Without a file, and for these
/// keys when the file does not give them, the bundle answers as a new app's does:
/// `CFBundleShortVersionString` `1.0`, `CFBundleVersion` `1`, `CFBundleName`,
/// `CFBundleDisplayName` and `CFBundleExecutable` the module's name, `CFBundleDevelopmentRegion`
/// `en`, `CFBundleIdentifier` `cellsnap.<Module>`. A file that cannot be read is named on
/// standard error, and the defaults answer.
enum CellSnapAppInfo {
    /// The build settings CellSnap fills, for `module`.
    static func settings(module: String) -> [String: String] {
        [
            "MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1", "PRODUCT_NAME": module, "TARGET_NAME": module,
            "EXECUTABLE_NAME": module, "PRODUCT_MODULE_NAME": module, "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_IDENTIFIER": bundleIdentifier(module: module),
        ]
    }

    /// The identifier CellSnap gives an app, `cellsnap.<Module>` (underscores as hyphens, as an
    /// identifier's characters are): the Xcode project that names the app's is not read, and an
    /// app on iOS always has one (code uses it as a defaults domain, `bundleIdentifier!`).
    static func bundleIdentifier(module: String) -> String {
        "cellsnap." + module.replacingOccurrences(of: "_", with: "-")
    }

    /// The app's information: its `Info.plist` in `folder`, filled in, over the defaults.
    static func read(module: String, folder: URL) -> [String: Any] {
        var info: [String: Any] = [
            "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleName": module,
            "CFBundleDisplayName": module, "CFBundleExecutable": module, "CFBundleDevelopmentRegion": "en",
            "CFBundleIdentifier": bundleIdentifier(module: module),
        ]
        guard let file = file(in: folder) else { return info }
        do {
            let data = try Data(contentsOf: file)
            guard let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { throw CocoaError(.propertyListReadCorrupt) }
            let settings = settings(module: module).merging(
                BuildConfigurationFiles.settings(besides: file), uniquingKeysWith: { _, configured in configured })
            for (key, value) in plist { info[key] = filled(value, settings) }
        } catch {
            ResourceBundles.note("cellsnap: \(file.path): the app's Info.plist cannot be read (\(error)); not used")
        }
        return info
    }

    /// The app's `Info.plist` in `folder`: a top-level file whose name ends in `Info.plist`, else
    /// an `Info.plist` in a folder one level down, by name. The `Info.plist` SwiftPM writes at the
    /// top of the resource bundle of a package with a `defaultLocalization` (its development region
    /// alone) comes last: it is the package's, not the app's.
    static func file(in folder: URL) -> URL? {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let topLevel = names.filter { $0.hasSuffix("Info.plist") }.map { folder.appendingPathComponent($0) }
        let nested = names.map { folder.appendingPathComponent($0).appendingPathComponent("Info.plist") }
            .filter { manager.fileExists(atPath: $0.path) }
        let candidates = topLevel + nested
        return candidates.first { !isPackageManagersOwn($0) } ?? candidates.first
    }

    /// Whether `file` is the `Info.plist` SwiftPM generates for a localized resource bundle: its
    /// only key is the development region.
    private static func isPackageManagersOwn(_ file: URL) -> Bool {
        guard file.lastPathComponent == "Info.plist", let data = try? Data(contentsOf: file),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return false }
        return Array(plist.keys) == ["CFBundleDevelopmentRegion"]
    }

    /// `value` with its `$(SETTING)` and `${SETTING}` references filled in (within arrays and
    /// dictionaries too); `nil` when it names a setting CellSnap does not fill.
    static func filled(_ value: Any, _ settings: [String: String]) -> Any? {
        switch value {
        case let text as String:
            return fill(text, settings)
        case let array as [Any]:
            let items = array.map { filled($0, settings) }
            return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let item = filled(item, settings) else { return nil }
                result[key] = item
            }
            return result
        default:
            return value
        }
    }

    private static func fill(_ text: String, _ settings: [String: String], depth: Int = 0) -> String? {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let after = rest.index(after: start)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { return nil }
            // `$(PRODUCT_NAME:rfc1034identifier)`: the setting before its modifiers.
            let name = rest[rest.index(after: after)..<end].split(separator: ":").first.map(String.init) ?? ""
            // A setting's own references are filled too (a configuration file's `$(BASE_URL)/api`);
            // `$()` is empty (how a configuration file writes a URL's `//`, `https:/$()/`).
            guard let setting = name.isEmpty ? "" : settings[name], depth < 16,
                let value = fill(setting, settings, depth: depth + 1)
            else { return nil }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
