import CellModel
import DisplayList
import Pixels
import Primitives

/// Turns a cell of the model into the layout UIKit gives it: its configurations updated for its
/// state, resolved for its traits, and arranged as a ``ListRowNode``.
///
/// ```swift
/// var content = ListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// let row = ListCellLayout.node(for: ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)]), width: 393)
/// ```
public enum ListCellLayout {
    /// The row for `cell` at `width` points with `theme`. `separator` says whether the separator
    /// below it is drawn when the cell's ``SeparatorConfiguration`` leaves that automatic; the
    /// configuration's insets place it. A lifted cell (dragged or reordered) has none.
    /// `layoutMargin` is the cell's leading and trailing layout margin; by default the theme's for
    /// `width` (a cell inside an inset grouped section keeps the list's margin, not its section's).
    /// `trailingLayoutMargin`, when set, is the trailing one (a safe area on one side only).
    /// `theme` defaults to the cell's traits' theme. `sectionCorners`, when set, are the corners
    /// of the cell's place in an inset grouped section, which its background's fill takes in
    /// place of its own corner radius.
    public static func node(
        for cell: ListCell, width: Double, theme: Theme? = nil, separator: Bool = true, layoutMargin: Double? = nil,
        trailingLayoutMargin: Double? = nil, sectionCorners: CornerRadii? = nil
    ) -> ListRowNode {
        let theme = theme ?? cell.state.traits.theme.theme
        let configured = cell.configured
        let traits = cell.state.traits
        let margin = layoutMargin ?? theme.layoutMargin(forWidth: width)
        let trailingMargin = trailingLayoutMargin ?? margin
        var row = ListRowNode(
            minimumHeight: theme.minimumRowHeight,
            margins: EdgeInsets(
                top: theme.verticalTextMargin, left: margin, bottom: theme.verticalTextMargin, right: trailingMargin),
            indentation: Double(cell.indentationLevel) * (cell.indentationWidth ?? theme.indentationWidth),
            indentsAccessories: cell.indentsAccessories,
            accessorySpacing: theme.accessorySpacing,
            imageReservedWidth: theme.reservedImageWidth,
            imageToTextPadding: theme.imageToTextPadding,
            separator: cell.state.isLifted
                ? nil
                : self.separator(
                    cell.separatorConfiguration, automatic: separator, traits: traits, theme: theme,
                    trailingMargin: trailingMargin),
            background: background(configured.background, traits: traits, theme: theme, sectionCorners: sectionCorners))
        row.height = cell.rowHeight
        if let sectionCorners, !sectionCorners.isZero { row.clipCorners = sectionCorners }
        // The top separator is drawn only when asked for: automatically, a list separates its rows
        // with the separators below them.
        if !cell.state.isLifted {
            row.topSeparator = self.separator(
                cell.separatorConfiguration, automatic: false, traits: traits, theme: theme,
                trailingMargin: trailingMargin, top: true)
        }
        var accessoryTextStyle = TextStyle(
            font: TextStyleName.body.font(at: traits.contentSize),
            lineHeight: TextStyleName.body.lineHeight(at: traits.contentSize))
        if let content = configured.content.listConfiguration {
            accessoryTextStyle = listStyle(content.textProperties, traits: traits, theme: theme)
            configure(&row, with: content, traits: traits, theme: theme)
        } else if let custom = configured.content.customConfiguration {
            row.customContent = custom.makeContentNode(traits: traits)
            row.margins.top = custom.verticalMargin
            row.margins.bottom = custom.verticalMargin
            if custom.fillsContentView {
                row.contentFillsRow = true
                row.minimumHeight = 0
                // The separator keeps the cell's margin, with no text to start at.
                if row.separator?.leadingInset == nil { row.separator?.leadingInset = margin }
                if row.topSeparator?.leadingInset == nil { row.topSeparator?.leadingInset = margin }
            }
        }
        let (leading, trailing) = CellAccessory.arrange(configured.accessories, in: cell.state)
        row.leadingAccessories = leading.map {
            accessory($0, state: cell.state, textStyle: accessoryTextStyle, theme: theme)
        }
        row.trailingAccessories = trailing.map {
            accessory($0, state: cell.state, textStyle: accessoryTextStyle, theme: theme)
        }
        return row
    }

    /// The row's text, image, margins and paddings from a list content configuration.
    private static func configure(
        _ row: inout ListRowNode, with content: ListContentConfiguration, traits: Traits, theme: Theme
    ) {
        if let margins = content.directionalLayoutMargins {
            row.margins = margins.edgeInsets
        }
        if content.variant.isHeaderOrFooter { row.minimumHeight = 0 }
        let textStyle = listStyle(content.textProperties, traits: traits, theme: theme)
        row.image = image(content, traits: traits, textStyle: textStyle, theme: theme).map { image in
            content.imageProperties.reservedLayoutHeight.map { FrameNode(minHeight: $0, image) } ?? image
        }
        row.imageReservedWidth = content.imageProperties.reservedLayoutWidth ?? theme.reservedImageWidth
        row.imageToTextPadding = content.imageToTextPadding ?? theme.imageToTextPadding
        row.text = textNode(
            content.text, runs: content.attributedText, properties: content.textProperties, traits: traits,
            theme: theme, role: .text)
        row.secondaryText = textNode(
            content.secondaryText, runs: content.secondaryAttributedText, properties: content.secondaryTextProperties,
            traits: traits, theme: theme,
            role: .secondaryText)
        let vertical = content.textToSecondaryTextVerticalPadding ?? theme.textToSecondaryTextVerticalPadding
        row.secondaryPlacement =
            content.prefersSideBySideTextAndSecondaryText
            ? .trailing(
                spacing: content.textToSecondaryTextHorizontalPadding ?? theme.textToSecondaryTextHorizontalPadding,
                fallbackSpacing: content.textToSecondaryTextVerticalPadding ?? theme.stackedValueTextPadding)
            : .below(spacing: vertical)
        // At accessibility sizes a value cell stacks its value under its text: margin, line box,
        // the theme's stacked padding, line box, margin. The line boxes follow the size (the text
        // styles' sizes in SF Pro's line height, see `listLineHeight`); the margins and paddings
        // are the theme's constants, measured at AX3, so every AX size follows from them.
        row.stacksVertically = traits.contentSize.isAccessibilityCategory
    }

    /// The display-list text style for text properties in `traits`: the Dynamic Type size and line
    /// height, the colour resolved by `theme`, and UIKit's line break mode.
    public static func style(_ properties: TextProperties, traits: Traits, theme: Theme = .iOS17) -> TextStyle {
        let (truncation, lineBreak): (Truncation, LineBreak) =
            switch properties.lineBreakMode {
            case .byWordWrapping: (.clip, .word)
            case .byCharWrapping: (.clip, .character)
            case .byClipping: (.clip, .word)
            case .byTruncatingHead: (.head, .word)
            case .byTruncatingTail: (.tail, .word)
            case .byTruncatingMiddle: (.middle, .word)
            }
        return TextStyle(
            font: properties.font.resolved(at: traits.contentSize),
            color: theme.resolve(properties.color, for: traits.colorAppearance),
            alignment: properties.alignment, maximumLines: properties.numberOfLines, truncation: truncation,
            lineBreak: lineBreak,
            lineHeight: properties.font.lineHeight(at: traits.contentSize), isJustified: properties.isJustified)
    }

    /// The display-list text style of list content text: ``style(_:traits:theme:)`` with the
    /// system font's stand-in rules of `theme`: SF Pro's line box and baseline
    /// (``Theme/systemFontMetrics``, UIKit's label height), so that stacked and wrapped lines sit
    /// where iOS puts them, and the tracking that gives Inter SF Pro's widths
    /// (``Theme/systemFontTracking``). Its lines break as a label's do (``LineBreakStrategy/standard``):
    /// UIKit draws list content text with labels.
    public static func listStyle(_ properties: TextProperties, traits: Traits, theme: Theme) -> TextStyle {
        var textStyle = style(properties, traits: traits, theme: theme)
        textStyle.lineBreakStrategy = .standard
        guard textStyle.font.family == Font.defaultFamily else { return textStyle }
        if let metrics = theme.systemFontMetrics {
            textStyle.lineHeight = listLineHeight(textStyle.font, theme: theme, scale: traits.displayScale)
            textStyle.baselineMetrics = metrics
        }
        if let tracking = theme.systemFontTracking {
            textStyle.tracking = tracking.tracking(atSize: textStyle.font.size)
        }
        return textStyle
    }

    /// The line box of list content text in `font`, when `theme` gives one for its family: the
    /// system font's line height grown to whole device pixels at `scale`, as UIKit sizes its
    /// labels (body at Large: 20.29 pt, 20.33 pt at 3x), so that what follows stays on the grid.
    /// It is stated in the text engine's units (1/1024 pt) rounded down, so that a measured line
    /// is never a hair over its pixels (and its frame a pixel taller when snapped).
    static func listLineHeight(_ font: Font, theme: Theme, scale: Double) -> Double? {
        guard font.family == Font.defaultFamily, let metrics = theme.systemFontMetrics else { return nil }
        let pixels = scale > 0 && scale.isFinite ? scale : 1
        let box = (font.size * metrics.lineHeight * pixels - 1e-9).rounded(.up) / pixels
        return (box * 1024).rounded(.down) / 1024
    }

    /// The line height of a run in `font`: the system font's line box (``listLineHeight(_:theme:scale:)``),
    /// as the text around it has, or the font's own.
    private static func lineHeight(of font: FontSpec, traits: Traits, theme: Theme) -> Double {
        listLineHeight(font.resolved(at: traits.contentSize), theme: theme, scale: traits.displayScale)
            ?? font.lineHeight(at: traits.contentSize)
    }

    /// The spans of attributed text's `runs` (joined, each `transform`ed): one for each run with
    /// a weight, colour, font or decorations of its own, its font resolved at the traits' content
    /// size with its line height, its colours for the traits' appearance.
    public static func spans(of runs: [TextRun], transform: TextTransform, traits: Traits, theme: Theme) -> [TextSpan] {
        var spans: [TextSpan] = []
        var start = 0
        for run in runs {
            let length = transform.apply(to: run.text).count
            let decorations = run.decorations.flatMap { decorations in
                decorations.isEmpty ? nil : decorations.mapPaint { theme.resolve($0, for: traits.colorAppearance) }
            }
            if run.weight != nil || run.color != nil || run.font != nil || decorations != nil {
                spans.append(
                    TextSpan(
                        start: start, length: length, weight: run.weight,
                        color: run.color.map { theme.resolve($0, for: traits.colorAppearance) },
                        font: run.font?.resolved(at: traits.contentSize),
                        lineHeight: run.font.map { lineHeight(of: $0, traits: traits, theme: theme) },
                        decorations: decorations))
            }
            start += length
        }
        return spans
    }

    /// The list style of attributed text's `runs` over `properties`: each run with its own weight,
    /// colour or font is a span, a span of the system font on a list line's height.
    public static func listStyle(_ properties: TextProperties, runs: [TextRun], traits: Traits, theme: Theme)
        -> TextStyle
    {
        var textStyle = listStyle(properties, traits: traits, theme: theme)
        textStyle.spans = spans(of: runs, transform: properties.transform, traits: traits, theme: theme).map {
            var span = $0
            if let font = span.font, let lineHeight = listLineHeight(font, theme: theme, scale: traits.displayScale) {
                span.lineHeight = lineHeight
            }
            return span
        }
        return textStyle
    }

    /// A text node for plain or attributed text: runs are joined, and each run with its own
    /// weight, colour or font becomes a span.
    private static func textNode(
        _ text: String?, runs: [TextRun]?, properties: TextProperties, traits: Traits, theme: Theme, role: NodeRole
    ) -> TextNode? {
        if let runs {
            return TextNode(
                runs.map { properties.transform.apply(to: $0.text) }.joined(),
                style: listStyle(properties, runs: runs, traits: traits, theme: theme), role: role,
                minimumScaleFactor: properties.minimumScaleFactor)
        }
        let textStyle = listStyle(properties, traits: traits, theme: theme)
        return text.map {
            TextNode(
                properties.transform.apply(to: $0), style: textStyle, role: role,
                minimumScaleFactor: properties.minimumScaleFactor)
        }
    }

    /// The image: a symbol at the text's size (scaled down to the maximum size), a bitmap or an
    /// asset catalog's image at its size in points (pixels / scale, scaled down likewise), or a
    /// vector image at its intrinsic size (scaled down likewise; a template one in the tint), with
    /// its corner radius.
    private static func image(_ content: ListContentConfiguration, traits: Traits, textStyle: TextStyle, theme: Theme)
        -> (any LayoutNode)?
    {
        let properties = content.imageProperties
        switch content.image {
        case nil:
            return nil
        case .symbol(let name):
            let tint = theme.resolve(properties.tint ?? .semantic(.tint), for: traits.colorAppearance)
            var symbol = SymbolNode(
                name, pointSize: properties.symbolPointSize ?? textStyle.font.size * theme.listSymbolSizeRatio,
                weight: properties.symbolWeight ?? textStyle.font.weight,
                scale: properties.symbolScale ?? .medium, color: tint, role: .image)
            symbol.pointSize *= shrinkFactor(symbol.image.size, toFit: properties.maximumSize)
            return symbol
        case .bitmap(let width, let height, let rgba):
            guard content.image?.isValid == true else { return nil }
            let natural = Size(width: Double(width) / traits.displayScale, height: Double(height) / traits.displayScale)
            let fit = shrinkFactor(natural, toFit: properties.maximumSize)
            let image = RGBAImage(width: width, height: height, bytes: rgba)
            return FrameNode(
                width: natural.width * fit, height: natural.height * fit,
                ImageNode(image, cornerRadius: properties.cornerRadius, role: .image))
        case .vector(let vector):
            guard content.image?.isValid == true else { return nil }
            let fit = shrinkFactor(vector.size, toFit: properties.maximumSize)
            let tint =
                vector.isTemplate
                ? theme.resolve(properties.tint ?? .semantic(.tint), for: traits.colorAppearance) : nil
            return FrameNode(
                width: vector.size.width * fit, height: vector.size.height * fit,
                VectorImageNode(vector, cornerRadius: properties.cornerRadius, tint: tint, role: .image))
        case .asset(let asset):
            // The representation for the traits, at its size in points; a template is tinted as a symbol is.
            guard asset.isValid, let representation = asset.representation(for: traits) else { return nil }
            let tint =
                asset.isTemplate ? theme.resolve(properties.tint ?? .semantic(.tint), for: traits.colorAppearance) : nil
            let natural = representation.size
            let fit = shrinkFactor(natural, toFit: properties.maximumSize)
            let node: any LayoutNode
            switch representation.content {
            case .bitmap(let width, let height, let rgba):
                let image = RGBAImage(width: width, height: height, bytes: rgba)
                node = ImageNode(tint.map(image.tinted) ?? image, cornerRadius: properties.cornerRadius, role: .image)
            case .vector(let vector):
                node = VectorImageNode(vector, cornerRadius: properties.cornerRadius, tint: tint, role: .image)
            }
            return FrameNode(width: natural.width * fit, height: natural.height * fit, node)
        }
    }

    /// How much `size` must shrink to fit `maximum` keeping its aspect ratio: 1 when it fits.
    private static func shrinkFactor(_ size: Size, toFit maximum: Size?) -> Double {
        guard let maximum else { return 1 }
        return min(1, maximum.width / size.width, maximum.height / size.height)
    }

    /// An accessory's node. Directional symbols are taken for left to right: right-to-left rows
    /// are mirrored as a whole, chevrons included.
    private static func accessory(_ accessory: CellAccessory, state: CellState, textStyle: TextStyle, theme: Theme)
        -> ListRowNode.Accessory
    {
        let color = theme.resolve(
            accessory.tint ?? themeTint(of: accessory, theme: theme) ?? accessory.defaultTint(in: state),
            for: state.traits.colorAppearance)
        let role = NodeRole.accessory(accessory.kindRole)
        switch accessory.kind {
        case .label(let text):
            var style = textStyle
            style.color = color
            return .init(TextNode(text, style: style, role: role))
        case .toggle(let isOn):
            // The switch reaches past the trailing margin by the theme's outset.
            return .init(
                PaddingNode(
                    EdgeInsets(right: -theme.toggle.trailingOutset),
                    ToggleNode(
                        isOn: isOn, metrics: theme.toggle, appearance: state.traits.colorAppearance, onColor: color,
                        isDisabled: state.isDisabled || accessory.isDisabled, role: role)))
        case .activityIndicator:
            return .init(ActivityIndicatorNode(metrics: theme.activityIndicator, color: color, role: role))
        case .view(let configuration, _, let reservedWidth):
            // The view sizes itself; a configuration that cannot be laid out draws nothing.
            let view = (configuration.base as? any CustomContentConfiguration)?.makeContentNode(traits: state.traits)
            return .init(RoleNode(role: role, view ?? SpacerNode()), reservedWidth: reservedWidth)
        default:
            break
        }
        var leftToRight = state
        leftToRight.traits.direction = .leftToRight
        guard let symbol = accessory.symbolName(in: leftToRight) else {
            guard case .customView(_, _, let size, _) = accessory.kind else { return .init(SpacerNode()) }
            return .init(FrameNode(width: size, height: size, ShapeNode(.rect, role: role)))
        }
        let size = textStyle.font.size
        /// A glyph sized and placed by the theme's measured metrics.
        func glyph(_ metrics: AccessoryGlyphMetrics) -> ListRowNode.Accessory {
            let node = SymbolNode(
                symbol, pointSize: size * metrics.sizeRatio, weight: metrics.weight, color: color, role: role)
            let slot = node.image.size.width + 2 * metrics.sideInset
            // A selected multiselect control's checkmark is white on the tint, whatever the row's fill
            // (the symbol's mark is cut out of its disc): a white disc behind the mark shows through.
            if case .multiselect = accessory.kind, state.isSelected {
                let inset = node.image.size.width * 0.2
                let mark = PaddingNode(
                    EdgeInsets(top: inset, left: inset, bottom: inset, right: inset),
                    ShapeNode(.ellipse, fill: Color(hex: 0xFFFFFF), role: role.appending(.mark)))
                return .init(
                    BackgroundNode(mark, behind: node, role: role), reservedWidth: slot, spacing: metrics.contentSpacing
                )
            }
            return .init(node, reservedWidth: slot, spacing: metrics.contentSpacing)
        }
        switch accessory.kind {
        case .checkmark:
            return glyph(theme.checkmarkGlyph)
        case .popUpMenu:
            return glyph(theme.popUpMenuGlyph)
        case .delete, .insert, .multiselect:
            return glyph(theme.editingControlGlyph)
        case .disclosureIndicator:
            return glyph(theme.disclosureGlyph)
        case .outlineDisclosure:
            return .init(SymbolNode(symbol, pointSize: size, weight: .semibold, color: color, role: role))
        case .customView(_, _, let customSize, _):
            return .init(SymbolNode(symbol, pointSize: customSize, color: color, role: role))
        default:
            return .init(SymbolNode(symbol, pointSize: size, weight: .regular, color: color, role: role))
        }
    }

    /// The colour `theme` draws a system accessory in when it differs from UIKit's default tint
    /// (iOS 18's flat grey disclosure chevron), or `nil`.
    private static func themeTint(of accessory: CellAccessory, theme: Theme) -> DynamicColor? {
        if case .disclosureIndicator = accessory.kind { return theme.disclosureColor }
        return nil
    }

    /// The separator in `theme`'s colour and thickness; without a trailing inset of its own it
    /// runs to the row's edge, or to its trailing `margin` where the theme says so.
    private static func separator(
        _ configuration: SeparatorConfiguration, automatic: Bool, traits: Traits, theme: Theme, trailingMargin: Double,
        top: Bool = false
    ) -> ListRowNode.Separator? {
        switch top ? configuration.topSeparatorVisibility : configuration.bottomSeparatorVisibility {
        case .hidden: return nil
        case .automatic where !automatic: return nil
        case .automatic, .visible:
            let insets = top ? configuration.topSeparatorInsets : configuration.bottomSeparatorInsets
            return ListRowNode.Separator(
                color: theme.resolve(configuration.drawnColor ?? theme.separatorColor, for: traits.colorAppearance),
                leadingInset: insets?.leading,
                trailingInset: insets?.trailing ?? (theme.separatorEndsAtTrailingMargin ? trailingMargin : 0),
                thickness: theme.separatorThickness)
        }
    }

    /// The background: its shape (see ``filledBackground``) and a view of your own over it.
    private static func background(
        _ background: BackgroundConfiguration, traits: Traits, theme: Theme, sectionCorners: CornerRadii?
    ) -> (any LayoutNode)? {
        let fill = filledBackground(background, traits: traits, theme: theme, sectionCorners: sectionCorners)
        guard let custom = background.customView?.base as? any CustomContentConfiguration else { return fill }
        // A view of your own over the fill, inside the insets.
        let view = PaddingNode(background.backgroundInsets.edgeInsets, custom.makeContentNode(traits: traits))
        return fill.map { BackgroundNode($0, behind: view, role: .backgroundCustomView) } ?? view
    }

    /// The background's shape, filled and stroked, inside its insets, over its shadow; `nil` when
    /// it draws nothing. Colours are `theme`'s; rounded corners take its corner curve (UIKit
    /// draws background configurations' corners continuous).
    private static func filledBackground(
        _ background: BackgroundConfiguration, traits: Traits, theme: Theme, sectionCorners: CornerRadii?
    ) -> (any LayoutNode)? {
        let color = background.resolvedColor(in: theme, for: traits.colorAppearance)
        let stroke = background.strokeColor.map {
            Stroke(color: theme.resolve($0, for: traits.colorAppearance), width: background.strokeWidth)
        }
        guard color != nil || stroke != nil else { return nil }
        let radius = background.cornerRadius
        let insets = background.backgroundInsets.edgeInsets
        let kind: ShapeKind =
            if let sectionCorners {
                sectionCorners.isZero ? .rect : .roundedRect(sectionCorners)
            } else {
                radius > 0 ? .roundedRect(CornerRadii(all: radius, cornerCurve: theme.cornerCurve)) : .rect
            }
        let shape = PaddingNode(
            insets,
            ShapeNode(
                kind,
                fill: color,
                stroke: stroke, role: .background))
        let shadow = background.shadowProperties
        guard shadow.opacity > 0 else { return shape }
        // Drawn as a layer's shadow: the background shape's alpha, moved, blurred and tinted. Its
        // radius is a layer's `shadowRadius` (CALayer's `shadowSigma` says how it blurs), and its
        // offset, a layer's, is never mirrored.
        let layerColor = theme.resolve(shadow.color, for: traits.colorAppearance)
        let cast = DropShadow(
            offset: shadow.offset, blur: max(0, shadow.radius),
            color: layerColor.withAlpha(layerColor.alpha * min(1, shadow.opacity)))
        return ShadowNode(shape, shadow: cast, role: .backgroundShadow)
    }
}

extension CellAccessory {
    /// The accessory's kind in layout roles: `disclosureIndicator`, `label`, `customView.star`, `toggle`.
    var kindRole: NodeRole {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .outlineDisclosure: .outlineDisclosure
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        case .customView(let identifier, _, _, _): NodeRole.customView.appending(NodeRole(identifier))
        case .toggle: .toggle
        case .activityIndicator: .activityIndicator
        case .view: .view
        }
    }
}
