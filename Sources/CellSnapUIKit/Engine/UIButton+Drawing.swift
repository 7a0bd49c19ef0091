import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives

extension UIButton {
    /// The button's content in the view tree, for `traits`.
    func cellSnapButtonContent(traits: Traits) throws -> ViewTree.Content {
        cellSnapUpdateConfigurationIfNeeded()
        let natural = cellSnapControlIntrinsicSize { .button(try cellSnapButtonNode(traits: $0)) }
        var node = try cellSnapButtonNode(traits: traits)
        applyContentRects(to: &node, traits: traits)
        return cellSnapControlContent(.button(node), natural: natural)
    }

    /// The button as CellLayout's node for `traits`: its configuration's, else its type's.
    func cellSnapButtonNode(traits: Traits) throws -> ButtonNode {
        if let configuration { return try configuredNode(configuration, traits: traits) }
        return try classicNode(traits: traits)
    }

    /// Whether the button's leading edge is its right one.
    private func isRightToLeft(_ traits: Traits) -> Bool {
        effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
    }

    /// UIKit's physical insets in the layout's leading-first terms for the button's direction.
    func leadingFirst(_ insets: UIEdgeInsets, traits: Traits) -> EdgeInsets {
        let (left, right) = isRightToLeft(traits) ? (insets.right, insets.left) : (insets.left, insets.right)
        return EdgeInsets(
            top: Double(insets.top), left: Double(left), bottom: Double(insets.bottom), right: Double(right))
    }

    /// The control's content alignments in the layout's leading-first terms.
    func contentAlignments(traits: Traits) -> (ButtonNode.ContentAlignment, ButtonNode.ContentAlignment) {
        let rightToLeft = isRightToLeft(traits)
        let horizontal: ButtonNode.ContentAlignment =
            switch contentHorizontalAlignment {
            case .center: .center
            case .fill: .fill
            case .leading: .leading
            case .trailing: .trailing
            case .left: rightToLeft ? .trailing : .leading
            case .right: rightToLeft ? .leading : .trailing
            }
        let vertical: ButtonNode.ContentAlignment =
            switch contentVerticalAlignment {
            case .center: .center
            case .fill: .fill
            case .top: .leading
            case .bottom: .trailing
            }
        return (horizontal, vertical)
    }

    // MARK: Classic buttons

    /// A classic button: its type's glyph or its image for the state, its title in its title
    /// label's font, its background image, inside its content edge insets (and the 6 pt UIKit
    /// adds above and below a title when those insets leave the top and bottom at zero).
    private func classicNode(traits: Traits) throws -> ButtonNode {
        let metrics = traits.theme.theme.button
        let state = self.state
        let dims = buttonType != .custom && state.contains(.highlighted)
        let disabled = state.contains(.disabled)
        var node = ButtonNode(role: .button)
        node.title = try classicTitle(traits: traits, dimmed: dims)
        var imageTint: UIColor =
            disabled && adjustsImageWhenDisabled ? UIColor(metrics.classicDisabledTitle) : classicImageTint
        if dims { imageTint = imageTint.withAlphaComponent(CGFloat(metrics.classicHighlightedOpacity)) }
        if let image = image(for: state) {
            let configuration =
                preferredSymbolConfigurationForImage(in: state) ?? cellSnapImageView.preferredSymbolConfiguration
            node.image = try image.cellSnapControlImage(
                symbolConfiguration: configuration, tint: imageTint, traits: traits,
                adjustsForAccessibility: adjustsImageSizeForAccessibilityContentSizeCategory)
            if buttonType == .custom, state.contains(.highlighted), adjustsImageWhenHighlighted {
                node.image = node.image?.recoloured { $0.withAlpha($0.alpha * metrics.classicHighlightedOpacity) }
            }
        } else {
            node.image = systemGlyph(traits: traits, tint: imageTint.resolved(traits))
        }
        if let background = backgroundImage(for: state) {
            node.background = ButtonNode.Background(
                cornerRadius: 0,
                image: try background.cellSnapControlImage(symbolConfiguration: nil, tint: tintColor, traits: traits))
        }
        if buttonType == .close {
            let appearance = traits.colorAppearance
            node.background = ButtonNode.Background(
                fill: traits.theme.theme.resolve(metrics.closeFill, for: appearance), cornerRadius: nil)
            node.minimumSize = Size(width: metrics.closeSide, height: metrics.closeSide)
        } else if [.detailDisclosure, .infoLight, .infoDark, .contactAdd].contains(buttonType) {
            node.minimumSize = Size(width: metrics.systemGlyphSide, height: metrics.systemGlyphSide)
        }
        var insets = leadingFirst(contentEdgeInsets, traits: traits)
        let isEmpty = node.title == nil && node.image == nil && node.background == nil
        if node.title != nil || isEmpty, contentEdgeInsets.top == 0, contentEdgeInsets.bottom == 0 {
            insets.top = metrics.classicVerticalPadding
            insets.bottom = metrics.classicVerticalPadding
        }
        node.contentInsets = insets
        if isEmpty {
            // An empty title keeps its line: 30 x 34 for `UIButton()` in its 18 pt font; 33 pt tall
            // in 17 pt, as an app's iOS references measure a hidden error button in a table header.
            let line = try emptyTitleLineHeight(traits: traits)
            node.minimumSize = Size(width: metrics.classicEmptyWidth, height: line + insets.top + insets.bottom)
        }
        node.imageFitInsets = leadingFirst(contentEdgeInsets, traits: traits)
        node.titleInsets = leadingFirst(titleEdgeInsets, traits: traits)
        node.imageInsets = leadingFirst(imageEdgeInsets, traits: traits)
        (node.horizontalAlignment, node.verticalAlignment) = contentAlignments(traits: traits)
        if changesSelectionAsPrimaryAction, menu != nil, let title = node.title {
            node.indicator = popUpIndicator(font: title.style.font, color: title.style.color)
            node.indicatorSpacing = metrics.popUpIndicatorSpacing
        }
        return node
    }

    /// The colour a template image is drawn in: the image view's own tint colour, which an app sets
    /// through ``imageView``, else the button's.
    private var classicImageTint: UIColor {
        cellSnapImageView.ownTintColor.map { cellSnapAdjustedTint($0) } ?? tintColor
    }

    /// The classic title for the state (its attributed title, else its title, else a pop-up
    /// button's selected action's) in the title label's font, line count, alignment and line break mode.
    private func classicTitle(traits: Traits, dimmed: Bool) throws -> ControlText? {
        let attributed = attributedTitle(for: state)
        guard let string = attributed?.string ?? title(for: state) ?? popUpTitle, !string.isEmpty else { return nil }
        var style = try classicTitleStyle(traits: traits, dimmed: dimmed)
        if let attributed {
            let label = cellSnapTitleLabel
            let runs = try UIListContentConfiguration.runs(
                attributed, font: label.font ?? Self.defaultTitleFont(of: buttonType),
                call: "UIButton.setAttributedTitle(_:for:)",
                adjustsForContentSizeCategory: label.adjustsFontForContentSizeCategory, category: traits.contentSize)
            style.spans = ListCellLayout.spans(of: runs, transform: .none, traits: traits, theme: traits.theme.theme)
        }
        return ControlText(string, style: style)
    }

    /// The height of an empty line of the title label's font at the size drawn (Dynamic Type may
    /// scale it), rounded up to whole points.
    private func emptyTitleLineHeight(traits: Traits) throws -> Double {
        let font = cellSnapTitleLabel.font ?? Self.defaultTitleFont(of: buttonType)
        let drawnSize = try classicTitleStyle(traits: traits, dimmed: false).font.size
        return font.cellSnapLineHeight(drawnAt: drawnSize).rounded(.up)
    }

    /// The classic title's style: the title label's font, line count, alignment and line break
    /// mode, in the title colour for the state.
    private func classicTitleStyle(traits: Traits, dimmed: Bool) throws -> TextStyle {
        let label = cellSnapTitleLabel
        let font = label.font ?? Self.defaultTitleFont(of: buttonType)
        var color = (titleColor(for: state) ?? tintColor).resolved(traits)
        if dimmed { color = color.withAlpha(color.alpha * traits.theme.theme.button.classicHighlightedOpacity) }
        let spec = try font.drawnModel(
            adjustsForContentSizeCategory: label.adjustsFontForContentSizeCategory, category: traits.contentSize)
        let properties = TextProperties(
            font: spec, color: .fixed(color), alignment: label.textAlignment.model,
            numberOfLines: Self.titleLineCount(of: label), lineBreakMode: label.lineBreakMode.model)
        return TextStyle.control(properties, traits: traits, theme: traits.theme.theme)
    }

    /// How many lines a classic title may take: the title label's `numberOfLines`, but as many as
    /// it needs when the label wraps by words or characters and keeps its one line. Apple does not
    /// document this, but apps have long made a multi-line title so (`lineBreakMode = .byWordWrapping`
    /// and a title with `\n` in it) and UIKit draws every line of it; CellSnap does the same.
    private static func titleLineCount(of label: UILabel) -> Int {
        let wraps = label.lineBreakMode == .byWordWrapping || label.lineBreakMode == .byCharWrapping
        return wraps && label.numberOfLines == 1 ? 0 : label.numberOfLines
    }

    /// The glyph of the info, detail disclosure, contact add and close buttons.
    private func systemGlyph(traits: Traits, tint: Color) -> ControlImage? {
        let metrics = traits.theme.theme.button
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark:
            return .symbol(
                name: "info.circle", pointSize: metrics.systemGlyphPointSize, weight: .regular, scale: .medium,
                color: tint)
        case .contactAdd:
            return .symbol(
                name: "plus.circle", pointSize: metrics.systemGlyphPointSize, weight: .regular, scale: .medium,
                color: tint)
        case .close:
            let color = state.contains(.disabled) ? metrics.classicDisabledTitle : metrics.closeGlyphColor
            return .symbol(
                name: "xmark", pointSize: metrics.closeGlyphPointSize, weight: .bold, scale: .medium,
                color: traits.theme.theme.resolve(color, for: traits.colorAppearance))
        default:
            return nil
        }
    }

    /// A pop-up button's up-and-down chevrons after a title in `font`.
    func popUpIndicator(font: Font, color: Color) -> ControlImage {
        .symbol(
            name: "chevron.up.chevron.down", pointSize: font.size * Theme.iOS17.button.popUpIndicatorSizeRatio,
            weight: .semibold, scale: .medium, color: color)
    }
}

extension UIImage {
    /// The image as a control draws it: a symbol at `symbolConfiguration` over its own, a
    /// template in `tint`, as an image view showing it draws it (larger at the accessibility
    /// categories when `adjustsForAccessibility`).
    @MainActor func cellSnapControlImage(
        symbolConfiguration: UIImage.SymbolConfiguration?, tint: UIColor, traits: Traits,
        adjustsForAccessibility: Bool = false
    ) throws -> ControlImage? {
        let view = UIImageView(image: self)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = adjustsForAccessibility
        view.preferredSymbolConfiguration = symbolConfiguration
        view.tintColor = tint
        switch try view.cellSnapContent(traits: traits) {
        case .symbol(let name, let pointSize, let weight, let scale, let color, _):
            return .symbol(name: name, pointSize: pointSize, weight: weight, scale: scale, color: color)
        case .bitmap(let image, let size, _):
            return .bitmap(image, size: size)
        case .vector(let image, let tint, _):
            return .vector(image, size: image.size, tint: tint)
        case .drawing(let recorded, _):
            // An image a graphics renderer drew: its pixels, as UIKit's renderer makes a bitmap.
            return rasterizedDrawing.map { .bitmap($0, size: recorded.size) }
        default:
            return nil
        }
    }
}

extension NSTextAlignment {
    /// CellModel's alignment (justified text is drawn natural).
    var model: TextAlignment {
        switch self {
        case .natural, .justified: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}
