import Foundation
import Primitives

@_implementationOnly import CCairo

/// The FreeType face of every font file CellSnap draws, opened once for the process and attached
/// to the file's fontconfig patterns, so that Cairo draws with these faces instead of opening its own.
///
/// Cairo 1.16 keeps at most ten faces it opened itself and closes one that no thread holds when
/// it opens an eleventh; it reads whether a face is held without that face's lock, so a thread
/// can close a face another thread is drawing with (a crash in glyph rendering, seen with text
/// in more than ten of the bundled faces on several threads). A face given to Cairo in the
/// pattern is never closed by it, and Cairo uses it only under that face's own lock. These faces
/// stay open for the life of the process: Cairo's caches may hold them after any library is gone.
enum FontFaces {
    private struct Key: Hashable {
        let file: String
        let index: Int32
    }

    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        // Guarded by `lock`: FreeType opens faces of one library one at a time.
        var library: FT_Library?
        var faces: [Key: FT_Face] = [:]
    }

    private static let table = Table()

    /// Replaces each pattern of `set` in `config` with a copy carrying its file's face
    /// (`FC_FT_FACE`), and returns the patterns it replaced: fontconfig's cached patterns, which
    /// the copies' values may point into, so the caller keeps them until the configuration is gone.
    ///
    /// - Throws: ``RenderingError/fonts(_:)`` naming a file FreeType cannot open.
    static func attach(to config: OpaquePointer, set: FcSetName) throws -> [OpaquePointer] {
        guard let fonts = FcConfigGetFonts(config, set) else { return [] }
        var replaced: [OpaquePointer] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let pattern = fonts.pointee.fonts[index], let copy = FcPatternDuplicate(pattern) else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var faceIndex: Int32 = 0
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
                FcPatternDestroy(copy)
                continue
            }
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            let path = String(cString: file)
            let face = try face(of: Key(file: path, index: faceIndex))
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                FcPatternDestroy(copy)
                throw RenderingError.fonts("fontconfig cannot hold the face of \(path)")
            }
            if set == FcSetApplication { renameStandInFamily(of: copy) }
            fonts.pointee.fonts[index] = copy
            replaced.append(pattern)
        }
        return replaced
    }

    /// Gives an app's face of a family CellSnap draws a system font in (Inter) the family it is
    /// drawn under (`Font.appFamily(_:)`, "Inter (app)"), so that a request for the system font
    /// never picks it and a request for the app's face never picks the bundled one.
    private static func renameStandInFamily(of pattern: OpaquePointer) {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return }
        let family = String(cString: value)
        guard Font.standInFamilies.contains(family) else { return }
        _ = FcPatternDel(pattern, FC_FAMILY)
        _ = FcPatternDel(pattern, FC_FAMILYLANG)
        _ = FcPatternAddString(pattern, FC_FAMILY, Font.appFamily(family))
    }

    private static func face(of key: Key) throws -> FT_Face {
        table.lock.lock()
        defer { table.lock.unlock() }
        if let face = table.faces[key] { return face }
        if table.library == nil {
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0, let library else {
                throw RenderingError.fonts("FreeType cannot start")
            }
            table.library = library
        }
        var face: FT_Face?
        guard FT_New_Face(table.library, key.file, FT_Long(key.index), &face) == 0, let face else {
            throw RenderingError.fonts("FreeType cannot open face \(key.index) of \(key.file)")
        }
        table.faces[key] = face
        return face
    }
}
