// Linux only: a strip of drawn views as references, in both layout directions: a view's draw(_:)
// (an arc with round caps, a dashed line, a clipped gradient, text), a shape layer's partial ring,
// a card masked by a shape layer, and a renderer's image in an image view.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct DrawingSnapshotTests {
    /// A gauge drawn the way apps draw one in `draw(_:)`.
    final class GaugeView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let center = CGPoint(x: bounds.midX, y: bounds.midY + 6)
            context.setLineWidth(8)
            context.setLineCap(.round)
            context.setStrokeColor(UIColor.systemGray5.cgColor)
            context.addArc(center: center, radius: 28, startAngle: .pi, endAngle: 0, clockwise: false)
            context.strokePath()
            context.setStrokeColor(UIColor.systemGreen.cgColor)
            context.addArc(center: center, radius: 28, startAngle: .pi, endAngle: .pi * 1.65, clockwise: false)
            context.strokePath()
            context.setLineWidth(1)
            context.setLineCap(.butt)
            context.setLineDash(phase: 0, lengths: [3, 3])
            context.setStrokeColor(UIColor.systemGray.cgColor)
            context.move(to: CGPoint(x: 4, y: bounds.maxY - 4))
            context.addLine(to: CGPoint(x: bounds.maxX - 4, y: bounds.maxY - 4))
            context.strokePath()
            ("65%" as NSString).draw(
                at: CGPoint(x: center.x - 14, y: center.y - 16),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.label,
                ])
        }
    }

    /// A view that fills a rounded clip with a gradient.
    final class SwatchView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 10).addClip()
            let colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor] as CFArray
            guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil) else { return }
            context.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: bounds.maxX, y: bounds.maxY),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    func strip() -> UIView {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        strip.backgroundColor = .systemBackground
        let gauge = GaugeView(frame: CGRect(x: 10, y: 5, width: 80, height: 70))
        gauge.backgroundColor = .secondarySystemBackground
        let swatch = SwatchView(frame: CGRect(x: 100, y: 5, width: 70, height: 70))
        let ring = UIView(frame: CGRect(x: 180, y: 5, width: 70, height: 70))
        let progress = CAShapeLayer()
        progress.frame = ring.bounds
        progress.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 8, dy: 8)).cgPath
        progress.fillColor = nil
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 6
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        ring.layer.addSublayer(progress)
        let card = UIView(frame: CGRect(x: 260, y: 5, width: 60, height: 70))
        card.backgroundColor = .systemOrange
        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: card.bounds, byRoundingCorners: [.topLeft, .bottomRight],
                cornerRadii: CGSize(width: 20, height: 20)
            ).cgPath
        card.layer.mask = mask
        let stamp = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { context in
            UIColor.systemTeal.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
            UIColor.white.setStroke()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 14, y: 26))
            check.addLine(to: CGPoint(x: 22, y: 34))
            check.addLine(to: CGPoint(x: 37, y: 17))
            check.lineWidth = 5
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            check.stroke()
        }
        let stampView = UIImageView(image: stamp)
        stampView.frame = CGRect(x: 330, y: 15, width: 50, height: 50)
        for view in [gauge, swatch, ring, card, stampView] { strip.addSubview(view) }
        return strip
    }

    /// A cell whose content view holds a gauge placed by constraints: drawn at its final size.
    @Test func aCellWithADrawnView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let gauge = GaugeView()
        gauge.backgroundColor = .secondarySystemBackground
        gauge.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(gauge)
        NSLayoutConstraint.activate([
            gauge.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            gauge.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
            gauge.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
            gauge.widthAnchor.constraint(equalToConstant: 80), gauge.heightAnchor.constraint(equalToConstant: 70),
        ])
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: .off)
    }

    @Test func snapshot() {
        assertSnapshot(of: strip(), as: .screen(), named: "light", lint: .off)
        assertSnapshot(
            of: strip(), as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl", lint: .off
        )
    }
}
