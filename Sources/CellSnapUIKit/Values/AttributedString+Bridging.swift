import CoreGraphics
import Foundation

// Apple's Foundation converts between `AttributedString` and `NSAttributedString`, and makes an
// `AttributeContainer` of an attributes dictionary, through the attribute scopes it knows; Linux's
// does none of it. These are those conversions for UIKit's scope (``AttributeScopes/UIKitAttributes``)
// and Foundation's `link`, each attribute under the key UIKit names it by; attributes of other
// scopes are left out, as Apple's conversions leave out those of scopes they are not given.

extension NSAttributedString {
    /// The text of `attrStr` with the attributes of each run (UIKit's and `link`), as Apple's
    /// `NSAttributedString(_:)`.
    ///
    /// ```swift
    /// var title = AttributedString("Sale")
    /// title.foregroundColor = UIColor.systemRed
    /// let label = UILabel()
    /// label.attributedText = NSAttributedString(title)
    /// ```
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            let text = String(attrStr[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: AttributeBridge.dictionary(of: run.attributes)))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// The text of `nsStr` with the attributes of each range that UIKit's scope and `link` know, as
    /// Apple's `AttributedString(_:)`; a value of the wrong type for its key is left out.
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: nsStr.length)
        nsStr.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = (nsStr.string as NSString).substring(with: range)
            result.append(AttributedString(text, attributes: AttributeContainer(attributes)))
        }
        self = result
    }
}

extension AttributeContainer {
    /// The attributes of `dictionary` that UIKit's scope and `link` know, as Apple's
    /// `AttributeContainer(_:)`; a value of the wrong type for its key is left out.
    ///
    /// ```swift
    /// let attributes = AttributeContainer([.font: UIFont.boldSystemFont(ofSize: 15), .kern: 0.5])
    /// ```
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary {
            AttributeBridge.byName[key.rawValue]?.write(&self, value)
        }
    }
}

/// One attribute of UIKit's scope (or `link`) between its `AttributedString` key and its
/// `NSAttributedString` key, which share a name.
private struct AttributeBridge: Sendable {
    let name: String
    let read: @Sendable (AttributeContainer) -> Any?
    let write: @Sendable (inout AttributeContainer, Any) -> Void

    /// An attribute whose value is the same on both sides.
    init<Key: AttributedStringKey>(_ key: Key.Type) where Key.Value: Sendable {
        name = Key.name
        read = { $0[Key.self] }
        write = { container, value in
            if let value = value as? Key.Value { container[Key.self] = value }
        }
    }

    /// A number: a `CGFloat` on the `AttributedString` side, an `NSNumber` (or any number) on the other.
    init<Key: AttributedStringKey>(number key: Key.Type) where Key.Value == CGFloat {
        name = Key.name
        read = { $0[Key.self].map { NSNumber(value: Double($0)) } }
        write = { container, value in
            if let number = AttributeBridge.double(value) { container[Key.self] = CGFloat(number) }
        }
    }

    /// A line style: an `NSUnderlineStyle` on one side, its raw value as a number on the other.
    init<Key: AttributedStringKey>(lineStyle key: Key.Type) where Key.Value == NSUnderlineStyle {
        name = Key.name
        read = { $0[Key.self].map { NSNumber(value: $0.rawValue) } }
        write = { container, value in
            if let style = value as? NSUnderlineStyle {
                container[Key.self] = style
            } else if let number = AttributeBridge.double(value) {
                container[Key.self] = NSUnderlineStyle(rawValue: Int(number))
            }
        }
    }

    /// `value` as a number, whichever numeric type it is.
    private static func double(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as CGFloat: Double(number)
        case let number as Double: number
        case let number as Int: Double(number)
        default: nil
        }
    }

    typealias UIKit = AttributeScopes.UIKitAttributes
    static let all: [AttributeBridge] = [
        AttributeBridge(UIKit.FontAttribute.self), AttributeBridge(UIKit.ForegroundColorAttribute.self),
        AttributeBridge(UIKit.BackgroundColorAttribute.self), AttributeBridge(UIKit.ParagraphStyleAttribute.self),
        AttributeBridge(number: UIKit.KernAttribute.self), AttributeBridge(number: UIKit.TrackingAttribute.self),
        AttributeBridge(number: UIKit.BaselineOffsetAttribute.self),
        AttributeBridge(lineStyle: UIKit.UnderlineStyleAttribute.self),
        AttributeBridge(UIKit.UnderlineColorAttribute.self),
        AttributeBridge(lineStyle: UIKit.StrikethroughStyleAttribute.self),
        AttributeBridge(UIKit.StrikethroughColorAttribute.self), AttributeBridge(UIKit.StrokeColorAttribute.self),
        AttributeBridge(number: UIKit.StrokeWidthAttribute.self), AttributeBridge(UIKit.ShadowAttribute.self),
        AttributeBridge(UIKit.LigatureAttribute.self), AttributeBridge(number: UIKit.ObliquenessAttribute.self),
        AttributeBridge(number: UIKit.ExpansionAttribute.self),
        AttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self),
    ]
    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The `NSAttributedString` attributes of `container`.
    static func dictionary(of container: AttributeContainer) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for bridge in all {
            if let value = bridge.read(container) { result[NSAttributedString.Key(bridge.name)] = value }
        }
        return result
    }
}

// An attributed string's paragraph style and shadow are values of `AttributedString` runs, which
// are `Sendable`; the SDK marks both classes so too.
extension NSParagraphStyle: @unchecked Sendable {}
extension NSShadow: @unchecked Sendable {}
