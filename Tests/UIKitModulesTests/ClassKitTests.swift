// `import ClassKit` as an educational app reports progress: contexts found by identifier path
// (missing ones made by the data store's delegate), activities whose progress is the union of
// the ranges added, with score and binary items.
import ClassKit
import Foundation
import Testing

private final class PlaysDelegate: NSObject, CLSDataStoreDelegate {
    var asked: [[String]] = []
    func createContext(
        forIdentifier identifier: String, parentContext: CLSContext, parentIdentifierPath: [String]
    ) -> CLSContext? {
        asked.append(parentIdentifierPath + [identifier])
        return identifier == "missing"
            ? nil : CLSContext(type: .quiz, identifier: identifier, title: identifier.capitalized)
    }
}

@Suite(.serialized) struct ClassKitTests {
    @Test func contextsAreFoundOrMadeByTheDelegate() throws {
        let store = CLSDataStore.shared
        let delegate = PlaysDelegate()
        store.delegate = delegate
        defer { store.delegate = nil }
        let root = store.mainAppContext.identifier
        nonisolated(unsafe) var found: CLSContext?
        store.mainAppContext.descendant(matchingIdentifierPath: ["hamlet", "act1"]) { context, _ in found = context }
        let act = try #require(found)
        #expect(act.identifierPath == [root, "hamlet", "act1"] && act.title == "Act1")
        #expect(delegate.asked == [[root, "hamlet"], [root, "hamlet", "act1"]])
        store.mainAppContext.descendant(matchingIdentifierPath: ["hamlet", "act1"]) { context, _ in found = context }
        #expect(delegate.asked.count == 2)
        store.mainAppContext.descendant(matchingIdentifierPath: ["hamlet", "missing"]) { context, _ in found = context }
        #expect(found == nil)
        act.becomeActive()
        #expect(store.activeContext === act)
        let activity = act.createNewActivity()
        activity.start()
        #expect(store.runningActivity === activity)
        act.resignActive()
        act.parent?.removeFromParent()
        nonisolated(unsafe) var remaining: [CLSContext] = []
        store.contexts(matchingIdentifierPath: ["hamlet"]) { contexts, _ in remaining = contexts }
        #expect(store.activeContext == nil && remaining.isEmpty)
    }

    @Test func progressIsTheUnionOfTheRangesAdded() {
        let activity = CLSActivity()
        activity.addProgressRange(fromStart: 0, toEnd: 0.25)
        activity.addProgressRange(fromStart: 0.5, toEnd: 0.75)
        activity.addProgressRange(fromStart: 0.2, toEnd: 0.3)
        activity.addProgressRange(fromStart: 0.9, toEnd: 1.5)
        #expect(abs(activity.progress - 0.65) < 1e-12)  // [0, 0.3] + [0.5, 0.75] + [0.9, 1]
        activity.primaryActivityItem = CLSScoreItem(identifier: "score", title: "Score", score: 8, maxScore: 10)
        let passed = CLSBinaryItem(identifier: "passed", title: "Passed", type: .passFail)
        passed.value = true
        activity.addAdditionalActivityItem(passed)
        #expect(
            (activity.primaryActivityItem as? CLSScoreItem)?.score == 8 && activity.additionalActivityItems.count == 1)
        #expect(!activity.isStarted && activity.duration == 0)
    }

    @Test func aDeepLinkFromSchoolworkNamesItsContext() {
        let link = NSUserActivity.cellSnapClassKitDeepLink(toContextIdentifierPath: ["plays", "hamlet", "act-1"])
        #expect(link.isClassKitDeepLink && link.contextIdentifierPath == ["plays", "hamlet", "act-1"])
        let page = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        page.webpageURL = URL(string: "https://example.com/plays/hamlet")
        #expect(!page.isClassKitDeepLink && page.contextIdentifierPath == nil)
        #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
    }
}
