import Foundation

/// Evaluates a fetch request's predicate on a managed object (or a history transaction or change).
enum PredicateEvaluation {
    /// Whether `object` matches `predicate`; a predicate CellSnap could not read from its format
    /// throws its error (Core Data names the framework first).
    static func evaluate(_ predicate: NSPredicate, on object: NSObject?) throws -> Bool {
        if let error = predicate.cellSnapFormatError {
            throw CoreDataErrors.make(CoreDataErrors.coreDataError, "CoreData: \(error.localizedDescription)")
        }
        return predicate.evaluate(with: object)
    }
}
