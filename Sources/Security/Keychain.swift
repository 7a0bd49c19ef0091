// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import Synchronization

/// Adds an item to the keychain, as Security's `SecItemAdd`. CellSnap's keychain is this
/// process's memory: generic and internet passwords, certificates, keys and identities, unique by
/// their primary attributes as Apple documents them (account, service, access group and
/// synchronizable for generic passwords; account, server, protocol, port, path, security domain,
/// authentication type, access group and synchronizable for internet ones; certificate type,
/// issuer and serial number for certificates; key class, type, application label and tag, sizes
/// and creator for keys; both for identities). Returns `errSecDuplicateItem` for an item already
/// there, `errSecParam` for a missing or unknown class or a secret that is not `Data`,
/// `errSecUnimplemented` for an item given as an object (`kSecValueRef`: CellSnap's keychain
/// holds data, `kSecValueData`); `result` gets what `kSecReturn...` asks for.
///
/// ```swift
/// let query: [String: Any] = [
///     kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app",
///     kSecAttrAccount as String: "ada", kSecValueData as String: Data("s3cret".utf8),
/// ]
/// SecItemAdd(query as CFDictionary, nil)   // errSecSuccess, then errSecDuplicateItem
/// CellSnapKeychain.removeAll()
/// ```
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(attributes)
    guard let itemClass = query.itemClass else { return errSecParam }
    if query.value(kSecValueData) != nil && query.secret == nil { return errSecParam }
    if query.value(kSecValueRef) != nil { return errSecUnimplemented }
    return CellSnapKeychain.items.withLock { items -> OSStatus in
        var item = KeychainItem(
            itemClass: itemClass, attributes: query.storedAttributes, secret: query.secret ?? Data())
        item.attributes[kSecAttrCreationDate as String] = Date()
        item.attributes[kSecAttrModificationDate as String] = Date()
        if item.attributes[kSecAttrSynchronizable as String] == nil {
            item.attributes[kSecAttrSynchronizable as String] = NSNumber(value: false)
        }
        if items.contains(where: { $0.primaryKey == item.primaryKey }) { return errSecDuplicateItem }
        items.append(item)
        result?.pointee = query.wantsResult ? query.result(for: [item]) : nil
        return errSecSuccess
    }
}

/// Finds keychain items, as `SecItemCopyMatching`: the items of the query's class whose
/// attributes equal every attribute the query names (`kSecAttrSynchronizable` defaults to
/// `false`; `kSecAttrSynchronizableAny` matches both). `result` gets the secret (`Data`), the
/// attributes (a dictionary, with `v_Data` when the secret is asked for too), or with
/// `kSecMatchLimitAll` an array of them, in the order the items were added. Returns
/// `errSecItemNotFound` when none matches.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.itemClass != nil else { return errSecParam }
    let found = CellSnapKeychain.items.withLock { $0.filter(query.matches) }
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = query.result(for: query.limitAll ? found : [found[0]])
    return errSecSuccess
}

/// Changes the items `query` matches, as `SecItemUpdate`: `attributesToUpdate` replaces their
/// attributes and, with `kSecValueData`, their secret. Returns `errSecItemNotFound` when none
/// matches and `errSecDuplicateItem` when the change would make two items the same.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    let update = KeychainQuery(attributesToUpdate)
    guard query.itemClass != nil, update.itemClass == nil else { return errSecParam }
    if update.value(kSecValueData) != nil && update.secret == nil { return errSecParam }
    return CellSnapKeychain.items.withLock { items -> OSStatus in
        var changed = items
        var count = 0
        for index in changed.indices where query.matches(changed[index]) {
            changed[index].attributes.merge(update.storedAttributes) { _, new in new }
            changed[index].attributes[kSecAttrModificationDate as String] = Date()
            if let secret = update.secret { changed[index].secret = secret }
            count += 1
        }
        guard count > 0 else { return errSecItemNotFound }
        guard Set(changed.map(\.primaryKey)).count == changed.count else { return errSecDuplicateItem }
        items = changed
        return errSecSuccess
    }
}

/// Removes every item `query` matches, as `SecItemDelete`; `errSecItemNotFound` when none does.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.itemClass != nil else { return errSecParam }
    return CellSnapKeychain.items.withLock { items -> OSStatus in
        let before = items.count
        items.removeAll(where: query.matches)
        return items.count == before ? errSecItemNotFound : errSecSuccess
    }
}

/// A sentence that says what `status` means, as `SecCopyErrorMessageString`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let messages: [OSStatus: String] = [
        errSecSuccess: "No error.", errSecUnimplemented: "Function or operation not implemented.",
        errSecParam: "One or more parameters passed to a function were not valid.",
        errSecAllocate: "Failed to allocate memory.", errSecUserCanceled: "User canceled the operation.",
        errSecNotAvailable: "No keychain is available.",
        errSecAuthFailed: "The user name or passphrase you entered is not correct.",
        errSecDuplicateItem: "The specified item already exists in the keychain.",
        errSecItemNotFound: "The specified item could not be found in the keychain.",
        errSecInteractionNotAllowed: "User interaction is not allowed.",
        errSecDecode: "Unable to decode the provided data.",
        errSecMissingEntitlement: "A required entitlement isn't present.",
    ]
    return messages[status].map { NSString(string: $0) } ?? NSString(string: "OSStatus \(status)")
}

/// CellSnap's keychain (Linux-only, no Security API): the items `SecItemAdd` stored in this
/// process's memory. It starts empty in each test process; tests that use it must not run in
/// parallel (a `.serialized` suite), and start with ``removeAll()``.
public enum CellSnapKeychain {
    static let items = Mutex<[KeychainItem]>([])

    /// Empties the keychain.
    public static func removeAll() { items.withLock { $0.removeAll() } }

    /// How many items the keychain holds.
    public static var count: Int { items.withLock { $0.count } }
}
