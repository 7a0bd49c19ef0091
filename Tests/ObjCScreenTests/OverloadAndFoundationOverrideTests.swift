// Tests/ObjCScreens/PagerRegistry.swift adapted for Linux: overloads answer their own selectors
// with typed arguments, and Foundation overrides Linux's Foundation lacks are called where iOS
// calls them.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct OverloadAndFoundationOverrideTests {
    @Test func overloadsAnswerTheirOwnSelectors() throws {
        let pager = PagerRegistry()
        let steps: [(String, [Any?])] = [
            ("registerClass:forCellWithReuseIdentifier:", [UICollectionViewCell.self, "page"]),
            ("registerNib:forCellWithReuseIdentifier:", [UINib(data: Data(), bundle: nil), "page"]),
            ("registerNib:forCellWithReuseIdentifier:", [nil, "empty"]),
            ("scrollTo:", [3]),
            ("scrollTo:animated:", [4, true]),
            ("scrollToItem:", [5]),
            ("highlight:", [UIView()]),
            ("highlight:", [nil]),
        ]
        for (selector, arguments) in steps {
            #expect(pager.responds(to: Selector(selector)), "\(selector)")
            switch arguments.count {
            case 1: _ = pager.perform(Selector(selector), with: arguments[0])
            default: _ = pager.perform(Selector(selector), with: arguments[0], with: arguments[1])
            }
        }
        var completed = false
        let completion: (Bool) -> Void = { completed = $0 }
        _ = pager.perform(Selector("reloadWithCompletion:"), with: completion)
        #expect(
            pager.log == [
                "class UICollectionViewCell as page", "nib given as page", "nib nil as empty", "scroll to 3",
                "scroll to 4 animated true", "scroll to item 5", "highlight a view", "highlight nothing", "reload",
            ])
        #expect(completed)
        #expect(PagerRegistry.Counter().responds(to: Selector("advance:by:")))
    }

    @Test func aFormattersGetObjectValueParsesForFoundation() {
        let formatter: Formatter = CentsFormatter()
        var value: AnyObject?
        var error: NSString?
        #expect(formatter.getObjectValue(&value, for: "$12.34", errorDescription: &error))
        #expect((value as? NSNumber)?.doubleValue == 12.34)
        #expect(!formatter.getObjectValue(&value, for: "none", errorDescription: &error))
        #expect(error != nil)
        var plain: AnyObject?
        #expect(NumberFormatter().getObjectValue(&plain, for: "42", errorDescription: nil))
        #expect((plain as? NSNumber)?.intValue == 42)
    }

    @Test func undefinedKeysGoToTheObjectsOwnMethods() {
        let settings = LooseSettings()
        settings.setValue("Dark", forKey: "theme")
        settings.setValue("Mine", forKey: "name")
        #expect(settings.value(forKey: "theme") as? String == "Dark")
        #expect(settings.value(forKey: "name") as? String == "Mine")
        #expect(settings.extra.keys.sorted() == ["theme"])
    }

    /// `#selector(cleanExpiredDiskCache)` names the `@objc` method, not its Swift-only overload
    /// (Tests/ObjCScreens/ThumbnailCache.swift): the notification sends it.
    @Test func selectorOfTheExposedOverloadIsSent() {
        let cache = ThumbnailCache()
        NotificationCenter.default.post(name: .thumbnailCacheShouldClean, object: nil)
        #expect(cache.cleanings == 1)
    }
}
