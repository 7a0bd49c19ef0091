import Foundation

/// The keyboard and typing behaviour a text input asks for, as UIKit's `UITextInputTraits`.
///
/// No visible effect: there is no keyboard in a still picture. ``UITextField``, ``UITextView`` and
/// ``UISearchBar`` keep every trait; the one trait that changes a drawing is a text field's
/// `isSecureTextEntry`, which draws its text as dots, as iOS does.
///
/// Every requirement is an Objective-C `optional` one in UIKit, so a class adopts the protocol
/// without declaring any, and a trait read through the protocol is an optional: `nil` when the
/// object's class does not implement it. CellSnap declares the traits as the protocol's members of
/// that optional type, found by name on the object (its own table, a stored property, or an
/// `@objc` property the Objective-C adapter registered; a computed property of an app's class that
/// is not `@objc` is not found, and reads `nil`). Read on a class that declares them (a text field),
/// they are the class's own properties, of the plain type. As in Swift on iOS, an optional
/// requirement cannot be set through the protocol.
///
/// ```swift
/// let field = UITextField()
/// field.keyboardAppearance = .dark
/// let input: any UITextInputTraits = field
/// print(input.keyboardAppearance == .dark)   // true
/// ```
@preconcurrency @MainActor public protocol UITextInputTraits: NSObjectProtocol {}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType? { implementedTrait("autocapitalizationType") }
    public var autocorrectionType: UITextAutocorrectionType? { implementedTrait("autocorrectionType") }
    public var spellCheckingType: UITextSpellCheckingType? { implementedTrait("spellCheckingType") }
    public var smartQuotesType: UITextSmartQuotesType? { implementedTrait("smartQuotesType") }
    public var smartDashesType: UITextSmartDashesType? { implementedTrait("smartDashesType") }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType? { implementedTrait("smartInsertDeleteType") }
    public var inlinePredictionType: UITextInlinePredictionType? { implementedTrait("inlinePredictionType") }
    public var keyboardType: UIKeyboardType? { implementedTrait("keyboardType") }
    public var keyboardAppearance: UIKeyboardAppearance? { implementedTrait("keyboardAppearance") }
    public var returnKeyType: UIReturnKeyType? { implementedTrait("returnKeyType") }
    public var enablesReturnKeyAutomatically: Bool? { implementedTrait("enablesReturnKeyAutomatically") }
    public var isSecureTextEntry: Bool? { implementedTrait("secureTextEntry", "isSecureTextEntry") }
    public var textContentType: UITextContentType?? { implementedTrait("textContentType") }
    public var passwordRules: UITextInputPasswordRules?? { implementedTrait("passwordRules") }

    /// The trait under the first of `keys` (its Objective-C key, then its Swift name) that the
    /// object's class implements.
    private func implementedTrait<Trait>(_ keys: String...) -> Trait? {
        guard let object = self as? NSObject else { return nil }
        for key in keys {
            if let found = KeyValueCoding.implementedValue(of: object, forKey: key) { return found as? Trait }
        }
        return nil
    }
}

/// The keyboard a text input asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The keyboard for letters, as the deprecated name of ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's look, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    case `default` = 0, dark = 1, light = 2
    /// The look of a keyboard over an alert, as the deprecated name of ``dark``.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The return key's title, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalised as it is typed, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether text is autocorrected, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// Whether spelling is checked, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// Whether straight quotes become typographic ones, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// Whether double hyphens become dashes, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are added and removed around pasted words, as UIKit's `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// Whether predictions are shown inline, as UIKit's `UITextInlinePredictionType` (iOS 17).
public enum UITextInlinePredictionType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// The rules a generated password follows, as UIKit's `UITextInputPasswordRules`.
open class UITextInputPasswordRules: NSObject, NSCopying, @unchecked Sendable {
    /// The rules, in the password rules language (`required: upper; minlength: 8;`).
    open private(set) var passwordRulesDescriptor: String

    /// Rules of `passwordRulesDescriptor`.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let creditCardName = UITextContentType("cc-name")
    public static let creditCardGivenName = UITextContentType("cc-given-name")
    public static let creditCardMiddleName = UITextContentType("cc-additional-name")
    public static let creditCardFamilyName = UITextContentType("cc-family-name")
    public static let creditCardSecurityCode = UITextContentType("cc-csc")
    public static let creditCardExpiration = UITextContentType("cc-exp")
    public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
    public static let creditCardType = UITextContentType("cc-type")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
    public static let birthdate = UITextContentType("bday")
    public static let birthdateDay = UITextContentType("bday-day")
    public static let birthdateMonth = UITextContentType("bday-month")
    public static let birthdateYear = UITextContentType("bday-year")
    public static let cellularEID = UITextContentType("cellular-eid")
    public static let cellularIMEI = UITextContentType("cellular-imei")
}
