import CellModel

/// A key of the app's localized strings; CellSnap shows the key itself (the development
/// language's text, as a string catalog's source language does).
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, Sendable {
    let key: String
    /// A key of `value`.
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The interpolations of a key, written into its text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, formatter: Formatter) {
            text += formatter.string(for: value) ?? "\(value)"
        }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        /// A number written with a `printf` format (`"%.2f"`), as `String(format:)` writes it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
    }
}

/// Text, as SwiftUI's `Text`: drawn as a label of the same font is, with SF Pro's line box and
/// widths (the list content text rules of CellLayout).
public struct Text: View, Equatable {
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    /// The `foregroundStyle` call CellSnap does not draw (a gradient's), refused when drawn.
    var refusedStyle: String?
    /// The texts joined by `+`, each with its own font, weight and colour (empty for one text).
    var parts: [Text] = []

    /// Text showing `content` as it is.
    public init(verbatim content: String) { string = content }
    /// Text showing a string as it is.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text of a localized key (the key's text: see ``LocalizedStringKey``).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        string = key.key
    }
    /// Text of an attributed string's characters (its attributes are not drawn).
    public init(_ attributedContent: AttributedString) { string = String(attributedContent.characters) }
    /// Text of a date in `style` (`.date`, `.time`, ...), formatted in en_US as the environment's default locale.
    public init(_ date: Date, style: DateStyle) { string = style.format(date) }

    /// How a date shows.
    public struct DateStyle: Sendable {
        let format: @Sendable (Date) -> String
        public static let date = DateStyle { Text.formatter(date: .long, time: .none).string(from: $0) }
        public static let time = DateStyle { Text.formatter(date: .none, time: .short).string(from: $0) }
    }

    static func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        (formatter.dateStyle, formatter.timeStyle) = (date, time)
        return formatter
    }

    public var body: Never { primitiveBody("Text") }

    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { lhs.string == rhs.string }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// The text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold, when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic text, in its font's italic face (Inter's italic for the system font).
    public func italic() -> Text { with { $0.isItalic = true } }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    /// The text in `style`, when it is a colour (other styles are refused when drawn).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with {
            $0.color = style.cellSnapColor
            $0.refusedStyle = style.cellSnapColor == nil ? "foregroundStyle(\(S.self))" : nil
        }
    }

    /// `lhs` followed by `rhs`, each part drawn in its own font, weight and colour; what a
    /// modifier of the joined text sets applies to the parts that set none, as in SwiftUI
    /// (`Text("Due ").foregroundColor(.secondary) + Text("today").bold()`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.parts = lhs.drawnParts + rhs.drawnParts
        return joined
    }

    /// The texts drawn for this one: its parts with what it sets filled in, or itself.
    var drawnParts: [Text] {
        guard !parts.isEmpty else { return [self] }
        return parts.map { part in
            part.with {
                $0.font = part.font ?? font
                $0.weight = part.weight ?? weight
                $0.color = part.color ?? color
                $0.isItalic = part.isItalic || isItalic
                $0.refusedStyle = part.refusedStyle ?? refusedStyle
            }
        }
    }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var text = self
        change(&text)
        return text
    }
}
