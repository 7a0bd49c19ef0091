// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The name a value transformer is registered under, as Foundation's `NSValueTransformerName`.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Converts values one way (and back), as Foundation's `ValueTransformer` (which Linux's
/// Foundation lacks): transformers registered by name, the negating, nil-testing and
/// unarchiving ones registered from the start, as on iOS. The base class passes a value through
/// unchanged, and back when ``allowsReverseTransformation()`` says so.
open class ValueTransformer: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [NSValueTransformerName: ValueTransformer] = [
        .negateBooleanTransformerName: NegateBooleanTransformer(),
        .isNilTransformerName: NilTestTransformer(isNil: true),
        .isNotNilTransformerName: NilTestTransformer(isNil: false),
        .keyedUnarchiveFromDataTransformerName: KeyedUnarchiveFromDataTransformer(),
        .secureUnarchiveFromDataTransformerName: NSSecureUnarchiveFromDataTransformer(),
    ]

    public override init() { super.init() }

    /// Registers `transformer` under `name` (`nil`: removes what is registered).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.withLock { registered[name] = transformer }
    }

    /// The names of the registered transformers, sorted.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        lock.withLock { registered.keys.sorted { $0.rawValue < $1.rawValue } }
    }

    /// The transformer registered under `name` (``ValueTransformer/init(forName:)`` as Swift spells it).
    static func registered(forName name: NSValueTransformerName) -> ValueTransformer? {
        lock.withLock { registered[name] }
    }

    /// The class of the values ``transformedValue(_:)`` returns: `NSObject` unless a subclass says.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether ``reverseTransformedValue(_:)`` converts back: `true` unless a subclass says.
    open class func allowsReverseTransformation() -> Bool { true }

    /// `value`, unchanged (a subclass converts it).
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// ``transformedValue(_:)`` of `value` when the class allows reversing; otherwise a
    /// programming error (iOS raises an exception), named in the message.
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        guard Self.allowsReverseTransformation() else {
            preconditionFailure("\(Self.self).reverseTransformedValue(_:): the transformer does not allow reversing")
        }
        return transformedValue(value)
    }
}

/// How `ValueTransformer(forName:)` finds a registered transformer: a failable initialiser that
/// answers the registered object (Foundation's is a class factory, which a Swift class cannot
/// declare as an initialiser; a protocol extension's initialiser can assign `self`).
public protocol ValueTransformerRegistryLookup {}

extension ValueTransformer: ValueTransformerRegistryLookup {}

extension ValueTransformerRegistryLookup where Self: ValueTransformer {
    /// The transformer registered under `name`, or `nil`.
    public init?(forName name: NSValueTransformerName) {
        guard let transformer = ValueTransformer.registered(forName: name) as? Self else { return nil }
        self = transformer
    }
}

/// Unarchives data into objects of ``allowedTopLevelClasses`` with secure coding, and archives them
/// back, as Foundation's `NSSecureUnarchiveFromDataTransformer` (Core Data's transformer for
/// transformable attributes).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes an archive may hold at its top: Foundation's property-list classes.
    open class var allowedTopLevelClasses: [AnyClass] {
        [
            NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
            NSURL.self, NSUUID.self, NSNull.self,
        ]
    }

    open override class func transformedValueClass() -> AnyClass { NSObject.self }
    open override class func allowsReverseTransformation() -> Bool { true }

    /// The object `value` (data) archives, when its class is allowed; else `nil`.
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: Self.allowedTopLevelClasses, from: data)
    }

    /// The archive of `value` (with secure coding), or `nil` for a value that cannot be archived.
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}

/// `NSNegateBoolean`: a number's Boolean negated, both ways.
private final class NegateBooleanTransformer: ValueTransformer, @unchecked Sendable {
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? {
        NSNumber(value: !((value as? NSNumber)?.boolValue ?? false))
    }
}

/// `NSIsNil` and `NSIsNotNil`: whether a value is nil, one way only.
private final class NilTestTransformer: ValueTransformer, @unchecked Sendable {
    private let isNil: Bool
    init(isNil: Bool) {
        self.isNil = isNil
        super.init()
    }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override class func allowsReverseTransformation() -> Bool { false }
    override func transformedValue(_ value: Any?) -> Any? { NSNumber(value: (value == nil) == isNil) }
}

/// `NSKeyedUnarchiveFromData`: data unarchived without a class check, and objects archived.
private final class KeyedUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data, let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else {
            return nil
        }
        unarchiver.requiresSecureCoding = false
        defer { unarchiver.finishDecoding() }
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
    }
    override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false)
    }
}
