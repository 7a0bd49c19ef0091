import CellSnapUIKit
import Foundation

extension MKMarkerAnnotationView {
    /// The marker's figures (CellSnap's choice: iOS's are not published).
    static let circleDiameter: CGFloat = 30
    static let pointLength: CGFloat = 8
    static let glyphFontSize: CGFloat = 13
    static let dotDiameter: CGFloat = 8

    final func markerDefaults() {
        bounds.size = CGSize(width: Self.circleDiameter, height: Self.circleDiameter + Self.pointLength)
        centerOffset = CGPoint(x: 0, y: -bounds.height / 2)
        isOpaque = false
    }

    /// The balloon (a circle, and a point whose tip is the bottom centre) and the glyph in the circle.
    final func drawMarker() {
        let diameter = Self.circleDiameter
        let circle = CGRect(x: bounds.midX - diameter / 2, y: bounds.minY, width: diameter, height: diameter)
        (markerTintColor ?? .systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let point = UIBezierPath()
        point.move(to: CGPoint(x: circle.midX - diameter * 0.3, y: circle.midY + diameter * 0.35))
        point.addLine(to: CGPoint(x: circle.midX + diameter * 0.3, y: circle.midY + diameter * 0.35))
        point.addLine(to: CGPoint(x: circle.midX, y: circle.maxY + Self.pointLength))
        point.close()
        point.fill()
        let tint = glyphTintColor ?? .white
        if let image = isSelected ? selectedGlyphImage ?? glyphImage : glyphImage {
            let side = diameter * 0.5
            image.withTintColor(tint).draw(
                in: CGRect(x: circle.midX - side / 2, y: circle.midY - side / 2, width: side, height: side))
        } else if let text = glyphText, !text.isEmpty {
            let glyph = String(text.prefix(3)) as NSString
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: Self.glyphFontSize, weight: .semibold), .foregroundColor: tint,
            ]
            let size = glyph.size(withAttributes: attributes)
            glyph.draw(
                at: CGPoint(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2),
                withAttributes: attributes)
        } else {
            tint.setFill()
            let dot = Self.dotDiameter
            UIBezierPath(ovalIn: CGRect(x: circle.midX - dot / 2, y: circle.midY - dot / 2, width: dot, height: dot))
                .fill()
        }
    }
}

extension MKPinAnnotationView {
    /// The pin's figures (CellSnap's choice: iOS's are not published).
    static let headDiameter: CGFloat = 14
    static let needleWidth: CGFloat = 2
    static let pinHeight: CGFloat = 36

    final func pinDefaults() {
        bounds.size = CGSize(width: Self.headDiameter, height: Self.pinHeight)
        centerOffset = CGPoint(x: 0, y: -Self.pinHeight / 2)
        isOpaque = false
    }

    /// The needle from the head's centre to the bottom centre, then the head over it.
    final func drawPin() {
        UIColor.systemGray.setFill()
        let head = Self.headDiameter
        UIRectFill(
            CGRect(
                x: bounds.midX - Self.needleWidth / 2, y: bounds.minY + head / 2, width: Self.needleWidth,
                height: bounds.height - head / 2))
        (pinTintColor ?? .systemRed).setFill()
        UIBezierPath(ovalIn: CGRect(x: bounds.midX - head / 2, y: bounds.minY, width: head, height: head)).fill()
    }
}
