import Foundation
import Primitives

/// The app's own fonts: folders of `.otf`, `.ttf` and `.ttc` files registered for the whole
/// process, as an app lists its fonts under `UIAppFonts`.
///
/// Registered faces are found by PostScript name or family name (``face(named:)``,
/// `UIFont(name:size:)`, a spec's `font: {name: ..., size: ...}`), and the renderer draws them
/// through CellSnap's private fontconfig configuration (the bundled `Fonts/` and these folders,
/// nothing from the system). Registering a folder again does nothing.
///
/// ```swift
/// let folder = URL(fileURLWithPath: "App/Fonts")
/// if let faces = try? AppFonts.register(folder) { print(faces.map(\.postScriptName)) }   // ["Brand-Regular", "Brand-Semibold"]
/// let semibold = AppFonts.face(named: "Brand-Semibold")?.font(size: 17)
/// ```
public enum AppFonts {
    private static let state = Mutex()

    /// The registered folders, in the order they were registered (standardised, symbolic links resolved).
    public static var folders: [URL] { state.withLock { $0.folders } }

    /// Every registered face, in folder order, then file name order.
    public static var faces: [FontFace] {
        state.withLock { registry in registry.folders.flatMap { registry.faces[$0] ?? [] } }
    }

    /// Registers the fonts in `folder` (not its subfolders) and returns its faces.
    ///
    /// - Throws: ``AppFontError`` naming the folder or file: a folder that does not exist, holds
    ///   no font files, more than ``maximumFileCount`` or more than ``maximumFolderByteCount``
    ///   bytes of them, a file larger than 64 MiB, or one that is not an OpenType or TrueType font.
    @discardableResult
    public static func register(_ folder: URL) throws -> [FontFace] {
        let folder = folder.standardizedFileURL.resolvingSymlinksInPath()
        if let known = state.withLock({ $0.faces[folder] }) { return known }
        let faces = try readFaces(in: folder)
        return state.withLock { registry in
            if let known = registry.faces[folder] { return known }
            registry.folders.append(folder)
            registry.faces[folder] = faces
            return faces
        }
    }

    /// The face whose PostScript name is `name`, else the upright face nearest to regular of the
    /// family `name`, else the face whose full name is `name` (`"Brand Semibold"`, as Core Text
    /// matches other names after the PostScript name); family and full names compared without
    /// regard to case; `nil` when no registered face answers to it.
    public static func face(named name: String) -> FontFace? {
        let faces = self.faces
        if let face = faces.first(where: { $0.postScriptName == name }) { return face }
        let family = faces.filter { face in
            face.familyNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        }
        let nearestRegular = family.min { lhs, rhs in
            (lhs.isItalic ? 1 : 0, abs(lhs.weightClass - 400)) < (rhs.isItalic ? 1 : 0, abs(rhs.weightClass - 400))
        }
        return nearestRegular ?? faces.first { $0.fullName.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The most font files one folder may hold.
    public static let maximumFileCount = 1_000
    /// The most bytes the font files of one folder may come to (256 MiB).
    public static let maximumFolderByteCount = 256 << 20

    /// The `.otf`, `.ttf` and `.ttc` files in `folder` (not its subfolders), sorted by name.
    public static func fontFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The faces in the font files of `folder` (not its subfolders), sorted by file name, read
    /// without registering them (CellSnap's bundled fonts, say).
    ///
    /// - Throws: ``AppFontError`` as ``register(_:)`` does.
    public static func faces(inFolder folder: URL) throws -> [FontFace] { try readFaces(in: folder) }

    /// The faces in the font files of `folder`, sorted by file name.
    static func readFaces(in folder: URL) throws -> [FontFace] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AppFontError(path: folder.path, message: "no such folder")
        }
        let fonts = fontFiles(in: folder)
        guard !fonts.isEmpty else {
            throw AppFontError(path: folder.path, message: "holds no font files (.otf, .ttf or .ttc)")
        }
        guard fonts.count <= maximumFileCount else {
            throw AppFontError(
                path: folder.path, message: "holds \(fonts.count) font files; the limit is \(maximumFileCount)")
        }
        var folderBytes = 0
        return try fonts.flatMap { file in
            let name = file.lastPathComponent
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= FontFileReader.maximumByteCount else {
                throw AppFontError(
                    path: folder.path,
                    message: "\(name) is \(size) bytes; the limit is \(FontFileReader.maximumByteCount) bytes")
            }
            folderBytes += size
            guard folderBytes <= maximumFolderByteCount else {
                throw AppFontError(
                    path: folder.path,
                    message:
                        "its font files come to more than \(maximumFolderByteCount) bytes; the limit is \(maximumFolderByteCount)"
                )
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw AppFontError(path: folder.path, message: "cannot read \(name)")
            }
            return try FontFileReader.faces(in: data, file: file)
        }
    }
}

/// The registered folders and faces, behind a lock.
private final class Mutex: @unchecked Sendable {
    struct Registry {
        var folders: [URL] = []
        var faces: [URL: [FontFace]] = [:]
    }

    private let lock = NSLock()
    private var registry = Registry()

    func withLock<T>(_ body: (inout Registry) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&registry)
    }
}
