import Foundation
import Synchronization

/// The `.stringsdict` files of bundles, read once each: plural forms of localized strings, which
/// Linux's Foundation cannot read (its `localizedString(forKey:value:table:)` crashes the process on
/// such a key). ``Foundation/Bundle/cellSnapLocalizedString(forKey:value:table:)`` answers from them.
enum StringsDictionaries {
    /// What a bundle's table says of a key.
    enum Lookup: Equatable {
        /// The table has no `.stringsdict` file, or the file has no such key.
        case absent
        /// The key's plural format.
        case plural(PluralFormat)
        /// The file or its entry for the key is not a plural format CellSnap reads: why.
        case unreadable(String)
    }

    /// A file larger than this is not read (a table of plural strings is a few kilobytes).
    static let largestFile = 4 << 20

    /// The tables read so far, by path, shared by every thread.
    private static let tables = Mutex<[String: [String: PluralFormat?]]>([:])

    /// The entry for `key` in `bundle`'s table `table` (`Localizable` when `nil`): the file of the
    /// localization iOS would read (``LocalizedStringsTables/localizationFolder(in:)``).
    static func lookup(key: String, table: String?, in bundle: Bundle) -> Lookup {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        guard let path = LocalizedStringsTables.path(of: name, type: "stringsdict", in: bundle),
            let entry = entries(at: path)[key]
        else { return .absent }
        return entry.map(Lookup.plural) ?? .unreadable("its entry for \"\(key)\" is not a plural format")
    }

    /// The entries of the file at `path`, read the first time it is asked for.
    private static func entries(at path: String) -> [String: PluralFormat?] {
        tables.withLock { tables in
            if let table = tables[path] { return table }
            let table = readTable(at: path)
            tables[path] = table
            return table
        }
    }

    /// A table's entries by key (`nil` for an entry that is not a plural format). A file that
    /// cannot be read has none, and standard error says why, once.
    static func readTable(at path: String) -> [String: PluralFormat?] {
        guard let root = LocalizedStringsTables.dictionary(at: path, largest: largestFile, kind: "a property list")
        else { return [:] }
        let language = languageOfFolder(URL(fileURLWithPath: path).deletingLastPathComponent())
        var entries: [String: PluralFormat?] = [:]
        for (key, value) in root {
            entries[key] = (value as? [String: Any]).flatMap { pluralFormat($0, language: language) }
        }
        return entries
    }

    /// An entry's plural format: `NSStringLocalizedFormatKey` and a dictionary of forms for each
    /// variable of `NSStringPluralRuleType`; `nil` when it is not one.
    static func pluralFormat(_ entry: [String: Any], language: String) -> PluralFormat? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: [String: String]] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: Any] else { continue }
            guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { return nil }
            let categories = ["zero", "one", "two", "few", "many", "other"]
            variables[name] = rule.reduce(into: [:]) { forms, pair in
                if categories.contains(pair.key), let form = pair.value as? String { forms[pair.key] = form }
            }
        }
        return PluralFormat(format: format, variables: variables, language: language)
    }

    /// The language of a `.lproj` folder (`pt-BR` of `pt-BR.lproj`); the current locale's for a
    /// file outside one or in `Base.lproj`.
    private static func languageOfFolder(_ folder: URL) -> String {
        let name = folder.lastPathComponent
        if name.hasSuffix(".lproj"), name != "Base.lproj" { return String(name.dropLast(".lproj".count)) }
        return Locale.current.language.languageCode?.identifier ?? "en"
    }
}

/// The formats `cellSnapLocalizedString` has answered for plural keys, by the text it answered,
/// so that formatting that text (`String(cellSnapFormat:_:)`) chooses the forms.
enum PluralFormats {
    private static let registered = Mutex<[String: PluralFormat]>([:])

    /// Remembers `format` and answers the text that stands for it: its ``PluralFormat/representative``.
    static func register(_ format: PluralFormat) -> String {
        let text = format.representative
        registered.withLock { $0[text] = format }
        return text
    }

    /// The plural format `text` stands for, if a bundle answered it for a plural key.
    static func format(for text: String) -> PluralFormat? { registered.withLock { $0[text] } }
}
