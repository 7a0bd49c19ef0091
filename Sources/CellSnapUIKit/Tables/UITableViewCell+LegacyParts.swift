import CellModel

// A table view cell's legacy parts (`textLabel`, `detailTextLabel`, `imageView`) are drawn from the
// cell's style, as a list content configuration (`UIListContentConfiguration.cell()`,
// `.valueCell()`, `.subtitleCell()`): iOS 14 and later draw them so, and the configurations hold
// the measured fonts, colours and margins. On iOS they are also subviews of the content view,
// which an app may take over: it turns off a part's autoresizing constraints and ties its own
// views to it (`H:|-[textLabel]-[field]-|`, as form libraries do). Such a part joins the content
// view when its `translatesAutoresizingMaskIntoConstraints` turns `false`, where the app's
// constraints find it, and from then on draws as the label or image view it is, where those
// constraints put it (with the style's font and colour unless the app set its own); the parts
// left to the cell are drawn from the style, behind the app's views. A part the app adds to a view
// itself is its view's, likewise.

/// A view whose legacy labels (and image view) are subviews of its content view on iOS, where an
/// app's constraints find them: here they join the content view when the app lays one out with
/// constraints (it turns off its `translatesAutoresizingMaskIntoConstraints`, or ties it to a
/// view), and from then on draw as the views they are.
@MainActor protocol LegacyPartOwner: AnyObject {
    /// Moves `part` into the content view, with the look's font and colour where the app set none.
    func adoptLegacyPart(_ part: UIView)
}

extension UITableViewCell: LegacyPartOwner {
    /// The legacy parts, which join the content view when the app lays them out with constraints.
    func ownLegacyParts() {
        for part in [labels.text, labels.detail, labels.image] as [UIView?] { part?.legacyPartOwner = self }
    }

    /// Moves `part`, a legacy label or image view the app now lays out with constraints, into the
    /// content view, with the style's font and colour where the app set none.
    func adoptLegacyPart(_ part: UIView) {
        contentView.addSubview(part)
        guard let label = part as? UILabel, let styleContent else { return }
        let properties = label === labels.text ? styleContent.textProperties : styleContent.secondaryTextProperties
        if label.ownFont == nil { label.font = properties.font }
        if label.ownTextColor == nil { label.textColor = properties.color }
    }

    /// Whether the cell draws `part` from its style: the app has not put it in a view.
    func isDrawnByStyle(_ part: UIView) -> Bool { part.superview == nil }

    /// Whether a part the cell draws from its style shows anything.
    var drawsLegacyPartsFromStyle: Bool {
        let texts = [labels.text, labels.detail].compactMap { $0 }.filter { isDrawnByStyle($0) }
        return texts.contains { $0.text != nil } || (isDrawnByStyle(labels.image) && labels.image.image != nil)
    }

    /// The list content configuration of the cell's style (`nil` for `.value2`, whose look CellSnap
    /// has not measured).
    private var styleContent: UIListContentConfiguration? {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2: nil
        }
    }

    /// The legacy labels as a list content configuration of the cell's style.
    /// Parts the app moved into views of its own (``adoptLegacyPart(_:)``) are left out: they draw
    /// where the app's constraints put them.
    func legacyContent() throws -> UIListContentConfiguration {
        guard let styleContent = styleContent else {
            throw CellSnapUIKitError(
                call: "UITableViewCell(style: .value2)",
                reason:
                    "UIKit documents the value2 look (a right-aligned, tint-coloured text label of a fixed width "
                    + "before the detail label) without its fonts or that width, and CellSnap has not measured "
                    + "them; use .value1 or a content configuration")
        }
        var content = styleContent.updated(for: configurationState)
        func apply(
            _ label: UILabel, to text: inout String?, attributed: inout NSAttributedString?,
            properties: inout UIListContentConfiguration.TextProperties
        ) {
            if let attributedText = label.cellSnapStyledText { attributed = attributedText } else { text = label.text }
            if let font = label.ownFont { properties.font = font }
            if let color = label.ownTextColor { properties.color = color }
            if let highlighted = label.highlightedTextColor, label.isHighlighted || isSelected || isHighlighted {
                properties.color = highlighted
            }
            properties.numberOfLines = label.numberOfLines
            properties.lineBreakMode = label.lineBreakMode
            properties.labelAlignment = label.textAlignment
            properties.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
            properties.minimumScaleFactor = label.minimumScaleFactor
            properties.adjustsFontForContentSizeCategory =
                label.adjustsFontForContentSizeCategory || label.ownFont == nil
        }
        var (text, attributed) = (content.text, content.attributedText)
        if isDrawnByStyle(labels.text) {
            apply(labels.text, to: &text, attributed: &attributed, properties: &content.textProperties)
        }
        if let attributed { content.attributedText = attributed } else { content.text = text }
        if let detail = labels.detail, isDrawnByStyle(detail) {
            var (secondary, secondaryAttributed) = (content.secondaryText, content.secondaryAttributedText)
            apply(
                detail, to: &secondary, attributed: &secondaryAttributed, properties: &content.secondaryTextProperties)
            // An empty detail label takes no line: a subtitle cell's title stays centred, as in
            // iOS renders of `detailTextLabel.text = ""`.
            if let secondaryAttributed, secondaryAttributed.length > 0 {
                content.secondaryAttributedText = secondaryAttributed
            } else {
                content.secondaryText = secondaryAttributed == nil && secondary?.isEmpty == false ? secondary : nil
            }
        }
        // A part in a view of the app's draws as the label it is, and refuses what that cannot draw.
        for (label, name) in [(labels.text, "textLabel"), (labels.detail, "detailTextLabel")] {
            guard let label, isDrawnByStyle(label) else { continue }
            if let refused = label.legacyRefusal {
                throw CellSnapUIKitError(
                    call: "UITableViewCell.\(name).\(refused)", reason: "a legacy cell's labels draw without it")
            }
        }
        content.image = isDrawnByStyle(labels.image) ? labels.image.image : nil
        return content
    }
}
