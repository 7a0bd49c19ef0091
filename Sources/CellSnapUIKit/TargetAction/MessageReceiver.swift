import Foundation

/// An object of any class, to which a message is sent by selector, as Objective-C sends one to
/// an `id`. Swift on Linux cannot look `perform(_:)` up on `AnyObject`, so the Objective-C
/// adapter writes a test's `button.target?.perform(button.action, with: nil)` (a bar button
/// item's `target` is an `AnyObject?`) as
/// `cellSnapMessageReceiver(button.target)?.perform(button.action, with: nil)`. The message goes
/// where `NSObject`'s `perform(_:)` sends it: the method the adapter's selector table names for
/// the object's class, forwarded as the class forwards it.
///
/// ```swift
/// let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
/// let result = cellSnapMessageReceiver(item.target)?.perform(item.action)
/// result == nil  // no target: no message, as on iOS
/// ```
public struct CellSnapMessageReceiver {
    /// The object the messages go to.
    public let object: AnyObject

    /// Sends `aSelector` with no argument, as `NSObjectProtocol.perform(_:)`.
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        send(aSelector, [])
    }

    /// Sends `aSelector` with one argument, as `perform(_:with:)`.
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object])
    }

    /// Sends `aSelector` with two arguments, as `perform(_:with:with:)`.
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, [object1, object2])
    }

    private func send(_ selector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        return PerformedResults.send(selector, to: object, arguments).object
    }
}

/// `object` as a receiver of messages by selector (see ``CellSnapMessageReceiver``); `nil` for
/// no object, so that `cellSnapMessageReceiver(target)?.perform(action)` sends nothing then.
public func cellSnapMessageReceiver(_ object: AnyObject?) -> CellSnapMessageReceiver? {
    object.map { CellSnapMessageReceiver(object: $0) }
}
