import Foundation

/// The file formats CellSnap writes, chosen by extension.
public enum OutputFormat: Sendable {
    case png, svg

    /// The format named by `path`'s extension (`.png`, `.svg`, any case), or `nil`.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        default: return nil
        }
    }
}
