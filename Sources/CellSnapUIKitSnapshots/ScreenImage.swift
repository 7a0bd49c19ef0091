import CellSnapSuite
import CellSnapUIKit
import Foundation
import Pixels
import Rendering

/// A captured screen drawn into a `UIImage` whose PNG carries what CellSnap compares it by: the
/// render environment and scale (as every CellSnap reference does) and the placed tree's
/// structural text, for the structural diff in words when it changes.
public enum ScreenImage {
    /// The PNG text chunk that holds the structural text of the image (the placed tree).
    public static let structureKey = "CellSnap-Structure"
    /// The PNG text chunk of an image that stands for a snapshot that could not be made: its reason.
    public static let failureKey = "CellSnap-Failure"
    /// The largest structural text kept in a PNG (512 KiB); a larger one is left out, and a change
    /// is then described in pixels only.
    public static let maximumStructure = 512 << 10

    /// `value` drawn at its traits' scale.
    public static func image(of value: LaidOutValue) throws -> UIImage {
        guard
            case .rendered(let render, let scale, let structure, let placeholders) =
                try Snapshotting<LaidOutValue>.image().render(value)
        else { throw ScreenImageError(reason: "the screen strategy made no render") }
        if !placeholders.isEmpty {
            FileHandle.standardError.write(
                Data(
                    "CellSnap: drew placeholders for symbols no catalog has: \(placeholders.joined(separator: ", "))\n"
                        .utf8))
        }
        var text = Renderer.pngText(scale: scale)
        if let structure, structure.utf8.count <= maximumStructure { text[structureKey] = structure }
        return UIImage(cellSnapRender: render, scale: CGFloat(scale), pngText: text)
    }

    /// An image that stands for a snapshot that could not be made: a red 400 x 80 pt box, as
    /// swift-snapshot-testing draws for a view of no size, with the reason in its text chunks; it
    /// never matches anything.
    public static func failure(_ reason: String, scale: Double = 1) -> UIImage {
        let bitmap = RGBAImage(
            width: Int(400 * scale), height: Int(80 * scale), filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        return UIImage(cellSnapBitmap: bitmap, scale: CGFloat(scale), pngText: [failureKey: reason])
    }

    /// Why a reference read from `byteCount` bytes that are no PNG image stands for no snapshot.
    public static func unreadableReference(byteCount: Int) -> String {
        "the reference is not a PNG image (\(byteCount) bytes)"
    }
}

/// A screen image that could not be made.
struct ScreenImageError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
