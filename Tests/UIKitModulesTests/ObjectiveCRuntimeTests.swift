// The Objective-C runtime's functions that Swift on Linux lacks: associated objects, which
// extensions use to give objects stored properties (each policy, keys as apps spell them, the
// address of a static; an object's end, and an identity that a new object reuses), and
// `autoreleasepool`.
import Foundation
import Testing
import UIKit

private enum Keys {
    nonisolated(unsafe) static var title: UInt8 = 0
    nonisolated(unsafe) static var observer: UInt8 = 0
}

private final class Owner: NSObject {}

private final class Tracked: NSObject, NSCopying {
    let name: String
    init(_ name: String) { self.name = name }
    func copy(with zone: NSZone? = nil) -> Any { Tracked(name + " copy") }
}

/// A value that counts its ends (only one test makes them).
private final class Released {
    nonisolated(unsafe) static var ended = 0
    deinit { Released.ended += 1 }
}

extension UIView {
    fileprivate var badgeTitle: String? {
        get { objc_getAssociatedObject(self, &Keys.title) as? String }
        set { objc_setAssociatedObject(self, &Keys.title, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@MainActor @Test func anExtensionsStoredPropertyLivesWithItsObject() {
    let first = UIView(), second = UIView()
    first.badgeTitle = "new"
    #expect(first.badgeTitle == "new" && second.badgeTitle == nil)
    first.badgeTitle = nil
    #expect(first.badgeTitle == nil)
}

@Test func eachPolicyHoldsItsValueAsTheRuntimeDoes() {
    let owner = Owner()
    var value: Tracked? = Tracked("kept")
    objc_setAssociatedObject(owner, &Keys.observer, value, .OBJC_ASSOCIATION_RETAIN)
    value = nil
    #expect((objc_getAssociatedObject(owner, &Keys.observer) as? Tracked)?.name == "kept")

    var assigned: Tracked? = Tracked("assigned")
    objc_setAssociatedObject(owner, &Keys.observer, assigned, .OBJC_ASSOCIATION_ASSIGN)
    #expect((objc_getAssociatedObject(owner, &Keys.observer) as? Tracked) === assigned)
    assigned = nil
    #expect(objc_getAssociatedObject(owner, &Keys.observer) == nil)

    let original = Tracked("original")
    objc_setAssociatedObject(owner, &Keys.observer, original, .OBJC_ASSOCIATION_COPY)
    #expect((objc_getAssociatedObject(owner, &Keys.observer) as? Tracked)?.name == "original copy")
    #expect(objc_AssociationPolicy(rawValue: 769) == .OBJC_ASSOCIATION_RETAIN)
}

@Test func removingAllAndValueTypesHaveNone() {
    let owner = Owner()
    objc_setAssociatedObject(owner, &Keys.title, "a", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(owner, &Keys.observer, 2, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, &Keys.observer) as? Int == 2)
    objc_removeAssociatedObjects(owner)
    #expect(objc_getAssociatedObject(owner, &Keys.title) == nil)
    #expect(objc_getAssociatedObject(owner, &Keys.observer) == nil)
    let point = CGPoint(x: 1, y: 2)
    objc_setAssociatedObject(point, &Keys.title, "lost", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(point, &Keys.title) == nil)
}

@Test func anEndedObjectsValuesAreNotAnotherObjects() {
    var owners: [Owner] = (0..<200).map { _ in Owner() }
    for owner in owners { objc_setAssociatedObject(owner, &Keys.title, "old", .OBJC_ASSOCIATION_RETAIN) }
    let valueOwner = Owner()
    objc_setAssociatedObject(valueOwner, &Keys.observer, Released(), .OBJC_ASSOCIATION_RETAIN)
    #expect(Released.ended == 0)
    objc_removeAssociatedObjects(valueOwner)
    #expect(Released.ended == 1)
    owners.removeAll()
    // New objects may reuse the ended ones' addresses: none of them finds an old value.
    let fresh = (0..<200).map { _ in Owner() }
    #expect(fresh.allSatisfy { objc_getAssociatedObject($0, &Keys.title) == nil })
}

/// `autoreleasepool` runs its body once and returns what the body returns, or rethrows.
@Test func anAutoreleasePoolRunsItsBodyOnce() {
    var runs = 0
    let value = autoreleasepool { () -> Int in
        runs += 1
        return 42
    }
    #expect(value == 42 && runs == 1)
    struct Stop: Error {}
    #expect(throws: Stop.self) { try autoreleasepool { throw Stop() } }
}

/// A delegate protocol that refines `NSObjectProtocol`, as apps declare theirs.
private protocol KindProbe: NSObjectProtocol {}
private class KindBase: NSObject, KindProbe {}
private final class KindLeaf: KindBase {}

/// `isKind(of:)` and `isMember(of:)` on values typed as a protocol that refines
/// `NSObjectProtocol`, as iOS's protocol declares them (Linux's Foundation has them on `NSObject`
/// only): the class itself, a superclass, an unrelated class.
@Test func kindOfAnNSObjectProtocolValue() {
    let leaf: any KindProbe = KindLeaf()
    let base: any KindProbe = KindBase()
    let cases: [(any KindProbe, AnyClass, kind: Bool, member: Bool)] = [
        (leaf, KindLeaf.self, true, true), (leaf, KindBase.self, true, false), (leaf, NSObject.self, true, false),
        (base, KindLeaf.self, false, false), (base, NSString.self, false, false), (base, KindBase.self, true, true),
    ]
    for (index, (object, type, kind, member)) in cases.enumerated() {
        #expect(object.isKind(of: type) == kind, "case \(index)")
        #expect(object.isMember(of: type) == member, "case \(index)")
    }
}

/// `objc_sync_enter` and `objc_sync_exit`, as `@synchronized` uses them: a recursive lock of the
/// object, which keeps two threads' increments apart; an exit without an enter is refused.
@Test func objcSyncLocksTheObjectRecursively() async {
    final class Counter: @unchecked Sendable {
        var value = 0
        func increment() {
            objc_sync_enter(self)
            defer { objc_sync_exit(self) }
            objc_sync_enter(self)  // again, on the same thread
            value += 1
            objc_sync_exit(self)
        }
    }
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<4 { group.addTask { for _ in 0..<500 { counter.increment() } } }
    }
    #expect(counter.value == 2000)
    #expect(objc_sync_exit(counter) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    #expect(objc_sync_enter(counter) == OBJC_SYNC_SUCCESS && objc_sync_exit(counter) == OBJC_SYNC_SUCCESS)
}
