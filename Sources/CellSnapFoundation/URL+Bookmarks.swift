import Foundation

/// URL bookmarks, as Apple's Foundation declares them (`URL.bookmarkData(options:...)`,
/// `URL(resolvingBookmarkData:...)`): data that finds a file again later, which an app keeps to
/// reopen a document (a document browser's restored state, a recent file).
///
/// Apple's bookmark data is opaque. CellSnap's is its own: the file's absolute path (or its path
/// relative to the `relativeTo` URL given), its volume's device and its file number. Resolving it
/// answers the path when a file is there; Linux has no file-ID index to find a moved file by, so
/// a bookmark whose file is gone throws Foundation's `CocoaError(.fileNoSuchFile)`, as Apple's
/// throws for a file it cannot find, and a path now holding another file (another file number)
/// resolves to that path with `bookmarkDataIsStale` set, so that the app makes a new bookmark.
/// Bookmarks are of file URLs of existing files, as on iOS: another URL throws
/// `CocoaError(.fileReadUnsupportedScheme)`, a missing file `CocoaError(.fileReadNoSuchFile)`.
///
/// ```swift
/// let file = FileManager.default.temporaryDirectory.appendingPathComponent("bookmarked.txt")
/// try Data("notes".utf8).write(to: file)
/// let bookmark = try file.bookmarkData()
/// var isStale = false
/// let found = try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale)
/// assert(found.path == file.path && !isStale)
/// ```
extension NSURL {
    /// How bookmark data is made, as Foundation's `NSURL.BookmarkCreationOptions`.
    ///
    /// No visible effect: CellSnap's bookmark data is the same whatever the options (a path and a
    /// file number, which is already minimal, and there is no sandbox to scope).
    public struct BookmarkCreationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferFileIDResolution = BookmarkCreationOptions(rawValue: 1 << 8)
        public static let minimalBookmark = BookmarkCreationOptions(rawValue: 1 << 9)
        public static let suitableForBookmarkFile = BookmarkCreationOptions(rawValue: 1 << 10)
        public static let withSecurityScope = BookmarkCreationOptions(rawValue: 1 << 11)
        public static let securityScopeAllowOnlyReadAccess = BookmarkCreationOptions(rawValue: 1 << 12)
        public static let withoutImplicitSecurityScope = BookmarkCreationOptions(rawValue: 1 << 29)
    }

    /// How bookmark data is resolved, as Foundation's `NSURL.BookmarkResolutionOptions`.
    ///
    /// No visible effect: resolving shows no UI and mounts no volume on Linux, and there is no
    /// sandbox scope to start.
    public struct BookmarkResolutionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutUI = BookmarkResolutionOptions(rawValue: 1 << 8)
        public static let withoutMounting = BookmarkResolutionOptions(rawValue: 1 << 9)
        public static let withSecurityScope = BookmarkResolutionOptions(rawValue: 1 << 10)
        public static let withoutImplicitStartAccessing = BookmarkResolutionOptions(rawValue: 1 << 15)
    }
}

extension URL {
    /// How bookmark data is made, as `URL.BookmarkCreationOptions`.
    public typealias BookmarkCreationOptions = NSURL.BookmarkCreationOptions
    /// How bookmark data is resolved, as `URL.BookmarkResolutionOptions`.
    public typealias BookmarkResolutionOptions = NSURL.BookmarkResolutionOptions

    /// Bookmark data that finds this file again (see the extension's notes for what it holds);
    /// with `relativeTo`, the path is kept relative to that URL (a directory's) or to the directory
    /// holding it (a document's). `keys` are accepted
    /// with no effect: `URL.resourceValues(forKeys:)` reads them from the file itself.
    public func bookmarkData(
        options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil,
        relativeTo url: URL? = nil
    ) throws -> Data {
        guard isFileURL else { throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: self]) }
        let absolute = standardizedFileURL.path
        guard let identity = FileIdentity(path: absolute) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: self, NSFilePathErrorKey: absolute])
        }
        let record = BookmarkRecord(
            path: url.map { BookmarkRecord.relativePath(absolute, to: $0) } ?? absolute, relative: url != nil,
            device: identity.device, fileNumber: identity.fileNumber)
        return try record.encoded()
    }

    /// The file `data` bookmarks (made by ``bookmarkData(options:includingResourceValuesForKeys:relativeTo:)``),
    /// resolved against `relativeTo` when it was made relative; `bookmarkDataIsStale` is set when
    /// the path now holds another file. Throws `CocoaError(.fileReadCorruptFile)` for data that is
    /// no bookmark and `CocoaError(.fileNoSuchFile)` when the file is gone.
    public init(
        resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo url: URL? = nil,
        bookmarkDataIsStale: inout Bool
    ) throws {
        let record = try BookmarkRecord(decoding: data)
        var path = record.path
        if record.relative {
            guard let url else {
                throw CocoaError(
                    .fileReadCorruptFile,
                    userInfo: [NSLocalizedDescriptionKey: "a relative bookmark is resolved with relativeTo: its URL"])
            }
            path = BookmarkRecord.directory(of: url).appendingPathComponent(path).standardized.path
        }
        guard let identity = FileIdentity(path: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        bookmarkDataIsStale = identity.device != record.device || identity.fileNumber != record.fileNumber
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        self.init(fileURLWithPath: path, isDirectory: isDirectory.boolValue)
    }

    /// Writes bookmark data to a bookmark file at `url` (an alias file on Apple's systems; here a
    /// file holding the data), as `URL.writeBookmarkData(_:to:)`.
    public static func writeBookmarkData(_ data: Data, to url: URL) throws {
        _ = try BookmarkRecord(decoding: data)
        try data.write(to: url)
    }

    /// The bookmark data a bookmark file at `url` holds, as `URL.bookmarkData(withContentsOf:)`.
    public static func bookmarkData(withContentsOf url: URL) throws -> Data {
        let data = try Data(contentsOf: url)
        _ = try BookmarkRecord(decoding: data)
        return data
    }
}

/// A file's volume and file number (`stat`'s `st_dev` and `st_ino`).
private struct FileIdentity {
    let device: UInt64, fileNumber: UInt64

    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
            let fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.fileNumber = fileNumber
    }
}

/// What CellSnap's bookmark data holds, as JSON after a magic line.
private struct BookmarkRecord: Codable {
    static let magic = Data("cellsnap-bookmark 1\n".utf8)

    var path: String
    var relative: Bool
    var device: UInt64
    var fileNumber: UInt64

    init(path: String, relative: Bool, device: UInt64, fileNumber: UInt64) {
        self.path = path
        self.relative = relative
        self.device = device
        self.fileNumber = fileNumber
    }

    init(decoding data: Data) throws {
        guard data.starts(with: Self.magic),
            let record = try? JSONDecoder().decode(BookmarkRecord.self, from: data.dropFirst(Self.magic.count))
        else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the data is not a bookmark CellSnap made"])
        }
        self = record
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Self.magic + (try encoder.encode(self))
    }

    /// The directory a bookmark relative to `base` is relative to: `base` itself when it is a
    /// directory's URL, else the directory holding it (a document's).
    static func directory(of base: URL) -> URL {
        let base = base.standardizedFileURL
        return base.hasDirectoryPath ? base : base.deletingLastPathComponent()
    }

    /// `path` relative to the directory of `base` (`../` for each of its components not shared).
    static func relativePath(_ path: String, to base: URL) -> String {
        let from = directory(of: base).pathComponents
        let to = URL(fileURLWithPath: path).pathComponents
        var shared = 0
        while shared < min(from.count, to.count), from[shared] == to[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: from.count - shared)
        return (ups + to[shared...]).joined(separator: "/")
    }
}
