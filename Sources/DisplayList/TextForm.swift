import Pixels
import Primitives

/// The stable, readable text form of display lists, one item a line, children indented:
///
/// ```
/// canvas 390x44 background #FFFFFF
/// fill capsule(16, 6, 60, 32) #007AFF
/// text "Inbox" (20, 11, 300x22) Inter 17 regular #000000 lines=1 tail
/// symbol chevron.right (370, 15, 7x12) 17pt semibold #C4C4C7
/// line (20, 43.667)-(390, 43.667) 0.333 #C6C6C8
/// ```
///
/// Numbers are rounded to three decimals, so the form does not change with floating-point noise.
extension DisplayList: CustomStringConvertible {
    public var description: String {
        var lines = ["canvas \(TextForm.size(size))" + (background.map { " background \($0.hexString)" } ?? "")]
        TextForm.append(items, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }
}

extension DisplayItem: CustomStringConvertible {
    /// The item's line of the text form (children of a group are left out).
    public var description: String { TextForm.line(for: self) }
}

/// The pieces of CellSnap's stable text forms, shared by display lists and layout trees.
public enum TextForm {
    static func append(_ items: [DisplayItem], depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            lines.append(indent + line(for: item))
            if case .group(let group) = item {
                if let mask = group.mask {
                    lines.append(indent + "  mask")
                    append(mask, depth: depth + 2, to: &lines)
                }
                append(group.items, depth: depth + 1, to: &lines)
            }
        }
    }

    static func line(for item: DisplayItem) -> String {
        switch item {
        case .shape(let shape):
            var words: [String] = []
            if let fill = shape.fill { words.append("fill \(fill.hexString)") }
            if let gradient = shape.gradient { words.append("gradient \(gradient.textForm)") }
            if let pattern = shape.pattern {
                let image = pattern.image
                words.append(
                    "pattern \(image.width)x\(image.height) \(fingerprint(image.bytes)) tile=\(number(pattern.tileSize.width))x\(number(pattern.tileSize.height)) phase=\(point(pattern.phase))"
                        + (pattern.opacity == 1 ? "" : " opacity=\(number(pattern.opacity))"))
            }
            if let stroke = shape.stroke {
                words.append("stroke \(stroke.color.hexString) \(number(stroke.width)) \(stroke.position.rawValue)")
                if !stroke.isPlain {
                    words.append(
                        "cap=\(stroke.cap.rawValue) join=\(stroke.join.rawValue) miter=\(number(stroke.miterLimit))")
                    if !stroke.dash.isEmpty {
                        words.append(
                            "dash=\(stroke.dash.map(number).joined(separator: ",")) phase=\(number(stroke.dashPhase))")
                    }
                }
            }
            if shape.fillRule != .nonZero { words.append("rule=\(shape.fillRule.rawValue)") }
            return "shape \(self.shape(shape.shape)) " + words.joined(separator: " ")
        case .line(let line):
            return
                "line \(point(line.from))-\(point(line.to)) \(number(line.width)) \(line.color.hexString) \(line.cap.rawValue)"
        case .text(let text):
            let style = text.style
            var words = [
                "text \(quoted(text.text)) \(rect(text.frame))",
                "\(style.font.family) \(number(style.font.size)) \(style.font.weight.rawValue) \(style.color.hexString)",
            ]
            if style.alignment != .natural { words.append(style.alignment.rawValue) }
            if style.isJustified { words.append("justified") }
            if style.tracking != 0 { words.append("tracking=\(number(style.tracking))") }
            if let metrics = style.baselineMetrics {
                words.append("baseline=\(number(metrics.ascender))/\(number(metrics.descender))")
            }
            if style.maximumLines != 0 { words.append("lines=\(style.maximumLines) \(style.truncation.rawValue)") }
            if style.lineBreak != .word { words.append("break=\(style.lineBreak.rawValue)") }
            if style.lineSpacing != 0 { words.append("spacing=\(number(style.lineSpacing))") }
            if let lineHeight = style.lineHeight { words.append("lineHeight=\(number(lineHeight))") }
            if style.lineHeightPlacement != .centred { words.append("lineHeightAt=\(style.lineHeightPlacement)") }
            if style.direction != .natural { words.append(style.direction.rawValue) }
            for span in style.spans {
                let font = span.font.map { "\($0.family) \(number($0.size)) \($0.weight.rawValue)" }
                let attributes = [
                    font, span.weight?.rawValue, span.color?.hexString,
                    span.lineHeight.map { "lineHeight=\(number($0))" },
                    span.attachment.map { attachment in
                        "attachment \(number(attachment.size.width))x\(number(attachment.size.height))"
                            + " offset=\(number(attachment.baselineOffset)) {\(line(for: attachment.item))}"
                    },
                ].compactMap { $0 }.joined(separator: " ")
                words.append("[\(span.start)+\(span.length) \(attributes)]")
            }
            return words.joined(separator: " ")
        case .symbol(let symbol):
            return
                "symbol \(symbol.name) \(rect(symbol.frame)) \(number(symbol.pointSize))pt \(symbol.weight.rawValue)"
                + (symbol.scale == .medium ? "" : " scale=\(symbol.scale.rawValue)") + " \(symbol.color.hexString)"
                + (symbol.isPlaceholder ? " placeholder" : "")
        case .image(let image):
            let radius = image.cornerRadius > 0 ? " radius=\(number(image.cornerRadius))" : ""
            return
                "image \(image.image.width)x\(image.image.height) \(fingerprint(image.image.bytes)) \(rect(image.frame))"
                + radius
        case .vectorImage(let vector):
            let radius = vector.cornerRadius > 0 ? " radius=\(number(vector.cornerRadius))" : ""
            let tint = vector.tint.map { " tint=\($0.hexString)" } ?? ""
            let size = vector.image.size
            return
                "\(vector.image.format.rawValue) \(number(size.width))x\(number(size.height))pt \(fingerprint(Array(vector.image.data))) \(rect(vector.frame))"
                + radius + tint
        case .group(let group):
            return groupLine(group)
        }
    }

    /// A group's line: its opacity, clip, transform, shadow and projection.
    static func groupLine(_ group: GroupItem) -> String {
        var words = ["group"]
        if group.opacity != 1 { words.append("opacity=\(number(group.opacity))") }
        if let clip = group.clip { words.append("clip=\(shape(clip))") }
        if group.clipRule != .nonZero { words.append("clipRule=\(group.clipRule.rawValue)") }
        if group.transform != .identity {
            let t = group.transform
            words.append("transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]")
        }
        if let shadow = group.shadow {
            words.append(
                "shadow=\(shadow.color.hexString) blur=\(number(shadow.blur)) offset=\(number(shadow.offset.width)),\(number(shadow.offset.height))"
                    + (shadow.path.map { " path=" + self.shape(.path($0)) } ?? ""))
        }
        if let p = group.projection {
            let coefficients = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            words.append("projection=[\(coefficients.map(number).joined(separator: " "))]")
        }
        return words.joined(separator: " ")
    }

    /// Nothing for circular corners (the default), ` continuous` for continuous ones.
    static func curve(_ radii: CornerRadii) -> String {
        radii.cornerCurve == .continuous ? " continuous" : ""
    }

    static func shape(_ shape: Shape) -> String {
        switch shape {
        case .rect(let r): "rect\(rect(r))"
        case .roundedRect(let r, let radii):
            if Set([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]).count == 1 {
                "roundedRect\(rect(r)) r=\(number(radii.topLeft))\(curve(radii))"
            } else {
                "roundedRect\(rect(r)) r=\([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map(number).joined(separator: "/"))\(curve(radii))"
            }
        case .capsule(let r): "capsule\(rect(r))"
        case .ellipse(let r): "ellipse\(rect(r))"
        case .path(let path): "path[\(path.elements.count) elements, bounds \(rect(path.controlPointBounds))]"
        }
    }

    /// `(x, y, WxH)`
    public static func rect(_ r: Rect) -> String { "(\(number(r.minX)), \(number(r.minY)), \(size(r.size)))" }
    /// `(x, y)`
    public static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
    /// `WxH`
    public static func size(_ s: Size) -> String { "\(number(s.width))x\(number(s.height))" }

    /// A number rounded to three decimals with trailing zeros dropped: `20`, `43.667`, `-0.5`.
    /// Magnitudes of 10^15 and more, infinities and NaN are written as Swift writes them (`1e+308`).
    public static func number(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 1e18 else { return "\(value)" }
        if thousandths == 0 { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = Int(abs(thousandths))
        var text = sign + String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// The text in double quotes, with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String { text.quotedForTextForm }

    /// FNV-1a, 64 bit: a short, stable fingerprint of image bytes.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
