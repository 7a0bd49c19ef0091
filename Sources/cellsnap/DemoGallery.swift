import DisplayList
import Primitives

/// The built-in demo gallery: iOS-style inset grouped sections drawn from hand-placed display
/// items (the cell model will replace this with real cells), in light and dark appearance.
enum DemoGallery {
    /// The gallery's width in points (an iPhone 15/16 in portrait).
    static let width = 393.0

    static func displayList(measuringWith measurer: any TextMeasuring) -> DisplayList {
        var builder = Builder(width: width, measurer: measurer)
        builder.title("CellSnap")
        for appearance in [Appearance.light, .dark] {
            builder.section(header: "\(appearance.name) · settings", appearance: appearance, rows: [
                Row(icon: ("wifi", 0x007AFF), title: "Wi-Fi", value: "CellSnap-5G", accessory: "chevron.right"),
                Row(icon: ("bell.fill", 0xFF3B30), title: "Notifications", accessory: "chevron.right"),
                Row(icon: ("gear", 0x8E8E93), title: "General", subtitle: "Software update available", accessory: "chevron.right"),
                Row(icon: ("star.fill", 0xFF9500), title: "Favourites", accessory: "checkmark", accessoryTint: 0x007AFF),
            ])
        }
        builder.section(header: "Text", appearance: .light, rows: [
            Row(icon: ("tag.fill", 0x34C759), title: "标签 · 中文标签", value: "简体中文", accessory: "chevron.right"),
            Row(icon: ("globe", 0x5856D6), title: "שלום עולם — כותרת", accessory: "chevron.left", rightToLeft: true),
            Row(icon: ("doc.text", 0x007AFF), title: "A title long enough to be truncated with an ellipsis at the tail of its line"),
        ])
        builder.tags(["Swift", "Linux", "Cairo", "Pango", "标签", "Snapshot tests", "Dark mode", "RTL"])
        return builder.list
    }

    struct Appearance {
        var name: String
        var background: Color, cell: Color, label: Color, secondary: Color, tertiary: Color, separator: Color

        static let light = Appearance(
            name: "Light", background: Color(hex: 0xF2F2F7), cell: .white, label: .black,
            secondary: Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
            tertiary: Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
            separator: Color(red255: 60, green: 60, blue: 67, alpha: 0.29))
        static let dark = Appearance(
            name: "Dark", background: .black, cell: Color(hex: 0x1C1C1E), label: .white,
            secondary: Color(red255: 235, green: 235, blue: 245, alpha: 0.6),
            tertiary: Color(red255: 235, green: 235, blue: 245, alpha: 0.3),
            separator: Color(red255: 84, green: 84, blue: 88, alpha: 0.6))
    }

    struct Row {
        var icon: (name: String, color: UInt32)
        var title: String
        var subtitle: String? = nil
        var value: String? = nil
        var accessory: String? = nil
        var accessoryTint: UInt32? = nil
        var rightToLeft = false
    }

    /// Places sections one below the other, with iOS 17 inset grouped metrics.
    struct Builder {
        let width: Double
        let measurer: any TextMeasuring
        var list: DisplayList
        private var y = 0.0
        private let inset = 16.0, margin = 16.0, iconSize = 29.0, hairline = 1.0 / 3

        init(width: Double, measurer: any TextMeasuring) {
            self.width = width
            self.measurer = measurer
            list = DisplayList(size: Size(width: width, height: 0), background: Appearance.light.background)
        }

        mutating func title(_ text: String) {
            y += 12
            list.items.append(.text(TextItem(
                text: text, style: TextStyle(font: Font(size: 34, weight: .bold), maximumLines: 1),
                frame: Rect(x: inset + 4, y: y, width: width - 2 * inset, height: 41))))
            y += 41
            list.size.height = y + 12
        }

        mutating func section(header: String, appearance: Appearance, rows: [Row]) {
            let rowHeights = rows.map { $0.subtitle == nil ? 44.0 : 58.0 }
            let band = Rect(x: 0, y: y, width: width, height: 36 + rowHeights.reduce(0, +) + 20)
            list.items.append(.shape(ShapeItem(shape: .rect(band), fill: appearance.background)))
            y += 16
            list.items.append(.text(TextItem(
                text: header.uppercased(), style: TextStyle(font: Font(size: 13), color: appearance.secondary, maximumLines: 1),
                frame: Rect(x: inset + margin, y: y, width: width - 2 * (inset + margin), height: 18))))
            y += 20
            let sectionFrame = Rect(x: inset, y: y, width: width - 2 * inset, height: rowHeights.reduce(0, +))
            list.items.append(.shape(ShapeItem(shape: .roundedRect(sectionFrame, CornerRadii(all: 10)), fill: appearance.cell)))
            for (index, row) in rows.enumerated() {
                let frame = Rect(x: sectionFrame.minX, y: y, width: sectionFrame.width, height: rowHeights[index])
                let items = cell(row, in: frame, appearance: appearance, isLast: index == rows.count - 1)
                list.items += row.rightToLeft ? [mirrored(items, around: frame.midX)] : items
                y += rowHeights[index]
            }
            y += 20
            list.size.height = y
        }

        mutating func tags(_ labels: [String]) {
            y += 8
            var x = inset
            let style = TextStyle(font: Font(size: 15, weight: .medium), color: Color(hex: 0x007AFF), maximumLines: 1)
            for label in labels {
                let measured = measurer.measure(label, style: style, width: nil).size
                let textWidth = measured.width.rounded(.up)
                if x + textWidth + 24 > width - inset {
                    x = inset
                    y += 38
                }
                let capsule = Rect(x: x, y: y, width: textWidth + 24, height: 30)
                list.items.append(.shape(ShapeItem(
                    shape: .capsule(capsule), fill: Color(hex: 0x007AFF, alpha: 0.12),
                    stroke: Stroke(color: Color(hex: 0x007AFF), width: 1))))
                list.items.append(.text(TextItem(
                    text: label, style: TextStyle(font: style.font, color: style.color, alignment: .center, maximumLines: 1),
                    frame: Rect(x: capsule.minX + 4, y: capsule.midY - measured.height / 2, width: capsule.width - 8, height: measured.height))))
                x += capsule.width + 8
            }
            y += 30 + 20
            list.size.height = y
        }

        private func cell(_ row: Row, in frame: Rect, appearance: Appearance, isLast: Bool) -> [DisplayItem] {
            let iconFrame = Rect(x: frame.minX + margin, y: frame.midY - iconSize / 2, width: iconSize, height: iconSize)
            let textX = iconFrame.maxX + 16
            var trailing = frame.maxX - margin
            var items: [DisplayItem] = [
                .shape(ShapeItem(shape: .roundedRect(iconFrame, CornerRadii(all: 6.5)), fill: Color(hex: row.icon.color))),
                .symbol(SymbolItem(
                    name: row.icon.name, frame: iconFrame.insetBy(dx: 5, dy: 5), pointSize: 17, weight: .regular,
                    color: .white)),
            ]
            if let accessory = row.accessory {
                let chevron = accessory.hasPrefix("chevron")
                let size = chevron ? Size(width: 9, height: 14) : Size(width: 15, height: 14)
                items.append(.symbol(SymbolItem(
                    name: accessory,
                    frame: Rect(x: trailing - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height),
                    pointSize: 17, weight: .semibold,
                    color: row.accessoryTint.map { Color(hex: $0) } ?? appearance.tertiary)))
                trailing -= size.width + 12
            }
            let body = TextStyle(font: Font(size: 17), color: appearance.label, maximumLines: 1)
            if let value = row.value {
                let valueStyle = TextStyle(font: body.font, color: appearance.secondary, alignment: .right, maximumLines: 1)
                let valueWidth = measurer.measure(value, style: valueStyle, width: nil).size.width.rounded(.up)
                items.append(.text(TextItem(
                    text: value, style: valueStyle,
                    frame: Rect(x: trailing - valueWidth, y: frame.midY - 11, width: valueWidth, height: 22))))
                trailing -= valueWidth + 8
            }
            if let subtitle = row.subtitle {
                items.append(.text(TextItem(text: row.title, style: body, frame: Rect(x: textX, y: frame.minY + 8, width: trailing - textX, height: 22))))
                items.append(.text(TextItem(
                    text: subtitle, style: TextStyle(font: Font(size: 15), color: appearance.secondary, maximumLines: 1),
                    frame: Rect(x: textX, y: frame.minY + 30, width: trailing - textX, height: 20))))
            } else {
                items.append(.text(TextItem(text: row.title, style: body, frame: Rect(x: textX, y: frame.midY - 11, width: trailing - textX, height: 22))))
            }
            if !isLast {
                items.append(.line(LineItem(
                    from: Point(x: textX, y: frame.maxY - hairline / 2), to: Point(x: frame.maxX, y: frame.maxY - hairline / 2),
                    color: appearance.separator, width: hairline)))
            }
            return items
        }

        /// Mirrors a row for right-to-left layout: positions flip, text keeps reading right to left.
        private func mirrored(_ items: [DisplayItem], around x: Double) -> DisplayItem {
            func flip(_ rect: Rect) -> Rect { Rect(x: 2 * x - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
            return .group(GroupItem(items: items.map { item in
                switch item {
                case .text(var text):
                    text.frame = flip(text.frame)
                    return .text(text)
                case .symbol(var symbol):
                    symbol.frame = flip(symbol.frame)
                    return .symbol(symbol)
                case .shape(var shape):
                    if case .roundedRect(let rect, let radii) = shape.shape { shape.shape = .roundedRect(flip(rect), radii) }
                    return .shape(shape)
                case .line(var line):
                    (line.from.x, line.to.x) = (2 * x - line.to.x, 2 * x - line.from.x)
                    return .line(line)
                case .image, .group:
                    return item
                }
            }))
        }
    }
}
