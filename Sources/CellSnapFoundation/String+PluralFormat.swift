import Foundation

/// `NSLocalizedString(_:tableName:bundle:value:comment:)` that reads plural strings too (Linux-only,
/// no iOS API): CellSnap's Objective-C adapter writes it for an app's `NSLocalizedString` calls.
/// For a key of the table's `.stringsdict` file it answers the format with each variable in its
/// `other` form (`"%1$d items"`), which ``Swift/String/init(cellSnapFormat:locale:arguments:)``
/// formats with the form each number asks for, as iOS's `String.localizedStringWithFormat(_:_:)`
/// does (Linux's Foundation crashes the process on such a key); any other key is Foundation's.
///
/// ```swift
/// let title = cellSnapLocalizedString("settings.title", value: "Settings", comment: "")
/// ```
public func cellSnapLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
    bundle.cellSnapLocalizedString(forKey: key, value: value, table: tableName)
}

extension Bundle {
    /// `localizedString(forKey:value:table:)` that reads plural strings too (Linux-only, no iOS
    /// API; see ``cellSnapLocalizedString(_:tableName:bundle:value:comment:)``). An entry CellSnap
    /// does not read (a rule other than `NSStringPluralRuleType`) answers `value`, or the key, as a
    /// missing translation does, and says why on standard error.
    public func cellSnapLocalizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        switch StringsDictionaries.lookup(key: key, table: tableName, in: self) {
        case .absent:
            switch LocalizedStringsTables.translation(of: key, table: tableName, in: self) {
            case .some(.some(let translation)): return translation
            case .some(.none): return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
            case .none: return localizedString(forKey: key, value: value, table: tableName)
            }
        case .plural(let format):
            return PluralFormats.register(format)
        case .unreadable(let problem):
            FileHandle.standardError.write(
                Data("CellSnap: the plural string \"\(key)\" is not read: \(problem)\n".utf8))
            return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
        }
    }
}

extension String {
    /// `String(format:locale:arguments:)`, for a format answered for a
    /// plural key (``Foundation/Bundle/cellSnapLocalizedString(forKey:value:table:)``) too
    /// (Linux-only, no iOS API): each variable takes the form its number asks for
    /// (`"1 item"`, `"3 items"`). CellSnap's Objective-C adapter writes it for an app's
    /// `String(format:)` calls whose format is not a literal.
    ///
    /// ```swift
    /// let count = 3
    /// let text = String(cellSnapFormat: "%d items", locale: nil, arguments: [count])   // "3 items"
    /// ```
    public init(cellSnapFormat format: String, locale: Locale?, arguments: [CVarArg]) {
        guard let plural = PluralFormats.format(for: format) else {
            self.init(format: format, locale: locale, arguments: arguments)
            return
        }
        let resolved = plural.resolved(for: arguments)
        self.init(format: resolved.format, locale: locale, arguments: resolved.arguments)
    }

    /// `String(format:_:)` for a plural format too (see ``init(cellSnapFormat:locale:arguments:)``).
    public init(cellSnapFormat format: String, _ arguments: CVarArg...) {
        self.init(cellSnapFormat: format, locale: nil, arguments: arguments)
    }

    /// `String(format:arguments:)` for a plural format too (see ``init(cellSnapFormat:locale:arguments:)``).
    public init(cellSnapFormat format: String, arguments: [CVarArg]) {
        self.init(cellSnapFormat: format, locale: nil, arguments: arguments)
    }

    /// `String(format:locale:_:)` for a plural format too (see ``init(cellSnapFormat:locale:arguments:)``).
    public init(cellSnapFormat format: String, locale: Locale?, _ arguments: CVarArg...) {
        self.init(cellSnapFormat: format, locale: locale, arguments: arguments)
    }

    /// `String.localizedStringWithFormat(_:_:)` for a plural format too (see
    /// ``init(cellSnapFormat:locale:arguments:)``): in the current locale.
    public static func cellSnapLocalizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String {
        String(cellSnapFormat: format, locale: .current, arguments: arguments)
    }
}
