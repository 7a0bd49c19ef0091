// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// (the Objective-C runtime's C names: `protocol_getMethodDescription`, `objc_method_description`)
import Foundation
import Synchronization

/// An Objective-C protocol as the runtime's functions take it. Swift on iOS converts an `@objc`
/// protocol's type (`UITableViewDelegate.self`) to `Protocol`; on Linux the protocol's type is the
/// value itself, so the same call compiles.
///
/// ```swift
/// let proto: Protocol = UITableViewDataSource.self
/// print(NSStringFromProtocol(proto))   // UITableViewDataSource
/// ```
public typealias Protocol = Any.Type

/// A method of a protocol as ``protocol_getMethodDescription(_:_:_:_:)`` describes it: its selector,
/// `nil` when the protocol has no such method, and its type encoding, which CellSnap does not keep
/// (always `nil`).
public struct objc_method_description {
    public var name: Selector?
    public var types: UnsafeMutablePointer<CChar>?

    public init(name: Selector?, types: UnsafeMutablePointer<CChar>?) {
        self.name = name
        self.types = types
    }
}

/// The method `aSel` of the protocol `p`, among its required or its optional methods: its selector,
/// or `nil` when the protocol has none of that kind. The requirements are UIKit's delegate and data
/// source protocols' (their Swift names' selectors, `tableView:heightForRowAt:`, as every selector
/// on Linux is) and those of an app's `@objc` protocols, which CellSnap's Objective-C adapter
/// registers; a protocol CellSnap does not know has none. Class methods (`isInstanceMethod` false)
/// are never found: no protocol CellSnap knows has any.
///
/// ```swift
/// let required = protocol_getMethodDescription(UITableViewDataSource.self, Selector("tableView:cellForRowAt:"), true, true)
/// let optional = protocol_getMethodDescription(UITableViewDataSource.self, Selector("numberOfSectionsIn:"), false, true)
/// print(required.name != nil, optional.name != nil)   // true true
/// ```
public func protocol_getMethodDescription(
    _ p: Protocol, _ aSel: Selector, _ isRequiredMethod: Bool, _ isInstanceMethod: Bool
) -> objc_method_description {
    let selectors = ObjCProtocolTable.selectors(of: p)
    let found = isInstanceMethod && (isRequiredMethod ? selectors.required : selectors.optional).contains("\(aSel)")
    return objc_method_description(name: found ? aSel : nil, types: nil)
}

/// The name of a protocol: a UIKit protocol's own (`UITableViewDelegate`), an app's qualified by
/// its module (`Shelf.ShelfDelegate`), as the runtime names a Swift `@objc` protocol.
public func NSStringFromProtocol(_ proto: Protocol) -> String {
    let qualified = String(reflecting: proto)
    return qualified.hasPrefix("CellSnapUIKit.") ? String(describing: proto) : qualified
}

/// The requirements of the `@objc` protocols the runtime knows: UIKit's (generated from
/// CellSnapUIKit's declarations) and an app's (registered by CellSnap's Objective-C adapter).
public enum ObjCProtocolTable {
    private static let registered = Mutex<[ObjectIdentifier: (required: Set<String>, optional: Set<String>)]>([:])

    /// Registers the selectors of `proto`'s required and optional methods (the adapter's call for
    /// an app's `@objc protocol`).
    public static func register(_ proto: Protocol, required: Set<String>, optional: Set<String>) {
        registered.withLock { $0[ObjectIdentifier(proto)] = (required, optional) }
    }

    /// UIKit's protocols' selectors (UIKitSelectors.swift), read into sets once: a delegate proxy
    /// asks at every `responds(to:)`.
    private static let uikit: [String: (required: Set<String>, optional: Set<String>)] =
        UIKitSelectors.byProtocol.mapValues {
            (
                Set($0.required.split(separator: " ").map(String.init)),
                Set($0.optional.split(separator: " ").map(String.init))
            )
        }

    /// The selectors of `proto`'s required and optional methods.
    static func selectors(of proto: Protocol) -> (required: Set<String>, optional: Set<String>) {
        if let app = registered.withLock({ $0[ObjectIdentifier(proto)] }) { return app }
        guard String(reflecting: proto).hasPrefix("CellSnapUIKit.") else { return ([], []) }
        return uikit[String(describing: proto)] ?? ([], [])
    }
}
