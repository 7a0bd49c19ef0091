import CellModel
import Foundation
import Primitives

extension UIImage {
    /// The image assets an image belongs to: the one an app registered it in
    /// (``UIImageAsset/register(_:with:)-(UIImage,UITraitCollection)``), held weakly as the asset
    /// holds the image, and the one ``imageAsset`` made for it, held strongly as that asset holds
    /// the image weakly.
    struct AssetLink {
        weak var registeredIn: UIImageAsset?
        var own: UIImageAsset?
    }

    /// The image asset of the image's variants for other traits: the asset it was registered in,
    /// else one made for it on first use, which holds the image for every trait collection until
    /// another image is registered in it. As in UIKit, an image registered in it for other traits
    /// is drawn in place of this one by an image view (or list content) whose traits match them:
    ///
    /// ```swift
    /// let image = UIImage(systemName: "sun.max")!
    /// image.imageAsset?.register(UIImage(systemName: "moon")!, with: UITraitCollection(userInterfaceStyle: .dark))
    /// let view = UIImageView(image: image)   // the moon in dark appearance
    /// ```
    public var imageAsset: UIImageAsset? {
        assetLink.withLock { link in
            if let asset = link.registeredIn ?? link.own { return asset }
            let asset = UIImageAsset(cellSnapOrigin: self)
            link.own = asset
            return asset
        }
    }

    /// The image drawn for `traits`: the one the image's asset has for them when images were
    /// registered in it, else the image itself.
    func cellSnapResolved(traits: Traits) -> UIImage {
        let asset = assetLink.withLock { $0.registeredIn ?? $0.own }
        guard let asset, asset.cellSnapHasRegistrations else { return self }
        return asset.image(with: UITraitCollection(cellSnapTraits: traits))
    }

    /// CellModel's image for drawing at `traits` (the image its asset has for them, see
    /// ``imageAsset``), the tint the image itself fixes (an original symbol with a tint colour),
    /// and a symbol's own weight and point size beside text in `textFont` (`nil` where they are
    /// the text's); errors name what cannot be drawn.
    func model(traits: Traits, call: String, textFont: Font) throws -> (
        image: ImageContent, ownTint: DynamicColor?, weight: FontWeight?, pointSize: Double?
    ) {
        try cellSnapResolved(traits: traits).unresolvedModel(traits: traits, call: call, textFont: textFont)
    }
}
