import AppFonts
import Foundation

/// A font face, as Core Graphics' `CGFont`: one face of a font file, made from a data provider
/// of the file (`CGFont(CGDataProvider(url:)!)`) or from the PostScript name of a registered face.
/// Apps load a font file they ship this way and register it with Core Text
/// (`CTFontManagerRegisterGraphicsFont`), then draw text in it.
///
/// CellSnap draws fonts from folders (the bundled fonts, and the app's font folders), so a face
/// is known by its file: a provider made from a file gives that file's first face (as Core
/// Graphics takes the first face of a collection); a provider of bytes in memory (`CGDataProvider(data:)`),
/// or of a file that is not an OpenType or TrueType font, gives `nil`.
///
/// ```swift
/// let font = CGFont("Missing-Font" as CFString)   // nil: no registered face has that name
/// ```
public final class CGFont: Hashable, @unchecked Sendable {
    /// The face, as its file describes it.
    package let face: FontFace

    package init(face: FontFace) { self.face = face }

    /// The first face of the font file `provider` was read from.
    public convenience init?(_ provider: CGDataProvider) {
        guard let file = provider.file?.standardizedFileURL.resolvingSymlinksInPath(),
            let faces = try? AppFonts.faces(inFolder: file.deletingLastPathComponent()),
            let face = faces.first(where: { $0.file.standardizedFileURL.resolvingSymlinksInPath() == file })
        else { return nil }
        self.init(face: face)
    }

    /// The registered face whose PostScript name (else family or full name) is `name`.
    public convenience init?(_ name: CFString) {
        guard let face = AppFonts.face(named: name as String) else { return nil }
        self.init(face: face)
    }

    /// The face's PostScript name (`Brand-Semibold`).
    public var postScriptName: CFString? { face.postScriptName as CFString }
    /// The face's full name (`Brand Semibold`).
    public var fullName: CFString? { face.fullName as CFString }
    /// The units of the face's em square (1,000 when its file does not say).
    public var unitsPerEm: Int32 { Int32(face.metrics?.unitsPerEm ?? 1_000) }
    /// From the baseline up to the top of a line, in the face's units.
    public var ascent: Int32 { Int32(face.metrics?.ascender ?? 0) }
    /// From the baseline down to the bottom of a line, negative, in the face's units.
    public var descent: Int32 { Int32(face.metrics?.descender ?? 0) }
    /// The space between lines, in the face's units.
    public var leading: Int32 { Int32(face.metrics?.lineGap ?? 0) }
    /// The height of flat capitals, in the face's units (0 when the file does not say).
    public var capHeight: Int32 { Int32(face.metrics?.capHeight ?? 0) }
    /// The height of flat lowercase letters, in the face's units (0 when the file does not say).
    public var xHeight: Int32 { Int32(face.metrics?.xHeight ?? 0) }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.face == rhs.face }
    public func hash(into hasher: inout Hasher) { hasher.combine(face) }
}
