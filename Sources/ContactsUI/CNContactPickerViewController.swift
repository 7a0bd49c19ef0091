import CellSnapUIKit
import Contacts
import Foundation

/// What the contact picker tells its delegate, as `CNContactPickerDelegate` (every requirement
/// optional, defaulted to doing nothing).
@preconcurrency @MainActor public protocol CNContactPickerDelegate: NSObjectProtocol {
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    func contactPicker(
        _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    public func contactPicker(
        _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]
    ) {}
}

/// The system's contact picker, as ContactsUI's `CNContactPickerViewController`. iOS draws it in
/// another process: here it is made, configured and presented as on iOS, its drawing is refused,
/// and no person picks anything (a test calls the delegate itself to play a pick).
@preconcurrency @MainActor open class CNContactPickerViewController: UIViewController {
    open weak var delegate: (any CNContactPickerDelegate)?
    /// The keys of the properties shown for a contact (`nil`: all).
    open var displayedPropertyKeys: [String]?
    /// Which contacts may be picked (`nil`: all).
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts are picked when tapped, rather than opened (`nil`: all).
    open var predicateForSelectionOfContact: NSPredicate?
    /// Which properties are picked when tapped (`nil`: all).
    open var predicateForSelectionOfProperty: NSPredicate?

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(contactScreenRefusal("CNContactPickerViewController"))
    }
}
