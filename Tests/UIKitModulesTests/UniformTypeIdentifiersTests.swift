// `import UniformTypeIdentifiers` and `import MobileCoreServices` as drag-and-drop and file code
// writes them: the system-declared types with Apple's conformance, tags and the deprecated
// `kUTType` functions, and `NSItemProvider` by `UTType`.
import Foundation
import MobileCoreServices
import Testing
import UIKit
import UniformTypeIdentifiers

@Suite struct UniformTypeIdentifiersTests {
    /// Each static type: identifier, preferred extension and MIME type, and every supertype.
    static let table: [(UTType, String, String?, String?, Set<String>)] = [
        (.item, "public.item", nil, nil, []),
        (.data, "public.data", nil, nil, ["public.item"]),
        (.text, "public.text", nil, nil, ["public.data", "public.item", "public.content"]),
        (
            .plainText, "public.plain-text", "txt", "text/plain",
            ["public.text", "public.data", "public.item", "public.content"]
        ),
        (
            .utf8PlainText, "public.utf8-plain-text", nil, "text/plain;charset=utf-8",
            ["public.plain-text", "public.text", "public.data", "public.item", "public.content"]
        ),
        (.html, "public.html", "html", "text/html", ["public.text", "public.data", "public.item", "public.content"]),
        (
            .json, "public.json", "json", "application/json",
            ["public.text", "public.data", "public.item", "public.content"]
        ),
        (.url, "public.url", nil, nil, ["public.data", "public.item"]),
        (.fileURL, "public.file-url", nil, nil, ["public.url", "public.data", "public.item"]),
        (.png, "public.png", "png", "image/png", ["public.image", "public.data", "public.item", "public.content"]),
        (.jpeg, "public.jpeg", "jpeg", "image/jpeg", ["public.image", "public.data", "public.item", "public.content"]),
        (
            .gif, "com.compuserve.gif", "gif", "image/gif",
            ["public.image", "public.data", "public.item", "public.content"]
        ),
        (
            .heic, "public.heic", "heic", "image/heic",
            ["public.heif-standard", "public.image", "public.data", "public.item", "public.content"]
        ),
        (
            .pdf, "com.adobe.pdf", "pdf", "application/pdf",
            ["public.data", "public.item", "public.composite-content", "public.content"]
        ),
        (
            .video, "public.video", nil, nil,
            ["public.movie", "public.audiovisual-content", "public.data", "public.item", "public.content"]
        ),
        (.folder, "public.folder", nil, nil, ["public.directory", "public.item"]),
        (
            .zip, "public.zip-archive", "zip", "application/zip",
            ["com.pkware.zip-archive", "public.archive", "public.data", "public.item"]
        ),
    ]

    @Test(arguments: 0..<table.count) func staticTypesHaveAppleTagsAndConformance(_ row: Int) {
        let (type, identifier, fileExtension, mimeType, supertypes) = Self.table[row]
        #expect(type.identifier == identifier)
        #expect(type.preferredFilenameExtension == fileExtension)
        #expect(type.preferredMIMEType == mimeType)
        #expect(Set(type.supertypes.map(\.identifier)) == supertypes)
        #expect(type.isDeclared && !type.isDynamic && type.isPublic)
        #expect(UTType(identifier) == type)
    }

    @Test func conformanceIsTransitiveAndReflexive() {
        #expect(UTType.png.conforms(to: .png))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.image.isSupertype(of: .jpeg) && !UTType.image.isSupertype(of: .image))
        #expect(UTType.movie.conforms(to: .audiovisualContent) && !UTType.audio.conforms(to: .movie))
    }

    @Test func tagsFindTheDeclaredType() throws {
        #expect(UTType(filenameExtension: "JPG")?.identifier == "public.jpeg")
        #expect(UTType(filenameExtension: "htm") == .html)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType.png.tags == [.filenameExtension: ["png"], .mimeType: ["image/png"]])
        #expect(UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: nil) == [.jpeg])
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    @Test func unknownTagsMakeDynamicTypesAndUnknownIdentifiersNone() throws {
        let dynamic = try #require(UTType(filenameExtension: "cellsnapfixture"))
        #expect(dynamic.isDynamic && !dynamic.isDeclared && !dynamic.isPublic)
        #expect(dynamic.identifier.hasPrefix("dyn."))
        #expect(dynamic.preferredFilenameExtension == "cellsnapfixture")
        #expect(dynamic.conforms(to: .data) && dynamic.localizedDescription == nil)
        #expect(UTType("com.example.never-declared") == nil)
        let exported = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(UTType("com.example.recipe") == exported)
        #expect(exported.conforms(to: .text) && exported.isDeclared && !exported.isPublic)
    }

    @Test func itemProvidersRegisterAndLoadByType() throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(Data("Mont Blanc".utf8), nil)
            return nil
        }
        #expect(provider.registeredContentTypes == [.utf8PlainText])
        #expect(provider.registeredContentTypes(conformingTo: .text) == [.utf8PlainText])
        #expect(provider.registeredContentTypes(conformingTo: .image).isEmpty)
        nonisolated(unsafe) var loaded: String?
        provider.loadDataRepresentation(for: .plainText) { data, _ in
            loaded = data.map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(loaded == "Mont Blanc")
    }

    @Test func mobileCoreServicesConstantsAndFunctions() throws {
        #expect(kUTTypePlainText as String == "public.plain-text")
        #expect(kUTTypeImage as String == UTType.image.identifier)
        #expect(kUTTypeZipArchive as String == "com.pkware.zip-archive")
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage) && !UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
        #expect(UTTypeEqual(kUTTypeURL, "public.url" as CFString))
        let identifier = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as CFString, nil)
        #expect(identifier?.takeRetainedValue() as String? == "public.jpeg")
        let mime = UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassMIMEType)
        #expect(mime?.takeRetainedValue() as String? == "image/png")
        #expect(UTTypeCopyDescription(kUTTypeHTML)?.takeRetainedValue() as String? == "HTML text")
        let all = UTTypeCreateAllIdentifiersForTag(kUTTagClassMIMEType, "text/html" as CFString, nil)
        #expect((all?.takeRetainedValue() as? [String]) == ["public.html"])
        #expect(UTTypeIsDeclared(kUTTypeMovie) && !UTTypeIsDynamic(kUTTypeMovie))
    }

    /// Every static type is in the table, so its tags and supertypes are Apple's.
    @Test func everyStaticTypeIsDeclared() {
        let all: [UTType] = [
            .item, .content, .compositeContent, .data, .directory, .folder, .volume, .package, .bundle,
            .symbolicLink, .executable, .url, .fileURL, .urlBookmarkData, .text, .plainText, .utf8PlainText,
            .utf16PlainText, .utf16ExternalPlainText, .delimitedText, .commaSeparatedText, .tabSeparatedText,
            .utf8TabSeparatedText, .rtf, .html, .xml, .json, .yaml, .sourceCode, .swiftSource, .vCard, .propertyList,
            .image, .png, .jpeg, .gif, .tiff, .bmp, .ico, .heif, .heic, .webP, .svg, .rawImage, .livePhoto, .pdf,
            .font, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg4Movie, .mp3, .mpeg4Audio,
            .wav, .archive, .zip, .gzip, .tarArchive,
        ]
        #expect(all.filter { !$0.isDeclared }.map(\.identifier) == [])
    }

    @Test func urlsAndPathsAreCompletedWithATypesExtension() {
        let folder = URL(fileURLWithPath: "/tmp/cache")
        #expect(
            folder.appendingPathComponent("photo").appendingPathExtension(for: .jpeg).lastPathComponent == "photo.jpeg")
        #expect(
            folder.appendingPathComponent("photo.jpg").appendingPathExtension(for: .image).lastPathComponent
                == "photo.jpg")
        #expect(
            folder.appendingPathComponent("notes.png", conformingTo: .plainText).lastPathComponent == "notes.png.txt")
        var url = folder
        url.appendPathComponent("readme", conformingTo: .plainText)
        #expect(url.path == "/tmp/cache/readme.txt")
        #expect("/tmp/cache/data".appendingPathExtension(for: .json) == "/tmp/cache/data.json")
        #expect("/tmp".appendingPathComponent("page.htm", conformingTo: .html) == "/tmp/page.htm")
        #expect("folder".appendingPathExtension(for: .folder) == "folder")  // no preferred extension
        let provider = NSItemProvider(object: "Mont Blanc" as NSString)
        nonisolated(unsafe) var read: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in read = (object as? NSString).map { $0 as String } }
        #expect(provider.canLoadObject(ofClass: NSString.self) && read == "Mont Blanc")
    }

    /// What a loaded file was: its name, its text, whether it was the registered file itself, and
    /// whether it still existed once the handler returned.
    final class Loaded: @unchecked Sendable {
        var rows: [String] = []
        var urls: [URL] = []
    }

    /// Files registered in an item provider (a picked movie, a dropped document) load back as a
    /// copy deleted when the handler returns, in place when registered so, or as data; data loads
    /// back as a file. The UTType forms find a conforming representation.
    @Test func itemProvidersHandOverFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CellSnapItemProviderTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let movie = folder.appendingPathComponent("Lake.mov")
        try Data("moov".utf8).write(to: movie)
        let provider = NSItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "com.apple.quicktime-movie", visibility: .all) {
            $0(movie, false, nil)
            return nil
        }
        provider.registerFileRepresentation(for: .plainText, openInPlace: true) {
            $0(movie, true, nil)
            return nil
        }
        provider.suggestedName = "Notes"
        provider.registerDataRepresentation(for: .jpeg) {
            $0(Data("jpeg".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["public.plain-text"])
        #expect(provider.registeredTypeIdentifiers().count == 3)
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.plain-text", fileOptions: .openInPlace))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.jpeg", fileOptions: .openInPlace))

        let loaded = Loaded()
        @Sendable func note(_ url: URL?, _ inPlace: Bool, _ error: (any Error)?) {
            guard let url else { return loaded.rows.append("error \(error.map { "\($0)" } ?? "none")") }
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
            loaded.rows.append("\(url.lastPathComponent) \(text) \(inPlace) \(url == movie)")
            loaded.urls.append(url)
        }
        provider.loadFileRepresentation(forTypeIdentifier: "com.apple.quicktime-movie") { note($0, false, $1) }
        provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.plain-text") { note($0, $1, $2) }
        provider.loadInPlaceFileRepresentation(forTypeIdentifier: "com.apple.quicktime-movie") { note($0, $1, $2) }
        provider.loadFileRepresentation(forTypeIdentifier: "public.jpeg") { note($0, false, $1) }
        provider.loadFileRepresentation(for: .movie) { note($0, $1, $2) }
        provider.loadFileRepresentation(for: .text, openInPlace: true) { note($0, $1, $2) }
        provider.loadFileRepresentation(forTypeIdentifier: "public.png") { note($0, false, $1) }
        #expect(
            loaded.rows == [
                "Lake.mov moov false false", "Lake.mov moov true true", "Lake.mov moov false false",
                "Notes.jpeg jpeg false false", "Lake.mov moov false false", "Lake.mov moov true true",
                "error \(CocoaError(.fileReadNoSuchFile))",
            ])
        // The copies are gone once their handlers returned; the registered file stays.
        #expect(
            loaded.urls.map { FileManager.default.fileExists(atPath: $0.path) } == [
                false, true, false, false, false, true,
            ])
        nonisolated(unsafe) var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "com.apple.quicktime-movie") { loadedData, _ in
            data = loadedData
        }
        #expect(data == Data("moov".utf8))
    }
}
