import CellSnapFoundation
import Foundation

/// A request that sets attributes of the objects of an entity in the store, as Core Data's
/// `NSBatchUpdateRequest`: every object its predicate matches takes ``propertiesToUpdate``. As in
/// Core Data, the contexts that hold those objects are not told, unless the app merges the
/// identifiers it asks for.
///
/// ```swift
/// let request = NSBatchUpdateRequest(entityName: "Note")
/// request.predicate = NSPredicate(format: "isDone == NO")
/// request.propertiesToUpdate = ["isDone": true]
/// request.resultType = .updatedObjectsCountResultType
/// ```
open class NSBatchUpdateRequest: NSPersistentStoreRequest {
    /// The name of the entity whose objects are updated.
    public let entityName: String
    /// The entity, when the request was made with one (Core Data's `entity` property, which
    /// it resolves from the name too, is not here).
    let entityDescription: NSEntityDescription?
    /// Which objects are updated (all of the entity's when `nil`).
    open var predicate: NSPredicate?
    /// Whether objects of the entity's subentities are updated too.
    open var includesSubentities = true
    /// What the result holds: nothing, the identifiers updated or their count.
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    /// The values to set, by attribute name (a `String`) or attribute (an `NSPropertyDescription`);
    /// a value may be a constant `NSExpression`.
    open var propertiesToUpdate: [AnyHashable: Any]?

    /// A request updating objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        entityDescription = nil
        super.init()
    }

    /// A request updating objects of `entity`.
    public init(entity: NSEntityDescription) {
        entityName = entity.name ?? ""
        entityDescription = entity
        super.init()
    }
}

/// What a batch update returns, as Core Data's `NSBatchUpdateRequestResultType`.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
}

/// The result of a batch update, as Core Data's `NSBatchUpdateResult`: `true`, the identifiers of
/// the objects updated, or their count, as the request's result type asked.
open class NSBatchUpdateResult: NSPersistentStoreResult {
    /// The result.
    public let result: Any?
    /// What ``result`` holds.
    public let resultType: NSBatchUpdateRequestResultType
    init(result: Any?, resultType: NSBatchUpdateRequestResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}

extension NSBatchUpdateRequest {
    /// The values to set by attribute name (`nil` clears one), checked against `entity`: an unknown
    /// or non-attribute key, or an expression that is not a constant, is an error naming it.
    func values(for entity: NSEntityDescription) throws -> [String: Any?] {
        var values: [String: Any?] = [:]
        for (key, value) in propertiesToUpdate ?? [:] {
            guard let name = (key.base as? String) ?? (key.base as? NSPropertyDescription)?.name,
                entity.attributesByName[name] != nil
            else {
                throw CoreDataErrors.make(
                    CoreDataErrors.coreDataError,
                    "CoreData: NSBatchUpdateRequest: entity \"\(entity.name ?? "")\" has no attribute \"\(key)\"")
            }
            if let expression = value as? CellSnapFoundation.NSExpression {
                guard expression.expressionType == .constantValue else {
                    throw CoreDataErrors.make(
                        CoreDataErrors.coreDataError,
                        "CoreData: NSBatchUpdateRequest: \"\(name)\" is set by an expression; CellSnap sets constant values only"
                    )
                }
                values[name] = .some(expression.constantValue)
            } else {
                values[name] = .some(value)
            }
        }
        return values
    }
}
