// CellSnap's own test screen's texts, written as iOS code is: the app's `Localizable.strings`
// (Tests/ObjCScreenTests/AppResources), read with `NSLocalizedString` and no bundle, which on iOS
// is the main bundle, the app's.
import Foundation

enum PantryStrings {
    static var emptyShelf: String { NSLocalizedString("pantry.empty", comment: "A shelf with nothing on it") }
    static var restock: String {
        NSLocalizedString("pantry.restock", tableName: nil, value: "Restock", comment: "The restock button")
    }
    static var missing: String { NSLocalizedString("pantry.missing", value: "Not translated", comment: "") }
}
