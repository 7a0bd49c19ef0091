// `import ContactsUI` on Linux: the system's contact card (`CNContactViewController`) and contact
// picker (`CNContactPickerViewController`) with their delegates. Both are made, configured and
// presented as on iOS, and drawing either is refused: iOS draws the picker in another process
// and the card from the system's own layout, which CellSnap does not imitate. As the SDK's
// module does, it brings UIKit and Contacts.
@_exported import Contacts
@_exported import UIKit
