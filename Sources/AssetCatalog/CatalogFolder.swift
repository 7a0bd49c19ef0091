import Foundation

/// The folder of one catalog, read only inside itself: every file is resolved (symbolic links
/// followed) and must stay under the catalog's folder, be a regular file and be no larger than
/// ``maximumFileSize``.
struct CatalogFolder {
    /// The catalog's folder, resolved.
    let root: URL
    /// How files are named in errors: the catalog folder's own name (`Assets.xcassets`).
    let displayName: String

    /// The largest file read: 16 MB.
    static let maximumFileSize = 16 << 20

    init(_ url: URL) {
        root = url.standardizedFileURL.resolvingSymlinksInPath()
        displayName = url.standardizedFileURL.lastPathComponent
    }

    /// `relative` as named in errors.
    func display(_ relative: String) -> String { relative.isEmpty ? displayName : displayName + "/" + relative }

    /// The URL of `relative`, refused when it resolves outside the catalog.
    func url(_ relative: String) throws -> URL {
        let url = root.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(root.path + "/") else {
            throw AssetCatalogError(file: display(relative), message: "leads outside the catalog's folder")
        }
        return url
    }

    /// The bytes of `relative`; errors name the file and, when given, the key that named it.
    func read(_ relative: String, node: JSONNode? = nil) throws -> Data {
        func failure(_ message: String) -> AssetCatalogError {
            if let node { return node.error("'\((relative as NSString).lastPathComponent)' \(message)") }
            return AssetCatalogError(file: display(relative), message: message)
        }
        if let node, relative.split(separator: "/").contains("..") {
            throw node.error("a file name may not contain '..'")
        }
        let url = try self.url(relative)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw failure("is missing")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw failure("is not a regular file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.maximumFileSize else {
            throw failure("is \(size) bytes; the limit is \(Self.maximumFileSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw failure("cannot be read") }
        // A repository checked out without its Git LFS objects holds a small text pointer in the
        // image's place: say so, rather than that the bytes are not an image.
        if node != nil, data.starts(with: Data("version https://git-lfs.github.com/spec/".utf8)) {
            throw failure("is a Git LFS pointer, not the file itself (fetch the LFS objects: git lfs pull)")
        }
        return data
    }

    /// The entries of the folder `relative`, sorted by name, hidden ones left out.
    func entries(_ relative: String) throws -> [String] {
        let url = relative.isEmpty ? root : try self.url(relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            throw AssetCatalogError(file: display(relative), message: "cannot list the folder")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    func isFolder(_ relative: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: try url(relative).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
