import CellSnapUIKit
import Contacts
import Foundation

/// The refusal of drawing a system contact screen.
func contactScreenRefusal(_ call: String) -> CellSnapUIKitError {
    CellSnapUIKitError(
        call: call,
        reason: "the system draws its contact screens (card and picker) from its own layout, which "
            + "CellSnap does not imitate; snapshot the screen that presents it")
}

/// What a contact card tells its delegate, as `CNContactViewControllerDelegate` (both
/// requirements optional, defaulted: the default action is performed, completion is ignored).
@preconcurrency @MainActor public protocol CNContactViewControllerDelegate: NSObjectProtocol {
    func contactViewController(
        _ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty
    ) -> Bool
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
}

extension CNContactViewControllerDelegate {
    public func contactViewController(
        _ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty
    ) -> Bool { true }
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
}

/// The system's contact card, as ContactsUI's `CNContactViewController`: made for a saved
/// contact, a new one or an unknown one, configured and presented as on iOS. Drawing it is
/// refused (``ContactsUI``'s module note says why); its `contact` and settings read back.
@preconcurrency @MainActor open class CNContactViewController: UIViewController {
    /// How the card was made.
    public enum CellSnapKind: Equatable, Sendable {
        case known, new, unknown
    }

    /// The contact the card shows.
    open private(set) var contact = CNContact()
    /// How the card was made (Linux-only, no ContactsUI API).
    public private(set) var cellSnapKind = CellSnapKind.known
    /// The keys of the properties the card shows (`nil`: all).
    open var displayedPropertyKeys: [Any]?
    open weak var delegate: (any CNContactViewControllerDelegate)?
    /// The store a new or unknown contact is saved to.
    open var contactStore: CNContactStore?
    /// The group a new contact is added to.
    open var parentGroup: CNGroup?
    /// The container a new contact is added to.
    open var parentContainer: CNContainer?
    /// The name shown for a contact without one.
    open var alternateName: String?
    /// The text shown under an unknown contact's name.
    open var message: String?
    open var allowsEditing = true
    open var allowsActions = true
    open var shouldShowLinkedContacts = false
    /// The property highlighted, as `highlightProperty(withKey:identifier:)` set it.
    public private(set) var cellSnapHighlightedProperty: (key: String, identifier: String?)?

    /// The keys a contact must have for the card.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        CNContactVCardSerialization.descriptorForRequiredKeys()
    }

    /// A card for a contact saved in the store.
    public convenience init(for contact: CNContact) {
        self.init(nibName: nil, bundle: nil)
        (self.contact, cellSnapKind) = (contact, .known)
    }

    /// A card for a contact not in the store (a phone number that called).
    public convenience init(forUnknownContact contact: CNContact) {
        self.init(nibName: nil, bundle: nil)
        (self.contact, cellSnapKind) = (contact, .unknown)
    }

    /// A card that edits a new contact, filled with `contact`'s values.
    public convenience init(forNewContact contact: CNContact?) {
        self.init(nibName: nil, bundle: nil)
        (self.contact, cellSnapKind) = (contact ?? CNContact(), .new)
    }

    /// Highlights the property of `key` (and labeled value of `identifier`).
    open func highlightProperty(withKey key: String, identifier: String?) {
        cellSnapHighlightedProperty = (key, identifier)
    }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(contactScreenRefusal("CNContactViewController"))
    }
}
