import CoreGraphics
import Foundation

/// A stored keychain item: its class, attributes (by their `kSecAttr...` keys) and secret.
struct KeychainItem: @unchecked Sendable {
    var itemClass: String
    var attributes: [String: Any]
    var secret: Data

    /// The attributes that make the item unique in its class, as Apple documents them.
    var primaryKey: [AnyHashable] {
        let certificate: [CFString] = [kSecAttrCertificateType, kSecAttrIssuer, kSecAttrSerialNumber]
        let key: [CFString] = [
            kSecAttrKeyClass, kSecAttrKeyType, kSecAttrApplicationLabel, kSecAttrApplicationTag, kSecAttrKeySizeInBits,
            kSecAttrEffectiveKeySize, kSecAttrCreator,
        ]
        let byClass: [String: [CFString]] = [
            kSecClassGenericPassword as String: [kSecAttrAccount, kSecAttrService],
            kSecClassInternetPassword as String: [
                kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrSecurityDomain,
                kSecAttrAuthenticationType,
            ],
            kSecClassCertificate as String: certificate, kSecClassKey as String: key,
        ]
        let keys = byClass[itemClass] ?? certificate + key
        return [AnyHashable(itemClass)]
            + (keys + [kSecAttrAccessGroup, kSecAttrSynchronizable]).map {
                KeychainQuery.comparable(attributes[$0 as String]) ?? AnyHashable("")
            }
    }
}

/// A query dictionary read: its class, the attributes it names, what it asks back.
struct KeychainQuery {
    private let entries: [String: Any]

    init(_ dictionary: CFDictionary) {
        var entries: [String: Any] = [:]
        for (key, value) in dictionary {
            if let key = key as? String ?? (key as? NSString).map({ String($0) }) { entries[key] = value }
        }
        self.entries = entries
    }

    func value(_ key: CFString) -> Any? { entries[key as String] }

    /// The item class, when it is one CellSnap's keychain holds.
    var itemClass: String? {
        let name = value(kSecClass).flatMap(Self.text)
        let classes: [CFString] = [
            kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate, kSecClassKey, kSecClassIdentity,
        ]
        return classes.map { $0 as String }.contains(name) ? name : nil
    }

    /// The secret given with `kSecValueData`, when it is data.
    var secret: Data? {
        let raw = value(kSecValueData)
        return raw as? Data ?? (raw as? NSData).map { Data($0) }
    }

    /// The attributes to store: every `kSecAttr...` key (the prefix `acct`, ... keys have no
    /// prefix, so: everything but the class, the secret, and the search and return options).
    var storedAttributes: [String: Any] {
        let options: Set<String> = [kSecClass as String, kSecMatchLimit as String]
        return entries.filter { key, _ in
            !options.contains(key) && !key.hasPrefix("v_") && !key.hasPrefix("r_") && !key.hasPrefix("u_")
                && !key.hasPrefix("m_") && key != kSecUseDataProtectionKeychain as String
        }
    }

    var limitAll: Bool { value(kSecMatchLimit).flatMap(Self.text) == kSecMatchLimitAll as String }
    var returnsData: Bool { flag(kSecReturnData) }
    var returnsAttributes: Bool { flag(kSecReturnAttributes) }
    var wantsResult: Bool { returnsData || returnsAttributes }

    private func flag(_ key: CFString) -> Bool {
        guard let raw = value(key) else { return false }
        return raw as? Bool ?? (raw as? NSNumber)?.boolValue ?? false
    }

    /// Whether `item` is of the query's class and has every attribute the query names.
    func matches(_ item: KeychainItem) -> Bool {
        guard item.itemClass == itemClass else { return false }
        var wanted = storedAttributes
        let sync = kSecAttrSynchronizable as String
        if let any = wanted[sync].flatMap(Self.text), any == kSecAttrSynchronizableAny as String {
            wanted[sync] = nil
        } else if wanted[sync] == nil {
            wanted[sync] = NSNumber(value: false)
        }
        return wanted.allSatisfy { key, value in Self.comparable(item.attributes[key]) == Self.comparable(value) }
    }

    /// What `SecItemCopyMatching` hands back for `items`.
    func result(for items: [KeychainItem]) -> CFTypeRef? {
        let each = items.map { item -> AnyObject in
            guard returnsAttributes else { return NSData(data: item.secret) }
            var attributes = item.attributes
            attributes[kSecClass as String] = item.itemClass
            if returnsData { attributes[kSecValueData as String] = item.secret }
            return NSDictionary(dictionary: attributes)
        }
        if !wantsResult { return nil }
        return limitAll ? NSArray(array: each) : each.first
    }

    static func text(_ value: Any) -> String? { value as? String ?? (value as? NSString).map { String($0) } }

    /// A value as compared between a query and an item: strings, data, numbers (Booleans as 0
    /// and 1), dates.
    static func comparable(_ value: Any?) -> AnyHashable? {
        guard let value else { return nil }
        if let text = text(value) { return text }
        if let data = value as? Data { return data }
        if let data = value as? NSData { return Data(data) }
        if let flag = value as? Bool { return flag ? 1 : 0 }
        if let number = value as? NSNumber { return number.int64Value }
        if let integer = value as? Int { return Int64(integer) }
        if let date = value as? Date { return date }
        return String(describing: value)
    }
}
