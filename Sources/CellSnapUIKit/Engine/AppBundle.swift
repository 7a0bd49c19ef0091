import Foundation

extension Bundle {
    /// The bundle an app's own files mean by `Bundle.main` and `Bundle(for:)` (Linux-only, no UIKit
    /// API): what CellSnap's Objective-C adapter writes in their place, with the `#fileID` of the
    /// module's generated registration file. On iOS an app's resources are in its main bundle;
    /// in a package they are the app target's resources, which SwiftPM copies into the target's
    /// resource bundle (`<Package>_<Target>.resources` beside the test runner, the target's
    /// `Bundle.module`), while `Bundle.main` is the test runner's. So the app's bundle is the
    /// resource bundle of the module the file is in, found by name among the resource bundles CellSnap searches; a
    /// module with no resources gets `Bundle.main`, as it has nothing else to find.
    ///
    /// What the resource bundle does not hold stays the test runner's: the app's Info.plist is not
    /// read (SwiftPM refuses a resource named `Info.plist`), so `infoDictionary`,
    /// `bundleIdentifier` and `object(forInfoDictionaryKey:)` answer as the resource bundle
    /// does (no `CFBundleShortVersionString`, no `UIAppFonts`).
    ///
    /// ```swift
    /// let bundle = Bundle.cellSnapAppBundle(fileID: "App/_CellSnapSelectors.swift")
    /// let url = bundle.url(forResource: "Recipes", withExtension: "json")
    /// ```
    public static func cellSnapAppBundle(fileID: String) -> Bundle {
        let module = String(fileID.prefix { $0 != "/" })
        // `<Package>_<Target>`: the target's name after the package's, `-` made `_` as in a module name.
        return ResourceBundles.resourceBundles.first { bundle in
            let name = ResourceBundles.folder(of: bundle).deletingPathExtension().lastPathComponent
            guard let underscore = name.firstIndex(of: "_") else { return false }
            return name[name.index(after: underscore)...].replacingOccurrences(of: "-", with: "_") == module
        } ?? .main
    }
}
