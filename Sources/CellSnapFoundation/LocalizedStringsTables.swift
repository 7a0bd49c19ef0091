import Foundation
import Synchronization

/// The `.strings` tables of bundles, read once each, in the localization an iOS simulator as it
/// comes (English, United States) would pick. Linux's Foundation finds no localized table in a
/// SwiftPM resource bundle: it looks for the folders under other names than SwiftPM gives them
/// (`en-us.lproj` for an `en-US` region) and matches its own locale, `en_001`, not the simulator's.
enum LocalizedStringsTables {
    /// The languages of the simulator, most preferred first (`Locale.preferredLanguages` on iOS).
    static let preferredLanguages = ["en-US", "en"]

    /// A file larger than this is not read (a table of an app's strings is some kilobytes).
    static let largestFile = 8 << 20

    /// The tables read so far, by path (`nil`: the file is not a strings table).
    private static let tables = Mutex<[String: [String: String]?]>([:])

    /// The translation of `key` in `bundle`'s table `table` (`Localizable` when `nil` or empty): the
    /// table of the bundle's localization for the simulator's languages, else the table outside
    /// any `.lproj` folder. `.some(nil)` when that table has no such key; `nil` when the bundle has
    /// no such table.
    static func translation(of key: String, table: String?, in bundle: Bundle) -> String?? {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        guard let path = path(of: name, type: "strings", in: bundle), let entries = entries(at: path) else {
            return nil
        }
        return .some(entries[key])
    }

    /// The path of the file `name`.`type` in the bundle's localization folder (see
    /// ``localizationFolder(in:)``), else at the top of the bundle.
    static func path(of name: String, type: String, in bundle: Bundle) -> String? {
        guard let resources = bundle.resourceURL else { return nil }
        let file = "\(name).\(type)"
        let candidates = [localizationFolder(in: bundle).map { resources.appendingPathComponent($0) }, resources]
        return candidates.compactMap { $0?.appendingPathComponent(file).path }.first {
            FileManager.default.fileExists(atPath: $0)
        }
    }

    /// The `.lproj` folder iOS reads a bundle's strings from for ``preferredLanguages``: the one of
    /// a preferred language (region and all, then the language alone, then the language in another
    /// region), else the development region's (the `Info.plist`'s `CFBundleDevelopmentRegion`,
    /// which SwiftPM writes from `defaultLocalization`), else the only one. Folder names are
    /// compared as language tags are, without regard to case or `-` and `_`.
    static func localizationFolder(in bundle: Bundle) -> String? {
        guard let resources = bundle.resourceURL,
            let names = try? FileManager.default.contentsOfDirectory(atPath: resources.path)
        else { return nil }
        let folders = names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
        func tag(_ folder: String) -> String { normalized(String(folder.dropLast(".lproj".count))) }
        func language(_ tag: String) -> Substring { tag.split(separator: "-").first ?? "" }
        for preferred in preferredLanguages.map(normalized) {
            if let exact = folders.first(where: { tag($0) == preferred }) { return exact }
        }
        for preferred in preferredLanguages.map(normalized) {
            if let sameLanguage = folders.first(where: { language(tag($0)) == language(preferred) }) {
                return sameLanguage
            }
        }
        let region = (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String).map(normalized)
        if let region, let development = folders.first(where: { tag($0) == region }) { return development }
        return folders.count == 1 ? folders[0] : nil
    }

    /// A language tag in one spelling: lower case, `-` between its parts.
    private static func normalized(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The entries of the table at `path`, read the first time it is asked for.
    private static func entries(at path: String) -> [String: String]? {
        tables.withLock { tables in
            if let table = tables[path] { return table }
            let table = readTable(at: path)
            tables[path] = .some(table)
            return table
        }
    }

    /// A `.strings` file's entries (`"key" = "value";`, in UTF-8 or UTF-16), or a property list's
    /// string entries. A file that cannot be read has none, and standard error says why, once.
    static func readTable(at path: String) -> [String: String]? {
        dictionary(at: path, largest: largestFile, kind: "a strings table")?.compactMapValues { $0 as? String }
    }

    /// The dictionary a property list or strings file at `path` holds, when it is one no larger
    /// than `largest` bytes; otherwise `nil`, and standard error says why (the file is not `kind`,
    /// or is too large).
    static func dictionary(at path: String, largest: Int, kind: String) -> [String: Any]? {
        let url = URL(fileURLWithPath: path)
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        guard size <= largest, let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let root = plist as? [String: Any]
        else {
            let problem = size > largest ? "it is \(size) bytes, more than \(largest)" : "it is not \(kind)"
            FileHandle.standardError.write(Data("CellSnap: \(path) is not read: \(problem)\n".utf8))
            return nil
        }
        return root
    }
}
