// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Data's error codes in `NSCocoaErrorDomain`, as Core Data declares them (CoreDataErrors.h),
// for an app that compares an error's `code` with them. The errors CellSnap's Core Data reports
// carry these codes (`CoreDataErrors`).

/// A generic validation error.
public var NSManagedObjectValidationError: Int { 1550 }
/// A uniqueness constraint was violated.
public var NSManagedObjectConstraintValidationError: Int { 1551 }
/// An error holding several validation errors.
public var NSValidationMultipleErrorsError: Int { 1560 }
/// A non-optional property has no value.
public var NSValidationMissingMandatoryPropertyError: Int { 1570 }
/// A to-many relationship has fewer objects than its minimum.
public var NSValidationRelationshipLacksMinimumCountError: Int { 1580 }
/// A to-many relationship has more objects than its maximum.
public var NSValidationRelationshipExceedsMaximumCountError: Int { 1590 }
/// A relationship with a deny delete rule still has an object.
public var NSValidationRelationshipDeniedDeleteError: Int { 1600 }
/// A number is above its maximum.
public var NSValidationNumberTooLargeError: Int { 1610 }
/// A number is below its minimum.
public var NSValidationNumberTooSmallError: Int { 1620 }
/// A date is after its maximum.
public var NSValidationDateTooLateError: Int { 1630 }
/// A date is before its minimum.
public var NSValidationDateTooSoonError: Int { 1640 }
/// A date is not valid.
public var NSValidationInvalidDateError: Int { 1650 }
/// A string is longer than its maximum.
public var NSValidationStringTooLongError: Int { 1660 }
/// A string is shorter than its minimum.
public var NSValidationStringTooShortError: Int { 1670 }
/// A string does not match its pattern.
public var NSValidationStringPatternMatchingError: Int { 1680 }
/// A URI is not valid.
public var NSValidationInvalidURIError: Int { 1690 }
/// A context could not be locked.
public var NSManagedObjectContextLockingError: Int { 132_000 }
/// A coordinator could not be locked.
public var NSPersistentStoreCoordinatorLockingError: Int { 132_010 }
/// A fault's object is gone from its store.
public var NSManagedObjectReferentialIntegrityError: Int { 133_000 }
/// An object is related to one in another store.
public var NSManagedObjectExternalRelationshipError: Int { 133_010 }
/// A merge policy could not merge a change.
public var NSManagedObjectMergeError: Int { 133_020 }
/// A uniqueness constraint could not be merged.
public var NSManagedObjectConstraintMergeError: Int { 133_021 }
/// A store of an unknown type.
public var NSPersistentStoreInvalidTypeError: Int { 134_000 }
/// A store's type is not the one asked for.
public var NSPersistentStoreTypeMismatchError: Int { 134_010 }
/// A store's schema is not the model's.
public var NSPersistentStoreIncompatibleSchemaError: Int { 134_020 }
/// A store could not save.
public var NSPersistentStoreSaveError: Int { 134_030 }
/// A store saved part of its changes.
public var NSPersistentStoreIncompleteSaveError: Int { 134_040 }
/// A save met conflicting changes.
public var NSPersistentStoreSaveConflictsError: Int { 134_050 }
/// A nonspecific Core Data error.
public var NSCoreDataError: Int { 134_060 }
/// A store operation failed.
public var NSPersistentStoreOperationError: Int { 134_070 }
/// A store could not be opened.
public var NSPersistentStoreOpenError: Int { 134_080 }
/// A store operation took too long.
public var NSPersistentStoreTimeoutError: Int { 134_090 }
/// A store does not take a request of that type.
public var NSPersistentStoreUnsupportedRequestTypeError: Int { 134_091 }
/// A store's version hashes are not the model's.
public var NSPersistentStoreIncompatibleVersionHashError: Int { 134_100 }
/// A history token is no longer in the store's history.
public var NSPersistentHistoryTokenExpiredError: Int { 134_301 }
