// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

public let CNPostalAddressStreetKey = "street"
public let CNPostalAddressSubLocalityKey = "subLocality"
public let CNPostalAddressCityKey = "city"
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
public let CNPostalAddressStateKey = "state"
public let CNPostalAddressPostalCodeKey = "postalCode"
public let CNPostalAddressCountryKey = "country"
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// A postal address, as Contacts' `CNPostalAddress` (immutable; ``CNMutablePostalAddress`` changes).
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    var parts: [String: String]

    /// The street lines, separated by new lines.
    open var street: String { parts[CNPostalAddressStreetKey] ?? "" }
    open var subLocality: String { parts[CNPostalAddressSubLocalityKey] ?? "" }
    open var city: String { parts[CNPostalAddressCityKey] ?? "" }
    open var subAdministrativeArea: String { parts[CNPostalAddressSubAdministrativeAreaKey] ?? "" }
    /// The state or province.
    open var state: String { parts[CNPostalAddressStateKey] ?? "" }
    open var postalCode: String { parts[CNPostalAddressPostalCodeKey] ?? "" }
    open var country: String { parts[CNPostalAddressCountryKey] ?? "" }
    /// The country's ISO 3166-1 code, lowercased as iOS keeps it ("us").
    open var isoCountryCode: String { parts[CNPostalAddressISOCountryCodeKey] ?? "" }

    /// An empty address.
    public override init() {
        parts = [:]
        super.init()
    }

    init(parts: [String: String]) {
        self.parts = parts
        super.init()
    }

    /// The name of `key` as the Contacts app shows it ("Street", "ZIP").
    open class func localizedString(forKey key: String) -> String { postalKeyNames[key] ?? key }

    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) {
        var parts: [String: String] = [:]
        for key in postalKeyNames.keys {
            if let value = coder.decodeObject(of: NSString.self, forKey: key) { parts[key] = value as String }
        }
        self.parts = parts
        super.init()
    }
    open func encode(with coder: NSCoder) {
        for (key, value) in parts.sorted(by: { $0.key < $1.key }) { coder.encode(value as NSString, forKey: key) }
    }

    open func copy(with zone: NSZone? = nil) -> Any { CNPostalAddress(parts: parts) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutablePostalAddress(parts: parts) }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.parts == parts }
    open override var hash: Int { parts.hashValue }
    open override var description: String {
        "<CNPostalAddress: \(CNPostalAddressFormatter.string(from: self, style: .mailingAddress))>"
    }
}

/// A postal address the app changes, as Contacts' `CNMutablePostalAddress`.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String {
        get { super.street }
        set { parts[CNPostalAddressStreetKey] = newValue }
    }
    open override var subLocality: String {
        get { super.subLocality }
        set { parts[CNPostalAddressSubLocalityKey] = newValue }
    }
    open override var city: String {
        get { super.city }
        set { parts[CNPostalAddressCityKey] = newValue }
    }
    open override var subAdministrativeArea: String {
        get { super.subAdministrativeArea }
        set { parts[CNPostalAddressSubAdministrativeAreaKey] = newValue }
    }
    open override var state: String {
        get { super.state }
        set { parts[CNPostalAddressStateKey] = newValue }
    }
    open override var postalCode: String {
        get { super.postalCode }
        set { parts[CNPostalAddressPostalCodeKey] = newValue }
    }
    open override var country: String {
        get { super.country }
        set { parts[CNPostalAddressCountryKey] = newValue }
    }
    open override var isoCountryCode: String {
        get { super.isoCountryCode }
        set { parts[CNPostalAddressISOCountryCodeKey] = newValue }
    }

    public override init() { super.init() }
    override init(parts: [String: String]) { super.init(parts: parts) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The names the Contacts app shows for the address keys, in English (US).
let postalKeyNames: [String: String] = [
    CNPostalAddressStreetKey: "Street", CNPostalAddressSubLocalityKey: "Neighborhood",
    CNPostalAddressCityKey: "City", CNPostalAddressSubAdministrativeAreaKey: "County",
    CNPostalAddressStateKey: "State", CNPostalAddressPostalCodeKey: "ZIP", CNPostalAddressCountryKey: "Country",
    CNPostalAddressISOCountryCodeKey: "Country Code",
]

/// The styles of a postal address, as `CNPostalAddressFormatterStyle`.
public enum CNPostalAddressFormatterStyle: Int, Hashable, Sendable {
    case mailingAddress = 0
}

/// Writes a postal address as a letter's envelope does, as Contacts' `CNPostalAddressFormatter`.
/// The lines follow the address's country (`isoCountryCode`, else the United States' layout):
///
/// | countries | lines |
/// | --- | --- |
/// | US, CA, AU and any other | street; `city state postalCode`; country |
/// | GB, IE | street; city; postal code; country |
/// | DE, FR, IT, ES, NL, BE, CH, AT, DK, SE, NO, FI, PT, PL | street; `postalCode city`; country |
/// | JP | `〒postalCode`; state city; street; country |
///
/// Empty parts are left out (and a line left empty). iOS's layouts for other countries are
/// undocumented; CellSnap writes them as the United States'.
///
/// ```swift
/// let address = CNMutablePostalAddress()
/// address.street = "1 Apple Park Way"
/// address.city = "Cupertino"
/// address.state = "CA"
/// address.postalCode = "95014"
/// CNPostalAddressFormatter.string(from: address, style: .mailingAddress)
/// // "1 Apple Park Way\nCupertino CA 95014"
/// ```
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// The style addresses are written in.
    open var style: CNPostalAddressFormatterStyle = .mailingAddress

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `postalAddress` written in `style`.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        lines(of: postalAddress).joined(separator: "\n")
    }

    /// `postalAddress` written in `style`, with `attributes` over the whole text. CellSnap does not
    /// mark each part with `CNPostalAddressPropertyAttribute` as iOS does.
    open class func attributedString(
        from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle,
        withDefaultAttributes attributes: [AnyHashable: Any] = [:]
    ) -> NSAttributedString {
        NSAttributedString(string: string(from: postalAddress, style: style), attributes: attributeKeys(attributes))
    }

    /// `attributes` keyed by attribute names (string keys and `NSAttributedString.Key`s).
    static func attributeKeys(_ attributes: [AnyHashable: Any]) -> [NSAttributedString.Key: Any] {
        var keyed: [NSAttributedString.Key: Any] = [:]
        for (key, value) in attributes {
            if let key = key.base as? NSAttributedString.Key {
                keyed[key] = value
            } else if let key = key.base as? String {
                keyed[NSAttributedString.Key(key)] = value
            }
        }
        return keyed
    }

    /// `postalAddress` written in the formatter's style.
    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    open func attributedString(
        from postalAddress: CNPostalAddress, withDefaultAttributes attributes: [AnyHashable: Any] = [:]
    ) -> NSAttributedString {
        Self.attributedString(from: postalAddress, style: style, withDefaultAttributes: attributes)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNPostalAddress).map { string(from: $0) }
    }

    private static let postalCodeFirst: Set<String> = [
        "de", "fr", "it", "es", "nl", "be", "ch", "at", "dk", "se", "no", "fi", "pt", "pl",
    ]

    static func lines(of address: CNPostalAddress) -> [String] {
        func joined(_ parts: String...) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }
        let code = address.isoCountryCode.lowercased()
        let lines: [String]
        if code == "jp" {
            let postal = address.postalCode.isEmpty ? "" : "〒" + address.postalCode
            lines = [postal, joined(address.state, address.city), address.street, address.country]
        } else if code == "gb" || code == "ie" {
            lines = [address.street, address.city, address.postalCode, address.country]
        } else if postalCodeFirst.contains(code) {
            lines = [address.street, joined(address.postalCode, address.city), address.country]
        } else {
            lines = [address.street, joined(address.city, address.state, address.postalCode), address.country]
        }
        return lines.filter { !$0.isEmpty }
    }
}

/// The attribute that names an address part in an attributed address, as
/// `CNPostalAddressPropertyAttribute`.
public let CNPostalAddressPropertyAttribute = "postalAddressProperty"
/// The attribute that names a localized address part, as `CNPostalAddressLocalizedPropertyNameAttribute`.
public let CNPostalAddressLocalizedPropertyNameAttribute = "postalAddressLocalizedPropertyName"
