import Foundation
import Symbols

/// A folder of SF Symbols templates as the SF Symbols app exports them (File › Export Symbol:
/// `<name>.svg`, every weight and scale the symbol has, in the template format custom symbols use),
/// read by name: the team's own copies of the system symbols its app uses.
///
/// Only the folder's `.svg` files are read (not its subfolders), sorted by name; each file's name
/// without `.svg` is the symbol's name. Bounded as asset catalogs are: at most
/// ``maximumFileCount`` templates of at most ``maximumTemplateSize`` bytes each, and every template
/// is checked as a symbol set's is (its XML's elements, depth and numbers).
///
/// ```swift
/// let designs = try SymbolFolder.read(URL(fileURLWithPath: "Symbols"))   // ["star.fill": ..., ...]
/// ```
public enum SymbolFolder {
    /// The most templates one folder may hold.
    public static let maximumFileCount = 10_000
    /// The largest template read: 2 MB, as in a symbol set.
    public static let maximumTemplateSize = SymbolSetReader.maximumTemplateSize

    /// The designs of the templates in `folder`, by symbol name.
    ///
    /// - Throws: ``AssetCatalogError`` naming the folder or the file: a folder that does not exist
    ///   or holds no `.svg` file, too many files, a file too large, a name that is not a symbol
    ///   name, or a template that cannot be read (with its line).
    public static func read(_ folder: URL) throws -> [String: CustomSymbolDesign] {
        let display = folder.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(file: display, message: "no such folder")
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") && ($0 as NSString).pathExtension.lowercased() == "svg" }.sorted()
        guard !files.isEmpty else {
            throw AssetCatalogError(
                file: display, message: "holds no symbol templates (<name>.svg, as the SF Symbols app exports them)")
        }
        guard files.count <= maximumFileCount else {
            throw AssetCatalogError(
                file: display, message: "holds \(files.count) symbol templates; the limit is \(maximumFileCount)")
        }
        var designs: [String: CustomSymbolDesign] = [:]
        for file in files {
            let path = (display as NSString).appendingPathComponent(file)
            let name = String(file.dropLast(4))
            guard !name.isEmpty, name.count <= 200,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
            else {
                throw AssetCatalogError(
                    file: path, message: "'\(name)' is not a symbol name (letters, digits, '.', '_' and '-')")
            }
            let url = folder.appendingPathComponent(file)
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else {
                throw AssetCatalogError(file: path, message: "not a regular file")
            }
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumTemplateSize else {
                throw AssetCatalogError(
                    file: path, message: "is \(size) bytes; a symbol template may have \(maximumTemplateSize) bytes")
            }
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                throw AssetCatalogError(file: path, message: "cannot be read as UTF-8 text")
            }
            do {
                designs[name] = try SymbolTemplate.design(text)
            } catch let failure as SymbolTemplate.Failure {
                throw AssetCatalogError(file: path, key: "line \(failure.line)", message: failure.message)
            }
        }
        return designs
    }
}

extension SymbolCatalog {
    /// Registers every template in `folder` (``SymbolFolder``) as the system symbol of its name,
    /// for the whole process (``ExportedSymbols``): `UIImage(systemName:)`, specs and CellModel find
    /// it in place of CellSnap's own drawing or look-alike of that name.
    ///
    /// ```swift
    /// try SymbolCatalog.register(folder: URL(fileURLWithPath: "Symbols"))
    /// ```
    ///
    /// - Throws: ``AssetCatalogError`` for a folder or template that cannot be read, or
    ///   ``CustomSymbolConflict`` when a name is already registered with another design.
    public static func register(folder: URL) throws {
        for (name, design) in try SymbolFolder.read(folder).sorted(by: { $0.key < $1.key }) {
            try ExportedSymbols.register(
                design, named: name, source: (folder.path as NSString).appendingPathComponent(name + ".svg"))
        }
    }
}
