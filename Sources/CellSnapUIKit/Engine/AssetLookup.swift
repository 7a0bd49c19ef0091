import AssetCatalog
import Foundation

/// How `UIColor(named:)` and `UIImage(named:)` search: the catalogs registered with
/// `AssetCatalogs.register(at:)` for no bundle (UIKit's main bundle), a bundle's own `.xcassets`
/// folders otherwise. A name that is not found gives `nil`, as in UIKit, and the reason (the
/// catalogs searched, a near name) is written to standard error once per call and name, as
/// `cellsnap: UIColor(named: "Brnd"): no colour set named 'Brnd' (searched App/Assets.xcassets); did you mean 'Brand'?`.
enum AssetLookup {
    private final class Reported: @unchecked Sendable {
        let lock = NSLock()
        var messages: Set<String> = []
    }

    private static let reported = Reported()

    /// The value `find` gives from the library for `bundle`, or `nil` with the reason reported once.
    static func find<T>(_ call: String, in bundle: Bundle?, _ find: (AssetLibrary) throws -> T) -> T? {
        do {
            let library = try bundle.map(AssetCatalogs.library(for:)) ?? AssetCatalogs.library
            return try find(library)
        } catch {
            report("cellsnap: \(call): \(error)")
            return nil
        }
    }

    private static func report(_ message: String) {
        reported.lock.lock()
        let isNew = reported.messages.insert(message).inserted
        reported.lock.unlock()
        if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
