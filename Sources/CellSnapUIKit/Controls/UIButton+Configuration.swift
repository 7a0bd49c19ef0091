import CellModel
import Foundation

extension UIButton {
    /// A button's look and content, as UIKit's `UIButton.Configuration` (iOS 15): a style
    /// (`plain()`, `gray()`, `tinted()`, `filled()` and their `bordered` names), a size, a title
    /// and subtitle, an image, insets and paddings, colours and a background. A colour or inset left
    /// unset is the style's for the button's size and state, as in UIKit; ``updated(for:)`` fills
    /// them in.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Download"
    /// configuration.image = UIImage(systemName: "arrow.down.circle")
    /// configuration.imagePadding = 8
    /// configuration.cornerStyle = .capsule
    /// let button = UIButton(configuration: configuration)
    /// ```
    public struct Configuration: Hashable {
        /// A predefined size for the button's elements, as `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the background's corners are drawn, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// The style on the Mac idiom, as `UIButton.Configuration.MacIdiomStyle`.
        ///
        /// No visible effect: it applies only when the app runs in the Mac idiom (Mac Catalyst),
        /// which CellSnap does not draw.
        public enum MacIdiomStyle: Hashable, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// How the title and subtitle line up, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        /// The indicator a button with a menu shows, as `UIButton.Configuration.Indicator`.
        public enum Indicator: Hashable, Sendable {
            case automatic, none, popup
        }

        /// The style the configuration was made with.
        let style: ButtonStyle
        /// The button state ``updated(for:)`` resolved the configuration for, if it did.
        var resolvedState: UIControl.State?
        /// The content insets set on the configuration; `nil` draws the size's.
        var customContentInsets: NSDirectionalEdgeInsets?
        private var storedTitle: String?
        private var storedAttributedTitle: AttributedString?
        private var storedSubtitle: String?
        private var storedAttributedSubtitle: AttributedString?

        /// The background: its colour (`nil`: the style's), corner radius (used as is with the
        /// `.fixed` corner style, and with the default `.dynamic` one once you set it: an app's iOS
        /// 17 references of a configured button whose background radius is set to 0 have square
        /// corners; CellSnap does not scale it for Dynamic Type), stroke and insets.
        public var background: UIBackgroundConfiguration
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        /// The style on the Mac idiom.
        ///
        /// No visible effect: it applies only on the Mac idiom (Mac Catalyst), which CellSnap does not draw.
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// The colour of the title, subtitle, image and indicators; `nil` is the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; `nil` is the style's.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shows a medium activity indicator in place of the image, at rest.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Where the image sits against the title: `.leading` (the default), `.trailing`, `.top`
        /// or `.bottom`; one edge only.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0 by default).
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        /// Whether the style changes its look when the button is selected (a toggle button).
        public var automaticallyUpdateForSelection = true
        public var indicator = Indicator.automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        /// How the title wraps or is truncated (wrapped by word by default).
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// Space kept for the image along its placement's axis, so that buttons with images of
        /// different widths line their titles up (0 by default).
        public var imageReservation: CGFloat = 0

        init(style: ButtonStyle) {
            self.style = style
            // A background whose colour is `nil` until set: the style's.
            background = .listPlainCell()
        }

        /// A configuration for a button with a transparent background.
        public static func plain() -> Self { Self(style: .plain) }
        /// A configuration for a button with a gray background.
        public static func gray() -> Self { Self(style: .gray) }
        /// A configuration for a button with a tinted background colour.
        public static func tinted() -> Self { Self(style: .tinted) }
        /// A configuration for a button with a background filled with the button's tint colour.
        public static func filled() -> Self { Self(style: .filled) }
        /// A configuration for a button that has a borderless style: `plain()`'s look.
        public static func borderless() -> Self { Self(style: .plain) }
        /// A configuration for a button that has a bordered style: `gray()`'s look.
        public static func bordered() -> Self { Self(style: .gray) }
        /// A configuration for a button that has a tinted, bordered style: `tinted()`'s look.
        public static func borderedTinted() -> Self { Self(style: .tinted) }
        /// A configuration for a button that has a bordered style with a prominent tint: `filled()`'s look.
        public static func borderedProminent() -> Self { Self(style: .filled) }

        /// The title; setting it clears ``attributedTitle``.
        public var title: String? {
            get { storedAttributedTitle.map { String($0.characters) } ?? storedTitle }
            set {
                storedTitle = newValue
                storedAttributedTitle = nil
            }
        }

        /// The title with fonts and colours of its own (`AttributeScopes.UIKitAttributes`); it takes
        /// the place of ``title``.
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle }
            set {
                storedAttributedTitle = newValue
                storedTitle = newValue.map { String($0.characters) }
            }
        }

        /// The subtitle, drawn under the title; setting it clears ``attributedSubtitle``.
        public var subtitle: String? {
            get { storedAttributedSubtitle.map { String($0.characters) } ?? storedSubtitle }
            set {
                storedSubtitle = newValue
                storedAttributedSubtitle = nil
            }
        }

        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle }
            set {
                storedAttributedSubtitle = newValue
                storedSubtitle = newValue.map { String($0.characters) }
            }
        }

        /// Insets from the button's bounds to its content: the size's defaults until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get {
                customContentInsets ?? NSDirectionalEdgeInsets(Theme.iOS17.button.metrics(for: modelSize).contentInsets)
            }
            set { customContentInsets = newValue }
        }

        /// Restores the default content insets of the button's size.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// A copy resolved for `button`'s state: the colours left unset become the style's for the
        /// state (disabled, highlighted, selected), as the button draws them.
        @MainActor public func updated(for button: UIButton) -> Self {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }

        /// The size in CellModel's words.
        var modelSize: ButtonSize {
            switch buttonSize {
            case .mini: .mini
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }

        /// The corner style in CellModel's words.
        var modelCornerStyle: ButtonCornerStyle {
            switch cornerStyle {
            case .fixed: .fixed
            case .dynamic: .dynamic
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .capsule: .capsule
            }
        }

        /// The set contents whose effect `==` compares (transformers by their presence, as closures
        /// do not compare).
        private var comparable: [AnyHashable] {
            [
                style, resolvedState?.rawValue, customContentInsets, storedTitle, storedAttributedTitle, storedSubtitle,
                storedAttributedSubtitle, background, cornerStyle, buttonSize, macIdiomStyle, baseForegroundColor,
                baseBackgroundColor, image, preferredSymbolConfigurationForImage, showsActivityIndicator,
                imagePlacement, imagePadding, titlePadding, titleAlignment, automaticallyUpdateForSelection, indicator,
                titleLineBreakMode, subtitleLineBreakMode, imageReservation, imageColorTransformer == nil,
                activityIndicatorColorTransformer == nil, titleTextAttributesTransformer == nil,
                subtitleTextAttributesTransformer == nil, indicatorColorTransformer == nil,
            ]
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.comparable == rhs.comparable }
        public func hash(into hasher: inout Hasher) { hasher.combine(comparable) }
    }
}
