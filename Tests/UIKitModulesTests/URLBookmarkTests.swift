// URL bookmarks as a document app keeps them (`bookmarkData()` when it saves its state,
// `URL(resolvingBookmarkData:bookmarkDataIsStale:)` when it restores it): CellSnap's bookmark
// finds the file again, says when the path holds another file, and refuses what iOS refuses.
import Foundation
import Testing
import UIKit

@Suite struct URLBookmarkTests {
    /// A fresh folder holding `names`, each a small file; removed by the caller.
    static func folder(holding names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookmarks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names { try Data(name.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func aBookmarkFindsItsFileAgain() throws {
        let folder = try Self.folder(holding: ["Scene.particles"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Scene.particles")
        let data = try file.bookmarkData(options: [.minimalBookmark])
        #expect(try file.bookmarkData() == data)  // the same bytes every time
        var isStale = true
        let found = try URL(resolvingBookmarkData: data, options: [.withoutUI], bookmarkDataIsStale: &isStale)
        #expect(found.path == file.path && !isStale && found.isFileURL)
        // A folder's bookmark resolves to a directory URL.
        var folderIsStale = true
        let foundFolder = try URL(resolvingBookmarkData: try folder.bookmarkData(), bookmarkDataIsStale: &folderIsStale)
        #expect(foundFolder.hasDirectoryPath && foundFolder.standardizedFileURL.path == folder.standardizedFileURL.path)
    }

    @Test func anotherFileAtThePathIsStaleAndAMissingOneThrows() throws {
        let folder = try Self.folder(holding: ["Draft.txt"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Draft.txt")
        let data = try file.bookmarkData()
        try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("Moved.txt"))
        var isStale = false
        let gone = #expect(throws: CocoaError.self) {
            _ = try URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale)
        }
        #expect(gone?.code == .fileNoSuchFile && gone?.userInfo[NSFilePathErrorKey] as? String == file.path)
        try Data("new".utf8).write(to: file)  // a new file (another file number) at the old path
        let found = try URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale)
        #expect(found.path == file.path && isStale)
    }

    @Test func aRelativeBookmarkFollowsItsDocument() throws {
        let folder = try Self.folder(holding: ["Notes.md", "Images"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("Notes.md")
        let image = folder.appendingPathComponent("Images")
        let data = try image.bookmarkData(relativeTo: document)
        let copy = try Self.folder(holding: ["Notes.md", "Images"])
        defer { try? FileManager.default.removeItem(at: copy) }
        var isStale = false
        let found = try URL(
            resolvingBookmarkData: data, relativeTo: copy.appendingPathComponent("Notes.md"),
            bookmarkDataIsStale: &isStale)
        #expect(found.path == copy.appendingPathComponent("Images").path && isStale)  // another file there
        #expect(throws: CocoaError.self) { _ = try URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale) }
    }

    @Test func bookmarkFilesHoldTheData() throws {
        let folder = try Self.folder(holding: ["Photo.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try folder.appendingPathComponent("Photo.png").bookmarkData(options: .suitableForBookmarkFile)
        let alias = folder.appendingPathComponent("Photo alias")
        try URL.writeBookmarkData(data, to: alias)
        #expect(try URL.bookmarkData(withContentsOf: alias) == data)
    }

    @Test func whatIsNoBookmarkOrNoFileIsRefused() throws {
        let web = try #require(URL(string: "https://example.com/a"))
        let unsupported = #expect(throws: CocoaError.self) { _ = try web.bookmarkData() }
        #expect(unsupported?.code == .fileReadUnsupportedScheme)
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let noFile = #expect(throws: CocoaError.self) { _ = try missing.bookmarkData() }
        #expect(noFile?.code == .fileReadNoSuchFile)
        var isStale = false
        let notBookmark = #expect(throws: CocoaError.self) {
            _ = try URL(resolvingBookmarkData: Data("book".utf8), bookmarkDataIsStale: &isStale)
        }
        #expect(notBookmark?.code == .fileReadCorruptFile)
        let notAlias = FileManager.default.temporaryDirectory.appendingPathComponent("not-alias-\(UUID().uuidString)")
        try Data("plain".utf8).write(to: notAlias)
        defer { try? FileManager.default.removeItem(at: notAlias) }
        #expect(throws: CocoaError.self) { _ = try URL.bookmarkData(withContentsOf: notAlias) }
        #expect(URL.BookmarkCreationOptions.minimalBookmark.rawValue == 1 << 9)
        #expect(URL.BookmarkResolutionOptions.withoutMounting.rawValue == 1 << 9)
    }
}
