import Foundation
import Pixels
import Primitives
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// The reference of an image snapshot, one unit on disk: `<name>.png` and, when the snapshot has a
/// structural text form, `<name>.txt` beside it. The PNG names the text form written with it: its
/// `CellSnap-Structure-SHA256` text chunk holds the SHA-256 of that `.txt` (or `none` when it was
/// written without one), so that no reader ever uses an image and a text form from different runs.
///
/// A write (``write(_:scale:structure:at:)``) puts both files into temporary files beside them and
/// flushes them, then renames them into place holding the folder's exclusive ``FolderLock``, the
/// text form first and the PNG last; a write of the bytes the files hold already writes nothing (a
/// record that changes no reference leaves every file as it was). A read (``read(at:)``) holds the
/// folder's shared lock while it reads both. What a reader sees at each point of a write:
///
/// | the writer                      | a reader sees |
/// |---------------------------------|---------------|
/// | writes its temporary files      | the old unit, whole (or no reference) |
/// | renames the two files           | nothing yet: it waits for the lock |
/// | has renamed them                | the new unit, whole |
/// | is killed before the renames    | the old unit, whole; the temporary files are removed by the next command |
/// | is killed between the renames   | the new text form beside the old PNG, whose digest names another text: ``read(at:)`` throws ``InterruptedReferenceError`` naming the reference (for a first write: a text form alone, which is no reference) |
///
/// Two writers of one reference (two `cellsnap record` runs, parallel tests recording) take turns
/// at the lock, so the unit is the first's or the second's, whole. A PNG without the chunk (an
/// older CellSnap's) is read without its text form, which nothing vouches for.
///
/// ```swift
/// let location = SnapshotLocation(directory: URL(fileURLWithPath: "Snapshots"), suite: "Cells", test: "inbox", variant: "dark")
/// try ImageReference.write(RGBAImage(width: 2, height: 2), scale: 1, structure: "tree 2x2", at: location)
/// let reference = try ImageReference.read(at: location)   // reference?.structure == "tree 2x2"
/// ```
public struct ImageReference: Sendable {
    /// The PNG text chunk in which a reference names the SHA-256 of the text form written with it.
    public static let structureDigestKey = "CellSnap-Structure-SHA256"
    /// The chunk's value for a reference written without a text form.
    public static let noStructure = "none"
    /// The largest text form read (64 MiB): a larger `.txt` is refused before it is read.
    public static let maximumStructureSize = 64 << 20

    /// The decoded PNG: pixels and text chunks.
    public var png: DecodedPNG
    /// The structural text form written with the PNG, without its final newline; `nil` when the
    /// PNG was written without one.
    public var structure: String?

    /// Reads the reference at `location`: `nil` when there is no PNG. Its pixels are decoded into
    /// the storage of `spare` when nothing else holds it (a suite worker's last reference).
    /// - Throws: ``InterruptedReferenceError`` when the `.txt` beside the PNG is not the one written
    ///   with it; `PNGError` when the PNG cannot be read; ``FolderLockError`` when its folder is a
    ///   symbolic link.
    public static func read(at location: SnapshotLocation, reusing spare: consuming RGBAImage? = nil) throws
        -> ImageReference?
    {
        var storage = consume spare
        // Compared with no pixels, a reference is always decoded.
        guard case .decoded(let reference) = try read(at: location, comparingWith: nil, reusing: &storage) else {
            return nil
        }
        return reference
    }

    /// What ``read(at:comparingWith:reusing:)`` found.
    enum Reading {
        /// The PNG holds the compared pixels exactly (and its text form is the one written with
        /// it); it was not decoded. Its image data, which hold those pixels.
        case identical(PNGImageData)
        /// The reference, decoded: it differs from the pixels, or was not compared.
        case decoded(ImageReference)
    }

    /// Reads the reference at `location` as ``read(at:reusing:)`` does, with the same errors, but
    /// first compares its PNG with `pixels` as it inflates it (``PNG/read(contentsOf:comparingWith:reusing:)``):
    /// `.identical` when they match, without decoding. `spare` is taken only for a decoded PNG.
    static func read(
        at location: SnapshotLocation, comparingWith pixels: PremultipliedPixels?, reusing storage: inout RGBAImage?
    )
        throws -> Reading?
    {
        try withReference(at: location) { pngURL in
            switch try pixels.map({ try PNG.read(contentsOf: pngURL, comparingWith: $0, reusing: &storage) }) {
            case .identical(let text, let image):
                return (text, { _ in .identical(image) })
            case .decoded(let png):
                return (png.text, { .decoded(ImageReference(png: png, structure: $0)) })
            case nil:
                let png = try PNG.read(contentsOf: pngURL, reusing: storage.take())
                return (png.text, { .decoded(ImageReference(png: png, structure: $0)) })
            }
        }
    }

    /// Whether the reference at `location` has exactly `image` as its image data (then it holds
    /// the pixels those data hold), read without decoding it: `nil` when there is no reference,
    /// `false` when its image data are others (other pixels, or the same pixels written by another
    /// encoder: compare it with the pixels). The errors are those of ``read(at:reusing:)`` for a
    /// reference that has `image`.
    static func hasImage(_ image: PNGImageData, at location: SnapshotLocation) throws -> Bool? {
        try withReference(at: location) { pngURL in
            guard let text = PNG.text(contentsOf: pngURL, ifImageIs: image) else { return (nil, { _ in false }) }
            return (text, { _ in true })
        }
    }

    /// Holds the shared lock of the reference's folder while `read` reads its PNG (given its URL)
    /// and returns the PNG's text chunks and how to make the result of its text form; then reads
    /// and checks the text form the chunks name, and makes the result. Text chunks of `nil` make
    /// the result at once, of no text form. `nil` when there is no PNG.
    static func withReference<T>(
        at location: SnapshotLocation, _ read: (URL) throws -> (text: [String: String]?, result: (String?) -> T)
    ) throws -> T? {
        let pngURL = location.reference("png"), textURL = location.reference("txt")
        let folder = pngURL.deletingLastPathComponent()
        var status = stat()
        guard lstat(folder.path, &status) == 0, lstat(pngURL.path, &status) == 0 || errno != ENOENT else { return nil }
        return try FolderLock.withLock(on: folder, .shared, as: folder.path) { () throws -> T? in
            guard lstat(pngURL.path, &status) == 0 || errno != ENOENT else { return nil }
            let (chunks, result) = try read(pngURL)
            guard let digest = chunks?[structureDigestKey], digest != noStructure else { return result(nil) }
            let data = try readStructure(textURL)
            guard let data, ContentDigest.sha256Hex(of: data) == digest,
                let text = String(data: data, encoding: .utf8)
            else {
                throw InterruptedReferenceError(
                    name: location.name, reference: pngURL, structure: textURL, recordedDigest: digest,
                    foundDigest: data.map(ContentDigest.sha256Hex(of:)))
            }
            return result(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
    }

    /// Writes `image` (rendered at `scale`) and its structural text form, if any, as the reference
    /// at `location`, as one unit (see above). Used by every command and assertion that records.
    /// - Throws: `WriteError` or ``FolderLockError`` naming the reference.
    public static func write(_ image: RGBAImage, scale: Double, structure: String?, at location: SnapshotLocation)
        throws
    {
        try write(scale: scale, structure: structure, at: location) { text, source in
            try PNG.encode(image, text: text, source: source)
        }
    }

    /// The same for an image the check has not converted yet: `encode` writes the PNG with the
    /// text chunks given, for the file named by the second argument.
    static func write(
        scale: Double, structure: String?, at location: SnapshotLocation,
        encode: ([String: String], String) throws -> Data
    ) throws {
        let pngURL = location.reference("png")
        var text = Renderer.pngText(scale: scale)
        var files: [(data: Data, url: URL)] = []
        if let structure {
            let data = Data((structure + "\n").utf8)
            text[structureDigestKey] = ContentDigest.sha256Hex(of: data)
            files.append((data, location.reference("txt")))
        } else {
            text[structureDigestKey] = noStructure
        }
        files.append((try encode(text, pngURL.path), pngURL))
        // Recording what is there already writes nothing: no file is replaced by its own bytes.
        if holdsAlready(files) { return }
        try writeAtomically(together: files, as: pngURL.path)
    }

    /// Whether each of `files` (in one folder) is a regular file that holds exactly its bytes,
    /// read under the folder's shared lock as a reader reads the unit; `false` when one is not, or
    /// cannot be read.
    private static func holdsAlready(_ files: [(data: Data, url: URL)]) -> Bool {
        guard let folder = files.first?.url.deletingLastPathComponent() else { return false }
        var status = stat()
        guard lstat(folder.path, &status) == 0 else { return false }
        let same = try? FolderLock.withLock(on: folder, .shared, as: folder.path) {
            files.allSatisfy { file in
                var status = stat()
                guard lstat(file.url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                    Int(status.st_size) == file.data.count
                else { return false }
                return (try? Data(contentsOf: file.url)) == file.data
            }
        }
        return same ?? false
    }

    /// The bytes of the text form at `url`, or `nil` when there is none; never through a symbolic
    /// link, and at most ``maximumStructureSize`` bytes.
    private static func readStructure(_ url: URL) throws -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw ReferenceReadError(
                path: url.path,
                reason: code == ELOOP
                    ? "it is a symbolic link; references are read only as files" : String(cString: strerror(code)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ReferenceReadError(path: url.path, reason: "not a regular file")
        }
        guard Int(status.st_size) <= maximumStructureSize else {
            throw ReferenceReadError(
                path: url.path, reason: "it is \(status.st_size) bytes; the limit is \(maximumStructureSize) bytes")
        }
        return try handle.read(upToCount: maximumStructureSize + 1) ?? Data()
    }
}

/// A reference whose image and text form come from different runs: a write of it was interrupted
/// between its two renames (see ``ImageReference``). Recording it again repairs it.
public struct InterruptedReferenceError: Error, Equatable, CustomStringConvertible {
    /// The snapshot, `<suite>/<test>.<variant>`.
    public var name: String
    /// The PNG.
    public var reference: URL
    /// The text form beside it.
    public var structure: URL
    /// The SHA-256 the PNG records of its text form.
    public var recordedDigest: String
    /// The SHA-256 of the text form found, or `nil` when there is none.
    public var foundDigest: String?

    public var description: String {
        let found = foundDigest.map { "is another (SHA-256 \($0.prefix(12))...)" } ?? "is missing"
        return
            "the reference \(name) was left half written by an interrupted write: \(reference.path) records a text form with SHA-256 \(recordedDigest.prefix(12))..., and \(structure.lastPathComponent) beside it \(found); record it again"
    }
}

/// A reference's text form that cannot be read.
public struct ReferenceReadError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why.
    public var reason: String

    public var description: String { "cannot read the reference's text form '\(path)': \(reason)" }
}
