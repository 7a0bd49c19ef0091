import CellLayout
import DisplayList
import Pixels
import Primitives

// Vibrancy: a vibrancy effect view's content drawn in the effect's one colour (see
// `UIVibrancyEffect`): each thing keeps its shape and its coverage (alpha), its colours give way.

extension Color {
    /// `self`'s colour at `self`'s alpha times `coverage`.
    fileprivate func covering(_ coverage: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * coverage)
    }
}

extension PlacedNode {
    /// The node and its children drawn in `color`: text, symbols, shapes, lines, strokes and
    /// template images in `color` at their own alpha, gradients and patterns as `color`, bitmaps
    /// as `color` through their alpha. Shadows are kept.
    func vibrant(_ color: Color) -> PlacedNode {
        var node = self
        node.content = content.vibrant(color)
        node.children = children.map { $0.vibrant(color) }
        return node
    }
}

extension PlacedNode.Content {
    fileprivate func vibrant(_ color: Color) -> PlacedNode.Content {
        switch self {
        case .none: .none
        case .text(let string, let style): .text(string, style.vibrant(color))
        case .symbol(let name, let pointSize, let weight, let scale, let own):
            .symbol(name: name, pointSize: pointSize, weight: weight, scale: scale, color: color.covering(own.alpha))
        case .shape(let kind, let fill, let stroke):
            .shape(kind, fill: fill.map { color.covering($0.alpha) }, stroke: stroke?.vibrant(color))
        case .gradient(let kind, _), .pattern(let kind, _): .shape(kind, fill: color, stroke: nil)
        case .hairline(let own): .hairline(color.covering(own.alpha))
        case .image(let image, let cornerRadius): .image(image.vibrant(color), cornerRadius: cornerRadius)
        case .vectorImage(let image, let cornerRadius, _): .vectorImage(image, cornerRadius: cornerRadius, tint: color)
        case .line(let from, let to, let width, let cap, let own):
            .line(from: from, to: to, width: width, cap: cap, color: color.covering(own.alpha))
        case .drawing(let items): .drawing(items.map { $0.vibrant(color) })
        }
    }
}

extension DisplayItem {
    fileprivate func vibrant(_ color: Color) -> DisplayItem {
        switch self {
        case .shape(var shape):
            let painted = shape.gradient != nil || shape.pattern != nil
            shape.fill = painted ? color : shape.fill.map { color.covering($0.alpha) }
            (shape.gradient, shape.pattern) = (nil, nil)
            shape.stroke = shape.stroke?.vibrant(color)
            return .shape(shape)
        case .line(var line):
            line.color = color.covering(line.color.alpha)
            return .line(line)
        case .text(var text):
            text.style = text.style.vibrant(color)
            return .text(text)
        case .symbol(var symbol):
            symbol.color = color.covering(symbol.color.alpha)
            return .symbol(symbol)
        case .image(var image):
            image.image = image.image.vibrant(color)
            return .image(image)
        case .vectorImage(var image):
            image.tint = color
            return .vectorImage(image)
        case .group(var group):
            group.items = group.items.map { $0.vibrant(color) }
            return .group(group)
        }
    }
}

extension Stroke {
    fileprivate func vibrant(_ color: Color) -> Stroke {
        var stroke = self
        stroke.color = color.covering(self.color.alpha)
        return stroke
    }
}

extension TextStyle {
    fileprivate func vibrant(_ color: Color) -> TextStyle {
        var style = self
        style.color = color.covering(self.color.alpha)
        style.spans = spans.map { span in
            var span = span
            span.color = span.color.map { color.covering($0.alpha) }
            return span
        }
        return style
    }
}

extension RGBAImage {
    /// Every pixel `color`, at `color`'s alpha times the pixel's.
    fileprivate func vibrant(_ color: Color) -> RGBAImage {
        var image = self
        func channel(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        let (red, green, blue) = (channel(color.red), channel(color.green), channel(color.blue))
        for offset in stride(from: 0, to: image.bytes.count, by: 4) {
            let alpha = Double(image.bytes[offset + 3]) / 255 * color.alpha
            image.bytes[offset] = red
            image.bytes[offset + 1] = green
            image.bytes[offset + 2] = blue
            image.bytes[offset + 3] = channel(alpha)
        }
        return image
    }
}
