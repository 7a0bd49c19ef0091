import AssetCatalog
import Foundation

/// The name of a data set in an asset catalog, as UIKit's `NSDataAssetName`.
public typealias NSDataAssetName = String

/// The data of a data set (`.dataset`) of the app's asset catalogs, as UIKit's `NSDataAsset`: the
/// file of the set's iPhone (else universal) entry for the light or unspecified appearance.
///
/// ```swift
/// if let asset = NSDataAsset(name: "Onboarding") {
///     let steps = try? JSONSerialization.jsonObject(with: asset.data)
/// }
/// ```
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The set's name.
    open private(set) var name: NSDataAssetName
    /// The set's data.
    open private(set) var data: Data
    /// The set's uniform type identifier (`"public.data"` when it names none).
    open private(set) var typeIdentifier: String

    /// The data set `name` of the app's asset catalogs (those registered with
    /// `AssetCatalogs.register(at:)`, then those of the main bundle and of the SwiftPM resource
    /// bundles beside the executable, by name); `nil` when none has it, with the reason written to standard error once.
    public convenience init?(name: NSDataAssetName) { self.init(name: name, bundle: .main) }

    /// The data set `name` of `bundle`'s asset catalogs (for the main bundle, the search of
    /// ``init(name:)``, since under `swift test` the app's catalogs are in resource bundles); `nil`
    /// when none has it.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard
            let content = AssetLookup.find(
                "NSDataAsset(name: \"\(name)\")", in: bundle, { try $0.dataSet(named: name) })
        else { return nil }
        (self.name, data, typeIdentifier) = (name, content.data, content.typeIdentifier)
        super.init()
    }

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        (self.name, self.data, self.typeIdentifier) = (name, data, typeIdentifier)
        super.init()
    }

    /// A copy of the asset (it cannot change, so the same values).
    open func copy(with zone: NSZone? = nil) -> Any {
        NSDataAsset(name: name, data: data, typeIdentifier: typeIdentifier)
    }
}
