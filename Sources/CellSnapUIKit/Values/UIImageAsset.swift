import Foundation
import Synchronization

/// The images of one asset for different traits, as UIKit's `UIImageAsset`: an app registers an
/// image for each appearance, size class or scale and asks for the one that suits a trait
/// collection.
///
/// The image for a trait collection is the registered one whose specified traits all match it and
/// that specifies the most of them (the latest registered of those); when none matches, the one
/// registered for no traits, else the first registered, else an empty image. UIKit does not
/// document its choice among partial matches; CellSnap chose the most specific match, as an
/// asset catalog picks its variants.
///
/// ```swift
/// let asset = UIImageAsset()
/// let light = UIImage(systemName: "sun.max")!, dark = UIImage(systemName: "moon")!
/// asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
/// asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
/// asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark   // true
/// ```
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let registered = Mutex<[(traits: UITraitCollection, image: UIImage)]>([])
    /// The image whose ``UIImage/imageAsset`` made this asset, held weakly (it holds the asset):
    /// the asset's image for every trait collection, until an image is registered for no traits.
    private let origin: WeakImage?

    public override init() {
        origin = nil
        super.init()
    }

    /// The asset ``UIImage/imageAsset`` makes for `image`.
    init(cellSnapOrigin image: UIImage) {
        origin = WeakImage(image)
        super.init()
    }

    /// Whether an app registered an image in the asset.
    var cellSnapHasRegistrations: Bool { registered.withLock { !$0.isEmpty } }

    /// The image registered for the traits that best match `traitCollection` (see the type's
    /// notes); for the asset of an image's ``UIImage/imageAsset``, that image counts as registered
    /// first, for no traits.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        registered.withLock { registered in
            var images = registered
            let none = UITraitCollection()
            if let image = origin?.image, !images.contains(where: { $0.traits == none }) {
                images.insert((none, image), at: 0)
            }
            let matching = images.enumerated().filter { traitCollection.containsTraits(in: $0.element.traits) }
            let best = matching.max { lhs, rhs in
                let (left, right) = (Self.specified(lhs.element.traits), Self.specified(rhs.element.traits))
                return left == right ? lhs.offset < rhs.offset : left < right
            }
            return best?.element.image ?? images.first?.image ?? UIImage()
        }
    }

    /// Registers `image` for `traitCollection`, in place of one registered for the same traits.
    /// The image's ``UIImage/imageAsset`` becomes this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registered.withLock { images in
            images.removeAll { $0.traits == traitCollection }
            images.append((traitCollection, image))
        }
        image.assetLink.withLock { $0.registeredIn = self }
    }

    /// Removes the image registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        let removed = registered.withLock { images in
            let removed = images.filter { $0.traits == traitCollection }.map(\.image)
            images.removeAll { $0.traits == traitCollection }
            return removed
        }
        for image in removed {
            image.assetLink.withLock { link in
                if link.registeredIn === self { link.registeredIn = nil }
            }
        }
    }

    /// The image for the traits of `configuration` (iOS 13).
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Registers `image` for the traits of `configuration` (iOS 13).
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for the traits of `configuration` (iOS 13).
    open func unregister(imageWith configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// How many traits `traits` specifies.
    private static func specified(_ traits: UITraitCollection) -> Int {
        [
            traits.userInterfaceStyle != .unspecified, traits.preferredContentSizeCategory != .unspecified,
            traits.layoutDirection != .unspecified, traits.displayScale != 0,
            traits.listEnvironment != .unspecified, traits.accessibilityContrast != .unspecified,
            traits.horizontalSizeClass != .unspecified, traits.verticalSizeClass != .unspecified,
            traits.userInterfaceIdiom != .unspecified, traits.forceTouchCapability != .unknown,
        ].filter { $0 }.count
    }
}

/// A weak reference to an image, for the asset an image's ``UIImage/imageAsset`` makes.
private final class WeakImage: @unchecked Sendable {
    weak var image: UIImage?
    init(_ image: UIImage) { self.image = image }
}
