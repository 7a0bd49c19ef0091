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

// The document browser's `UTType` API (iOS 14), kept beside the picker's for the same reason.
extension UIDocumentBrowserViewController {
    /// A browser of documents of `contentTypes` (the app's document types for `nil`; CellSnap
    /// reads no Info.plist, so none).
    public convenience init(forOpening contentTypes: [UTType]?) {
        self.init(forOpeningFilesWithContentTypes: contentTypes?.map(\.identifier))
    }

    /// The types the Recents list shows: the browser's own types.
    public var contentTypesForRecentDocuments: [UTType] { recentDocumentsContentTypes.compactMap { UTType($0) } }
}
