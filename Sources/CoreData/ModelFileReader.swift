import CellSnapUIKit
import Foundation
import FoundationXML

/// Reads the model Xcode's model editor writes: `Name.xcdatamodeld/Name.xcdatamodel/contents`, an
/// XML document of `entity` elements holding `attribute` and `relationship` elements.
enum ModelFileReader {
    /// The entities of the model at `url` (an `.xcdatamodeld` folder, an `.xcdatamodel` folder or
    /// its `contents` file), or what stops them being read.
    /// The path of a compiled model that is not there reads the source it is compiled from
    /// (`CompiledModelLookup`).
    static func entities(at url: URL) -> Result<[NSEntityDescription], NSError> {
        let url =
            FileManager.default.fileExists(atPath: url.path) ? url : CompiledModelLookup.source(ofCompiled: url) ?? url
        guard let contents = contentsFile(at: url) else {
            return .failure(CoreDataErrors.modelNotFound(url.path))
        }
        guard let data = try? Data(contentsOf: contents), data.count <= 16 << 20 else {
            return .failure(CoreDataErrors.modelUnreadable(contents.path, reason: "cannot be read (or is over 16 MB)"))
        }
        let delegate = ModelXMLDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), delegate.problem == nil else {
            let reason = delegate.problem ?? "is not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "?"))"
            return .failure(CoreDataErrors.modelUnreadable(contents.path, reason: reason))
        }
        return delegate.resolvedEntities().mapError {
            CoreDataErrors.modelUnreadable(contents.path, reason: $0.message)
        }
    }

    /// The `contents` file of the model at `url`: the current version of an `.xcdatamodeld`
    /// (named by its `.xccurrentversion`, else the only or last version by name).
    static func contentsFile(at url: URL) -> URL? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        guard url.pathExtension == "xcdatamodeld" else { return nil }
        let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let current = currentVersionName(in: url).flatMap { versions.contains($0) ? $0 : nil } ?? versions.last
        return current.map { url.appendingPathComponent($0).appendingPathComponent("contents") }
    }

    /// The version `.xccurrentversion` names (`_XCCurrentVersionName` in its property list).
    private static func currentVersionName(in url: URL) -> String? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return list["_XCCurrentVersionName"] as? String
    }

    /// The bundles a model asked for without a bundle is searched in (CellSnapUIKit's
    /// `ResourceBundles`: the main bundle, then the SwiftPM resource bundles beside its executable).
    static func searchedBundles() -> [Bundle] { ResourceBundles.searched }

    /// The `.xcdatamodeld` folders at the top of `bundles`' resources.
    static func modelFolders(in bundles: [Bundle]) -> [URL] {
        bundles.flatMap { bundle -> [URL] in
            let root = bundle.resourceURL ?? bundle.bundleURL
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
            return names.filter { $0.hasSuffix(".xcdatamodeld") }.map { root.appendingPathComponent($0) }
        }
    }

    /// The model named `name` in `bundles`: `name.xcdatamodeld`, or the path of the compiled
    /// `name.momd` that was found instead (which Linux cannot read).
    static func model(named name: String, in bundles: [Bundle]) -> (url: URL?, compiled: URL?) {
        func file(_ fileExtension: String, in bundle: Bundle) -> URL {
            ResourceBundles.folder(of: bundle).appendingPathComponent("\(name).\(fileExtension)")
        }
        let source = ResourceBundles.first("NSPersistentContainer(name: \"\(name)\")", in: bundles) {
            FileManager.default.fileExists(atPath: file("xcdatamodeld", in: $0).path)
        }
        if let source { return (file("xcdatamodeld", in: source), nil) }
        let compiled = bundles.first { FileManager.default.fileExists(atPath: file("momd", in: $0).path) }
        return (nil, compiled.map { file("momd", in: $0) })
    }
}
