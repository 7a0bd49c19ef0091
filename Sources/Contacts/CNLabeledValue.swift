// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A value of a contact with its label (home, work, mobile, ...), as Contacts' `CNLabeledValue`.
/// A labeled value is immutable: the `setting` methods return a new one with the same identifier.
open class CNLabeledValue<ValueType: NSCopying & NSSecureCoding>: NSObject, NSCopying, @unchecked Sendable {
    /// The labeled value's identifier, unique in this process.
    open private(set) var identifier: String
    /// The label: one of the `CNLabel…` constants or the app's own; `nil` for none.
    open private(set) var label: String?
    /// The value.
    open private(set) var value: ValueType

    /// A labeled value with a new identifier.
    public required init(label: String?, value: ValueType) {
        (identifier, self.label, self.value) = (ContactIdentifiers.next("LABELED"), label, value)
        super.init()
    }

    /// A copy with `label` in place of this one's.
    open func settingLabel(_ label: String?) -> Self { setting(label: label, value: value) }
    /// A copy with `value` in place of this one's.
    open func settingValue(_ value: ValueType) -> Self { setting(label: label, value: value) }
    /// A copy with `label` and `value` in place of this one's.
    open func settingLabel(_ label: String?, value: ValueType) -> Self { setting(label: label, value: value) }

    private func setting(label: String?, value: ValueType) -> Self {
        let made = Self(label: label, value: value)
        made.identifier = identifier
        return made
    }

    /// The label as the Contacts app shows it ("home", "mobile"); an app's own label as it is.
    open class func localizedString(forLabel label: String) -> String { contactLabelNames[label] ?? label }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNLabeledValue<ValueType> else { return false }
        return other.identifier == identifier && other.label == label
            && ((other.value as? NSObject)?.isEqual(value) ?? false)
    }

    open override var hash: Int { identifier.hashValue }
    open override var description: String { "<CNLabeledValue: label=\(label ?? "nil"), value=\(value)>" }
}

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"
public let CNLabelContactRelationFather = "_$!<Father>!$_"
public let CNLabelContactRelationMother = "_$!<Mother>!$_"
public let CNLabelContactRelationParent = "_$!<Parent>!$_"
public let CNLabelContactRelationBrother = "_$!<Brother>!$_"
public let CNLabelContactRelationSister = "_$!<Sister>!$_"
public let CNLabelContactRelationChild = "_$!<Child>!$_"
public let CNLabelContactRelationSon = "_$!<Son>!$_"
public let CNLabelContactRelationDaughter = "_$!<Daughter>!$_"
public let CNLabelContactRelationFriend = "_$!<Friend>!$_"
public let CNLabelContactRelationSpouse = "_$!<Spouse>!$_"
public let CNLabelContactRelationPartner = "_$!<Partner>!$_"
public let CNLabelContactRelationAssistant = "_$!<Assistant>!$_"
public let CNLabelContactRelationManager = "_$!<Manager>!$_"

/// The labels' names in English, as the Contacts app shows them.
let contactLabelNames: [String: String] = [
    CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
    CNLabelEmailiCloud: "iCloud", CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
    CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch",
    CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax",
    CNLabelPhoneNumberWorkFax: "work fax", CNLabelPhoneNumberOtherFax: "other fax", CNLabelPhoneNumberPager: "pager",
    CNLabelContactRelationFather: "father", CNLabelContactRelationMother: "mother",
    CNLabelContactRelationParent: "parent", CNLabelContactRelationBrother: "brother",
    CNLabelContactRelationSister: "sister", CNLabelContactRelationChild: "child", CNLabelContactRelationSon: "son",
    CNLabelContactRelationDaughter: "daughter", CNLabelContactRelationFriend: "friend",
    CNLabelContactRelationSpouse: "spouse", CNLabelContactRelationPartner: "partner",
    CNLabelContactRelationAssistant: "assistant", CNLabelContactRelationManager: "manager",
]

/// A phone number as the person typed it, as Contacts' `CNPhoneNumber`.
open class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The number as typed.
    open private(set) var stringValue: String

    public required init(stringValue string: String) {
        stringValue = string
        super.init()
    }

    /// A phone number of `stringValue`.
    open class func phoneNumber(withStringValue stringValue: String) -> Self { Self(stringValue: stringValue) }

    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) {
        guard let value = coder.decodeObject(of: NSString.self, forKey: "stringValue") else { return nil }
        stringValue = value as String
        super.init()
    }
    open func encode(with coder: NSCoder) { coder.encode(stringValue as NSString, forKey: "stringValue") }
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The number's digits (and a leading `+`), what two numbers are compared by.
    var digits: String {
        String(
            stringValue.enumerated().filter { $0.element.isNumber || ($0.offset == 0 && $0.element == "+") }
                .map(\.element))
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    open override var hash: Int { stringValue.hashValue }
    open override var description: String { "<CNPhoneNumber: stringValue=\(stringValue)>" }
}

/// Another person a contact is related to, as Contacts' `CNContactRelation`.
open class CNContactRelation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The related person's name.
    open private(set) var name: String

    public required init(name: String) {
        self.name = name
        super.init()
    }

    /// A relation to the person named `name`.
    open class func contactRelation(withName name: String) -> Self { Self(name: name) }

    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) {
        guard let value = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        name = value as String
        super.init()
    }
    open func encode(with coder: NSCoder) { coder.encode(name as NSString, forKey: "name") }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContactRelation)?.name == name }
    open override var hash: Int { name.hashValue }
}

/// The identifiers of the contacts, groups and labeled values this process makes: numbered in
/// the order they are made (`CELLSNAP-<KIND>-<n>`), so that a run gives the same ones.
enum ContactIdentifiers {
    private static let counter = IdentifierCounter()

    static func next(_ kind: String) -> String { "CELLSNAP-\(kind)-\(counter.increment())" }
}

/// A counter behind a lock.
final class IdentifierCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
