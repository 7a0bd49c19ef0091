import Foundation

extension UIImage {
    /// What an image is configured for, as UIKit's `UIImage.Configuration`: the parent of
    /// ``UIImage/SymbolConfiguration``, carrying the trait collection (and locale) an image is
    /// resolved for. As in UIKit there is no public initialiser: a configuration comes from an
    /// image (``UIImage/configuration``), from a symbol configuration, or from another one's
    /// ``withTraitCollection(_:)``.
    ///
    /// ```swift
    /// let dark = UITraitCollection(userInterfaceStyle: .dark)
    /// let configuration = UIImage.SymbolConfiguration(weight: .bold).withTraitCollection(dark)
    /// configuration.traitCollection?.userInterfaceStyle   // .dark
    /// ```
    public class Configuration: Hashable, @unchecked Sendable {
        /// The traits the image is resolved for: an asset image draws its representation for them
        /// (its appearance and display scale) wherever it is drawn; `nil` when the configuration
        /// sets none.
        public let traitCollection: UITraitCollection?
        /// The locale a symbol is localised for (iOS 17).
        ///
        /// No visible effect: CellSnap's symbols have one design each and no localised variants.
        public let locale: Locale?

        init(traitCollection: UITraitCollection?, locale: Locale? = nil) {
            self.traitCollection = traitCollection
            self.locale = locale
        }

        /// This configuration with `traitCollection` in place of its own.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copying(traitCollection: traitCollection, locale: locale) as! Self
        }

        /// This configuration with `locale` in place of its own (iOS 17).
        public func withLocale(_ locale: Locale?) -> Self {
            copying(traitCollection: traitCollection, locale: locale) as! Self
        }

        /// This configuration with `otherConfiguration`'s specified values on top: its traits
        /// over these (trait by trait), its locale, and, between two symbol configurations, its
        /// symbol values (the symbol configuration's own `applying(_:)`).
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            if let symbols = self as? SymbolConfiguration, let otherSymbols = other as? SymbolConfiguration {
                return symbols.applying(otherSymbols) as! Self
            }
            return copying(
                traitCollection: merged(traitCollection, other.traitCollection), locale: other.locale ?? locale)
                as! Self
        }

        /// A configuration of this class with these values and `traitCollection` and `locale`.
        func copying(traitCollection: UITraitCollection?, locale: Locale?) -> Configuration {
            Configuration(traitCollection: traitCollection, locale: locale)
        }

        /// `top`'s specified traits over `base`'s.
        func merged(_ base: UITraitCollection?, _ top: UITraitCollection?) -> UITraitCollection? {
            guard let top else { return base }
            return base?.overridden(by: top) ?? top
        }

        func isEqual(to other: Configuration) -> Bool {
            type(of: self) == type(of: other) && traitCollection == other.traitCollection && locale == other.locale
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(traitCollection)
            hasher.combine(locale)
        }
    }

    /// The symbol configuration given with `withConfiguration` or `applyingSymbolConfiguration`
    /// (`nil` for an image configured with traits only).
    public var symbolConfiguration: SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// The traits the image was made for: its configuration's (``UIImage/init(named:in:compatibleWith:)``,
    /// ``withConfiguration(_:)``), else a collection that specifies none.
    public var traitCollection: UITraitCollection { configuration?.traitCollection ?? UITraitCollection() }

    /// The image with `configuration` applied over its own. A symbol configuration sizes and
    /// weighs a symbol; a configuration's traits make an asset image draw its representation for
    /// them (appearance and display scale), wherever it is drawn.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        let base: Configuration? =
            self.configuration ?? (configuration is SymbolConfiguration ? SymbolConfiguration.unspecified : nil)
        let applied = base?.applying(configuration) ?? configuration
        var source = source
        if case .asset(var image) = source, let traits = applied.traitCollection?.cellSnapTraits,
            let chosen = image.representation(for: traits)
        {
            image.representations = [chosen]
            source = .asset(image)
        }
        return UIImage(
            source: source, configuration: applied, tint: tint, renderingMode: renderingMode, pngText: pngText,
            refusal: refusal, animation: animation, orientation: imageOrientation, baseline: baseline,
            geometry: geometry)
    }

    /// The system's image for adding an item (the `plus.circle` symbol), as UIKit's `UIImage.add`.
    public static var add: UIImage { UIImage(source: .symbol("plus.circle")) }

    /// The system's image for removing an item (the `minus.circle` symbol), as UIKit's `UIImage.remove`.
    public static var remove: UIImage { UIImage(source: .symbol("minus.circle")) }

    /// The system's image for a menu of actions (the `ellipsis.circle` symbol), as UIKit's `UIImage.actions`.
    public static var actions: UIImage { UIImage(source: .symbol("ellipsis.circle")) }
}

extension UITraitCollection {
    /// An image configuration of these traits (iOS 13): what an image resolved for them uses.
    ///
    /// ```swift
    /// let dark = UITraitCollection(userInterfaceStyle: .dark)
    /// dark.imageConfiguration.traitCollection?.userInterfaceStyle   // .dark
    /// ```
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }
}
