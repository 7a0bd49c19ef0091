import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives

extension UIButton {
    /// The state a configured button is drawn in: the button's own when it updates its
    /// configuration automatically, else the state the configuration was updated for (normal
    /// when it was not).
    private func drawnState(of configuration: Configuration) -> UIControl.State {
        automaticallyUpdatesConfiguration ? state : configuration.resolvedState ?? .normal
    }

    /// A configured button: its style's colours for the state (a selected toggle button drawn
    /// filled), its size's fonts, insets and corners, its image or activity indicator beside its
    /// title and subtitle, a pop-up indicator when it is a pop-up button.
    func configuredNode(_ setConfiguration: Configuration, traits: Traits) throws -> ButtonNode {
        let theme = traits.theme.theme
        let metrics = theme.button, size = metrics.metrics(for: setConfiguration.modelSize)
        let state = drawnState(of: setConfiguration)
        let configuration = withStateContent(setConfiguration, state: state)
        let colors = self.colors(configuration, state: state, traits: traits)
        var node = ButtonNode(role: .button)
        let titleFont = UIFont(size.titleFont), subtitleFont = UIFont(size.subtitleFont)
        node.title = try configuredTitle(configuration, state: state, font: titleFont, colors: colors, traits: traits)
        node.subtitle = try configurationText(
            configuration.attributedSubtitle, configuration.subtitle, font: subtitleFont, color: colors.foreground,
            transformer: configuration.subtitleTextAttributesTransformer,
            lineBreakMode: configuration.subtitleLineBreakMode, call: "UIButton.Configuration.attributedSubtitle",
            traits: traits)
        node.image = try configuredImage(configuration, titleFont: size.titleFont, colors: colors, traits: traits)
        node.imagePlacement = placement(configuration.imagePlacement)
        node.imagePadding = Double(configuration.imagePadding)
        node.titlePadding = Double(configuration.titlePadding)
        node.titleAlignment = titleAlignment(configuration, hasImage: node.image != nil)
        reserve(Double(configuration.imageReservation), for: &node)
        let insets = configuration.customContentInsets?.model ?? size.contentInsets
        node.contentInsets = insets.edgeInsets
        (node.horizontalAlignment, node.verticalAlignment) = contentAlignments(traits: traits)
        node.background = try background(configuration, fill: colors.background, traits: traits)
        if let image = backgroundImage(for: state) {
            let drawn = try image.cellSnapControlImage(symbolConfiguration: nil, tint: tintColor, traits: traits)
            if node.background == nil { node.background = ButtonNode.Background(cornerRadius: 0) }
            node.background?.image = drawn
        }
        let showsPopUp =
            configuration.indicator == .popup
            || configuration.indicator == .automatic && changesSelectionAsPrimaryAction && menu != nil
        if showsPopUp {
            let color = configuration.indicatorColorTransformer.map { $0(UIColor(.fixed(colors.foreground))) }
            node.indicator = popUpIndicator(
                font: node.title?.style.font ?? size.titleFont.resolved(at: traits.contentSize),
                color: color?.resolved(traits) ?? colors.foreground)
            node.indicatorSpacing = metrics.popUpIndicatorSpacing
        }
        return node
    }

    /// `configuration` with the classic values set for `state` (or `.normal`) in its place: a
    /// title set by `setTitle(_:for:)` replaces its title (and attributed title), an image set by
    /// `setImage(_:for:)` its image, a preferred symbol configuration its own. UIKit documents
    /// that these methods combine with a configuration; which wins is not written down: the
    /// values set for a state win, as they are set for that state on purpose.
    private func withStateContent(_ configuration: Configuration, state: UIControl.State) -> Configuration {
        var drawn = configuration
        if let title = title(for: state) { drawn.title = title }
        if let image = image(for: state) { drawn.image = image }
        if let symbols = preferredSymbolConfigurationForImage(in: state) {
            drawn.preferredSymbolConfigurationForImage = symbols
        }
        return drawn
    }

    /// The title: an attributed title set for `state` (its runs over the configuration's font and
    /// the title colour), else the configuration's (or a pop-up button's selected action's), in
    /// the title colour set for the state or else the style's foreground.
    private func configuredTitle(
        _ configuration: Configuration, state: UIControl.State, font: UIFont,
        colors: (foreground: Color, background: Color?), traits: Traits
    ) throws -> ControlText? {
        let color = cellSnapSetTitleColor(for: state)?.resolved(traits) ?? colors.foreground
        if let attributed = attributedTitle(for: state), attributed.length > 0 {
            let call = "UIButton.setAttributedTitle(_:for:)"
            var text = try configurationText(
                nil, attributed.string, font: font, color: color,
                transformer: configuration.titleTextAttributesTransformer,
                lineBreakMode: configuration.titleLineBreakMode, call: call, traits: traits)
            let runs = try UIListContentConfiguration.runs(
                attributed, font: font, call: call, adjustsForContentSizeCategory: true, category: traits.contentSize)
            text?.style.spans = ListCellLayout.spans(
                of: runs, transform: .none, traits: traits, theme: traits.theme.theme)
            return text
        }
        return try configurationText(
            configuration.attributedTitle, configuration.title ?? popUpTitle, font: font, color: color,
            transformer: configuration.titleTextAttributesTransformer, lineBreakMode: configuration.titleLineBreakMode,
            call: "UIButton.Configuration.attributedTitle", traits: traits)
    }

    /// The foreground and background colours of `configuration`'s style in `state`.
    private func colors(_ configuration: Configuration, state: UIControl.State, traits: Traits) -> (
        foreground: Color, background: Color?
    ) {
        let theme = traits.theme.theme, metrics = theme.button, appearance = traits.colorAppearance
        var style = configuration.style
        if state.contains(.selected), configuration.automaticallyUpdateForSelection { style = .filled }
        let tint = tintColor.resolved(traits)
        let base = configuration.baseBackgroundColor?.resolved(traits) ?? tint
        var foreground =
            configuration.baseForegroundColor?.resolved(traits)
            ?? (style == .filled ? theme.resolve(metrics.filledForeground, for: appearance) : tint)
        var background: Color? =
            switch style {
            case .plain: nil
            case .gray:
                configuration.baseBackgroundColor?.resolved(traits)
                    ?? theme.resolve(metrics.grayBackground, for: appearance)
            case .tinted: base.withAlpha(base.alpha * metrics.tintedBackgroundOpacity)
            case .filled: base
            }
        if let own = configuration.background.backgroundColor { background = own.resolved(traits) }
        if state.contains(.disabled) {
            foreground = theme.resolve(metrics.disabledForeground, for: appearance)
            if background != nil { background = theme.resolve(metrics.disabledBackground, for: appearance) }
        } else if state.contains(.highlighted) {
            foreground = foreground.withAlpha(foreground.alpha * metrics.highlightedForegroundOpacity)
            if style == .filled, let fill = background {
                background = fill.withAlpha(fill.alpha * metrics.highlightedFilledBackgroundOpacity)
            }
        }
        if let transformer = configuration.background.backgroundColorTransformer, let fill = background {
            background = transformer(UIColor(.fixed(fill))).resolved(traits)
        }
        return (foreground, background)
    }

    /// The background: its fill, stroke and insets, its corners by the corner style (a capsule's
    /// radius is left to the node, which draws it at the button's height).
    private func background(_ configuration: Configuration, fill: Color?, traits: Traits) throws
        -> ButtonNode.Background?
    {
        let own = configuration.background
        if own.customView != nil {
            throw CellSnapUIKitError(
                call: "UIButton.Configuration.background.customView",
                reason: "a button's background is drawn from its colour, corner radius and stroke")
        }
        var stroke: Stroke?
        if own.strokeWidth > 0, let color = own.strokeColor {
            let resolved = own.strokeColorTransformer.map { $0(color) } ?? color
            stroke = Stroke(color: resolved.resolved(traits), width: Double(own.strokeWidth))
        }
        guard fill != nil || stroke != nil else { return nil }
        let metrics = traits.theme.theme.button
        let radius: Double? =
            configuration.cornerStyle == .capsule
            ? nil
            : metrics.cornerRadius(
                configuration.cornerStyle == .dynamic && own.setsCornerRadius ? .fixed : configuration.modelCornerStyle,
                size: configuration.modelSize, height: 0, fixed: Double(own.cornerRadius))
        let insets = own.backgroundInsets
        return ButtonNode.Background(
            fill: fill, stroke: stroke, cornerRadius: radius, cornerCurve: .continuous,
            insets: EdgeInsets(
                top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
                right: Double(insets.trailing)))
    }

    /// The image (or the activity indicator in its place), its symbols at the title's text
    /// style unless the configuration prefers another symbol configuration.
    private func configuredImage(
        _ configuration: Configuration, titleFont: FontSpec, colors: (foreground: Color, background: Color?),
        traits: Traits
    ) throws -> ControlImage? {
        let foreground = UIColor(.fixed(colors.foreground))
        if configuration.showsActivityIndicator {
            let side = traits.theme.theme.button.metrics(for: configuration.modelSize).activityIndicatorSide
            let color = configuration.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
            return .activityIndicator(
                traits.theme.theme.activityIndicator.scaled(toSide: side), color: color.resolved(traits))
        }
        guard let image = configuration.image else { return nil }
        let symbols: UIImage.SymbolConfiguration
        if let preferred = configuration.preferredSymbolConfigurationForImage {
            symbols = preferred
        } else if case .textStyle(let style, _) = titleFont {
            symbols = UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(style))
        } else {
            symbols = UIImage.SymbolConfiguration(font: UIFont(titleFont))
        }
        let tint = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        return try image.cellSnapControlImage(
            symbolConfiguration: symbols, tint: tint, traits: traits,
            adjustsForAccessibility: adjustsImageSizeForAccessibilityContentSizeCategory)
    }

    /// Plain or attributed configuration text in `font` and `color`, through `transformer`;
    /// attributed runs keep their own fonts and colours.
    private func configurationText(
        _ attributed: AttributedString?, _ plain: String?, font: UIFont, color: Color,
        transformer: UIConfigurationTextAttributesTransformer?, lineBreakMode: NSLineBreakMode, call: String,
        traits: Traits
    ) throws -> ControlText? {
        var base = AttributeContainer()
        base.font = font
        base.foregroundColor = UIColor(.fixed(color))
        if let transformer { base = transformer(base) }
        let baseFont = base.font ?? font, baseColor = base.foregroundColor ?? UIColor(.fixed(color))
        let spec = try baseFont.drawnModel(adjustsForContentSizeCategory: true, category: traits.contentSize)
        let paragraph = try attributed.flatMap { try Self.paragraphStyle(of: $0, call: call) }
        let properties = TextProperties(
            font: spec, color: .fixed(baseColor.resolved(traits)), alignment: paragraph?.alignment.model ?? .natural,
            numberOfLines: 0, lineBreakMode: (paragraph?.lineBreakMode ?? lineBreakMode).model,
            isJustified: paragraph?.alignment == .justified)
        var style = TextStyle.control(properties, traits: traits, theme: traits.theme.theme)
        if let paragraph {
            style = try paragraph.applied(
                to: style, naturalLineHeight: baseFont.cellSnapLineHeight(drawnAt: style.font.size), call: call)
        }
        guard let attributed else {
            guard let plain, !plain.isEmpty else { return nil }
            return ControlText(plain, style: style)
        }
        var runs: [TextRun] = []
        for run in attributed.runs {
            let text = String(attributed[run.range].characters)
            var container = AttributeContainer()
            container.font = run.uiKit.font
            container.foregroundColor = run.uiKit.foregroundColor
            container.paragraphStyle = run.uiKit.paragraphStyle
            guard run.attributes == container else {
                throw CellSnapUIKitError(
                    call: call, reason: "runs take only the UIKit font, foregroundColor and paragraphStyle attributes")
            }
            container.paragraphStyle = nil
            if let transformer {
                container.font = container.font ?? font
                container.foregroundColor = container.foregroundColor ?? UIColor(.fixed(color))
                container = transformer(container)
            }
            var textRun = TextRun(text)
            if let runFont = container.font, runFont != baseFont {
                textRun.font = try runFont.drawnModel(adjustsForContentSizeCategory: true, category: traits.contentSize)
            }
            if let runColor = container.foregroundColor, runColor != baseColor {
                textRun.color = .fixed(runColor.resolved(traits))
            }
            runs.append(textRun)
        }
        let string = runs.map(\.text).joined()
        guard !string.isEmpty else { return nil }
        style.spans = ListCellLayout.spans(of: runs, transform: .none, traits: traits, theme: traits.theme.theme)
        return ControlText(string, style: style)
    }

    /// The one paragraph style of `text`, drawn over the whole title as a label draws its text's
    /// (its alignment and line break mode replace the button's; `nil` when it has none), by the
    /// label's rule: a paragraph takes its first character's style, and paragraphs of different
    /// styles are refused (`NSParagraphStyle.uniform(in:call:)`).
    private static func paragraphStyle(of text: AttributedString, call: String) throws -> NSParagraphStyle? {
        let styled = NSMutableAttributedString(string: "")
        for run in text.runs {
            let part = String(text[run.range].characters)
            let attributes: [NSAttributedString.Key: Any] =
                run.uiKit.paragraphStyle.map { [.paragraphStyle: $0] } ?? [:]
            styled.append(NSAttributedString(string: part, attributes: attributes))
        }
        return try NSParagraphStyle.uniform(in: styled, call: call)
    }

    /// The node's placement for UIKit's edge (one edge; `.leading` for any other set).
    private func placement(_ edge: NSDirectionalRectEdge) -> ButtonNode.ImagePlacement {
        switch edge {
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        default: .leading
        }
    }

    /// The title alignment; `.automatic` lines the texts up with a leading or trailing image and
    /// centres them otherwise.
    private func titleAlignment(_ configuration: Configuration, hasImage: Bool) -> ButtonNode.TitleAlignment {
        switch configuration.titleAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        case .automatic:
            hasImage && configuration.imagePlacement == .leading
                ? .leading : hasImage && configuration.imagePlacement == .trailing ? .trailing : .center
        }
    }

    /// Keeps `reservation` points for the image along its placement's axis: the image centred in
    /// that space, the title after it.
    private func reserve(_ reservation: Double, for node: inout ButtonNode) {
        guard reservation > 0, let size = node.image?.size else { return }
        let horizontal = node.imagePlacement == .leading || node.imagePlacement == .trailing
        let extra = max(0, reservation - (horizontal ? size.width : size.height))
        guard extra > 0 else { return }
        // The title moves past the whole space; the image (moved by half an inset's difference) to its middle.
        node.imagePadding += extra
        switch node.imagePlacement {
        case .leading: node.imageInsets.left += extra
        case .trailing: node.imageInsets.right += extra
        case .top: node.imageInsets.top += extra
        case .bottom: node.imageInsets.bottom += extra
        }
    }
}
