import Foundation

/// Evaluates a fetch request's predicate on a managed object.
enum PredicateEvaluation {
    static func evaluate(_ predicate: NSPredicate, on object: NSManagedObject?) throws -> Bool {
        if let compound = predicate as? NSCompoundPredicate {
            let parts = try compound.subpredicates.compactMap { $0 as? NSPredicate }.map {
                try evaluate($0, on: object)
            }
            switch compound.compoundPredicateType {
            case .and: return !parts.contains(false)
            case .or: return parts.contains(true)
            case .not: return !(parts.first ?? false)
            @unknown default: return false
            }
        }
        if let parsed = ParsedPredicate.of(predicate) {
            return try parsed.get().evaluate(on: object)
        }
        return predicate.evaluate(with: object)
    }
}
