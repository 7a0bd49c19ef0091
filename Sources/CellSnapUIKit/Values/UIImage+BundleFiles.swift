import CellModel
import Foundation

extension UIImage {
    /// The image file `name` stands for among a bundle's loose resources (not in an asset
    /// catalog), as `UIImage(named:)` finds one on iOS: `name` with its extension (`"0.jpg"`), or
    /// without one for a PNG (`"avatar"` is `avatar.png`); the file of the display scale first
    /// (`avatar@3x.png` on a 3x screen), then the other scales from the largest down, each also
    /// with iPhone's `~iphone` modifier. Searched in `bundle`, else in the main bundle and the
    /// SwiftPM resource bundles. `nil` when no such file is there.
    static func looseImageFile(named name: String, in bundle: Bundle?, traitCollection: UITraitCollection?)
        -> String?
    {
        guard !name.isEmpty, !name.hasSuffix("/") else { return nil }
        let file = name as NSString
        let givenExtension = file.pathExtension
        let type = givenExtension.isEmpty ? "png" : givenExtension
        let base = givenExtension.isEmpty ? name : file.deletingPathExtension
        let asked = traitCollection?.displayScale ?? 0
        let scale = Int((asked > 0 ? Double(asked) : Traits().displayScale).rounded())
        let scales = [scale] + [3, 2, 1].filter { $0 != scale }
        let stems = scales.flatMap { scale -> [String] in
            let suffix = scale == 1 ? "" : "@\(scale)x"
            return [base + suffix, base + suffix + "~iphone"]
        }
        let bundles = bundle.map { [$0] } ?? ResourceBundles.searched
        for bundle in bundles {
            for stem in stems {
                if let path = bundle.path(forResource: stem, ofType: type) { return path }
            }
        }
        return nil
    }
}
