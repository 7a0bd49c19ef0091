import DisplayList

/// The text a ``TextEngine`` laid out lately, so that layout's measuring and drawing, and the next
/// variants of a suite (the same labels in another state, appearance or contrast), shape each
/// piece of text once.
///
/// An entry is keyed by everything that decides Pango's layout: the text, the style without its
/// colour (which only the drawing's source colour takes; a span's colour is kept, since it is an
/// attribute of the layout), and the width (one that does not wrap, `nil`, infinite or negative,
/// is one key). A cached layout is the same object Pango would make again, so hits and misses
/// give the same measurements and the same pixels; the cache only saves time.
///
/// It holds at most ``capacity`` layouts in two generations: new and found entries go to the
/// current one, and when it is full the previous generation is dropped and the current one takes
/// its place. Text longer than ``longestCachedText`` UTF-8 bytes is laid out each time. It belongs
/// to its engine's thread, like the engine.
final class TextLayoutCache {
    /// The most layouts held at once.
    let capacity: Int
    /// The longest text, in UTF-8 bytes, that is kept.
    static let longestCachedText = 2048

    struct Key: Hashable {
        var text: String
        var style: TextStyle
        var width: Double?

        init(text: String, style: TextStyle, width: Double?) {
            var layoutStyle = style
            layoutStyle.color = .black
            self.text = text
            self.style = layoutStyle
            self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }

    private var current: [Key: TextLayout] = [:]
    private var previous: [Key: TextLayout] = [:]

    /// Creates an empty cache that holds at most `capacity` layouts (at least 2).
    init(capacity: Int) {
        self.capacity = max(2, capacity)
    }

    /// The number of layouts held.
    var count: Int { current.count + previous.count }

    /// The cached layout of `text` in `style` at `width`, or the one `make` lays out, kept.
    func layout(_ text: String, style: TextStyle, width: Double?, _ make: () -> TextLayout) -> TextLayout {
        guard text.utf8.count <= Self.longestCachedText else { return make() }
        let key = Key(text: text, style: style, width: width)
        if let layout = current[key] { return layout }
        let layout = previous.removeValue(forKey: key) ?? make()
        if current.count >= capacity / 2 {
            previous = current
            current = [:]
        }
        current[key] = layout
        return layout
    }
}
