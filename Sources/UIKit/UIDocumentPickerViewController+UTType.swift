import CellSnapUIKit
import UniformTypeIdentifiers

// What UIKit declares with `UTType` for a file that also imports UniformTypeIdentifiers, as the
// SDK does. (CellSnapUIKit does not see UniformTypeIdentifiers, so these initialisers are
// convenience ones here: a subclass cannot call them through `super.init`.)
extension UIDocumentPickerViewController {
    /// A picker that opens documents of `contentTypes` where they are or, when `asCopy`, imports
    /// copies of them (`documentPickerMode` `.import`, else `.open`).
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.init(documentTypes: contentTypes.map(\.identifier), in: asCopy ? .import : .open)
    }

    /// A picker that opens documents of `contentTypes` where they are.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
}
