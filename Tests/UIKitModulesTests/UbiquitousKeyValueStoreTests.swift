// iCloud's key-value store as an app's preferences screen uses it: typed setters and getters,
// removal, the dictionary of every value, and the change notification's names. Linux has no iCloud:
// the store is the process's own and nothing outside changes it.
import Foundation
import Testing
import UIKit

@Suite struct UbiquitousKeyValueStoreTests {
    @Test func typedValuesReadBackAsAppleDocumentsThem() {
        let store = NSUbiquitousKeyValueStore()
        store.set("blue", forKey: "color")
        store.set(Int64(7), forKey: "count")
        store.set(2.5, forKey: "scale")
        store.set(true, forKey: "enabled")
        store.set(Data([1, 2]), forKey: "blob")
        store.set(["a", "b"] as [Any], forKey: "list")
        store.set(["k": 1] as [String: Any], forKey: "map")
        #expect(store.string(forKey: "color") == "blue")
        #expect(store.longLong(forKey: "count") == 7)
        #expect(store.double(forKey: "count") == 7)
        #expect(store.double(forKey: "scale") == 2.5)
        #expect(store.longLong(forKey: "scale") == 2)
        #expect(store.bool(forKey: "enabled"))
        #expect(store.bool(forKey: "count"))
        #expect(store.data(forKey: "blob") == Data([1, 2]))
        #expect(store.array(forKey: "list")?.map { "\($0)" } == ["a", "b"])
        #expect(store.dictionary(forKey: "map")?["k"] as? Int == 1)
        #expect(
            store.dictionaryRepresentation.keys.sorted() == [
                "blob", "color", "count", "enabled", "list", "map", "scale",
            ])
    }

    @Test func absentOrMistypedKeysReadAsNothing() {
        let store = NSUbiquitousKeyValueStore()
        store.set("blue", forKey: "color")
        #expect(store.string(forKey: "missing") == nil)
        #expect(store.longLong(forKey: "color") == 0)
        #expect(store.double(forKey: "color") == 0)
        #expect(!store.bool(forKey: "color"))
        #expect(store.data(forKey: "color") == nil)
        #expect(store.array(forKey: "color") == nil)
        #expect(store.dictionary(forKey: "color") == nil)
    }

    @Test func removingAndSettingNilForgetTheKey() {
        let store = NSUbiquitousKeyValueStore()
        store.set("blue", forKey: "color")
        store.set(Int64(1), forKey: "count")
        store.removeObject(forKey: "color")
        store.set(nil as String?, forKey: "count")
        #expect(store.object(forKey: "color") == nil)
        #expect(store.object(forKey: "count") == nil)
        #expect(store.dictionaryRepresentation.isEmpty)
        #expect(store.synchronize())
    }

    @Test func theDefaultStoreIsOnePerProcess() {
        #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
    }

    @Test func notificationNamesAndReasonsAreApples() {
        #expect(
            NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue
                == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        #expect(NSUbiquitousKeyValueStoreChangeReasonKey == "NSUbiquitousKeyValueStoreChangeReasonKey")
        #expect(NSUbiquitousKeyValueStoreChangedKeysKey == "NSUbiquitousKeyValueStoreChangedKeysKey")
        let reasons: [Int] = [
            NSUbiquitousKeyValueStoreServerChange, NSUbiquitousKeyValueStoreInitialSyncChange,
            NSUbiquitousKeyValueStoreQuotaViolationChange, NSUbiquitousKeyValueStoreAccountChange,
        ]
        #expect(reasons == [0, 1, 2, 3])
    }
}
