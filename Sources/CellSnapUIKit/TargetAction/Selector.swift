import Foundation

/// The name of a method sent as a message, as the Objective-C runtime's `Selector`: `toggleWifi:`
/// for `toggleWifi(_:)`.
///
/// Linux has no Objective-C runtime, so `#selector(...)` does not compile there. CellSnap's
/// Objective-C adapter (the `ObjCAdapter` build-tool plugin) rewrites each `#selector` in an
/// app's files to this type's ``init(_:registering:)`` with the Objective-C name the method has on
/// iOS, and generates a table of the methods each adapted class answers by name
/// (``SelectorTable``). Target–action then fires as in UIKit: a control's `addTarget(_:action:for:)`,
/// a bar button item's `target` and `action`, `NotificationCenter.addObserver(_:selector:name:object:)`,
/// `perform(_:)` and `responds(to:)` all reach the method through
/// `UIApplication.sendAction(_:to:from:for:)` or the table. A selector made from a string that
/// names no method of its target's adapted class is reported when it is sent (see
/// ``SelectorTable/undelivered``), as UIKit reports an unrecognised selector.
///
/// ```swift
/// let selector = Selector("toggleWifi:")
/// print(selector, NSStringFromSelector(selector) == "toggleWifi:")   // toggleWifi: true
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, as `NSStringFromSelector` gives it.
    public let name: String

    /// A selector with `name`, as `Selector("toggleWifi:")`.
    public init(_ name: String) { self.name = name }

    /// A selector written as a string literal.
    public init(stringLiteral name: String) { self.name = name }

    /// The adapter's form of `#selector(...)` and `NSSelectorFromString("...")`: a selector with
    /// `name`, made after the selector tables of the module that wrote it are registered (the
    /// module's generated `_cellSnapSelectors` value registers them when it is first read).
    public init(_ name: String, registering module: SelectorTable.Module) { self.name = name }

    public var description: String { name }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A selector named by a string, as Foundation's `NSSelectorFromString(_:)` on Apple platforms.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A selector's name, as Foundation's `NSStringFromSelector(_:)` on Apple platforms.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
