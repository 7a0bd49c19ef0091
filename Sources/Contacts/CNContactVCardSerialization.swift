import Foundation

/// Contacts to and from vCards, as Contacts' `CNContactVCardSerialization`. CellSnap writes vCard
/// 3.0 (RFC 2426) with the name (`N`, `FN`), nickname, organization, job title, note, birthday,
/// phone numbers, email addresses, postal addresses, URLs and picture, and reads those back from
/// vCard 2.1, 3.0 and 4.0 (folded lines joined, `BASE64`/`b` pictures decoded). A card with `FN`
/// and no `N` gets `FN` as its given name (iOS does not document what it does). The standard
/// labels are written and read as `type=` parameters (`HOME`, `WORK`, `CELL`, `IPHONE`, `MAIN`,
/// `PAGER`, `OTHER`); an app's own label is not written (CellSnap writes no `X-ABLabel` groups).
open class CNContactVCardSerialization: NSObject {
    /// The keys a contact must have to be written.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        CNKeySet("CNContactVCardSerialization", Array(allContactKeys))
    }

    /// `contacts` (``CNContact``s) as one vCard each, one after another, in UTF-8.
    open class func data(with contacts: [Any]) throws -> Data {
        var text = ""
        for (index, item) in contacts.enumerated() {
            guard let contact = item as? CNContact else {
                throw CNError.make(
                    .vCardSummarizationError, "CNContactVCardSerialization.data(with:)",
                    "item \(index) is not a CNContact (\(type(of: item)))")
            }
            text += VCardWriter.card(of: contact.fields)
        }
        return Data(text.utf8)
    }

    /// The contacts of the vCards in `data`; `.vCardMalformed` for data that holds no whole card.
    open class func contacts(with data: Data) throws -> [CNContact] {
        let call = "CNContactVCardSerialization.contacts(with:)"
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            throw CNError.make(.vCardMalformed, call, "the data is not text")
        }
        let cards = try VCardReader.cards(in: text, call: call)
        return cards.map { CNContact(fields: $0, identifier: ContactIdentifiers.next("CONTACT"), keys: allContactKeys) }
    }
}

/// Writes a vCard 3.0.
enum VCardWriter {
    static let labelTypes: [String: String] = [
        CNLabelHome: "HOME", CNLabelWork: "WORK", CNLabelOther: "OTHER", CNLabelPhoneNumberMobile: "CELL",
        CNLabelPhoneNumberiPhone: "IPHONE", CNLabelPhoneNumberMain: "MAIN", CNLabelPhoneNumberPager: "PAGER",
    ]

    static func card(of fields: ContactFields) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:3.0"]
        let name = [fields.familyName, fields.givenName, fields.middleName, fields.namePrefix, fields.nameSuffix]
        lines.append("N:" + name.map(escaped).joined(separator: ";"))
        let full = [fields.namePrefix, fields.givenName, fields.middleName, fields.familyName, fields.nameSuffix]
            .filter { !$0.isEmpty }.joined(separator: " ")
        lines.append("FN:" + escaped(full.isEmpty ? fields.organizationName : full))
        if !fields.nickname.isEmpty { lines.append("NICKNAME:" + escaped(fields.nickname)) }
        if !fields.organizationName.isEmpty || !fields.departmentName.isEmpty {
            lines.append("ORG:" + escaped(fields.organizationName) + ";" + escaped(fields.departmentName))
        }
        if !fields.jobTitle.isEmpty { lines.append("TITLE:" + escaped(fields.jobTitle)) }
        for phone in fields.phoneNumbers { lines.append("TEL" + type(phone.label) + ":" + phone.value.stringValue) }
        for email in fields.emailAddresses {
            lines.append("EMAIL;type=INTERNET" + type(email.label) + ":" + escaped(email.value as String))
        }
        for address in fields.postalAddresses {
            let value = address.value
            let parts = ["", "", value.street, value.city, value.state, value.postalCode, value.country]
            lines.append("ADR" + type(address.label) + ":" + parts.map(escaped).joined(separator: ";"))
        }
        for url in fields.urlAddresses { lines.append("URL" + type(url.label) + ":" + escaped(url.value as String)) }
        if let birthday = fields.birthday, let month = birthday.month, let day = birthday.day {
            let year = birthday.year.map { String(format: "%04d", $0) } ?? "--"
            lines.append("BDAY:" + year + String(format: "-%02d-%02d", month, day))
        }
        if !fields.note.isEmpty { lines.append("NOTE:" + escaped(fields.note)) }
        if let image = fields.imageData { lines.append("PHOTO;ENCODING=b:" + image.base64EncodedString()) }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private static func type(_ label: String?) -> String {
        label.flatMap { labelTypes[$0] }.map { ";type=" + $0 } ?? ""
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
            .replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(of: "\n", with: "\\n")
    }
}
