// `import Contacts` and `import ContactsUI` as contact list screens and their models use them:
// names and addresses formatted, vCards written and read back, the device's store (empty and
// undetermined until a test fills it) fetched, enumerated, sorted and changed by save requests;
// the contact card and picker, refused when drawn.
import CellSnapUIKitTesting
import Contacts
import ContactsUI
import Foundation
import Testing
import UIKit

/// `#expect(throws: code) { ... }`: an error of the Contacts framework with `code`.
private func expect(
    throws code: CNError.Code, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    #expect(sourceLocation: sourceLocation) { try body() } throws: { ($0 as? CNError)?.code == code }
}

@MainActor @Suite(.serialized) struct ContactsTests {
    private func contact(_ given: String, _ family: String, phone: String? = nil) -> CNMutableContact {
        let contact = CNMutableContact()
        (contact.givenName, contact.familyName) = (given, family)
        if let phone {
            contact.phoneNumbers = [
                CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: phone))
            ]
        }
        return contact
    }

    @Test func namesAreFormattedAsTheContactsAppWritesThem() {
        let full = contact("John", "Appleseed")
        (full.namePrefix, full.middleName, full.nameSuffix) = ("Dr.", "Paul", "Jr.")
        let organization = CNMutableContact()
        (organization.contactType, organization.organizationName) = (.organization, "Apple")
        let japanese = contact("太郎", "山田")
        let korean = contact("민준", "김")
        let phonetic = contact("Jan", "Kowalski")
        (phonetic.phoneticGivenName, phonetic.phoneticFamilyName) = ("Yahn", "Koh-vahl-skee")
        let cases: [(CNContact, CNContactFormatterStyle, String?)] = [
            (full, .fullName, "Dr. John Paul Appleseed Jr."), (contact("Jane", ""), .fullName, "Jane"),
            (organization, .fullName, "Apple"), (CNContact(), .fullName, nil), (japanese, .fullName, "山田太郎"),
            (korean, .fullName, "김 민준"), (phonetic, .phoneticFullName, "Yahn Koh-vahl-skee"),
            (full, .phoneticFullName, nil),
        ]
        for (contact, style, expected) in cases {
            #expect(CNContactFormatter.string(from: contact, style: style) == expected)
        }
        #expect(CNContactFormatter.nameOrder(for: japanese) == .familyNameFirst)
        #expect(CNContactFormatter.nameOrder(for: full) == .givenNameFirst)
        #expect(CNContactFormatter.delimiter(for: japanese) == "" && CNContactFormatter.delimiter(for: korean) == " ")
        let formatter = CNContactFormatter()
        formatter.style = .phoneticFullName
        #expect(formatter.string(from: phonetic) == "Yahn Koh-vahl-skee")
    }

    @Test func addressesAreWrittenInTheirCountrysLayout() {
        func address(_ code: String, country: String) -> CNMutablePostalAddress {
            let address = CNMutablePostalAddress()
            (address.street, address.city, address.state) = ("1 Main St", "Springfield", "IL")
            (address.postalCode, address.country, address.isoCountryCode) = ("62701", country, code)
            return address
        }
        #expect(
            CNPostalAddressFormatter.string(from: address("us", country: "United States"), style: .mailingAddress)
                == "1 Main St\nSpringfield IL 62701\nUnited States")
        #expect(
            CNPostalAddressFormatter.string(from: address("de", country: "Germany"), style: .mailingAddress)
                == "1 Main St\n62701 Springfield\nGermany")
        #expect(
            CNPostalAddressFormatter.string(from: address("gb", country: ""), style: .mailingAddress)
                == "1 Main St\nSpringfield\n62701")
        let copy = address("us", country: "").copy() as? CNPostalAddress
        #expect(copy == address("us", country: "") && copy is CNMutablePostalAddress == false)
        #expect(CNPostalAddress.localizedString(forKey: CNPostalAddressPostalCodeKey) == "ZIP")
    }

    @Test func labeledValuesKeepTheirIdentifierWhenChanged() {
        let email = CNLabeledValue(label: CNLabelHome, value: "a@example.com" as NSString)
        let work = email.settingLabel(CNLabelWork)
        #expect(work.identifier == email.identifier && work.label == CNLabelWork && work.value == "a@example.com")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: "Gym") == "Gym")
        #expect(CNLabelHome == "_$!<Home>!$_" && CNLabelEmailiCloud == "iCloud")
    }

    @Test func vCardsAreWrittenAndReadBack() throws {
        let written = contact("Ana", "Núñez", phone: "+1 555 0100")
        written.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "ana@example.com" as NSString)]
        (written.organizationName, written.note) = ("Acme; Inc.", "Line one\nline two")
        written.imageData = Data([1, 2, 3])
        let data = try CNContactVCardSerialization.data(with: [written])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Núñez;Ana;;;\r\nFN:Ana Núñez\r\n"))
        #expect(text.contains("ORG:Acme\\; Inc.;\r\n") && text.contains("TEL;type=CELL:+1 555 0100\r\n"))
        let read = try #require(try CNContactVCardSerialization.contacts(with: data).first)
        #expect(read.givenName == "Ana" && read.familyName == "Núñez" && read.organizationName == "Acme; Inc.")
        #expect(read.note == "Line one\nline two" && read.imageData == Data([1, 2, 3]))
        #expect(read.phoneNumbers.first?.label == CNLabelPhoneNumberMobile)
        #expect(read.emailAddresses.first?.value == "ana@example.com")
        let byName = try CNContactVCardSerialization.contacts(
            with: Data("BEGIN:VCARD\nVERSION:3.0\nFN:Kim\n Lee\nTEL;type=pref:123\nEND:VCARD\n".utf8))
        #expect(byName.first?.givenName == "KimLee" && byName.first?.phoneNumbers.first?.value.stringValue == "123")
        expect(throws: .vCardMalformed) { try CNContactVCardSerialization.contacts(with: Data("hello".utf8)) }
        expect(throws: .vCardSummarizationError) { try CNContactVCardSerialization.data(with: ["x"]) }
    }

    @Test func anUntouchedStoreIsUndeterminedAndDeniesAccess() throws {
        CNContactStore.cellSnapReset()
        defer { CNContactStore.cellSnapReset() }
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        let store = CNContactStore()
        nonisolated(unsafe) var answer: (Bool, Int?)?
        store.requestAccess(for: .contacts) { granted, error in answer = (granted, (error as? CNError)?.errorCode) }
        #expect(answer?.0 == false && answer?.1 == CNError.Code.authorizationDenied.rawValue)
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
        let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        expect(throws: .authorizationDenied) { try store.enumerateContacts(with: request) { _, _ in } }
    }

    @Test func aFilledStoreFetchesSortsAndKeepsOnlyTheKeysAskedFor() throws {
        let people = [contact("Zoe", "Adams"), contact("Bob", "Young", phone: "(555) 010-0200"), contact("Ann", "")]
        CNContactStore.cellSnapFill(with: people)
        defer { CNContactStore.cellSnapReset() }
        let store = CNContactStore()
        let keys: [any CNKeyDescriptor] = [
            CNContactFormatter.descriptorForRequiredKeys(for: .fullName), CNContactPhoneNumbersKey as CNKeyDescriptor,
        ]
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.sortOrder = .familyName
        var names: [String] = []
        try store.enumerateContacts(with: request) { contact, _ in
            names.append(CNContactFormatter.string(from: contact, style: .fullName) ?? "?")
        }
        #expect(names == ["Zoe Adams", "Ann", "Bob Young"])
        request.sortOrder = .givenName
        names = []
        try store.enumerateContacts(with: request) { contact, stop in
            names.append(contact.givenName)
            stop.pointee = true
        }
        #expect(names == ["Ann"])
        let matched = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "555-010-0200")),
            keysToFetch: [CNContactEmailAddressesKey as CNKeyDescriptor])
        #expect(matched.map(\.identifier) == [people[1].identifier])
        #expect(
            matched[0].isKeyAvailable(CNContactEmailAddressesKey) && !matched[0].isKeyAvailable(CNContactGivenNameKey))
        #expect(matched[0].givenName == "")
        let byName = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matchingName: "zo ad"), keysToFetch: keys)
        #expect(byName.map(\.givenName) == ["Zoe"])
        expect(throws: .predicateInvalid) {
            try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: keys)
        }
        expect(throws: .recordDoesNotExist) { try store.unifiedContact(withIdentifier: "nobody", keysToFetch: keys) }
    }

    @Test func saveRequestsChangeTheStoreAllOrNothing() throws {
        CNContactStore.cellSnapFill(with: [])
        defer { CNContactStore.cellSnapReset() }
        let store = CNContactStore()
        let ann = contact("Ann", "Lee")
        let group = CNMutableGroup()
        group.name = "Team"
        let save = CNSaveRequest()
        save.add(ann, toContainerWithIdentifier: nil)
        save.add(group, toContainerWithIdentifier: store.defaultContainerIdentifier())
        save.addMember(ann, to: group)
        try store.execute(save)
        let keys = [CNContactGivenNameKey as CNKeyDescriptor]
        let members = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInGroup(withIdentifier: group.identifier), keysToFetch: keys)
        let groups = try store.groups(matching: nil)
        #expect(members.map(\.givenName) == ["Ann"] && groups.map(\.name) == ["Team"])
        let fetched = try #require(
            try store.unifiedContact(withIdentifier: ann.identifier, keysToFetch: keys).mutableCopy()
                as? CNMutableContact)
        fetched.givenName = "Anna"
        let failing = CNSaveRequest()
        failing.update(fetched)
        failing.delete(contact("Not", "Saved"))
        expect(throws: .recordDoesNotExist) { try store.execute(failing) }
        #expect(try store.unifiedContact(withIdentifier: ann.identifier, keysToFetch: keys).givenName == "Ann")
        let update = CNSaveRequest()
        update.update(fetched)
        try store.execute(update)
        let all = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
        let updated = try store.unifiedContact(withIdentifier: ann.identifier, keysToFetch: all)
        #expect(updated.givenName == "Anna" && updated.familyName == "Lee")
        #expect(try store.containers(matching: nil).map(\.type) == [.local])
    }

    @Test func theContactCardAndPickerAreRefusedWhenDrawn() throws {
        let card = CNContactViewController(forUnknownContact: contact("Ann", "Lee"))
        card.message = "Called today"
        #expect(card.contact.givenName == "Ann" && card.cellSnapKind == .unknown && card.message == "Called today")
        let picker = CNContactPickerViewController()
        for controller in [card, picker] as [UIViewController] {
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
            #expect {
                _ = try controller.view.cellSnapScreen()
            } throws: { error in
                (error as? CellSnapUIKitError)?.call.hasPrefix("CNContact") == true
            }
        }
    }
}
