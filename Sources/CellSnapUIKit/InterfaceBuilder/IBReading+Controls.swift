import Foundation

/// What the elements of UIKit's views and controls read, by the view's class.
extension IBReading {
    static let alignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    static let lineBreaks: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    /// The properties of the view's own class.
    mutating func applyKind(_ view: UIView) {
        switch view {
        case let label as UILabel: applyLabel(label)
        case let button as UIButton: applyButton(button)
        case let imageView as UIImageView: applyImageView(imageView)
        case let stack as UIStackView: applyStack(stack)
        case let table as UITableView: applyTable(table)
        case let collection as UICollectionView: applyCollection(collection)
        case let cell as UITableViewCell: applyTableCell(cell)
        case let cell as UICollectionViewCell: applyCollectionCell(cell)
        // A header's or footer's identifier, read by the coder as a cell's is (``applyCollectionCell(_:)``).
        case is UICollectionReusableView: accept("reuseIdentifier")
        case let field as UITextField: applyTextField(field)
        case let text as UITextView: applyTextView(text)
        case let control as UISwitch: applySwitch(control)
        case let slider as UISlider: applySlider(slider)
        case let progress as UIProgressView: applyProgress(progress)
        case let indicator as UIActivityIndicatorView: applyActivityIndicator(indicator)
        case let segmented as UISegmentedControl: applySegmented(segmented)
        case let toolbar as UIToolbar: applyToolbar(toolbar)
        case let bar as UINavigationBar: applyNavigationBar(bar)
        case let bar as UITabBar: applyStandaloneTabBar(bar)
        case let stepper as UIStepper: applyStepper(stepper)
        case let effect as UIVisualEffectView: applyVisualEffectView(effect)
        case let picker as UIDatePicker: applyDatePicker(picker)
        case let control as UIPageControl: applyPageControl(control)
        case let bar as UISearchBar: applySearchBar(bar)
        case let framework as any InterfaceBuilderAttributeReading: applyFrameworkAttributes(framework)
        default: break
        }
        if let control = view as? UIControl { applyControl(control) }
    }

    private mutating func applyControl(_ control: UIControl) {
        if let enabled = bool("enabled") { control.isEnabled = enabled }
        if let selected = bool("selected") { control.isSelected = selected }
        if let highlighted = bool("highlighted") { control.isHighlighted = highlighted }
        let horizontal: [String: UIControl.ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
            "trailing": .trailing,
        ]
        if let alignment = choice("contentHorizontalAlignment", horizontal) {
            control.contentHorizontalAlignment = alignment
        }
        let vertical: [String: UIControl.ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]
        if let alignment = choice("contentVerticalAlignment", vertical) { control.contentVerticalAlignment = alignment }
    }

    private mutating func applyLabel(_ label: UILabel) {
        if let text = text("text") { label.text = text }
        if !isBuiltIn, let alignment = choice("textAlignment", Self.alignments) { label.textAlignment = alignment }
        if !isBuiltIn, let mode = choice("lineBreakMode", Self.lineBreaks) { label.lineBreakMode = mode }
        if let lines = number("numberOfLines") { label.numberOfLines = Int(lines) }
        // Interface Builder writes `adjustsFontSizeToFit="NO"` for a label of a fixed font size (its
        // default) and leaves the attribute out for "Minimum Font Scale" or "Minimum Font Size".
        if let adjusts = bool("adjustsFontSizeToFit") ?? (isBuiltIn ? nil : true) {
            label.adjustsFontSizeToFitWidth = adjusts
        }
        if let scale = number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let dynamic = bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = dynamic }
        if let enabled = bool("enabled") { label.isEnabled = enabled }
        // Interface Builder writes the width only when it is set explicitly (its "Explicit" box);
        // "Automatic" (the first layout's width) writes nothing, as UIKit then measures at the bounds.
        if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        accept("baselineAdjustment", "minimumFontSize", "adjustsLetterSpacingToFitWidth")
        // A built-in label's `pointSize="0.0"` is Interface Builder's "the style's font": the cell
        // keeps the font of its style (17 pt text, the subtitle's smaller detail), as on iOS.
        if let font = fontChild(), !(isBuiltIn && font.pointSize == 0) { label.font = font }
        if let color = colorChild("textColor") { label.textColor = color }
        if let color = colorChild("highlightedColor") { label.highlightedTextColor = color }
        if let color = colorChild("shadowColor") { label.shadowColor = color }
        if let offset = keyed("shadowOffset").flatMap({ value(of: $0) as? CGSize }) { label.shadowOffset = offset }
        // "Attributed" text (IBReading+AttributedText.swift), in place of the plain text's look.
        accept("usesAttributedText")
        if let attributed = attributedStringChild("attributedText") { label.attributedText = attributed }
    }

    private mutating func applyButton(_ button: UIButton) {
        let types: [String: UIButton.ButtonType] = [
            "system": .system, "roundedRect": .system, "custom": .custom, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        button.adopt(choice("buttonType", types) ?? .custom)
        if let mode = choice("lineBreakMode", Self.lineBreaks) { button.titleLabel?.lineBreakMode = mode }
        if let adjusts = bool("adjustsImageSizeForAccessibilityContentSizeCategory") {
            button.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
        }
        // Interface Builder's button font is System 15 whatever the type (the document leaves
        // the default out), where a custom button made in code starts at 18 pt.
        button.titleLabel?.font = fontChild() ?? UIButton.defaultTitleFont(of: .system)
        // The "Shadow Offset" of the title (the title label's `shadowOffset`, which UIButton's
        // deprecated `titleShadowOffset` set); CellSnap draws no title shadows (see
        // `UIButton.setTitleShadowColor(_:for:)`).
        if let offset = keyed("titleShadowOffset").flatMap({ value(of: $0) as? CGSize }) {
            button.titleLabel?.shadowOffset = offset
        }
        // A styled button's configuration first: Xcode keeps the classic `<state>` values it wrote
        // before the button was given a style (`title="Button"` beside the configuration's own
        // title), and iOS 15 draws the configuration's. A state value fills in only what the
        // configuration leaves unset, as code calling `setTitle(_:for:)` on a configured button does.
        var configuration: UIButton.Configuration?
        if let element = child("buttonConfiguration", key: "configuration") {
            configuration = buttonConfiguration(element)
        }
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for stateElement in children("state") {
            var reading = IBReading(element: stateElement, loader: loader)
            guard let state = reading.choice("key", states) else { continue }
            if let title = reading.text("title"), configuration?.title == nil {
                button.setTitle(title, for: state)
            }
            if let name = reading.string("image"), configuration?.image == nil {
                // `catalog="system"`: an SF Symbol, as Xcode writes a system image's name.
                let image =
                    reading.string("catalog") == "system"
                    ? IBImages.symbol(named: name, element: stateElement, loader: loader)
                    : IBImages.image(named: name, bundle: loader.bundle, element: stateElement, loader: loader)
                button.setImage(image, for: state)
            }
            if let color = reading.colorChild("titleColor"), configuration?.baseForegroundColor == nil {
                button.setTitleColor(color, for: state)
            }
            if let color = reading.colorChild("titleShadowColor") { button.setTitleShadowColor(color, for: state) }
            if let symbol = reading.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
                button.setPreferredSymbolConfiguration(symbolConfiguration(symbol), forImageIn: state)
            }
            reading.accept("catalog")
            reading.finish()
        }
        for key in ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"] {
            guard let insets = child("inset", key: key).flatMap({ value(of: $0) as? UIEdgeInsets }) else { continue }
            switch key {
            case "contentEdgeInsets": button.contentEdgeInsets = insets
            case "titleEdgeInsets": button.titleEdgeInsets = insets
            default: button.imageEdgeInsets = insets
            }
        }
        if let configuration { button.configuration = configuration }
    }

    /// A `buttonConfiguration` element, as Xcode writes a styled button's: its style, title and
    /// subtitle, image (an asset's, or with `catalog="system"` a symbol; an `imageReference` child
    /// with its symbol scale) and where it goes, paddings, corner style, size, title alignment,
    /// activity indicator, preferred symbol configuration, content insets, base colours and the
    /// title's and subtitle's fonts.
    /// What it cannot draw (an attributed title, a background configuration) is refused by name.
    private func buttonConfiguration(_ element: IBElement) -> UIButton.Configuration {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        let styles: [String: UIButton.Configuration] = [
            "plain": .plain(), "tinted": .tinted(), "gray": .gray(), "filled": .filled(),
            "borderless": .borderless(), "bordered": .bordered(), "borderedTinted": .borderedTinted(),
            "borderedProminent": .borderedProminent(),
        ]
        var configuration = reading.choice("style", styles) ?? .plain()
        if let title = reading.string("title") { configuration.title = title }
        if let subtitle = reading.string("subtitle") { configuration.subtitle = subtitle }
        if let name = reading.string("image") {
            configuration.image =
                reading.string("catalog") == "system"
                ? IBImages.symbol(named: name, element: element, loader: loader)
                : IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let reference = reading.child("imageReference", key: "image") {
            configuration.image = reading.scaledImage(reference)
        }
        let edges: [String: NSDirectionalRectEdge] = [
            "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        ]
        if let edge = reading.choice("imagePlacement", edges) { configuration.imagePlacement = edge }
        if let padding = reading.number("imagePadding") { configuration.imagePadding = padding }
        if let padding = reading.number("titlePadding") { configuration.titlePadding = padding }
        if let reservation = reading.number("imageReservation") { configuration.imageReservation = reservation }
        let corners: [String: UIButton.Configuration.CornerStyle] = [
            "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large,
            "capsule": .capsule,
        ]
        if let corner = reading.choice("cornerStyle", corners) { configuration.cornerStyle = corner }
        let sizes: [String: UIButton.Configuration.Size] = [
            "mini": .mini, "small": .small, "medium": .medium, "large": .large,
        ]
        if let size = reading.choice("buttonSize", sizes) { configuration.buttonSize = size }
        let alignments: [String: UIButton.Configuration.TitleAlignment] = [
            "automatic": .automatic, "leading": .leading, "center": .center, "trailing": .trailing,
        ]
        if let alignment = reading.choice("titleAlignment", alignments) { configuration.titleAlignment = alignment }
        if let shows = reading.bool("showsActivityIndicator") { configuration.showsActivityIndicator = shows }
        if let symbol = reading.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage") {
            configuration.preferredSymbolConfigurationForImage = symbolConfiguration(symbol)
        }
        if let element = reading.child("directionalEdgeInsets", key: "contentInsets"),
            let insets = reading.value(of: element) as? NSDirectionalEdgeInsets
        {
            configuration.contentInsets = insets
        }
        if let color = reading.colorChild("baseForegroundColor") { configuration.baseForegroundColor = color }
        if let color = reading.colorChild("baseBackgroundColor") { configuration.baseBackgroundColor = color }
        // The title's and subtitle's fonts, which Xcode's inspector sets on a configured button:
        // the title in that font as an attributed title, which a title set in code replaces (an
        // app's iOS reference draws its `setTitle(_:for:)` title in the style's 17 pt where the
        // document asks for Title 2); with no title, a transformer that gives any title the font.
        if let font = reading.fontChild(key: "titleFontDescription") {
            if let title = configuration.title {
                configuration.attributedTitle = Self.text(title, in: font)
            } else {
                configuration.titleTextAttributesTransformer = .fixedFont(font)
            }
        }
        if let font = reading.fontChild(key: "subtitleFontDescription") {
            if let subtitle = configuration.subtitle {
                configuration.attributedSubtitle = Self.text(subtitle, in: font)
            } else {
                configuration.subtitleTextAttributesTransformer = .fixedFont(font)
            }
        }
        return configuration
    }

    /// `text` in `font`, as an attributed title or subtitle.
    private static func text(_ text: String, in font: UIFont) -> AttributedString {
        var attributes = AttributeContainer()
        attributes.font = font
        return AttributedString(text, attributes: attributes)
    }

    /// The image of an `imageReference` (`<imageReference key="image" image="star" catalog="system"
    /// symbolScale="large"/>`): a symbol with a scale other than the default carries that scale, as
    /// Xcode's symbol scale menu makes it.
    private mutating func scaledImage(_ reference: IBElement) -> UIImage? {
        let scales: [String: UIImage.SymbolScale] = [
            "default": .default, "small": .small, "medium": .medium, "large": .large, "unspecified": .unspecified,
        ]
        guard let image = value(of: reference) as? UIImage else { return nil }
        guard let name = reference.attributes["symbolScale"], image.isSymbolImage else { return image }
        guard let scale = scales[name] else {
            loader.fail(reference, "the symbolScale=\"\(name)\" is not one of \(scales.keys.sorted())")
            return image
        }
        return scale == .default ? image : image.withConfiguration(UIImage.SymbolConfiguration(scale: scale))
    }

    private mutating func applyImageView(_ imageView: UIImageView) {
        if let name = string("image") {
            imageView.image =
                string("catalog") == "system"
                ? IBImages.symbol(named: name, element: element, loader: loader)
                : IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let reference = child("imageReference", key: "image") { imageView.image = value(of: reference) as? UIImage }
        if let name = string("highlightedImage") {
            imageView.highlightedImage = IBImages.image(
                named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let symbol = child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            imageView.preferredSymbolConfiguration = symbolConfiguration(symbol)
        }
        if let adjusts = bool("adjustsImageSizeForAccessibilityContentSizeCategory") {
            imageView.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
        }
    }

    /// A `preferredSymbolConfiguration` element (an image view's, or a button state's): a text
    /// style's or a point size's configuration, a weight's or a scale's.
    private func symbolConfiguration(_ element: IBElement) -> UIImage.SymbolConfiguration {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        let scales: [String: UIImage.SymbolScale] = [
            "default": .default, "small": .small, "medium": .medium, "large": .large, "unspecified": .unspecified,
        ]
        let scale = reading.choice("scale", scales) ?? .default
        let weights: [String: UIImage.SymbolWeight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        if let style = reading.string("configurationType") == "font" ? reading.string("fontStyle") : nil {
            return UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(rawValue: style), scale: scale)
        } else if let size = reading.number("pointSize") {
            return UIImage.SymbolConfiguration(
                pointSize: size, weight: reading.choice("weight", weights) ?? .regular, scale: scale)
        } else if let weight = reading.choice("weight", weights) {
            return UIImage.SymbolConfiguration(weight: weight)
        }
        return UIImage.SymbolConfiguration(scale: scale)
    }

    private mutating func applyStack(_ stack: UIStackView) {
        let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
        stack.axis = choice("axis", axes) ?? .horizontal
        let alignments: [String: UIStackView.Alignment] = [
            "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let alignment = choice("alignment", alignments) { stack.alignment = alignment }
        let distributions: [String: UIStackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let distribution = choice("distribution", distributions) { stack.distribution = distribution }
        if let spacing = number("spacing") { stack.spacing = spacing }
        // Interface Builder's "Standard" spacing: the system spacing between the arranged views.
        if choice("spacingType", ["standard": true]) == true { stack.spacing = UIStackView.spacingUseSystem }
        if let baseline = bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let margins = bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
    }
}

extension IBReading {
    /// A stepper's value, range, step and wrapping (which decides whether a button at a limit is
    /// drawn disabled); `autorepeat` has no visible effect in a still picture.
    mutating func applyStepper(_ stepper: UIStepper) {
        if let minimum = number("minimumValue") { stepper.minimumValue = Double(minimum) }
        if let maximum = number("maximumValue") { stepper.maximumValue = Double(maximum) }
        if let step = number("stepValue") { stepper.stepValue = Double(step) }
        if let value = number("value") { stepper.value = Double(value) }
        if let wraps = bool("wraps") { stepper.wraps = wraps }
        if let repeats = bool("autorepeat") { stepper.autorepeat = repeats }
    }
}
