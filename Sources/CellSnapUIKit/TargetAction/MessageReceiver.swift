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

extension CellSnapMessageReceiver {
    /// Whether the object answers `aSelector`, as `NSObjectProtocol.responds(to:)` asked of an
    /// `AnyObject`: an `NSObject`'s own answer (its class's override included), else whether its
    /// class has a method of that name in the selector tables.
    public func responds(to aSelector: Selector!) -> Bool {
        if let object = object as? NSObject { return object.responds(to: aSelector) }
        return aSelector.map { SelectorTable.answers($0, in: type(of: object)) } ?? false
    }
}

/// Whether `cls` is `other` or a subclass of it, as `NSObject.isSubclass(of:)` asked of an
/// `AnyClass` (`mapping.viewClass.isSubclass(of: viewType)`), which the Objective-C runtime looks
/// up on any class: the Objective-C adapter writes this function for that call.
///
/// ```swift
/// let viewClass: AnyClass = UILabel.self
/// cellSnapIsSubclass(viewClass, of: UIView.self)   // true
/// ```
public func cellSnapIsSubclass(_ cls: AnyClass, of other: AnyClass) -> Bool {
    var current: AnyClass? = cls
    while let type = current {
        if type == other { return true }
        current = _getSuperclass(type)
    }
    return false
}
