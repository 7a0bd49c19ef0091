import Foundation

/// A file, a folder of files or a symbolic link held in memory, as Foundation's `FileWrapper` on
/// Apple's platforms (Foundation on Linux has none): read from disk whole, changed, and written
/// back through `FileManager`. UIKit's `UIDocument` hands one to `load(fromContents:ofType:)` for
/// a document that is a folder (a package), and writes one that `contents(forType:)` returns.
///
/// ```swift
/// let folder = FileWrapper(directoryWithFileWrappers: [:])
/// folder.addRegularFile(withContents: Data("Matterhorn".utf8), preferredFilename: "peak.txt")
/// folder.fileWrappers?["peak.txt"]?.regularFileContents   // the file's 10 bytes
/// ```
///
/// What CellSnap leaves out: the serialized (RTFD) representation and `NSCoding`, which need
/// Apple's archive formats. ``fileAttributes`` are kept as read; writing makes new files with the
/// process's default attributes.
open class FileWrapper: NSObject {
    /// How a file wrapper reads, as Foundation's `FileWrapper.ReadingOptions`. CellSnap reads
    /// every file whole, at once, so both options describe what it always does.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every file now rather than when it is first asked for.
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not map files into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a file wrapper writes, as Foundation's `FileWrapper.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary item first, then move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Give the wrapper and its children the file names they were written with.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Content {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var content: Content
    /// The name the wrapper would like in its parent folder.
    open var preferredFilename: String?
    /// The name the wrapper has in its parent folder or on disk (`nil` until it has one).
    open var filename: String?
    /// The file's attributes, keyed by `FileAttributeKey` raw values.
    open var fileAttributes: [String: Any] = [:]

    /// A wrapper of the item at `url`: a regular file, a folder (with wrappers of everything in
    /// it, recursively) or a symbolic link. Throws when nothing can be read there.
    public init(url: URL, options: ReadingOptions = []) throws {
        content = .regularFile(Data())
        super.init()
        try read(from: url, options: options)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// A folder holding `childrenByPreferredName`; each child takes its key as its file name.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
        }
        content = .directory(childrenByPreferredName)
        super.init()
    }

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        content = .regularFile(contents)
        super.init()
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        content = .symbolicLink(url)
        super.init()
    }

    /// Whether the wrapper is a folder.
    open var isDirectory: Bool {
        if case .directory = content { return true }
        return false
    }
    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
        if case .regularFile = content { return true }
        return false
    }
    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = content { return true }
        return false
    }

    /// A folder's children by file name; `nil` for any other wrapper.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = content { return children }
        return nil
    }

    /// A regular file's bytes; `nil` for any other wrapper.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = content { return data }
        return nil
    }

    /// A symbolic link's destination; `nil` for any other wrapper.
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = content { return url }
        return nil
    }

    /// Adds `child` to a folder under its preferred name, made unique as Foundation makes it
    /// (`2 peak.txt`, `3 peak.txt`, ...), and returns the name it got. A wrapper that is not a
    /// folder, or a child with no preferred name, keeps nothing and returns an empty name (where
    /// Foundation raises an exception, which a test process must not).
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = content, let preferred = child.preferredFilename ?? child.filename,
            !preferred.isEmpty
        else { return "" }
        var name = preferred
        var number = 2
        while children[name] != nil {
            name = "\(number) \(preferred)"
            number += 1
        }
        child.filename = name
        children[name] = child
        content = .directory(children)
        return name
    }

    /// Adds a regular file of `data` to a folder under `fileName` (made unique), returning its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = content, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        content = .directory(children)
    }

    /// The name under which a folder holds `child`; `nil` when it does not hold it.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Whether the item at `url` still holds what the wrapper holds (same kind, same bytes, same
    /// children, same link).
    open func matchesContents(of url: URL) -> Bool {
        guard let onDisk = try? FileWrapper(url: url) else { return false }
        return onDisk.sameContents(as: self)
    }

    private func sameContents(as other: FileWrapper) -> Bool {
        switch (content, other.content) {
        case (.regularFile(let lhs), .regularFile(let rhs)): return lhs == rhs
        case (.symbolicLink(let lhs), .symbolicLink(let rhs)): return lhs.path == rhs.path
        case (.directory(let lhs), .directory(let rhs)):
            return lhs.count == rhs.count
                && lhs.allSatisfy { name, child in rhs[name].map { child.sameContents(as: $0) } ?? false }
        default: return false
        }
    }

    /// Reads the item at `url` again into the wrapper, replacing what it held.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: url.path)
        fileAttributes = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            let destination = try manager.destinationOfSymbolicLink(atPath: url.path)
            content = .symbolicLink(URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            content = .directory(children)
        default:
            content = .regularFile(try Data(contentsOf: url))
        }
    }

    /// Writes the wrapper to `url` (a folder with all its children), replacing what is there;
    /// `.atomic` writes beside it first and moves the result into place, `.withNameUpdating`
    /// gives the wrapper the file name it was written with. `originalContentsURL` is where the
    /// wrapper was read from (Foundation uses it to link unchanged files; CellSnap writes them).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        let target =
            options.contains(.atomic)
            ? url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).cellsnap-writing")
            : url
        if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
        try writeItem(to: target, updatingNames: options.contains(.withNameUpdating))
        if target != url {
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.moveItem(at: target, to: url)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    private func writeItem(to url: URL, updatingNames: Bool) throws {
        let manager = FileManager.default
        switch content {
        case .regularFile(let data):
            try data.write(to: url)
        case .symbolicLink(let destination):
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        case .directory(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: false)
            for (name, child) in children.sorted(by: { $0.key < $1.key }) {
                try child.writeItem(to: url.appendingPathComponent(name), updatingNames: updatingNames)
                if updatingNames { child.filename = name }
            }
        }
    }
}
