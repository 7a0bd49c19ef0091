import Foundation

/// Key-value coding of UIKit's classes and of an app's adapted ones (Foundation's
/// `KeyValueCoding` finds stored properties by reflection; these add what it cannot see).
///
/// - An app's `@objc` properties, through the getters and setters of the Objective-C adapter's
///   ``SelectorTable`` (`title`, `setTitle:`): registered with Foundation's key-value coding when the
///   first table is registered.
/// - UIKit's properties by name (`bounds`, `center`, `contentOffset`, `view`...), below: the
///   computed ones, which reflection does not see, and the stored ones apps set by name, which
///   reflection cannot write. `hidden` is `isHidden`'s key, as Objective-C names its getter.
///
/// Both run on the main actor, where UIKit's objects live: from another thread a computed
/// property is not read (a stored one still is, by reflection) and a write is refused, naming
/// the thread.
enum UIKitKeyValueCoding {
    /// Registers the selector tables' accessors (once).
    static func registerSelectorTableAccessors() {
        KeyValueCoding.register(
            KeyValueCoding.Accessor(
                get: { object, key in
                    guard PerformedResults.isOnMainActor,
                        let method = SelectorTable.method(Selector(key), in: type(of: object))
                    else { return nil }
                    nonisolated(unsafe) let object = object
                    return MainActor.assumeIsolated {
                        ReadValue(value: .some((try? method.body(object, SelectorArguments([]))) ?? nil))
                    }.value
                },
                set: { object, key, value in
                    guard let first = key.first else { return KeyValueCoding.unknownKey }
                    let setter = Selector("set" + first.uppercased() + key.dropFirst() + ":")
                    guard let method = SelectorTable.method(setter, in: type(of: object)) else {
                        return KeyValueCoding.unknownKey
                    }
                    guard PerformedResults.isOnMainActor else {
                        return "an @objc property is set by name on the main thread only"
                    }
                    nonisolated(unsafe) let object = object
                    nonisolated(unsafe) let value = value
                    return MainActor.assumeIsolated {
                        do {
                            var arguments = SelectorArguments([value])
                            arguments.unboxesNumbers = true  // an NSNumber on iOS, read as the property's type
                            _ = try method.body(object, arguments)
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                }),
            named: "SelectorTable")
        registerPropertyAccessor()
    }

    /// Registers the accessor of UIKit's properties of objects that are not responders (a text
    /// view's `textContainer`, a bar item), which answer no key-value coding of their own.
    static func registerPropertyAccessor() {
        KeyValueCoding.register(
            KeyValueCoding.Accessor(
                get: { object, key in
                    guard !(object is UIResponder) else { return nil }
                    nonisolated(unsafe) let object = object
                    return MainActorKeyValueCoding.read {
                        UIResponder.keyValueProperties.value(forKey: key, of: object)
                    }
                },
                set: { object, key, value in
                    guard !(object is UIResponder) else { return KeyValueCoding.unknownKey }
                    nonisolated(unsafe) let object = object
                    nonisolated(unsafe) let value = value
                    // Off the main actor the table cannot be asked: the key is not found here (an
                    // object of another module's class is refused by what follows).
                    return MainActorKeyValueCoding.write(refusal: KeyValueCoding.unknownKey) {
                        UIResponder.keyValueProperties.setValue(value, forKey: key, of: object)
                    }
                }),
            named: "UIKitProperties")
    }
}

/// A value read on the main actor, handed to the thread that asked (the main thread itself).
private struct ReadValue: @unchecked Sendable { let value: Any?? }

/// Key-value coding answered on the main actor, where UIKit's objects (views, controllers,
/// layers) live: from another thread a read finds nothing here (a stored property is still read by
/// reflection) and a write is refused with `refusal`.
enum MainActorKeyValueCoding {
    /// `body`'s value for a key, read on the main actor; `nil` (not found here) on another thread.
    static func read(_ body: @MainActor () -> Any??) -> Any?? {
        guard PerformedResults.isOnMainActor else { return nil }
        return MainActor.assumeIsolated { ReadValue(value: body()) }.value
    }

    /// `body`'s answer to a write (`nil` when written, else why not), on the main actor;
    /// `refusal` on another thread.
    static func write(refusal: String, _ body: @MainActor () -> String?) -> String? {
        guard PerformedResults.isOnMainActor else { return refusal }
        return MainActor.assumeIsolated { body() }
    }
}

/// Properties read and written by name, each filed under the class that declares it: an object's
/// class answers, else its nearest superclass that has the key.
struct ClassPropertyTable<Property> {
    private var properties: [String: [ObjectIdentifier: Property]] = [:]

    mutating func add(_ key: String, _ type: AnyClass, _ property: Property) {
        properties[key, default: [:]][ObjectIdentifier(type)] = property
    }

    /// The property `key` of `type` or its nearest superclass that has one.
    func property(_ key: String, of type: AnyClass) -> Property? {
        guard let byClass = properties[key] else { return nil }
        var current: AnyClass? = type
        while let type = current {
            if let property = byClass[ObjectIdentifier(type)] { return property }
            current = _getSuperclass(type)
        }
        return nil
    }
}

extension ClassPropertyTable where Property == UIKitProperty {
    /// `object`'s value for `key` (`.some(nil)` for a property holding `nil`), or `nil` when its
    /// class has no such property.
    @MainActor func value(forKey key: String, of object: AnyObject) -> Any?? {
        property(key, of: type(of: object)).map { .some($0.get(object)) } ?? nil
    }

    /// Sets `object`'s `key`: `nil` when written, else why not.
    @MainActor func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> String? {
        guard let property = property(key, of: type(of: object)) else { return KeyValueCoding.unknownKey }
        guard let set = property.set else { return "the property is read-only" }
        return set(object, value)
    }
}

/// A UIKit property read and written by name.
@MainActor struct UIKitProperty {
    let get: (AnyObject) -> Any?
    let set: ((AnyObject, Any?) -> String?)?

    /// A property read through `keyPath`.
    static func readOnly<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> UIKitProperty {
        UIKitProperty(get: { ($0 as? Root).map { $0[keyPath: keyPath] } as Any? }, set: nil)
    }

    /// A property of UIKit's read through `keyPath`, which Swift types as read-only (the generated
    /// table names every property this way: the overload below takes the writable ones).
    static func property<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> UIKitProperty { readOnly(keyPath) }

    /// A property of UIKit's read and written through `keyPath`.
    static func property<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> UIKitProperty {
        writable(keyPath)
    }

    /// A property read and written through `keyPath`; a value that is not a `Value` (nor a number,
    /// an `NSValue` or a string that stands for one, `KeyValueConversions`) is refused.
    static func writable<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> UIKitProperty {
        UIKitProperty(
            get: { ($0 as? Root).map { $0[keyPath: keyPath] } as Any? },
            set: { object, value in
                guard let root = object as? Root else { return KeyValueCoding.unknownKey }
                guard let typed = KeyValueConversions.coerced(value, as: Value.self) else {
                    return "\(value.map { "\(type(of: $0))" } ?? "nil") is not a \(Value.self)"
                }
                root[keyPath: keyPath] = typed
                return nil
            })
    }
}

extension UIKitProperty {
    /// A tab bar controller's bar, which apps replace by name with a bar of their own class.
    static let tabBar = UIKitProperty(
        get: { ($0 as? UITabBarController)?.tabBar },
        set: { object, value in
            guard let controller = object as? UITabBarController else { return KeyValueCoding.unknownKey }
            guard let bar = value as? UITabBar else {
                return "\(value.map { "\(type(of: $0))" } ?? "nil") is not a UITabBar"
            }
            controller.cellSnapReplaceTabBar(bar)
            return nil
        })
}

extension UIResponder: KeyValueCodingAccessors {
    /// UIKit's properties by name: the generated ones (UIKitKeyValueProperties.swift), then
    /// these, which read and write some of them differently or are of other types.
    @MainActor static let keyValueProperties: ClassPropertyTable<UIKitProperty> = {
        var table = ClassPropertyTable<UIKitProperty>()
        table.addGeneratedProperties()
        func add(_ key: String, _ type: AnyClass, _ property: UIKitProperty) { table.add(key, type, property) }
        add("frame", UIView.self, .writable(\UIView.frame))
        add("bounds", UIView.self, .writable(\UIView.bounds))
        add("center", UIView.self, .writable(\UIView.center))
        add("superview", UIView.self, .readOnly(\UIView.superview))
        add("subviews", UIView.self, .readOnly(\UIView.subviews))
        add("window", UIView.self, .readOnly(\UIView.window))
        add("alpha", UIView.self, .writable(\UIView.alpha))
        add("hidden", UIView.self, .writable(\UIView.isHidden))
        add("backgroundColor", UIView.self, .writable(\UIView.backgroundColor))
        add("tintColor", UIView.self, .writable(\UIView.tintColor))
        add("tag", UIView.self, .writable(\UIView.tag))
        // UIView answers `cornerRadius` by name (its `_setCornerRadius:`, which key-value coding's
        // setter search finds) with its layer's: a storyboard's runtime attribute `cornerRadius`
        // on a plain view rounds it on iOS (an app's committed iOS reference shows it).
        add("cornerRadius", UIView.self, .writable(\UIView.layer.cornerRadius))
        add("contentSize", UIScrollView.self, .writable(\UIScrollView.contentSize))
        add("contentInset", UIScrollView.self, .writable(\UIScrollView.contentInset))
        add("preferredContentSize", UIViewController.self, .writable(\UIViewController.preferredContentSize))
        add("contentOffset", UIScrollView.self, .writable(\UIScrollView.contentOffset))
        add("view", UIViewController.self, .writable(\UIViewController.view))
        add("title", UIViewController.self, .writable(\UIViewController.title))
        add("displayMode", UISplitViewController.self, .readOnly(\UISplitViewController.displayMode))
        add("viewControllers", UISplitViewController.self, .writable(\UISplitViewController.viewControllers))
        add("viewControllers", UINavigationController.self, .writable(\UINavigationController.viewControllers))
        add("topViewController", UINavigationController.self, .readOnly(\UINavigationController.topViewController))
        add("tabBar", UITabBarController.self, .tabBar)
        // A search bar answers `searchField` by name with its text field (its accessor of that
        // name, which apps read before iOS 13's `searchTextField`; iOS 13 forbids the ivar
        // `_searchField` only): an app's iOS 17 references show the field it styles that way.
        add("searchField", UISearchBar.self, .readOnly(\UISearchBar.searchTextField))
        // Text and images, which apps read, set and observe by name.
        add("text", UILabel.self, .writable(\UILabel.text))
        add("attributedText", UILabel.self, .writable(\UILabel.attributedText))
        add("font", UILabel.self, .writable(\UILabel.font))
        add("textColor", UILabel.self, .writable(\UILabel.textColor))
        add("numberOfLines", UILabel.self, .writable(\UILabel.numberOfLines))
        add("text", UITextField.self, .writable(\UITextField.text))
        add("placeholder", UITextField.self, .writable(\UITextField.placeholder))
        add("text", UITextView.self, .writable(\UITextView.text))
        add("image", UIImageView.self, .writable(\UIImageView.image))
        // Background views, which storyboards connect as outlets by name.
        add("backgroundView", UICollectionViewCell.self, .writable(\UICollectionViewCell.backgroundView))
        add(
            "selectedBackgroundView", UICollectionViewCell.self, .writable(\UICollectionViewCell.selectedBackgroundView)
        )
        add("backgroundView", UITableViewCell.self, .writable(\UITableViewCell.backgroundView))
        add("selectedBackgroundView", UITableViewCell.self, .writable(\UITableViewCell.selectedBackgroundView))
        add("backgroundView", UITableView.self, .writable(\UITableView.backgroundView))
        add("backgroundView", UICollectionView.self, .writable(\UICollectionView.backgroundView))
        add("prefetchDataSource", UITableView.self, .writable(\UITableView.prefetchDataSource))
        add("prefetchDataSource", UICollectionView.self, .writable(\UICollectionView.prefetchDataSource))
        return table
    }()

    public nonisolated func cellSnapValue(forKey key: String) -> Any?? {
        MainActorKeyValueCoding.read { Self.keyValueProperties.value(forKey: key, of: self) }
    }

    public nonisolated func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        nonisolated(unsafe) let value = value
        return MainActorKeyValueCoding.write(refusal: "a UIKit object is set by name on the main thread only") {
            Self.keyValueProperties.setValue(value, forKey: key, of: self)
        }
    }
}

extension UIViewController {
    /// Announces a change of `key` to key-value observers: about to change, or `finished`.
    func announceChange(of key: String, finished: Bool = false) {
        if finished { didChangeValue(forKey: key) } else { willChangeValue(forKey: key) }
    }
}

extension UIView {
    /// Announces a change of the frame to key-value observers of `frame`, `bounds` and `center`
    /// (before the change when `will`, after it otherwise, in the reverse order).
    func announceGeometryChange(will: Bool) {
        if will {
            for key in ["frame", "bounds", "center"] { willChangeValue(forKey: key) }
        } else {
            for key in ["center", "bounds", "frame"] { didChangeValue(forKey: key) }
        }
    }
}
