import CellLayout
import CellModel

/// The view that shows a ``UIContentUnavailableConfiguration``, as UIKit's `UIContentUnavailableView`
/// (iOS 17): the configuration's background across the view and, inside its margins, the image (or
/// the loading configuration's activity indicator), the text, the secondary text and the buttons,
/// stacked in that order and centred vertically; across the view each is centred or at the leading
/// edge, as the configuration's alignment says.
///
/// ```swift
/// let emptyView = UIContentUnavailableView(configuration: .search())
/// emptyView.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
/// ```
@preconcurrency @MainActor open class UIContentUnavailableView: UIView, UIContentView {
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    private let backgroundView = UIView()
    private let imageView = UIImageView(image: nil)
    private let activityIndicator = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var buttons: [UIButton] = []

    /// The configuration shown; setting one of another type is ignored, as ``supports(_:)`` says.
    open var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            unavailableConfiguration = configuration
            apply()
        }
    }

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        for view in [backgroundView, imageView, activityIndicator, textLabel, secondaryTextLabel] {
            addSubview(view)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
        for view in [backgroundView, imageView, activityIndicator, textLabel, secondaryTextLabel] {
            addSubview(view)
        }
        apply()
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        arrange(in: bounds.size)
    }

    /// The size the content takes at `size`'s width, inside the margins: the stacked parts' height.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = cellSnapMargins(
            unavailableConfiguration.directionalLayoutMargins,
            preserving: unavailableConfiguration.axesPreservingSuperviewLayoutMargins)
        let width = max(0, size.width - margins.leading - margins.trailing)
        let height = stackedParts(width: width).reduce(0) { $0 + $1.gap + $1.size.height }
        return CGSize(width: size.width, height: height + margins.top + margins.bottom)
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let background = unavailableConfiguration.background
        if background.visualEffect != nil || background.strokeOutset != 0
            || !background.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty
        {
            throw CellSnapUIKitError(
                call: "UIContentUnavailableConfiguration.background",
                reason: "its visual effect, stroke outset and margin-adding edges are not drawn; "
                    + "colour, corner radius, insets, stroke and custom view are")
        }
        return try super.cellSnapContent(traits: traits)
    }

    /// Puts the configuration into the part views.
    private func apply() {
        let configuration = unavailableConfiguration
        let background = configuration.background
        backgroundView.backgroundColor = background.resolvedBackgroundColor(for: tintColor ?? .tintColor)
        backgroundView.layer.cornerRadius = background.cornerRadius
        backgroundView.layer.borderWidth = background.strokeWidth
        backgroundView.layer.borderColor = background.resolvedStrokeColor(for: tintColor ?? .tintColor).cgColor
        backgroundView.clipsToBounds = background.cornerRadius > 0
        for view in backgroundView.subviews { view.removeFromSuperview() }
        if let custom = background.customView {
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backgroundView.addSubview(custom)
        }
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        activityIndicator.color = configuration.imageProperties.tintColor
        if configuration.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        let textAlignment: NSTextAlignment = configuration.alignment == .center ? .center : .natural
        Self.apply(
            configuration.textProperties, text: configuration.text, attributedText: configuration.attributedText,
            alignment: textAlignment, to: textLabel)
        Self.apply(
            configuration.secondaryTextProperties, text: configuration.secondaryText,
            attributedText: configuration.secondaryAttributedText, alignment: textAlignment, to: secondaryTextLabel)
        for button in buttons { button.removeFromSuperview() }
        buttons = [
            (configuration.button, configuration.buttonProperties),
            (configuration.secondaryButton, configuration.secondaryButtonProperties),
        ].compactMap(Self.button)
        buttons.forEach(addSubview)
        setNeedsLayout()
    }

    private static func apply(
        _ properties: UIContentUnavailableConfiguration.TextProperties, text: String?,
        attributedText: NSAttributedString?, alignment: NSTextAlignment, to label: UILabel
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = alignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        if let attributedText { label.attributedText = attributedText } else { label.text = text }
    }

    /// The button a configuration shows, or `nil` when it has nothing to show.
    private static func button(
        _ configuration: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties
    ) -> UIButton? {
        let actionTitle = properties.primaryAction.map(\.title) ?? ""
        guard
            configuration.title != nil || configuration.attributedTitle != nil || configuration.image != nil
                || !actionTitle.isEmpty
        else { return nil }
        let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
        button.menu = properties.menu
        button.role = properties.role
        button.isEnabled = properties.isEnabled
        return button
    }

    /// Each part shown, top to bottom, with its size at `width` and the gap above it.
    private func stackedParts(width: CGFloat) -> [(view: UIView, size: CGSize, gap: CGFloat)] {
        let configuration = unavailableConfiguration
        var parts: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        func add(_ view: UIView, _ size: CGSize, after padding: CGFloat) {
            let size = CGSize(width: min(size.width, width), height: size.height)
            parts.append((view, size, parts.isEmpty ? 0 : padding))
        }
        if configuration.showsActivityIndicator {
            add(activityIndicator, activityIndicator.intrinsicContentSize, after: 0)
        } else if configuration.image != nil {
            add(
                imageView, Self.limited(imageView.sizeThatFits(.zero), to: configuration.imageProperties.maximumSize),
                after: 0)
        }
        let unbounded = CGSize(width: width, height: .greatestFiniteMagnitude)
        let hasText = configuration.text != nil || configuration.attributedText != nil
        if hasText { add(textLabel, textLabel.sizeThatFits(unbounded), after: configuration.imageToTextPadding) }
        if configuration.secondaryText != nil || configuration.secondaryAttributedText != nil {
            add(
                secondaryTextLabel, secondaryTextLabel.sizeThatFits(unbounded),
                after: hasText ? configuration.textToSecondaryTextPadding : configuration.imageToTextPadding)
        }
        for (index, button) in buttons.enumerated() {
            let padding = index == 0 ? configuration.textToButtonPadding : configuration.buttonToSecondaryButtonPadding
            add(button, button.sizeThatFits(unbounded), after: padding)
        }
        return parts
    }

    /// `size` scaled down, keeping its aspect ratio, to fit `maximum` (zero leaves a dimension free).
    private static func limited(_ size: CGSize, to maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Lays the background and the parts out in a view of `size`.
    private func arrange(in size: CGSize) {
        let configuration = unavailableConfiguration
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = configuration.background.backgroundInsets
        backgroundView.frame = CGRect(
            x: isRightToLeft ? insets.trailing : insets.leading, y: insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let margins = cellSnapMargins(
            configuration.directionalLayoutMargins, preserving: configuration.axesPreservingSuperviewLayoutMargins)
        let width = max(0, size.width - margins.leading - margins.trailing)
        let parts = stackedParts(width: width)
        let height = parts.reduce(0) { $0 + $1.gap + $1.size.height }
        let available = size.height - margins.top - margins.bottom
        var y = margins.top + (available - height) / 2
        let left = isRightToLeft ? margins.trailing : margins.leading
        for view in [imageView, activityIndicator, textLabel, secondaryTextLabel] { view.isHidden = true }
        for part in parts {
            y += part.gap
            let x: CGFloat
            switch configuration.alignment {
            case .center: x = left + (width - part.size.width) / 2
            case .natural: x = isRightToLeft ? left + width - part.size.width : left
            }
            part.view.isHidden = false
            let top = (y * displayScaleOrOne).rounded() / displayScaleOrOne
            part.view.frame = CGRect(
                origin: CGPoint(x: (x * displayScaleOrOne).rounded() / displayScaleOrOne, y: top), size: part.size)
            y += part.size.height
        }
    }

    /// The display scale the parts are placed on whole pixels of (1 when the traits name none).
    private var displayScaleOrOne: CGFloat { traitCollection.displayScale > 0 ? traitCollection.displayScale : 1 }
}

extension UIView {
    /// `margins` grown, along `axes`, by the superview's layout margins that reach into this view
    /// (known once the view has a frame in its superview), as content views keep them.
    func cellSnapMargins(_ margins: NSDirectionalEdgeInsets, preserving axes: UIAxis) -> NSDirectionalEdgeInsets {
        guard let superview, frame.width > 0 else { return margins }
        var margins = margins
        let outer = superview.directionalLayoutMargins
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if axes.contains(.horizontal) {
            let leadingGap = isRightToLeft ? superview.bounds.width - frame.maxX : frame.minX
            let trailingGap = isRightToLeft ? frame.minX : superview.bounds.width - frame.maxX
            margins.leading = max(margins.leading, outer.leading - leadingGap)
            margins.trailing = max(margins.trailing, outer.trailing - trailingGap)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.bottom = max(margins.bottom, outer.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }
}
