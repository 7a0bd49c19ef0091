// CellSnap's own test view, written as iOS code is: a view backed by a layer subclass of its own
// (`layerClass`) that sets itself up in `override init()`, copies itself in `init(layer:)` and
// implements `init?(coder:)` as Swift asks of every layer subclass on iOS; and a layer made only
// from a colour, added as a sublayer.
import UIKit

final class RingLayer: CAShapeLayer {
    var progress: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override init() {
        super.init()
        fillColor = nil
        strokeColor = UIColor.systemBlue.cgColor
        lineWidth = 4
        lineCap = .round
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth
        path =
            UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: max(0, radius), startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true
            ).cgPath
    }
}

/// A layer that can only be made from its colour.
final class DotLayer: CALayer {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init()
        backgroundColor = color.cgColor
        cornerRadius = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProgressRingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }
    let dot = DotLayer(color: .systemRed)

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: bounds.midX - 4, y: bounds.midY - 4, width: 8, height: 8)
    }
}

/// A badge that makes itself, or a subclass, from its class (`Self(frame:)`, which iOS allows as
/// `init(frame:)` is an Objective-C initialiser, in a class that may be subclassed).
class BadgeView: UIView {
    class func make() -> Self { Self(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) }
}

final class AlertBadgeView: BadgeView {}
