import AssetCatalog
import Foundation

/// How `UIColor(named:)`, `UIImage(named:)`, `#imageLiteral`, `NSDataAsset(name:)` and the images
/// and colours of nibs and storyboards search. Without a bundle (UIKit's main bundle): the catalogs
/// registered with `AssetCatalogs.register(at:)`, then the `.xcassets` folders at the top of each
/// of ``ResourceBundles``'s bundles (the main bundle, then the SwiftPM resource bundles beside the
/// executable, by name); the first catalog that has the name wins, and the others that have it are
/// named on standard error once. With a bundle: the main bundle is searched as `nil` is (UIKit's
/// `nil` is the main bundle, and under `swift test` the app's catalogs are in resource bundles);
/// a SwiftPM resource bundle (`Bundle.module`, or `Bundle(for:)` of a class whose target has
/// resources) is searched first, then as `nil` is, as an app's resources are all in its main
/// bundle on iOS while SwiftPM gives every target its own (what is found elsewhere is named on
/// standard error once); any other bundle (`Bundle(url:)` of a folder) is searched alone, as UIKit
/// searches only the bundle it is given. A name that is not found gives `nil`, as in UIKit, and the
/// reason (the catalogs searched, a near name) is written to standard error once per call and name,
/// as `cellsnap: UIColor(named: "Brnd"): no colour set named 'Brnd' (searched App/Assets.xcassets); did you mean 'Brand'?`.
/// A catalog of a resource bundle that cannot be read is named on standard error and skipped.
enum AssetLookup {
    /// The value `find` gives from the library for `bundle`, or `nil` with the reason reported once.
    static func find<T>(_ call: String, in bundle: Bundle?, _ find: (AssetLibrary) throws -> T) -> T? {
        var notInBundle: String?
        do {
            if let bundle, !ResourceBundles.isMain(bundle) {
                let own = try AssetCatalogs.library(for: bundle)
                let folder = ResourceBundles.folder(of: bundle).path
                guard ResourceBundles.isResourceBundle(bundle) else {
                    guard !own.catalogs.isEmpty else { throw NoCatalog(folder: folder) }
                    return try find(own)
                }
                if !own.catalogs.isEmpty, let value = try? find(own) { return value }
                notInBundle = folder
            }
            let library = mainLibrary
            guard !library.catalogs.isEmpty else {
                ResourceBundles.note(
                    "cellsnap: \(call): no asset catalog is registered or at the top of the main bundle or a resource bundle"
                )
                return nil
            }
            let value = try find(library)
            if let notInBundle {
                ResourceBundles.note(
                    "cellsnap: \(call): not in \(notInBundle), the bundle given; found as `bundle: nil` finds it")
            }
            noteOtherCatalogs(call, in: library, find)
            return value
        } catch {
            ResourceBundles.note("cellsnap: \(call): \(error)")
            return nil
        }
    }

    /// The error of the set `find` stops on, when the set is in a catalog searched for `bundle` but
    /// cannot be read (an image checked out as a Git LFS pointer); `nil` when it is found or absent.
    static func unreadableSet<T>(in bundle: Bundle?, _ find: (AssetLibrary) throws -> T) -> AssetCatalogError? {
        do {
            _ = try find(bundle.map { try AssetCatalogs.library(for: $0) } ?? mainLibrary)
            return nil
        } catch {
            return error as? AssetCatalogError
        }
    }

    /// A bundle given that has no asset catalog at its top.
    private struct NoCatalog: Error, CustomStringConvertible {
        let folder: String
        var description: String { "no asset catalog is at the top of \(folder), the bundle given" }
    }

    /// The catalogs searched for a name asked for without a bundle, in order.
    static var mainLibrary: AssetLibrary {
        var catalogs = AssetCatalogs.library.catalogs
        for bundle in ResourceBundles.searched {
            do {
                for catalog in try AssetCatalogs.library(for: bundle).catalogs
                where !catalogs.contains(where: { $0.url.standardizedFileURL == catalog.url.standardizedFileURL }) {
                    catalogs.append(catalog)
                }
            } catch {
                ResourceBundles.note(
                    "cellsnap: the asset catalogs of \(ResourceBundles.folder(of: bundle).path) are skipped: \(error)")
            }
        }
        return AssetLibrary(catalogs: catalogs)
    }

    /// Names on standard error (once) the catalogs after the first of `library` that also have
    /// what `find` looks for.
    private static func noteOtherCatalogs<T>(
        _ call: String, in library: AssetLibrary, _ find: (AssetLibrary) throws -> T
    ) {
        let holding = library.catalogs.filter { (try? find(AssetLibrary(catalogs: [$0]))) != nil }
        guard holding.count > 1 else { return }
        ResourceBundles.note(
            "cellsnap: \(call): found in \(holding[0].displayName) (used) and also in "
                + holding.dropFirst().map(\.displayName).joined(separator: ", "))
    }
}
