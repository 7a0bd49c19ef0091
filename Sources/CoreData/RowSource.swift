import Foundation

/// A stored object's values as a store or a parent context holds them.
struct StoredRow {
    var entity: NSEntityDescription
    var values: [String: Any]
}

/// The changes a context's save hands to its parent: the rows inserted and updated, by row, and
/// the rows deleted.
struct RowChanges {
    var inserted: [Int: StoredRow] = [:]
    var updated: [Int: StoredRow] = [:]
    var deleted: Set<Int> = []
    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }
}

/// What a context reads from and saves into: its coordinator's store, or its parent context.
protocol RowSource: AnyObject {
    /// The coordinator at the root of the chain.
    var rootCoordinator: NSPersistentStoreCoordinator? { get }
    /// The row `row` as the source has it now, or `nil` when it has none.
    func currentRow(_ row: Int) -> StoredRow?
    /// The rows of `entities` as the source has them now, in row order.
    func currentRows(of entities: Set<String>) -> [(row: Int, value: StoredRow)]
    /// Applies a child context's saved changes.
    func apply(_ changes: RowChanges) throws
}
