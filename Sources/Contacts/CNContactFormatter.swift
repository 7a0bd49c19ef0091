import Foundation

/// The styles of a contact's name, as `CNContactFormatterStyle` (its raw values).
public enum CNContactFormatterStyle: Int, Hashable, Sendable {
    case fullName = 0, phoneticFullName = 1
}

/// The order of a name's parts, as `CNContactDisplayNameOrder` (its raw values).
public enum CNContactDisplayNameOrder: Int, Hashable, Sendable {
    case userDefault = 0, givenNameFirst = 1, familyNameFirst = 2
}

/// Writes a contact's name, as Contacts' `CNContactFormatter`. What CellSnap writes (Apple
/// documents no rules; these are the Contacts app's for an English-language device):
///
/// - `.fullName`: prefix, given, middle and family name and suffix, in that order, separated by
///   spaces, the empty ones left out. A name written in Chinese or Japanese characters (Han, kana)
///   is written family name first with no separator, and a Korean one (Hangul) family name first
///   with spaces.
/// - `.phoneticFullName`: the phonetic given, middle and family names, separated by spaces.
/// - An organization (`contactType == .organization`), and a person without any name part, is
///   written as its organization's name; without one too, the result is `nil`.
///
/// ```swift
/// let contact = CNMutableContact()
/// contact.namePrefix = "Dr."
/// contact.givenName = "Jane"
/// contact.familyName = "Appleseed"
/// CNContactFormatter.string(from: contact, style: .fullName)   // "Dr. Jane Appleseed"
/// ```
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// The style names are written in.
    open var style: CNContactFormatterStyle = .fullName

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The keys a contact must have for `style`.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        switch style {
        case .fullName:
            return CNKeySet(
                "CNContactFormatter full name",
                [
                    CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
                    CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey,
                ])
        case .phoneticFullName:
            return CNKeySet(
                "CNContactFormatter phonetic full name",
                [
                    CNContactTypeKey, CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey,
                    CNContactPhoneticFamilyNameKey, CNContactOrganizationNameKey,
                ])
        }
    }

    /// `contact`'s name in `style`, or `nil` when it has none.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let fields = contact.fields
        let parts: [String]
        switch style {
        case .fullName:
            let script = NameScript(of: fields)
            parts =
                script.familyFirst
                ? [fields.familyName, fields.givenName, fields.middleName]
                : [fields.namePrefix, fields.givenName, fields.middleName, fields.familyName, fields.nameSuffix]
            let name = parts.filter { !$0.isEmpty }.joined(separator: script.delimiter)
            if fields.contactType == .person, !name.isEmpty { return name }
        case .phoneticFullName:
            let name = [fields.phoneticGivenName, fields.phoneticMiddleName, fields.phoneticFamilyName]
                .filter { !$0.isEmpty }.joined(separator: " ")
            if fields.contactType == .person, !name.isEmpty { return name }
        }
        return fields.organizationName.isEmpty ? nil : fields.organizationName
    }

    /// `contact`'s name in `style`, with `attributes` over the whole text, or `nil` when it has none.
    open class func attributedString(
        from contact: CNContact, style: CNContactFormatterStyle, defaultAttributes attributes: [AnyHashable: Any]?
    ) -> NSAttributedString? {
        string(from: contact, style: style).map {
            NSAttributedString(string: $0, attributes: CNPostalAddressFormatter.attributeKeys(attributes ?? [:]))
        }
    }

    /// The order `contact`'s name is written in: family name first for Chinese, Japanese and
    /// Korean names, else given name first.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
        NameScript(of: contact.fields).familyFirst ? .familyNameFirst : .givenNameFirst
    }

    /// What separates `contact`'s name parts: nothing for Chinese and Japanese names, else a space.
    open class func delimiter(for contact: CNContact) -> String { NameScript(of: contact.fields).delimiter }

    /// `contact`'s name in the formatter's style.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    open func attributedString(
        from contact: CNContact, defaultAttributes attributes: [AnyHashable: Any]?
    ) -> NSAttributedString? {
        Self.attributedString(from: contact, style: style, defaultAttributes: attributes)
    }

    open override func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap { string(from: $0) } }
}

/// The script a name is written in, which decides its order and separator.
struct NameScript {
    let familyFirst: Bool
    let delimiter: String

    init(of fields: ContactFields) {
        let scalars = (fields.givenName + fields.middleName + fields.familyName).unicodeScalars
        let hanOrKana = scalars.contains { scalar in
            (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
                || (0x3040...0x30FF).contains(scalar.value)
        }
        let hangul = scalars.contains { (0xAC00...0xD7AF).contains($0.value) || (0x1100...0x11FF).contains($0.value) }
        familyFirst = hanOrKana || hangul
        delimiter = hanOrKana ? "" : " "
    }
}
