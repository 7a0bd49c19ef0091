// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A key or set of keys a fetch asks for, as Contacts' `CNKeyDescriptor`. The key constants are
/// strings and conform, as on iOS (`CNContactGivenNameKey as CNKeyDescriptor`); so do the
/// formatters' and vCard serialization's descriptors. On Linux the protocol does not refine
/// `NSObjectProtocol`, `NSCopying` and `NSSecureCoding`, which `String` cannot conform to here.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A named set of keys (the formatters' and vCard serialization's descriptors).
final class CNKeySet: NSObject, CNKeyDescriptor, @unchecked Sendable {
    let keys: Set<String>
    let name: String
    init(_ name: String, _ keys: [String]) { (self.name, self.keys) = (name, Set(keys)) }
    override var description: String { "<\(name) keys: \(keys.sorted().joined(separator: ", "))>" }
}

/// The keys `descriptors` stand for.
func contactKeys(of descriptors: [any CNKeyDescriptor]) -> Set<String> {
    var keys = Set<String>()
    for descriptor in descriptors {
        if let key = descriptor as? String {
            keys.insert(key)
        } else if let key = descriptor as? NSString {
            keys.insert(key as String)
        } else if let set = descriptor as? CNKeySet {
            keys.formUnion(set.keys)
        }
    }
    return keys
}

public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactPropertyAttribute = "contactProperty"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
public let CNContactBirthdayKey = "birthday"
public let CNContactNonGregorianBirthdayKey = "nonGregorianBirthday"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactDatesKey = "dates"
public let CNContactUrlAddressesKey = "urlAddresses"
public let CNContactRelationsKey = "contactRelations"
public let CNContactSocialProfilesKey = "socialProfiles"
public let CNContactInstantMessageAddressesKey = "instantMessageAddresses"

/// Every key a contact has (what a contact the app makes has available).
let allContactKeys: Set<String> = [
    CNContactIdentifierKey, CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
    CNContactFamilyNameKey, CNContactPreviousFamilyNameKey, CNContactNameSuffixKey, CNContactNicknameKey,
    CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey, CNContactPhoneticGivenNameKey,
    CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey, CNContactPhoneticOrganizationNameKey,
    CNContactBirthdayKey, CNContactNonGregorianBirthdayKey, CNContactNoteKey, CNContactImageDataKey,
    CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey, CNContactPhoneNumbersKey,
    CNContactEmailAddressesKey, CNContactPostalAddressesKey, CNContactDatesKey, CNContactUrlAddressesKey,
    CNContactRelationsKey, CNContactSocialProfilesKey, CNContactInstantMessageAddressesKey,
]
