import Foundation

/// One property of a contact a person picked (a phone number, an email address), as Contacts'
/// `CNContactProperty`.
open class CNContactProperty: NSObject, NSCopying, @unchecked Sendable {
    /// The contact the property belongs to.
    open private(set) var contact: CNContact
    /// The property's key (`CNContactPhoneNumbersKey`...).
    open private(set) var key: String
    /// The value: a labeled value's value, or the property's own.
    open private(set) var value: Any?
    /// A labeled value's identifier.
    open private(set) var identifier: String?
    /// A labeled value's label.
    open private(set) var label: String?

    /// The property of `contact`'s `key`, and of the labeled value of `identifier` (Linux-only, as
    /// the picker makes them on iOS; a test uses it to call a picker's delegate).
    public init(cellSnapContact contact: CNContact, key: String, identifier: String? = nil) {
        (self.contact, self.key, self.identifier) = (contact, key, identifier)
        let labeled: [(String, String?, Any)]
        switch key {
        case CNContactPhoneNumbersKey: labeled = contact.phoneNumbers.map { ($0.identifier, $0.label, $0.value) }
        case CNContactEmailAddressesKey: labeled = contact.emailAddresses.map { ($0.identifier, $0.label, $0.value) }
        case CNContactPostalAddressesKey: labeled = contact.postalAddresses.map { ($0.identifier, $0.label, $0.value) }
        case CNContactUrlAddressesKey: labeled = contact.urlAddresses.map { ($0.identifier, $0.label, $0.value) }
        default: labeled = []
        }
        if let identifier, let match = labeled.first(where: { $0.0 == identifier }) {
            (label, value) = (match.1, match.2)
        } else {
            value = contact.value(forContactKey: key)
        }
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

extension CNContact {
    /// The value of the property of `key`, or `nil` for a key that is not a contact's.
    func value(forContactKey key: String) -> Any? {
        switch key {
        case CNContactGivenNameKey: return givenName
        case CNContactFamilyNameKey: return familyName
        case CNContactMiddleNameKey: return middleName
        case CNContactNicknameKey: return nickname
        case CNContactOrganizationNameKey: return organizationName
        case CNContactJobTitleKey: return jobTitle
        case CNContactNoteKey: return note
        case CNContactBirthdayKey: return birthday
        case CNContactPhoneNumbersKey: return phoneNumbers
        case CNContactEmailAddressesKey: return emailAddresses
        case CNContactPostalAddressesKey: return postalAddresses
        case CNContactUrlAddressesKey: return urlAddresses
        default: return nil
        }
    }
}
