// `import Contacts` on Linux: contacts, their labeled values, postal addresses, the name and
// address formatters and vCards are real (built, formatted and read back as Apple documents
// them); the store is the device's, and CellSnap's device has no contacts. Its store is empty and
// its authorization `.notDetermined` until a test fills it (`CNContactStore.cellSnapFill`); asking
// for access answers "denied" as a person who taps "Don't Allow". Saving to an authorized store
// keeps the contacts in this process. As the SDK's module does, it brings Foundation.
@_exported import Foundation
