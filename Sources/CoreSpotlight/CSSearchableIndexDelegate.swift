import Foundation

/// Asked by Spotlight to index an app's items again, as Core Spotlight's
/// `CSSearchableIndexDelegate`. Spotlight never asks on Linux (no index is lost): the requirements
/// are called only by the app itself or a test.
public protocol CSSearchableIndexDelegate: NSObjectProtocol {
    /// Index every item again, then call `acknowledgementHandler`.
    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    /// Index the items of `identifiers` again, then call `acknowledgementHandler`.
    func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping () -> Void)
    /// Spotlight stopped indexing for a while (optional).
    func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    /// Spotlight indexes again (optional).
    func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
}

extension CSSearchableIndexDelegate {
    public func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}
    public func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}
}
