import Foundation

/// Whether a contact is a person or an organization, as `CNContactType` (its raw values).
public enum CNContactType: Int, Hashable, Sendable {
    case person = 0, organization = 1
}

/// The order contacts are sorted in, as `CNContactSortOrder` (its raw values). The user's
/// default on CellSnap's device is by family name (`.userDefault` sorts as `.familyName`).
public enum CNContactSortOrder: Int, Hashable, Sendable {
    case none = 0, userDefault = 1, givenName = 2, familyName = 3
}

/// What a contact holds: every property of `CNContact`, as a value.
struct ContactFields {
    var contactType = CNContactType.person
    var namePrefix = "", givenName = "", middleName = "", familyName = "", previousFamilyName = ""
    var nameSuffix = "", nickname = ""
    var organizationName = "", departmentName = "", jobTitle = ""
    var phoneticGivenName = "", phoneticMiddleName = "", phoneticFamilyName = "", phoneticOrganizationName = ""
    var note = ""
    var imageData: Data?
    var thumbnailImageData: Data?
    var birthday: DateComponents?
    var nonGregorianBirthday: DateComponents?
    var dates: [CNLabeledValue<NSDateComponents>] = []
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var urlAddresses: [CNLabeledValue<NSString>] = []
    var contactRelations: [CNLabeledValue<CNContactRelation>] = []

    /// These fields of `keys` over `base`'s (what a fetch that asked for `keys` gives: over
    /// empty fields).
    func keeping(_ keys: Set<String>, over base: ContactFields = ContactFields()) -> ContactFields {
        var kept = base
        if keys.contains(CNContactTypeKey) { kept.contactType = contactType }
        let strings: [(String, WritableKeyPath<ContactFields, String>)] = [
            (CNContactNamePrefixKey, \.namePrefix), (CNContactGivenNameKey, \.givenName),
            (CNContactMiddleNameKey, \.middleName), (CNContactFamilyNameKey, \.familyName),
            (CNContactPreviousFamilyNameKey, \.previousFamilyName), (CNContactNameSuffixKey, \.nameSuffix),
            (CNContactNicknameKey, \.nickname), (CNContactOrganizationNameKey, \.organizationName),
            (CNContactDepartmentNameKey, \.departmentName), (CNContactJobTitleKey, \.jobTitle),
            (CNContactPhoneticGivenNameKey, \.phoneticGivenName),
            (CNContactPhoneticMiddleNameKey, \.phoneticMiddleName),
            (CNContactPhoneticFamilyNameKey, \.phoneticFamilyName),
            (CNContactPhoneticOrganizationNameKey, \.phoneticOrganizationName), (CNContactNoteKey, \.note),
        ]
        for (key, path) in strings where keys.contains(key) { kept[keyPath: path] = self[keyPath: path] }
        if keys.contains(CNContactImageDataKey) { kept.imageData = imageData }
        if keys.contains(CNContactThumbnailImageDataKey) { kept.thumbnailImageData = thumbnailImageData }
        if keys.contains(CNContactBirthdayKey) { kept.birthday = birthday }
        if keys.contains(CNContactNonGregorianBirthdayKey) { kept.nonGregorianBirthday = nonGregorianBirthday }
        if keys.contains(CNContactDatesKey) { kept.dates = dates }
        if keys.contains(CNContactPhoneNumbersKey) { kept.phoneNumbers = phoneNumbers }
        if keys.contains(CNContactEmailAddressesKey) { kept.emailAddresses = emailAddresses }
        if keys.contains(CNContactPostalAddressesKey) { kept.postalAddresses = postalAddresses }
        if keys.contains(CNContactUrlAddressesKey) { kept.urlAddresses = urlAddresses }
        if keys.contains(CNContactRelationsKey) { kept.contactRelations = contactRelations }
        return kept
    }

    /// The name parts a name matches against, lowercased, without diacritics.
    var searchableNames: [String] {
        [givenName, middleName, familyName, nickname, organizationName, namePrefix, nameSuffix]
            .filter { !$0.isEmpty }
            .map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
    }
}
