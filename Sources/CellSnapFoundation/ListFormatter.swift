import Foundation

/// Joins items into a list as the language does (`A, B, and C`), as Foundation's `ListFormatter` on
/// Apple's platforms (Foundation on Linux has none), with Foundation's `ListFormatStyle`.
///
/// ```swift
/// let formatter = ListFormatter()
/// formatter.locale = Locale(identifier: "en_US")
/// print(formatter.string(from: ["Milk", "Eggs", "Bread"]) ?? "")   // "Milk, Eggs, and Bread"
/// ```
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = .cellSnapCurrent
    /// Writes each item; without one an item is written with `String(describing:)`.
    open var itemFormatter: Formatter?

    /// `strings` joined in the device's locale (``Foundation/Locale/cellSnapCurrent``).
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` joined, each written by ``itemFormatter``; `nil` when that formatter writes none of one.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        var style = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard)
        style.locale = locale ?? .cellSnapCurrent
        return style.format(strings)
    }

    /// An array joined; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
