/// What a view shows when it has no content, as UIKit's `UIContentUnavailableConfiguration` (iOS 17):
/// an image, a text, a secondary text and up to two buttons, stacked and centred in the view. Set it
/// as a controller's ``UIViewController/contentUnavailableConfiguration`` or show it in a
/// ``UIContentUnavailableView``.
///
/// ```swift
/// var configuration = UIContentUnavailableConfiguration.empty()
/// configuration.image = UIImage(systemName: "star")
/// configuration.text = "No Favorites"
/// configuration.secondaryText = "Items you favorite appear here."
/// ```
///
/// Apple documents the members but not their default values. CellSnap's defaults, chosen from
/// Apple's pictures of the configuration (WWDC23) and not yet measured on a device: the image a
/// secondary-label-tinted symbol at the large title style's size and the large scale; the text in
/// the title 2 style, bold, in the label colour; the secondary text in the body style, in the
/// secondary label colour; 16 pt from image to text, 4 pt from text to secondary text, 16 pt from
/// text to the buttons, 8 pt between the buttons; no margins of its own, the superview's layout
/// margins kept along both axes; a clear background.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// How the image, texts and buttons line up across the view.
    public enum Alignment: Int, Hashable, Sendable {
        /// Each centred across the view; the texts centred.
        case center
        /// Each at the leading edge; the texts in their natural alignment.
        case natural
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The colour a template or symbol image is drawn in; `nil` is the view's tint colour.
        public var tintColor: UIColor?
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at, keeping its aspect ratio; zero in a dimension
        /// leaves it unbounded.
        public var maximumSize = CGSize.zero
        /// No visible effect: colours are never inverted in a snapshot.
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a text is drawn.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines the text takes; 0 is as many as it needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
    }

    /// What a button does and whether it can.
    public struct ButtonProperties: Hashable {
        /// The action run when the button is tapped; its title is the button's when the button's
        /// configuration has none.
        public var primaryAction: UIAction?
        /// No visible effect: a menu shows only when the button is tapped.
        public var menu: UIMenu?
        public var role = UIButton.Role.normal
        /// A disabled button is drawn dimmed, as UIKit draws one.
        public var isEnabled = true
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// The text with attributes; when set it is drawn instead of ``text``.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    /// The secondary text with attributes; when set it is drawn instead of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The first button, shown when it has a title, an attributed title or an image (or its
    /// action has a title).
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    /// The second button, below the first, shown on the same terms.
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    /// The view's own margins, inside which the content is centred.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    /// The axes along which the superview's layout margins reaching into the view are kept.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.both
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextPadding: CGFloat = 4
    public var textToButtonPadding: CGFloat = 16
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// What is drawn behind the content, across the whole view.
    public var background = UIBackgroundConfiguration.clear()

    /// Whether this is the loading configuration, drawn with a spinning activity indicator in place
    /// of the image.
    var showsActivityIndicator = false
    /// Whether this is the search configuration, whose text names the search text when updated.
    var isSearch = false

    private init() {
        textProperties = TextProperties(font: Self.boldTitle2, color: .label)
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            textStyle: .largeTitle, scale: .large)
    }

    private static var boldTitle2: UIFont {
        let title2 = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
        return UIFont(descriptor: title2.withSymbolicTraits(.traitBold) ?? title2, size: 0)
    }

    /// A configuration with nothing in it yet, for your image, texts and buttons.
    public static func empty() -> Self { Self() }

    /// A configuration for content still loading: a spinning activity indicator above "Loading…"
    /// in the secondary label colour.
    public static func loading() -> Self {
        var configuration = Self()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        configuration.textProperties = TextProperties(
            font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        configuration.imageToTextPadding = 8
        return configuration
    }

    /// A configuration for a search without results: a magnifying glass, "No Results" and a hint;
    /// updated for a state with search text, its text names that text, as UIKit's does.
    public static func search() -> Self {
        var configuration = Self()
        configuration.isSearch = true
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    @preconcurrency @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`: the search configuration's text names the state's search text.
    public func updated(for state: any UIConfigurationState) -> Self {
        var configuration = self
        if isSearch, let searchText = (state as? UIContentUnavailableConfigurationState)?.searchText,
            !searchText.isEmpty
        {
            configuration.text = "No Results for “\(searchText)”"
        }
        configuration.background = background.updated(for: state)
        return configuration
    }
}
