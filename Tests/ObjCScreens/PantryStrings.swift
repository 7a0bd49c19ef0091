// CellSnap's own test screen's texts, written as iOS code is: the app's `Localizable.strings`
// (Tests/ObjCScreenTests/AppResources), read with `NSLocalizedString` and `String(localized:)`
// and no bundle, which on iOS is the main bundle, the app's; plurals from its `Localizable.stringsdict`.
import Foundation

enum PantryStrings {
    static var emptyShelf: String { NSLocalizedString("pantry.empty", comment: "A shelf with nothing on it") }
    static var restock: String {
        NSLocalizedString("pantry.restock", tableName: nil, value: "Restock", comment: "The restock button")
    }
    static var missing: String { NSLocalizedString("pantry.missing", value: "Not translated", comment: "") }
    static func jarCount(_ count: Int) -> String { String(localized: "\(count) jars, 10% full", comment: "A shelf") }
    static func stocked(by name: String, on day: Int) -> String {
        String(localized: "\(name) stocked it on day \(day)")
    }
    static var title: String { String(localized: "pantry.title", defaultValue: "Pantry", table: "Titles") }
    static var untranslated: String { String(localized: "\(3.5) kg of \("flour")") }
    static func picked(by name: String, count: Int) -> String { String(localized: "\(name) picked \(count)") }
    static func outOf(_ item: String) -> String { String(localized: "Out of \(item)") }
    static func jars(_ count: Int, on shelf: String) -> String {
        String.localizedStringWithFormat(NSLocalizedString("pantry.jars", comment: "Jars on a shelf"), count, shelf)
    }
    static func jarsFormatted(_ count: Int) -> String {
        let format = Bundle.main.localizedString(forKey: "pantry.jars", value: nil, table: nil)
        return String(format: format, count, "the top shelf")
    }
}
