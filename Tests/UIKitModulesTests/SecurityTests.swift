// `import Security` as an app's keychain wrapper writes it: passwords added, read back, updated
// and deleted through `SecItem...` with `kSec...` dictionaries. The keychain is the process's,
// so these tests run one after another, each from an empty keychain.
import Foundation
import Security
import Testing

/// A keychain wrapper as apps write one.
enum TokenStore {
    static func query(_ account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.tokens",
            kSecAttrAccount as String: account,
        ]
    }

    static func save(_ token: String, for account: String) -> OSStatus {
        var attributes = query(account)
        attributes[kSecValueData as String] = Data(token.utf8)
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecDuplicateItem else { return status }
        return SecItemUpdate(
            query(account) as CFDictionary, [kSecValueData as String: Data(token.utf8)] as CFDictionary)
    }

    static func read(_ account: String) -> String? {
        var search = query(account)
        search[kSecReturnData as String] = kCFBooleanTrue
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        guard SecItemCopyMatching(search as CFDictionary, &item) == errSecSuccess, let data = item as? Data else {
            return nil
        }
        return String(data: data, encoding: .utf8)
    }
}

@Suite(.serialized) struct SecurityTests {
    init() { CellSnapKeychain.removeAll() }

    @Test func passwordRoundTrip() {
        #expect(TokenStore.read("ada") == nil)
        #expect(TokenStore.save("first", for: "ada") == errSecSuccess)
        #expect(TokenStore.read("ada") == "first")
        #expect(SecItemAdd(TokenStore.query("ada") as CFDictionary, nil) == errSecDuplicateItem)
        #expect(TokenStore.save("second", for: "ada") == errSecSuccess)
        #expect(TokenStore.read("ada") == "second" && CellSnapKeychain.count == 1)
        #expect(TokenStore.save("other", for: "grace") == errSecSuccess)
        #expect(SecItemDelete(TokenStore.query("ada") as CFDictionary) == errSecSuccess)
        #expect(TokenStore.read("ada") == nil && TokenStore.read("grace") == "other")
        #expect(SecItemDelete(TokenStore.query("ada") as CFDictionary) == errSecItemNotFound)
    }

    @Test func attributesAndAllMatches() throws {
        for account in ["b", "a"] { #expect(TokenStore.save("token-\(account)", for: account) == errSecSuccess) }
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.tokens",
            kSecReturnAttributes as String: true, kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.map { $0[kSecAttrAccount as String] as? String } == ["b", "a"])
        #expect(
            items.map { ($0[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } } == [
                "token-b", "token-a",
            ])
        #expect(items[0][kSecAttrAccessible as String] as? String == "ck")
        // A synchronizable query does not find local items, unless it asks for either.
        var synced = TokenStore.query("a")
        synced[kSecAttrSynchronizable as String] = true
        #expect(SecItemCopyMatching(synced as CFDictionary, nil) == errSecItemNotFound)
        synced[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(synced as CFDictionary, nil) == errSecSuccess)
    }

    @Test func badQueriesAreRefused() {
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        var wrongSecret = TokenStore.query("x")
        wrongSecret[kSecValueData as String] = "not data"
        #expect(SecItemAdd(wrongSecret as CFDictionary, nil) == errSecParam)
        #expect(SecItemUpdate(TokenStore.query("x") as CFDictionary, [:] as CFDictionary) == errSecItemNotFound)
        #expect(
            SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
                == "The specified item could not be found in the keychain.")
    }

    /// Certificates and keys are kept as their data, unique by their own primary attributes
    /// (two certificates of one issuer and serial number are one item); deleting a class, as a
    /// keychain wrapper's wipe does for every class, takes its items and leaves the others;
    /// an item given as an object is not taken.
    @Test func certificatesAndKeysAreKeptByTheirOwnPrimaryAttributes() {
        func certificate(_ serial: String) -> [String: Any] {
            [
                kSecClass as String: kSecClassCertificate, kSecAttrIssuer as String: Data("CA".utf8),
                kSecAttrSerialNumber as String: Data(serial.utf8), kSecValueData as String: Data([0x30, 0x00]),
            ]
        }
        #expect(SecItemAdd(certificate("1") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(certificate("1") as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemAdd(certificate("2") as CFDictionary, nil) == errSecSuccess)
        let key: [String: Any] = [
            kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: Data("com.example.key".utf8),
            kSecValueData as String: Data([1, 2, 3]),
        ]
        #expect(SecItemAdd(key as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(TokenStore.query("a") as CFDictionary, nil) == errSecSuccess)
        var found: CFTypeRef?
        let keyQuery: [String: Any] = [
            kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: Data("com.example.key".utf8),
            kSecReturnData as String: true,
        ]
        #expect(SecItemCopyMatching(keyQuery as CFDictionary, &found) == errSecSuccess)
        #expect(found as? Data == Data([1, 2, 3]))
        for itemClass in [kSecClassCertificate, kSecClassKey, kSecClassIdentity] {
            let status = SecItemDelete([kSecClass as String: itemClass] as CFDictionary)
            #expect(status == (itemClass == kSecClassIdentity ? errSecItemNotFound : errSecSuccess))
        }
        #expect(
            SecItemCopyMatching([kSecClass as String: kSecClassCertificate] as CFDictionary, nil) == errSecItemNotFound)
        #expect(SecItemCopyMatching(TokenStore.query("a") as CFDictionary, nil) == errSecSuccess)
        var byReference = certificate("3")
        byReference[kSecValueData as String] = nil
        byReference[kSecValueRef as String] = NSObject()
        #expect(SecItemAdd(byReference as CFDictionary, nil) == errSecUnimplemented)
    }
}
