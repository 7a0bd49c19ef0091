// Xcode's colour and image literals: `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` and
// `#imageLiteral(resourceName:)` a `UIImage`, with or without a type annotation, as the SDK's UIKit
// declares them.

/// The type a `#colorLiteral` makes where no other type is asked for.
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral` makes where no other type is asked for.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: sRGB components in `0...1`.
    ///
    /// ```swift
    /// let brand = #colorLiteral(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
    /// ```
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: the image set of that name in the app's asset
    /// catalogs, as `UIImage(named:)` finds it. UIKit stops the app when there is none; CellSnap
    /// gives an image that is refused, naming the literal, where it is drawn.
    ///
    /// ```swift
    /// let avatar = #imageLiteral(resourceName: "Avatar")
    /// ```
    public convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path) {
            self.init(source: found.source, pngText: found.pngText)
        } else {
            self.init(
                source: .symbol(path),
                refusal: CellSnapUIKitError(
                    call: "#imageLiteral(resourceName: \"\(path)\")",
                    reason:
                        "no image of that name is in the app's asset catalogs (registered, main bundle, resource bundles)"
                ))
        }
    }
}
