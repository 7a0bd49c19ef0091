// The colour and image resources of an asset catalog (iOS 17): `ColorResource` and `ImageResource`
// (DeveloperToolsSupport's types, which UIKit re-exports), `UIColor(resource:)` and
// `UIImage(resource:)`. Xcode 15 and later generate a static resource for each colour and image set
// of an app's catalogs (`ColorResource.brand`) and a `UIColor`/`UIImage` property beside it
// (`UIColor.brand`); on Linux the Objective-C adapter writes the same symbols from the catalogs of
// the target it adapts (UIKitOnLinux.md, "Asset symbols").
import Foundation

/// A colour set of an asset catalog, named as in the catalog: what `UIColor(resource:)` draws.
///
/// ```swift
/// let brand = ColorResource(name: "Brand", bundle: .main)
/// let color = UIColor(resource: brand)
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog (its folder name without `.colorset`).
    public let name: String
    /// The bundle whose catalogs hold it; the main bundle means the search of `UIColor(named:)`.
    public let bundle: Bundle

    /// The colour set `name` of `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalog, named as in the catalog: what `UIImage(resource:)` draws.
///
/// ```swift
/// let logo = UIImage(resource: ImageResource(name: "Logo", bundle: .main))
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog (its folder name without `.imageset`).
    public let name: String
    /// The bundle whose catalogs hold it; the main bundle means the search of `UIImage(named:)`.
    public let bundle: Bundle

    /// The image set `name` of `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension ColorResource {
    /// The bundle `UIColor(named:in:compatibleWith:)` is given: `nil` (the whole search) for the
    /// main bundle, since under `swift test` an app's catalogs are in its target's resource bundle,
    /// where iOS has them in the main bundle.
    var searchedBundle: Bundle? { bundle == Bundle.main ? nil : bundle }
}

extension ImageResource {
    /// The bundle `UIImage(named:in:compatibleWith:)` is given (see `ColorResource`).
    var searchedBundle: Bundle? { bundle == Bundle.main ? nil : bundle }
}

extension UIColor {
    /// The colour set of `resource`, dynamic in light and dark appearance, as `UIColor(named:)`
    /// finds it. UIKit's initializer cannot fail; when no catalog has the set (the catalog is not a
    /// resource of the test's targets), CellSnap gives a clear colour and writes the reason, with
    /// the catalogs it searched, to standard error once.
    ///
    /// ```swift
    /// let view = UIView()
    /// view.backgroundColor = UIColor(resource: ColorResource(name: "Brand", bundle: .main))
    /// ```
    public convenience init(resource: ColorResource) {
        if let found = UIColor(named: resource.name, in: resource.searchedBundle, compatibleWith: nil)?.model {
            self.init(found)
        } else {
            self.init(white: 0, alpha: 0)
        }
    }
}

extension UIImage {
    /// The image set of `resource`, with all its representations, as `UIImage(named:)` finds it.
    /// UIKit's initializer cannot fail; when no catalog has the set, CellSnap gives an image that
    /// is refused where it is drawn, with an error naming `UIImage(resource:)` and the set.
    ///
    /// ```swift
    /// let logo = UIImage(resource: ImageResource(name: "Logo", bundle: .main))
    /// ```
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.searchedBundle, compatibleWith: nil) {
            self.init(source: found.source, pngText: found.pngText)
        } else {
            self.init(
                source: .symbol(resource.name),
                refusal: CellSnapUIKitError(
                    call: "UIImage(resource: \"\(resource.name)\")",
                    reason:
                        "no image set of that name is in the app's asset catalogs (registered, main bundle, resource bundles)"
                ))
        }
    }
}
