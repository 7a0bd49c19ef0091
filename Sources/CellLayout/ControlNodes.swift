import CellModel
import DisplayList
import Foundation
import Primitives

/// A switch as UIKit draws it: a capsule track, and a white thumb (round, or a capsule in iOS 26)
/// with a soft shadow at the leading end when off, at the trailing end when on (right-to-left layouts mirror it, as UIKit does).
/// Its size is fixed by ``ToggleMetrics``.
///
/// ```swift
/// let toggle = ToggleNode(isOn: true, metrics: .iOS17, appearance: .light, onColor: Color(hex: 0x34C759))
/// ```
public struct ToggleNode: LayoutNode {
    public var role: NodeRole
    public var isOn: Bool
    public var metrics: ToggleMetrics
    /// The track's colour when on (`onTintColor`).
    public var onColor: Color
    /// The off track's and thumb's colours, resolved.
    public var offColor: Color
    public var thumbColor: Color
    /// Whether the switch is disabled: drawn at ``ToggleMetrics/disabledOpacity``.
    public var isDisabled: Bool

    /// Creates a switch whose off track and thumb take `metrics`' colours in `appearance`.
    public init(
        isOn: Bool, metrics: ToggleMetrics, appearance: ColorAppearance, onColor: Color, isDisabled: Bool = false,
        role: NodeRole = .toggle
    ) {
        self.role = role
        self.isOn = isOn
        self.metrics = metrics
        self.onColor = onColor
        self.offColor = metrics.offTrackColor.resolved(for: appearance)
        self.thumbColor = metrics.thumbColor.resolved(for: appearance)
        self.isDisabled = isDisabled
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: metrics.width, height: metrics.height)
    }

    /// The track, the thumb's shadow layers, then the thumb, inside a node that carries the
    /// disabled opacity.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let diameter = metrics.thumbDiameter, width = metrics.thumbWidth, inset = metrics.thumbInset
        let thumb = Rect(
            x: isOn ? bounds.maxX - inset - width : bounds.minX + inset,
            y: bounds.minY + (bounds.height - diameter) / 2, width: width, height: diameter)
        // A round thumb is a circle; a wider one (iOS 26's) a capsule, and so are its shadows.
        let thumbShape: ShapeKind = width > diameter ? .capsule : .ellipse
        var children = [
            PlacedNode(
                role: role.appending(.track), frame: bounds,
                content: .shape(.capsule, fill: isOn ? onColor : offColor, stroke: nil))
        ]
        for shadow in metrics.thumbShadows {
            children += Self.shadowLayers(shadow, under: thumb).map { frame, color in
                PlacedNode(
                    role: role.appending(.shadow), frame: frame, content: .shape(thumbShape, fill: color, stroke: nil))
            }
        }
        children.append(
            PlacedNode(
                role: role.appending(.thumb), frame: thumb, content: .shape(thumbShape, fill: thumbColor, stroke: nil)))
        return PlacedNode(
            role: role, frame: bounds, opacity: isDisabled ? metrics.disabledOpacity : 1, children: children)
    }

    /// A blurred shadow drawn without a blur filter, deterministically: translucent circles whose
    /// radii spread evenly from `blur / 2` inside the thumb's edge to `blur / 2` outside it, so that
    /// the shadow is about half as dark at the edge as under the thumb and fades to nothing
    /// `blur / 2` beyond it, as a Gaussian blur of radius `blur` does: one circle a point of blur
    /// (steps of 1/60 of the alpha at most do not show), one circle for a blur of up to 2 pt.
    static func shadowLayers(_ shadow: ToggleMetrics.Shadow, under thumb: Rect) -> [(Rect, Color)] {
        let count = shadow.blur > 2 ? Int(shadow.blur.rounded()) : 1
        let layerColor = shadow.color.withAlpha(shadow.color.alpha / Double(count))
        return (0..<count).map { index in
            let spread = count == 1 ? 0 : shadow.blur * ((Double(index) + 0.5) / Double(count) - 0.5)
            return (thumb.offsetBy(dx: 0, dy: shadow.offsetY).insetBy(dx: -spread, dy: -spread), layerColor)
        }
    }
}

/// An activity indicator at rest, as UIKit draws its `.medium` style: spokes with rounded ends
/// around an empty centre, the top one in the full colour and each one further back, against the
/// clockwise rotation, fainter. UIKit does not mirror it for right to left, so neither does this.
///
/// ```swift
/// let spinner = ActivityIndicatorNode(metrics: .iOS17, color: Color(red255: 60, green: 60, blue: 67, alpha: 0.6))
/// ```
public struct ActivityIndicatorNode: LayoutNode {
    public var role: NodeRole
    public var metrics: ActivityIndicatorMetrics
    /// The full colour; each spoke multiplies its alpha by the spoke's opacity.
    public var color: Color

    /// Creates an activity indicator.
    public init(metrics: ActivityIndicatorMetrics, color: Color, role: NodeRole = .activityIndicator) {
        self.role = role
        self.metrics = metrics
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: metrics.side, height: metrics.side)
    }

    /// One line a spoke, each across the whole frame, its ends given as fractions of it. Layouts are
    /// mirrored as a whole for right to left; the spokes are laid out mirrored beforehand there, so
    /// that they come out as UIKit draws them in both directions.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let count = metrics.spokeOpacities.count
        let mirror: Double = context.direction == .rightToLeft ? -1 : 1
        let spokes = metrics.spokeOpacities.enumerated().map { index, opacity in
            // Spoke 0 points up; the others follow anticlockwise (y grows downwards).
            let angle = -2 * Double.pi * Double(index) / Double(count)
            let dx = mirror * sin(angle) / metrics.side, dy = -cos(angle) / metrics.side
            func end(_ radius: Double) -> Point { Point(x: 0.5 + dx * radius, y: 0.5 + dy * radius) }
            return PlacedNode(
                role: role.appending(.spoke), frame: bounds,
                content: .line(
                    from: end(metrics.innerRadius), to: end(metrics.outerRadius), width: metrics.spokeWidth,
                    cap: .round, color: color.withAlpha(color.alpha * opacity)))
        }
        return PlacedNode(role: role, frame: bounds, children: spokes)
    }
}
