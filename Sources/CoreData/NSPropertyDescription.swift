// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Data's names, as the SDK spells them.
import CellSnapFoundation
import Foundation

/// A property of an entity, as Core Data's `NSPropertyDescription`: the common part of attributes
/// and relationships.
open class NSPropertyDescription: NSObject {
    /// The property's name, the key of `value(forKey:)`.
    open var name: String = ""
    /// Whether the property may be `nil` when the object is saved (`true` by default, as in Core Data).
    open var isOptional: Bool = true
    /// Whether the property is transient (kept in memory, never stored).
    open var isTransient: Bool = false
    /// The entity the property belongs to (set when the entity's `properties` are set).
    open internal(set) weak var entity: NSEntityDescription!
    /// The property's user info dictionary.
    open var userInfo: [AnyHashable: Any]?
    /// Whether the property is indexed (accepted; an in-memory store has no indexes).
    open var isIndexed: Bool = false
    /// The property's renaming identifier for migrations (accepted; nothing migrates here).
    open var renamingIdentifier: String?
    /// Whether Spotlight indexes the property: an `NSCoreDataCoreSpotlightDelegate` indexes the
    /// objects of the entities that have such a property.
    open var isIndexedBySpotlight: Bool = false

    public override init() { super.init() }
}

/// The type of an attribute's value, as Core Data's `NSAttributeType`.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute of an entity, as Core Data's `NSAttributeDescription`.
open class NSAttributeDescription: NSPropertyDescription {
    /// The attribute's type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The name of the class of the attribute's values (`NSString`, `NSNumber`, ...).
    open var attributeValueClassName: String?
    /// The value a newly inserted object starts with.
    open var defaultValue: Any?
    /// The name of the value transformer of a transformable attribute (accepted: values are kept
    /// in memory as they are, never transformed to data).
    open var valueTransformerName: String?
    /// Whether an external record file may hold the value (accepted; nothing is written to disk).
    open var allowsExternalBinaryDataStorage: Bool = false
    /// Whether the value is stored with the store's file protection (accepted; no file here).
    open var preservesValueInHistoryOnDeletion: Bool = false
    /// Whether CloudKit encrypts the value (accepted; nothing is synced on Linux).
    open var allowsCloudEncryption: Bool = false

    public override init() { super.init() }
}

/// How deleting an object treats the objects a relationship points to, as Core Data's `NSDeleteRule`.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

/// A relationship of an entity, as Core Data's `NSRelationshipDescription`: to one object
/// (`maxCount` 1) or to many (an `NSSet`, or an `NSOrderedSet` when ``isOrdered``).
open class NSRelationshipDescription: NSPropertyDescription {
    /// The entity of the objects the relationship points to.
    open var destinationEntity: NSEntityDescription?
    /// The relationship of the destination entity that points back (kept in step by the context).
    open var inverseRelationship: NSRelationshipDescription?
    /// The most objects the relationship holds: 1 makes it to-one, 0 means no limit.
    open var maxCount: Int = 1
    /// The fewest objects the relationship holds when saved.
    open var minCount: Int = 0
    /// What deleting the source object does to the destination objects.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether a to-many relationship keeps its objects in order (`NSOrderedSet`).
    open var isOrdered: Bool = false
    /// Whether the relationship holds many objects (`maxCount` is not 1).
    open var isToMany: Bool { maxCount != 1 }

    public override init() { super.init() }
}

/// A value a dictionary fetch computes, as Core Data's `NSExpressionDescription`: the result of its
/// ``expression`` under its ``name`` in each dictionary (an aggregate function over the objects of
/// the dictionary's group, such as `sum:` of an attribute).
///
/// ```swift
/// let total = NSExpressionDescription()
/// total.name = "total"
/// total.expression = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "amount")])
/// total.expressionResultType = .doubleAttributeType
/// ```
open class NSExpressionDescription: NSPropertyDescription, @unchecked Sendable {
    /// The expression computed.
    open var expression: CellSnapFoundation.NSExpression?
    /// No visible effect: CellSnap's result is a number, or a date for the minimum and maximum of
    /// dates, as Core Data's for the types that fit. The type of the result.
    open var expressionResultType: NSAttributeType = .undefinedAttributeType
}
