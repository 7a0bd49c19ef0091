import DisplayList

/// An error from the rendering layer, carrying the underlying library's own message.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// Cairo reported a bad status; `message` is `cairo_status_to_string`'s text.
    case cairo(operation: String, message: String)
    /// A surface or image size that CellSnap refuses: zero, negative, or over the cap.
    case invalidSize(width: Double, height: Double, scale: Double, reason: String)
    /// The bundled fonts could not be loaded.
    case fonts(String)
    /// Text contains characters that no bundled font covers (raised when the policy asks for errors).
    case missingGlyphs(text: String, count: Int)
    /// A display list names a symbol the catalog does not have, in an item not marked as a placeholder.
    case unknownSymbol(String)
    /// An SVG or PDF image cannot be drawn; the message names it and carries the library's words.
    case vectorImage(String)

    public var description: String {
        switch self {
        case .cairo(let operation, let message):
            "Cairo failed to \(operation): \(message)"
        case .invalidSize(let width, let height, let scale, let reason):
            "cannot render a \(TextForm.number(width)) x \(TextForm.number(height)) pt canvas at \(TextForm.number(scale))x: \(reason)"
        case .fonts(let message):
            "cannot load the bundled fonts: \(message)"
        case .missingGlyphs(let text, let count):
            "\(count) character(s) of \"\(text)\" are not covered by any bundled font and would be drawn as boxes"
        case .unknownSymbol(let name):
            "unknown symbol '\(name)' in a symbol item not marked as a placeholder"
        case .vectorImage(let message):
            "cannot draw \(message)"
        }
    }
}
