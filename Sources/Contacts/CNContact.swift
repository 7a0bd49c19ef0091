import Foundation

/// A contact, as Contacts' `CNContact`: immutable (``CNMutableContact`` is the one an app
/// changes). A contact made by the app has every key; one fetched from the store has only the
/// keys the fetch asked for (``isKeyAvailable(_:)``). Reading a property that was not fetched
/// gives its empty value here, where iOS raises `CNContactPropertyNotFetchedException`.
///
/// ```swift
/// let contact = CNMutableContact()
/// contact.givenName = "John"
/// contact.familyName = "Appleseed"
/// CNContactFormatter.string(from: contact, style: .fullName)   // "John Appleseed"
/// ```
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The contact's values.
    var fields: ContactFields
    /// The keys this contact holds: every key, or those a fetch asked for.
    let availableKeys: Set<String>

    /// The contact's identifier, unique in this process (`CELLSNAP-CONTACT-<n>`).
    open private(set) var identifier: String

    /// The contact's whether a person or an organization.
    open var contactType: CNContactType { fields.contactType }
    /// The contact's the name's prefix ("Dr.").
    open var namePrefix: String { fields.namePrefix }
    /// The contact's the given name.
    open var givenName: String { fields.givenName }
    /// The contact's the middle name.
    open var middleName: String { fields.middleName }
    /// The contact's the family name.
    open var familyName: String { fields.familyName }
    /// The contact's the family name before a change (a maiden name).
    open var previousFamilyName: String { fields.previousFamilyName }
    /// The contact's the name's suffix ("Jr.").
    open var nameSuffix: String { fields.nameSuffix }
    /// The contact's the nickname.
    open var nickname: String { fields.nickname }
    /// The contact's the organization's name.
    open var organizationName: String { fields.organizationName }
    /// The contact's the department's name.
    open var departmentName: String { fields.departmentName }
    /// The contact's the job title.
    open var jobTitle: String { fields.jobTitle }
    /// The contact's the given name's pronunciation.
    open var phoneticGivenName: String { fields.phoneticGivenName }
    /// The contact's the middle name's pronunciation.
    open var phoneticMiddleName: String { fields.phoneticMiddleName }
    /// The contact's the family name's pronunciation.
    open var phoneticFamilyName: String { fields.phoneticFamilyName }
    /// The contact's the organization name's pronunciation.
    open var phoneticOrganizationName: String { fields.phoneticOrganizationName }
    /// The contact's the note.
    open var note: String { fields.note }
    /// The contact's the picture's image data.
    open var imageData: Data? { fields.imageData }
    /// The contact's the thumbnail's image data (the picture's, as CellSnap keeps no other).
    open var thumbnailImageData: Data? { fields.thumbnailImageData }
    /// The contact's the Gregorian birthday.
    open var birthday: DateComponents? { fields.birthday }
    /// The contact's a birthday in another calendar.
    open var nonGregorianBirthday: DateComponents? { fields.nonGregorianBirthday }
    /// The contact's labeled dates (anniversaries).
    open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }
    /// The contact's labeled phone numbers.
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    /// The contact's labeled email addresses.
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    /// The contact's labeled postal addresses.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
    /// The contact's labeled URLs.
    open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }
    /// The contact's labeled relations.
    open var contactRelations: [CNLabeledValue<CNContactRelation>] { fields.contactRelations }
    /// Whether the contact has a picture.
    open var imageDataAvailable: Bool { fields.imageData != nil }

    /// An empty contact with every key.
    public override init() {
        (fields, availableKeys, identifier) = (ContactFields(), allContactKeys, ContactIdentifiers.next("CONTACT"))
        super.init()
    }

    init(fields: ContactFields, identifier: String, keys: Set<String>) {
        (self.fields, self.identifier, availableKeys) = (fields, identifier, keys.union([CNContactIdentifierKey]))
        super.init()
    }

    /// Whether `key` was fetched (every key of a contact the app made).
    open func isKeyAvailable(_ key: String) -> Bool { availableKeys.contains(key) }

    /// Whether every key of `keyDescriptors` was fetched.
    open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
        contactKeys(of: keyDescriptors).isSubset(of: availableKeys)
    }

    /// Whether this contact is, or is unified with, the contact of `contactIdentifier` (CellSnap's
    /// store unifies no contacts, so: whether the identifiers are equal).
    open func isUnifiedWithContact(withIdentifier contactIdentifier: String) -> Bool {
        contactIdentifier == identifier
    }

    /// The name of `key` as the Contacts app shows it ("First", "Phone").
    open class func localizedString(forKey key: String) -> String { contactKeyNames[key] ?? key }

    /// A comparator of contacts by `sortOrder` (`.userDefault` is by family name, then given name).
    open class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { lhs, rhs in
            guard let lhs = lhs as? CNContact, let rhs = rhs as? CNContact else { return .orderedSame }
            return ContactSorting.compare(lhs.fields, rhs.fields, by: sortOrder)
        }
    }

    /// The keys a comparator reads.
    open class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor {
        CNKeySet(
            "comparator",
            [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey, CNContactOrganizationNameKey])
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        CNContact(fields: fields, identifier: identifier, keys: availableKeys)
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        CNMutableContact(fields: fields, identifier: identifier, keys: availableKeys)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContact)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
    open override var description: String {
        "<CNContact: identifier=\(identifier), givenName=\(givenName), familyName=\(familyName)>"
    }
}

/// A contact the app changes, as Contacts' `CNMutableContact`; saved through ``CNSaveRequest``.
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var contactType: CNContactType {
        get { fields.contactType }
        set { fields.contactType = newValue }
    }
    open override var namePrefix: String {
        get { fields.namePrefix }
        set { fields.namePrefix = newValue }
    }
    open override var givenName: String {
        get { fields.givenName }
        set { fields.givenName = newValue }
    }
    open override var middleName: String {
        get { fields.middleName }
        set { fields.middleName = newValue }
    }
    open override var familyName: String {
        get { fields.familyName }
        set { fields.familyName = newValue }
    }
    open override var previousFamilyName: String {
        get { fields.previousFamilyName }
        set { fields.previousFamilyName = newValue }
    }
    open override var nameSuffix: String {
        get { fields.nameSuffix }
        set { fields.nameSuffix = newValue }
    }
    open override var nickname: String {
        get { fields.nickname }
        set { fields.nickname = newValue }
    }
    open override var organizationName: String {
        get { fields.organizationName }
        set { fields.organizationName = newValue }
    }
    open override var departmentName: String {
        get { fields.departmentName }
        set { fields.departmentName = newValue }
    }
    open override var jobTitle: String {
        get { fields.jobTitle }
        set { fields.jobTitle = newValue }
    }
    open override var phoneticGivenName: String {
        get { fields.phoneticGivenName }
        set { fields.phoneticGivenName = newValue }
    }
    open override var phoneticMiddleName: String {
        get { fields.phoneticMiddleName }
        set { fields.phoneticMiddleName = newValue }
    }
    open override var phoneticFamilyName: String {
        get { fields.phoneticFamilyName }
        set { fields.phoneticFamilyName = newValue }
    }
    open override var phoneticOrganizationName: String {
        get { fields.phoneticOrganizationName }
        set { fields.phoneticOrganizationName = newValue }
    }
    open override var note: String {
        get { fields.note }
        set { fields.note = newValue }
    }
    open override var imageData: Data? {
        get { fields.imageData }
        set { fields.imageData = newValue }
    }
    open override var thumbnailImageData: Data? {
        get { fields.thumbnailImageData }
        set { fields.thumbnailImageData = newValue }
    }
    open override var birthday: DateComponents? {
        get { fields.birthday }
        set { fields.birthday = newValue }
    }
    open override var nonGregorianBirthday: DateComponents? {
        get { fields.nonGregorianBirthday }
        set { fields.nonGregorianBirthday = newValue }
    }
    open override var dates: [CNLabeledValue<NSDateComponents>] {
        get { fields.dates }
        set { fields.dates = newValue }
    }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { fields.phoneNumbers }
        set { fields.phoneNumbers = newValue }
    }
    open override var emailAddresses: [CNLabeledValue<NSString>] {
        get { fields.emailAddresses }
        set { fields.emailAddresses = newValue }
    }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { fields.postalAddresses }
        set { fields.postalAddresses = newValue }
    }
    open override var urlAddresses: [CNLabeledValue<NSString>] {
        get { fields.urlAddresses }
        set { fields.urlAddresses = newValue }
    }
    open override var contactRelations: [CNLabeledValue<CNContactRelation>] {
        get { fields.contactRelations }
        set { fields.contactRelations = newValue }
    }

    /// An empty contact.
    public override init() { super.init() }

    override init(fields: ContactFields, identifier: String, keys: Set<String>) {
        super.init(fields: fields, identifier: identifier, keys: keys)
    }
}

/// The names the Contacts app shows for the keys, in English.
let contactKeyNames: [String: String] = [
    CNContactNamePrefixKey: "Prefix", CNContactGivenNameKey: "First", CNContactMiddleNameKey: "Middle",
    CNContactFamilyNameKey: "Last", CNContactPreviousFamilyNameKey: "Maiden", CNContactNameSuffixKey: "Suffix",
    CNContactNicknameKey: "Nickname", CNContactOrganizationNameKey: "Company",
    CNContactDepartmentNameKey: "Department", CNContactJobTitleKey: "Job Title",
    CNContactPhoneticGivenNameKey: "Phonetic First Name", CNContactPhoneticMiddleNameKey: "Phonetic Middle Name",
    CNContactPhoneticFamilyNameKey: "Phonetic Last Name", CNContactBirthdayKey: "Birthday", CNContactNoteKey: "Notes",
    CNContactPhoneNumbersKey: "Phone", CNContactEmailAddressesKey: "Email", CNContactPostalAddressesKey: "Address",
    CNContactDatesKey: "Date", CNContactUrlAddressesKey: "URL", CNContactRelationsKey: "Related Name",
    CNContactImageDataKey: "Photo",
]
