import Foundation

// A text field's default text attributes: the font, colour and alignment it draws its text in.
extension UITextField {
    final var cellSnapDefaultTextAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [
            .font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label,
            .paragraphStyle: style,
        ]
    }

    /// Sets the font, colour and alignment `attributes` give; another key makes drawing the field
    /// an error naming it, as CellSnap draws a field's text in one font, colour and alignment.
    final func cellSnapSetDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        let drawn: Set<NSAttributedString.Key> = [.font, .foregroundColor, .paragraphStyle]
        if let other = attributes.keys.filter({ !drawn.contains($0) }).map(\.rawValue).sorted().first {
            cellSnapRefuseDrawing(
                CellSnapUIKitError(
                    call: "UITextField.defaultTextAttributes[.\(other)]",
                    reason: "a field's text is drawn in its font, colour and alignment only"))
        }
    }
}
