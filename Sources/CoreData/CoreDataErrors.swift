import Foundation

/// The errors Core Data reports, in `NSCocoaErrorDomain` with Core Data's codes, each naming
/// what it is about in its description.
enum CoreDataErrors {
    /// Core Data's codes (CoreDataErrorCodes.swift).
    static let managedObjectValidation = NSManagedObjectValidationError
    static let validationMissingMandatoryProperty = NSValidationMissingMandatoryPropertyError
    static let validationRelationshipLacksMinimumCount = NSValidationRelationshipLacksMinimumCountError
    static let validationRelationshipExceedsMaximumCount = NSValidationRelationshipExceedsMaximumCountError
    static let validationRelationshipDeniedDelete = NSValidationRelationshipDeniedDeleteError
    static let managedObjectReferentialIntegrity = NSManagedObjectReferentialIntegrityError
    static let managedObjectContextLocking = NSManagedObjectContextLockingError
    static let persistentStoreInvalidType = NSPersistentStoreInvalidTypeError
    static let persistentStoreIncompatibleSchema = NSPersistentStoreIncompatibleSchemaError
    static let persistentStoreOperation = NSPersistentStoreOperationError
    static let coreDataError = NSCoreDataError
    static let persistentHistoryTokenExpired = NSPersistentHistoryTokenExpiredError

    static func make(_ code: Int, _ description: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
    }

    static func modelNotFound(_ path: String) -> NSError {
        make(
            coreDataError,
            "CoreData: no model at \(path) (CellSnap reads an .xcdatamodeld folder, an .xcdatamodel folder or its contents file)"
        )
    }

    static func modelUnreadable(_ path: String, reason: String) -> NSError {
        make(coreDataError, "CoreData: the model \(path) cannot be read: \(reason)")
    }

    static func unknownEntity(_ name: String, call: String) -> NSError {
        make(coreDataError, "CoreData: \(call): the model has no entity named \"\(name)\"")
    }
}

/// A problem met by a call that cannot throw (Core Data raises an exception there); the context's
/// next `save()` or fetch throws it.
enum ContextProblem {
    case unknownEntity(String, call: String)
    case unknownKey(String, entity: String, call: String)
    case foreignObject(String, call: String)

    var error: NSError {
        switch self {
        case .unknownEntity(let name, let call): return CoreDataErrors.unknownEntity(name, call: call)
        case .unknownKey(let key, let entity, let call):
            return CoreDataErrors.make(
                CoreDataErrors.coreDataError, "CoreData: \(call): entity \"\(entity)\" has no property \"\(key)\"")
        case .foreignObject(let key, let call):
            return CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: \(call): relationship \"\(key)\" was given an object of another context or of the wrong entity"
            )
        }
    }
}
