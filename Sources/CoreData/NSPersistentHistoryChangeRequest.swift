import Foundation

/// A request that fetches or deletes a store's persistent history, as Core Data's
/// `NSPersistentHistoryChangeRequest`, run by `NSManagedObjectContext.execute(_:)`.
///
/// History is recorded only for stores added with ``NSPersistentHistoryTrackingKey`` on (as in
/// Core Data): every save that reaches such a store (a context's save, a batch delete) is a
/// transaction with a change per object inserted, updated or deleted. A fetch returns the
/// transactions after a token, a date or a transaction; a delete forgets those before one, and a
/// later fetch after a token older than the ones kept throws `NSPersistentHistoryTokenExpiredError` (134301).
/// A history request to a coordinator whose stores do not track history throws an error naming
/// the option.
///
/// ```swift
/// let request = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
/// request.resultType = .transactionsAndChanges
/// ```
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// What the request returns; `.transactionsAndChanges` by default.
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    /// The token the request starts after (or deletes before).
    open private(set) var token: NSPersistentHistoryToken?
    /// A fetch request of ``NSPersistentHistoryTransaction`` or ``NSPersistentHistoryChange``
    /// whose predicate keeps the transactions (or changes) returned.
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?

    enum Bound {
        case token(NSPersistentHistoryToken?)
        case date(Date)
    }

    let bound: Bound
    let deletes: Bool

    init(bound: Bound, deletes: Bool) {
        self.bound = bound
        self.deletes = deletes
        if case .token(let token) = bound { self.token = token }
        super.init()
    }

    /// The transactions after `token` (all of them when `nil`).
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .token(token), deletes: false)
    }

    /// The transactions after `date`.
    open class func fetchHistory(after date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .date(date), deletes: false)
    }

    /// The transactions after `transaction` (all of them when `nil`).
    open class func fetchHistory(after transaction: NSPersistentHistoryTransaction?)
        -> NSPersistentHistoryChangeRequest
    {
        fetchHistory(after: transaction?.token)
    }

    /// The transactions a fetch request of transactions keeps (its predicate over their properties).
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<NSFetchRequestResult>)
        -> NSPersistentHistoryChangeRequest
    {
        let request = fetchHistory(after: nil as NSPersistentHistoryToken?)
        request.fetchRequest = fetchRequest
        return request
    }

    /// Deletes the transactions before the one of `token` (all of them when `nil`).
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .token(token), deletes: true)
    }

    /// Deletes the transactions before `date`.
    open class func deleteHistory(before date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .date(date), deletes: true)
    }

    /// Deletes the transactions before `transaction` (all of them when `nil`).
    open class func deleteHistory(before transaction: NSPersistentHistoryTransaction?)
        -> NSPersistentHistoryChangeRequest
    {
        deleteHistory(before: transaction?.token)
    }
}

/// A coordinator's persistent history: its transactions in order, and how far it was deleted.
final class PersistentHistoryLog {
    private(set) var transactions: [NSPersistentHistoryTransaction] = []
    private var lastTransaction: Int64 = 0
    private var lastChange: Int64 = 0
    /// The number of the last transaction deleted (0 when none was).
    private var deletedThrough: Int64 = 0

    /// Records a save of `changes`, whose rows were `before` the save, and returns its transaction.
    func record(
        _ changes: RowChanges, before: [Int: StoredRow], store: NSPersistentStore, context: NSManagedObjectContext?
    ) -> NSPersistentHistoryTransaction {
        lastTransaction += 1
        let transaction = NSPersistentHistoryTransaction(
            number: lastTransaction, store: store.identifier, contextName: context?.name,
            author: context?.transactionAuthor)
        var recorded: [NSPersistentHistoryChange] = []
        func add(
            _ row: Int, _ entity: NSEntityDescription, _ type: NSPersistentHistoryChangeType,
            _ updated: Set<NSPropertyDescription>?
        ) {
            lastChange += 1
            let id = NSManagedObjectID(entity: entity, row: row, temporary: false, store: store)
            let change = NSPersistentHistoryChange(
                changeID: lastChange, objectID: id, type: type, updatedProperties: updated)
            change.transaction = transaction
            recorded.append(change)
        }
        for (row, stored) in changes.inserted.sorted(by: { $0.key < $1.key }) { add(row, stored.entity, .insert, nil) }
        for (row, stored) in changes.updated.sorted(by: { $0.key < $1.key }) {
            add(row, stored.entity, .update, Self.changedProperties(stored, was: before[row]))
        }
        for row in changes.deleted.sorted() {
            guard let was = before[row] else { continue }
            add(row, was.entity, .delete, nil)
        }
        transaction.changes = recorded
        transactions.append(transaction)
        return transaction
    }

    /// Runs a history request: the transactions it asks for, or the deletion of those before its bound.
    func run(_ request: NSPersistentHistoryChangeRequest) throws -> NSPersistentHistoryResult {
        if !request.deletes, case .token(let token?) = request.bound, token.transactionNumber < deletedThrough {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentHistoryTokenExpired,
                "CoreData: NSPersistentHistoryChangeRequest: the history up to transaction \(deletedThrough) was deleted, so token \(token.transactionNumber) has expired"
            )
        }
        let selected = transactions.filter { transaction in
            switch (request.bound, request.deletes) {
            case (.token(let token), false): return transaction.transactionNumber > (token?.transactionNumber ?? 0)
            case (.token(let token), true):
                return token.map { transaction.transactionNumber < $0.transactionNumber } ?? true
            case (.date(let date), false): return transaction.timestamp > date
            case (.date(let date), true): return transaction.timestamp < date
            }
        }
        if request.deletes {
            let removed = Set(selected.map(\.transactionNumber))
            transactions.removeAll { removed.contains($0.transactionNumber) }
            deletedThrough = max(deletedThrough, removed.max() ?? 0)
            return Self.result(selected, changes: selected.flatMap { $0.changes ?? [] }, request.resultType)
        }
        let predicate = request.fetchRequest?.predicate
        let isChangeFetch = request.fetchRequest?.entityName == "Change"
        var kept = selected
        if let predicate, !isChangeFetch {
            kept = try kept.filter { try PredicateEvaluation.evaluate(predicate, on: $0) }
        }
        var changes = kept.flatMap { $0.changes ?? [] }
        if let predicate, isChangeFetch {
            changes = try changes.filter { try PredicateEvaluation.evaluate(predicate, on: $0) }
        }
        return Self.result(kept, changes: changes, request.resultType)
    }

    private static func result(
        _ transactions: [NSPersistentHistoryTransaction], changes: [NSPersistentHistoryChange],
        _ type: NSPersistentHistoryResultType
    ) -> NSPersistentHistoryResult {
        let value: Any
        switch type {
        case .statusOnly: value = NSNumber(value: true)
        case .count: value = NSNumber(value: transactions.count)
        case .objectIDs: value = changes.map(\.changedObjectID)
        case .changesOnly: value = changes
        case .transactionsOnly, .transactionsAndChanges: value = transactions
        }
        return NSPersistentHistoryResult(result: value, resultType: type)
    }

    /// The properties whose values differ between `row` and what it `was`.
    static func changedProperties(_ row: StoredRow, was: StoredRow?) -> Set<NSPropertyDescription> {
        let names = Set(row.values.keys).union(was.map { Set($0.values.keys) } ?? [])
        let changed = names.filter { !same(row.values[$0], was?.values[$0]) }
        return Set(changed.compactMap { row.entity.propertiesByName[$0] })
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (a?, b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return String(describing: a) == String(describing: b)
        }
    }
}
