import Foundation

/// A predicate of the Contacts framework: what CellSnap's store matches. A predicate made
/// otherwise (`NSPredicate(format:)`) is refused by the store with `CNError.Code.predicateInvalid`,
/// as on iOS.
final class ContactsPredicate: NSPredicate {
    enum Kind {
        case contactName(String)
        case contactIdentifiers([String])
        case contactPhoneNumber(CNPhoneNumber)
        case contactEmail(String)
        case contactsInGroup(String)
        case contactsInContainer(String)
        case groupIdentifiers([String])
        case groupsInContainer(String)
        case containerIdentifiers([String])
        case containerOfContact(String)
        case containerOfGroup(String)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    override var predicateFormat: String { "\(kind)" }
}

extension CNContact {
    /// The contacts one of whose names (given, middle, family, nickname, organization) begins
    /// with `name`'s first word and so on for each word, ignoring case and diacritics.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        ContactsPredicate(.contactName(name))
    }

    /// The contacts of `identifiers`.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        ContactsPredicate(.contactIdentifiers(identifiers))
    }

    /// The contacts with a phone number of `phoneNumber`'s digits.
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        ContactsPredicate(.contactPhoneNumber(phoneNumber))
    }

    /// The contacts with the email address `emailAddress` (ignoring case).
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        ContactsPredicate(.contactEmail(emailAddress))
    }

    /// The members of the group of `groupIdentifier`.
    public class func predicateForContactsInGroup(withIdentifier groupIdentifier: String) -> NSPredicate {
        ContactsPredicate(.contactsInGroup(groupIdentifier))
    }

    /// The contacts of the container of `containerIdentifier`.
    public class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        ContactsPredicate(.contactsInContainer(containerIdentifier))
    }
}

extension ContactFields {
    /// Whether every word of `name` begins one of the contact's names.
    func matches(name: String) -> Bool {
        let words = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return false }
        let names = searchableNames.flatMap { $0.split(whereSeparator: \.isWhitespace) }
        return words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
    }
}

/// How contacts are sorted: by the names of the order that the contact has (one without a
/// family name sorts by its given name, and one without a name by its organization's), ignoring
/// case and diacritics.
enum ContactSorting {
    static func compare(_ lhs: ContactFields, _ rhs: ContactFields, by order: CNContactSortOrder) -> ComparisonResult {
        guard order != .none else { return .orderedSame }
        let left = sortKeys(lhs, givenFirst: order == .givenName)
        let right = sortKeys(rhs, givenFirst: order == .givenName)
        for (leftKey, rightKey) in zip(left, right) {
            let result = leftKey.compare(rightKey, options: [.caseInsensitive, .diacriticInsensitive])
            if result != .orderedSame { return result }
        }
        return left.count == right.count
            ? .orderedSame : (left.count < right.count ? .orderedAscending : .orderedDescending)
    }

    private static func sortKeys(_ fields: ContactFields, givenFirst: Bool) -> [String] {
        let names =
            givenFirst
            ? [fields.givenName, fields.familyName, fields.middleName]
            : [fields.familyName, fields.givenName, fields.middleName]
        let present = names.filter { !$0.isEmpty }
        return present.isEmpty ? [fields.organizationName] : present
    }
}
