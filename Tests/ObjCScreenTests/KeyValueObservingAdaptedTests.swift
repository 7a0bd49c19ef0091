// Key-value observing and coding of CellSnap's own `@objc` model (Tests/ObjCScreens/DownloadQueue.swift),
// built through the Objective-C adapter: an `@objc dynamic` property announces its changes, an
// `NSObject` subclass's `observeValue` override receives them, its `super` call reports what it does
// not handle, and `@objc` properties are written by name through the adapter's accessors.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct KeyValueObservingAdaptedTests {
    @Test func dynamicPropertiesReachTheOverride() {
        let item = DownloadItem()
        let monitor = DownloadMonitor(item: item)
        item.progress = 0.5
        item.state = "running"
        item.progress = 1
        monitor.stop()
        item.state = "done"
        #expect(monitor.events == ["progress: 0.0 -> 0.5", "state: - -> running", "progress: 0.5 -> 1.0"])
        #expect(item.stateChanges == 2)
    }

    @Test func otherContextsGoToSuper() {
        let item = DownloadItem()
        let monitor = DownloadMonitor(item: item)
        let problems = KeyValueCoding.problems {
            item.addObserver(monitor, forKeyPath: "label", options: [.new], context: nil)
            item.label = "not announced: label is not dynamic"
            item.setValue("set by name", forKey: "label")
            #expect(item.label == "set by name")
            item.removeObserver(monitor, forKeyPath: "label")
            monitor.stop()
        }.filter { $0.className == "DownloadMonitor" }
        #expect(problems.map(\.call) == ["observeValue(forKeyPath:of:change:context:)"])
        #expect(problems.map(\.key) == ["label"])
        #expect(monitor.events.isEmpty)
    }

    @Test func keyPathObservationOfADynamicProperty() {
        let item = DownloadItem()
        var seen: [Double] = []
        let observation = item.observe(\.progress, options: [.initial, .new]) { _, change in
            seen.append(change.newValue ?? -1)
        }
        item.progress = 0.25
        item.setValue(0.75, forKey: "progress")
        observation.invalidate()
        #expect(seen == [0, 0.25, 0.75])
    }
}

/// A mutable array property changed through its key-value coding proxy stays a mutable array
/// (Tests/ObjCScreens/FormSectionsStore.swift), and its observer hears each change.
@MainActor @Test func aMutableArrayPropertyChangedThroughItsProxyStaysMutable() {
    let store = FormSectionsStore()
    store.sections.add("Where do you live?")
    store.sections.add("Oceans")
    #expect(store.sections.count == 2 && store.sections.firstObject as? String == "Where do you live?")
    #expect(store.changes == 2)
    store.removeAll()
    #expect(store.sections.count == 0)
}

/// An observer of an array property changed through its proxy hears each insertion and removal
/// at its index, with the elements inserted or removed, as Apple's proxy announces them.
@MainActor @Test func anArrayProxysChangesAreInsertionsAndRemovalsAtTheirIndexes() throws {
    let store = FormSectionsStore()
    store.sections.add("Rows")
    store.sections.insert("Header", at: 0)
    store.sections.removeObject(at: 1)
    store.sections.replaceObject(at: 0, with: "Title")
    let kinds = store.received.map { ($0[.kindKey] as? NSNumber)?.uintValue }
    #expect(
        kinds
            == [
                NSKeyValueChange.insertion.rawValue, NSKeyValueChange.insertion.rawValue,
                NSKeyValueChange.removal.rawValue, NSKeyValueChange.replacement.rawValue,
            ])
    #expect(store.received.map { $0[.indexesKey] as? IndexSet } == [[0], [0], [1], [0]])
    #expect(store.received[1][.newKey] as? [String] == ["Header"] && store.received[1][.oldKey] == nil)
    #expect(store.received[2][.oldKey] as? [String] == ["Rows"] && store.received[2][.newKey] == nil)
    #expect(
        store.received[3][.oldKey] as? [String] == ["Header"] && store.received[3][.newKey] as? [String] == ["Title"])
    #expect(store.sections.count == 1 && store.sections.firstObject as? String == "Title")
}

/// What else form libraries do to an array proxy: set the element just past the end (appends),
/// remove an object by identity, replace a range (one element by two: a replacement, then an
/// insertion), remove everything; each change is announced.
@MainActor @Test func anArrayProxyAppendsRemovesAndReplacesAsFoundationsDoes() {
    final class Row {}
    let store = FormSectionsStore()
    let (first, second, third) = (Row(), Row(), Row())
    store.sections[0] = first
    store.sections[1] = second
    store.sections[1] = third
    #expect(store.sections.count == 2 && store.sections[1] as? Row === third)
    store.sections.remove(first)
    #expect(store.sections.count == 1 && store.sections[0] as? Row === third)
    store.sections.replaceObjects(in: NSRange(location: 0, length: 1), withObjectsFrom: [first, second])
    #expect(store.sections.count == 2 && store.sections[0] as? Row === first && store.sections[1] as? Row === second)
    store.sections.removeAllObjects()
    #expect(store.sections.count == 0)
    let kinds = store.received.map { ($0[.kindKey] as? NSNumber)?.uintValue ?? 0 }
    #expect(
        kinds == [2, 2, 4, 3, 4, 2, 3].map(UInt.init)
            && store.received.last?[.indexesKey] as? IndexSet == IndexSet([0, 1]))
}

/// Swift objects (not `NSObject`s, as form libraries' sections and rows are) are found in an array
/// proxy by identity, as in Apple's Foundation, where a Swift object's `isEqual:` is `===`;
/// replacing two by one is a replacement, then a removal.
@MainActor @Test func anArrayProxyFindsSwiftObjectsByIdentity() {
    final class Row {}
    let store = FormSectionsStore()
    let (first, second, third) = (Row(), Row(), Row())
    store.sections.add(first)
    store.sections.add(second)
    store.sections.add(third)
    #expect(store.sections.contains(second) && !store.sections.contains(Row()))
    #expect(store.sections.index(of: third) == 2 && store.sections.index(of: Row()) == NSNotFound)
    #expect(store.sections.indexOfObjectIdentical(to: second) == 1)
    store.sections.removeObjects(in: [first, third])
    #expect(store.sections.count == 1 && store.sections[0] as? Row === second)
    store.sections.add(first)
    let before = store.received.count
    store.sections.replaceObjects(in: NSRange(location: 0, length: 2), withObjectsFrom: [third])
    #expect(store.sections.count == 1 && store.sections[0] as? Row === third)
    let kinds = store.received.dropFirst(before).map { ($0[.kindKey] as? NSNumber)?.uintValue ?? 0 }
    #expect(kinds == [NSKeyValueChange.replacement.rawValue, NSKeyValueChange.removal.rawValue])
    #expect(store.received.dropFirst(before).map { $0[.indexesKey] as? IndexSet } == [[0], [1]])
    #expect(store.received[before - 2][.indexesKey] as? IndexSet == IndexSet([0, 2]))
}
