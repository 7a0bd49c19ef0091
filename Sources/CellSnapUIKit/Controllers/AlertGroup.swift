import Foundation

/// One rounded group of an alert controller's view (see ``AlertView`` for its figures): an
/// alert's whole content, or an action sheet's title, message and actions, or its cancel action.
@MainActor final class AlertGroup {
    let view = UIView()
    private let title: UILabel?
    private let message: UILabel?
    /// Each text field in its rounded box.
    private let fields: [(box: UIView, field: UITextField)]
    /// Each action's row and its title.
    private let buttons: [(row: UIView, label: UILabel)]
    /// The style of each button's action.
    private let buttonStyles: [UIAlertAction.Style]
    /// Hairlines: one above each row of buttons, and one between two buttons side by side.
    private let separators: [UIView]

    private init(
        title: UILabel?, message: UILabel?, fields: [UITextField], actions: [UIAlertAction],
        style: UIAlertController.Style, isCancelGroup: Bool, preferred: UIAlertAction?, tint: UIColor
    ) {
        self.title = title
        self.message = message
        self.fields = fields.map { field in
            let box = UIView()
            box.backgroundColor = .systemBackground
            box.layer.cornerRadius = 5
            box.layer.borderWidth = 1 / 3
            box.layer.borderColor = UIColor.separator.cgColor
            box.clipsToBounds = true
            box.addSubview(field)
            return (box, field)
        }
        let boldAction = preferred ?? actions.first { $0.style == .cancel }
        buttonStyles = actions.map(\.style)
        buttons = actions.map { action in
            let row = UIView()
            let label = UILabel()
            label.text = action.title
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            let bold = action === boldAction || (style == .actionSheet && action.style == .cancel)
            label.font = AlertGroup.buttonFont(style: style, bold: bold)
            label.adjustsFontForContentSizeCategory = true
            label.textColor =
                !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tint
            row.addSubview(label)
            return (row, label)
        }
        separators = (0...actions.count).map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            return line
        }
        view.backgroundColor = isCancelGroup ? .tertiarySystemBackground : AlertMetrics.material
        view.layer.cornerRadius = AlertMetrics.cornerRadius
        view.layer.cornerCurve = .continuous
        view.clipsToBounds = true
        for subview in [title, message].compactMap({ $0 }) { view.addSubview(subview) }
        for field in self.fields { view.addSubview(field.box) }
        for separator in separators { view.addSubview(separator) }
        for button in buttons { view.addSubview(button.row) }
    }

    /// The groups of `controller`: an alert's one, or an action sheet's actions and its cancel
    /// action apart.
    static func groups(of controller: UIAlertController, tint: UIColor) -> [AlertGroup] {
        let style = controller.preferredStyle
        func label(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
            guard let text, !text.isEmpty else { return nil }
            let label = UILabel()
            label.text = text
            label.font = font
            label.adjustsFontForContentSizeCategory = true
            label.textColor = color
            label.numberOfLines = 0
            label.textAlignment = .center
            return label
        }
        let footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let title =
            style == .alert
            ? label(controller.title, font: .preferredFont(forTextStyle: .headline), color: .label)
            : label(
                controller.title,
                font: UIFontMetrics(forTextStyle: .footnote).scaledFont(
                    for: .systemFont(ofSize: 13, weight: .semibold)),
                color: .secondaryLabel)
        let message = label(controller.message, font: footnote, color: style == .alert ? .label : .secondaryLabel)
        let preferred = controller.preferredAction
        guard style == .actionSheet else {
            // An alert's cancel action goes first of two side by side, and last of a stack.
            return [
                AlertGroup(
                    title: title, message: message, fields: controller.textFields ?? [], actions: controller.actions,
                    style: style, isCancelGroup: false, preferred: preferred, tint: tint)
            ]
        }
        let cancel = controller.actions.filter { $0.style == .cancel }
        var groups = [
            AlertGroup(
                title: title, message: message, fields: [], actions: controller.actions.filter { $0.style != .cancel },
                style: style, isCancelGroup: false, preferred: preferred, tint: tint)
        ]
        if !cancel.isEmpty {
            groups.append(
                AlertGroup(
                    title: nil, message: nil, fields: [], actions: cancel, style: style, isCancelGroup: true,
                    preferred: preferred, tint: tint))
        }
        return groups
    }

    /// The font of an action's title.
    static func buttonFont(style: UIAlertController.Style, bold: Bool) -> UIFont {
        let (textStyle, size): (UIFont.TextStyle, CGFloat) = style == .alert ? (.body, 17) : (.title3, 20)
        return bold
            ? UIFontMetrics(forTextStyle: textStyle).scaledFont(for: .systemFont(ofSize: size, weight: .semibold))
            : .preferredFont(forTextStyle: textStyle)
    }

    /// Places the content in a group `width` points wide; returns the group's height.
    func layOut(width: CGFloat, style: UIAlertController.Style) -> CGFloat {
        let hairline = 1 / max(1, view.cellSnapDisplayScale)
        var y = layOutText(width: width, style: style)
        y = layOutFields(width: width, from: y)
        for separator in separators { separator.isHidden = true }
        guard !buttons.isEmpty else { return y }
        let rowHeight = style == .alert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetRowHeight
        let inset: CGFloat = 8
        let half = width / 2
        let sideBySide =
            style == .alert && buttons.count == 2
            && buttons.allSatisfy { $0.label.sizeThatFits(.zero).width <= half - 2 * inset }
        if sideBySide {
            // The cancel action on the leading side: the left, or the right in right to left.
            var ordered = orderedButtons(cancelLast: false)
            if view.effectiveUserInterfaceLayoutDirection == .rightToLeft { ordered.reverse() }
            show(separators[0], CGRect(x: 0, y: y, width: width, height: hairline))
            y += hairline
            show(separators[1], CGRect(x: half - hairline / 2, y: y, width: hairline, height: rowHeight))
            for (index, button) in ordered.enumerated() {
                place(button, CGRect(x: CGFloat(index) * half, y: y, width: half, height: rowHeight), inset: inset)
            }
            return y + rowHeight
        }
        for (index, button) in orderedButtons(cancelLast: style == .alert).enumerated() {
            if index > 0 || y > 0 {
                show(separators[index], CGRect(x: 0, y: y, width: width, height: hairline))
                y += hairline
            }
            place(button, CGRect(x: 0, y: y, width: width, height: rowHeight), inset: inset)
            y += rowHeight
        }
        return y
    }

    /// The title and message, centred; returns where what follows starts.
    private func layOutText(width: CGFloat, style: UIAlertController.Style) -> CGFloat {
        let labels = [title, message].compactMap { $0 }
        guard !labels.isEmpty else { return 0 }
        let top = style == .alert ? AlertMetrics.alertTextTop : AlertMetrics.sheetTextInset
        let bottom = style == .alert ? AlertMetrics.alertTextBottom : AlertMetrics.sheetTextInset
        let textWidth = width - 2 * AlertMetrics.textInset
        var y = top
        for (index, label) in labels.enumerated() {
            if index > 0 { y += AlertMetrics.titleToMessage }
            let height = label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
            label.frame = CGRect(x: AlertMetrics.textInset, y: y, width: textWidth, height: height)
            y += height
        }
        return y + (fields.isEmpty ? bottom : AlertMetrics.fieldsTop)
    }

    /// The text fields, one under the other; returns where the buttons start.
    private func layOutFields(width: CGFloat, from top: CGFloat) -> CGFloat {
        guard !fields.isEmpty else { return top }
        var y = top == 0 ? AlertMetrics.alertTextTop : top
        for (index, field) in fields.enumerated() {
            if index > 0 { y += AlertMetrics.fieldSpacing }
            field.box.frame = CGRect(
                x: AlertMetrics.textInset, y: y, width: width - 2 * AlertMetrics.textInset,
                height: AlertMetrics.fieldHeight)
            field.field.frame = CGRect(x: 6, y: 0, width: field.box.frame.width - 12, height: AlertMetrics.fieldHeight)
            y += AlertMetrics.fieldHeight
        }
        return y + AlertMetrics.fieldsTop
    }

    /// The buttons with the cancel one first, or last.
    private func orderedButtons(cancelLast: Bool) -> [(row: UIView, label: UILabel)] {
        guard let cancel = buttonStyles.firstIndex(of: .cancel) else { return buttons }
        var ordered = buttons
        let button = ordered.remove(at: cancel)
        if cancelLast { ordered.append(button) } else { ordered.insert(button, at: 0) }
        return ordered
    }

    private func show(_ separator: UIView, _ frame: CGRect) {
        separator.isHidden = false
        separator.frame = frame
    }

    private func place(_ button: (row: UIView, label: UILabel), _ frame: CGRect, inset: CGFloat) {
        button.row.frame = frame
        button.label.frame = CGRect(x: inset, y: 0, width: frame.width - 2 * inset, height: frame.height)
    }
}
